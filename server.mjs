/**
 * The shop's server: Next's request handler behind a small guard (lib/server/http/guard.mjs) for
 * what Next itself answers with a 500. `npm start` runs it after `next build`.
 */
import http from 'node:http';
import next from 'next';
import { guardRequest } from './lib/server/http/guard.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();

await app.prepare();
http
  .createServer((req, res) => {
    if (!guardRequest(req, res)) void handle(req, res);
  })
  .listen(port, hostname, () => console.log(`[vitrin] shop ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));
