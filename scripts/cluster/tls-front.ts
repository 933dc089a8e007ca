import http from 'node:http';
import http2 from 'node:http2';
import type { TLSSocket } from 'node:tls';
import selfsigned from 'selfsigned';
import { passedOn } from './hop-by-hop';

/**
 * HTTPS with HTTP/2 on loopback in front of one shop, as Caddy or nginx (`listen 443 ssl; http2 on;`)
 * stands in front of `npm start` in production: TLS ends here, requests go on to the shop over
 * HTTP/1.1 with X-Forwarded-Proto, -Host and -For (the shop trusts them with TRUST_PROXY=true).
 * Browsers speak HTTP/2 only over TLS, so this is how a bench or a test sees the shop the way
 * shoppers reach it; HTTP/1.1 clients are served too, as a proxy serves them. The certificate is
 * made at start for 127.0.0.1 and localhost, so the browser must be told to accept it. Answers
 * stream through as they come (RSC and streamed pages).
 */
export interface TlsFront {
  url: string;
  close(): Promise<void>;
}

async function certificate() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/** The front on `port`, passing every request on to the shop at `upstream` (an http:// address). */
export async function startTlsFront(port: number, upstream: string): Promise<TlsFront> {
  const shop = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...(await certificate()), allowHTTP1: true });
  // Open connections, so close() does not wait on a browser's idle one.
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const authority = String(req.headers[':authority'] ?? req.headers.host ?? `127.0.0.1:${port}`);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    let answered = false;
    const forward = http.request(
      {
        host: shop.hostname,
        port: shop.port || 80,
        method: req.method,
        path: req.url,
        headers: { ...passedOn(req.headers), host: authority, 'x-forwarded-proto': 'https', 'x-forwarded-host': authority, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        if (res.destroyed) return answer.resume();
        res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(res);
        answer.once('end', () => (answered = true));
        // A shop that stops mid-answer: the browser's stream is cut, as a proxy cuts it.
        answer.once('close', () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    forward.once('error', () => {
      if (res.destroyed) return;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('the shop did not answer');
    });
    // A browser that goes away mid-answer: the shop's request is dropped too (a whole answer leaves its connection to the pool).
    res.once('close', () => {
      if (!answered) forward.destroy();
    });
    req.pipe(forward);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

