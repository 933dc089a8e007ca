/**
 * The shop's server: Next's request handler behind a small guard (lib/server/http/guard.mjs) for
 * what Next itself answers with a 500, and the front cache (lib/server/http/front-cache.mjs) that
 * replays cached catalogue pages. `npm start` runs it after `next build`.
 */
import http from 'node:http';
import next from 'next';
import { FrontCache } from './lib/server/http/front-cache.mjs';
import { guardRequest } from './lib/server/http/guard.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();

// The shop's page cache, installed by the server's start (lib/server/bootstrap.ts), keeps the revalidation log.
const PAGE_CACHE = Symbol.for('vitrin.page-cache');
const frontCacheMb = Number(process.env.VITRIN_FRONT_CACHE_MB ?? 24);
const front =
  frontCacheMb > 0
    ? new FrontCache({
        maxBytes: frontCacheMb * 1024 * 1024,
        tagsOf: (path) => globalThis[PAGE_CACHE]?.pageTags(path) ?? null,
        revalidatedSince: async (tags, time) => (globalThis[PAGE_CACHE] ? globalThis[PAGE_CACHE].revalidatedSince(tags, time) : null),
      })
    : null;

await app.prepare();
http
  .createServer((req, res) => {
    if (guardRequest(req, res)) return;
    void (front ? front.handle(req, res, handle) : handle(req, res));
  })
  .listen(port, hostname, () => console.log(`[vitrin] shop ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));
