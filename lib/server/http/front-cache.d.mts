import type { IncomingMessage, ServerResponse } from 'node:http';

export const LANG_COOKIE_NAME: string;
export const KEPT_FOR_MS: number;
export const FRONT_CACHE_HEADER: string;

export interface FrontCacheOptions {
  maxBytes: number;
  tagsOf: (path: string) => string[] | null;
  revalidatedSince: (tags: string[], time: number) => Promise<boolean | null>;
  langCookie?: string;
  now?: () => number;
}

export class FrontCache {
  constructor(options: FrontCacheOptions);
  readonly size: { entries: number; bytes: number };
  keyOf(req: IncomingMessage): string | null;
  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<unknown>;
}
