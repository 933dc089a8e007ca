import type { IncomingMessage, ServerResponse } from 'node:http';

export function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: string, headers?: Record<string, string>): void;
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean;
