import http from 'node:http';
import { passedOn } from './hop-by-hop';

/**
 * A round-robin load balancer on loopback, as nginx's `proxy_next_upstream error` or HAProxy's
 * `retry-on conn-failure` behave: a request whose instance refuses or drops the connection before
 * answering is sent to the next one; an instance that failed is passed over for `downMs`. Answers
 * (a 5xx included) are relayed as they are, so a test sees what the instances said.
 */
export interface Balancer {
  url: string;
  close(): Promise<void>;
}

export async function startBalancer(port: number, upstreams: readonly number[], downMs = 2000): Promise<Balancer> {
  const downUntil = new Map<number, number>();
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = passedOn(req.headers);
    // Each instance once, starting from this request's turn, so a retry never lands on the one that just failed.
    const turn = next++;
    for (let tries = 0; tries < upstreams.length; tries++) {
      const upstream = upstreams[(turn + tries) % upstreams.length];
      if ((downUntil.get(upstream) ?? 0) > Date.now()) continue;
      const answered = await new Promise<boolean>((resolve) => {
        const forward = http.request({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers, agent }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
          answer.pipe(res);
          // An instance that dies in the middle of an answer: the client's connection is cut, as nginx
          // cuts it, rather than left waiting for the rest.
          answer.once('error', () => res.destroy());
          answer.once('close', () => {
            if (!answer.complete) res.destroy();
          });
          resolve(true);
        });
        forward.once('error', () => {
          downUntil.set(upstream, Date.now() + downMs);
          resolve(false);
        });
        forward.end(body);
      });
      if (answered) return;
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end('no instance answered');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
