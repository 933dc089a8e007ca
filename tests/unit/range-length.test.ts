/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RangeLengthResponse } from '@/lib/server/http/range-length';

/** The framing headers of an answer written in pieces, as Next pipes a route handler's stream. */
async function framing(status: number, headers: Record<string, string>): Promise<Record<string, string | undefined>> {
  const server = http.createServer({ ServerResponse: RangeLengthResponse }, (_, res) => {
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.write(Buffer.alloc(512));
    res.end(Buffer.alloc(512));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          res.on('end', () => resolve({ length: res.headers['content-length'], transfer: res.headers['transfer-encoding'] }));
        })
        .on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

it('a 206 of one range goes out with the length its Content-Range names, not chunked', async () => {
  expect(await framing(206, { 'Content-Range': 'bytes 0-1023/4500000' })).toEqual({ length: '1024', transfer: undefined });
});

it('other answers keep their framing: a whole stream stays chunked, a re-encoded range has no length to restore', async () => {
  expect(await framing(200, {})).toEqual({ length: undefined, transfer: 'chunked' });
  expect(await framing(206, { 'Content-Range': 'bytes 0-1023/4500000', 'Content-Encoding': 'gzip' })).toEqual({ length: undefined, transfer: 'chunked' });
});
