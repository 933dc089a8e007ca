import type { ServerResponse } from 'node:http';

export function dropRepeatedHeaderValues(res: ServerResponse): void;
