/**
 * The shop's server: Next's request handler behind a small guard (lib/server/http/guard.ts) for
 * what Next itself answers with a 500, the front cache (lib/server/http/front-cache.ts) that
 * replays cached catalogue pages, and the render admission (lib/server/http/admission.ts) that
 * bounds how many pages render at once. The build's own files are sent as stored, compressed at build
 * time (lib/server/http/build-files.ts). `npm start` runs it, compiled to dist/server.js, under a
 * supervisor (scripts/supervise.ts) after `npm run build` (docs/adr/0046-server-code-in-typescript.md).
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import next from 'next';
import sharp from 'sharp';
import { installedPageCache } from './lib/server/cache/global.ts';
import { Admission, mayRender } from './lib/server/http/admission.ts';
import { buildFiles } from './lib/server/http/build-files.ts';
import { drainHttpServer } from './lib/server/http/drain.ts';
import { FrontCache } from './lib/server/http/front-cache.ts';
import { guardRequest, refuse } from './lib/server/http/guard.ts';
import { RangeLengthResponse } from './lib/server/http/range-length.ts';
import { reportToParent } from './lib/server/http/supervision.ts';
import { beforeDatabaseCloses } from './lib/server/shutdown.ts';
import { plainListingAppPath } from './lib/shop/plain-listing.ts';

// libvips' operation cache (up to 50 MB outside the V8 heap) never hits here: each picture is encoded
// once per width and Next keeps the result on disk. One thread per picture; the libuv pool runs a few at once.
sharp.cache(false);
sharp.concurrency(1);

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();

// The shop's page cache, installed by the server's start (lib/server/bootstrap.ts), keeps the revalidation log.
const frontCacheMb = Number(process.env.VITRIN_FRONT_CACHE_MB ?? 24);
const front =
  frontCacheMb > 0
    ? new FrontCache({
        maxBytes: frontCacheMb * 1024 * 1024,
        // A category's or brand's plain address is kept under the cached route proxy.ts rewrites it to.
        tagsOf: (path) => installedPageCache()?.pageTags(path) ?? installedPageCache()?.pageTags(plainListingAppPath(path)) ?? null,
        revalidatedSince: async (tags, time) => installedPageCache()?.revalidatedSince(tags, time) ?? null,
      })
    : null;

// Renders share one thread: past a few at once they add heap and latency, not throughput; past the
// queue, or after 10 s in it, a crawler is told to come back (docs/adr/0042-bounded-memory.md).
const RETRY_AFTER_SECONDS = 5;
const renders = new Admission({
  limit: Number(process.env.VITRIN_MAX_RENDERS ?? 6),
  queued: Number(process.env.VITRIN_RENDER_QUEUE ?? 100),
  waitMs: 10_000,
  refuse: (req, res) => refuse(req, res, 503, 'server_busy', { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
});
const render = (req: IncomingMessage, res: ServerResponse) => (mayRender(req.url) ? renders.admit(req, res, handle) : handle(req, res));
const parent = reportToParent(() => ({ renders: renders.state }));
const buildFile = buildFiles(process.cwd());

await app.prepare();
// No header repeats a value (lib/server/http/single-values.ts), and a byte range keeps its length (range-length.ts).
const server = http.createServer({ ServerResponse: RangeLengthResponse }, (req, res) => {
  if (guardRequest(req, res)) return;
  if (buildFile(req, res, () => handle(req, res))) return;
  void (front ? front.handle(req, res, render) : render(req, res));
});
// Node closes an idle kept-alive connection after 5 s; a proxy or a client that reuses it a moment
// later gets "other side closed". Outlive the usual load balancer idle timeout (60 s) instead.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// On a stop, no new connection is taken and each kept-alive one closes once its answer is sent; the
// database closes when the last has gone (lib/server/shutdown.ts), within the 10 s a stop is given.
beforeDatabaseCloses(() => drainHttpServer(server));
server
  .listen(port, hostname, () => {
    console.log(`[vitrin] shop ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
    parent.ready(port);
  });
