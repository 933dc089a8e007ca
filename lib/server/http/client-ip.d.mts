import type { IncomingMessage } from 'node:http';

export const CLIENT_IP_HEADER: 'x-vitrin-client-ip';
export function clientIp(req: IncomingMessage, env?: Record<string, string | undefined>): string;
