/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { drainHttpServer } from '@/lib/server/http/drain';

/** Holds the event loop as a long render does. */
function holdTheLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

/** A connection once the server has accepted it; `closed` resolves with all it was sent. */
async function acceptedConnection(server: http.Server) {
  const accepted = new Promise<void>((resolve) => server.once('connection', () => resolve()));
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk) => (answer += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  await accepted;
  return { socket, closed };
}

describe('drainHttpServer', () => {
  let server: http.Server;

  beforeEach(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  it('answers a request that came on a kept-alive connection while a render held the loop, the stop coming in the same moment', async () => {
    const { socket, closed } = await acceptedConnection(server);
    // The first answer leaves the connection kept alive and, to Node, idle.
    const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await answered;
    socket.write('GET /second HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    const drained = drainHttpServer(server);
    // The second request waits unread in the socket until the loop is free again.
    holdTheLoop(300);
    expect((await closed).match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    await drained;
  });

  it('closes a kept-alive connection that is idle, so the stop ends', async () => {
    const { socket, closed } = await acceptedConnection(server);
    const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await answered;
    await drainHttpServer(server);
    expect(await closed).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(server.listening).toBe(false);
  });
});
