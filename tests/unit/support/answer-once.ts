import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One GET to a throwaway server whose responses are of the class given, written by `write`: the answer once it has ended. */
export async function answerOnce<Response extends typeof http.ServerResponse<http.IncomingMessage>>(
  ServerResponse: Response,
  write: (res: http.ServerResponse) => void,
): Promise<http.IncomingMessage> {
  const server = http.createServer<typeof http.IncomingMessage, Response>({ ServerResponse }, (_, res) => write(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        })
        .on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
