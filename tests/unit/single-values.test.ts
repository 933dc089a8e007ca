/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SingleValueResponse } from '@/lib/server/http/single-values';

/** What a response sent, header by header as on the wire (rawHeaders keeps repeats apart). */
async function sent(write: (res: http.ServerResponse) => void): Promise<[string, string][]> {
  const server = http.createServer({ ServerResponse: SingleValueResponse }, (_, res) => {
    write(res);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
          resolve(pairs.filter(([name]) => name === 'location' || name === 'set-cookie' || name === 'vary'));
        })
        .on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

it('drops an append that repeats what the header holds, as Next does replaying a fresh redirect render', async () => {
  expect(
    await sent((res) => {
      res.statusCode = 308;
      res.setHeader('location', '/en/productdetail/a/5');
      res.appendHeader('location', '/en/productdetail/a/5');
    }),
  ).toEqual([['location', '/en/productdetail/a/5']]);
});

it('still appends values the header does not hold yet', async () => {
  expect(
    await sent((res) => {
      res.setHeader('set-cookie', 'lang=en; Path=/');
      res.appendHeader('set-cookie', ['lang=en; Path=/', 'popup=1; Path=/']);
      res.appendHeader('vary', 'rsc');
      res.appendHeader('vary', 'Accept-Encoding');
    }),
  ).toEqual([
    ['set-cookie', 'lang=en; Path=/'],
    ['set-cookie', 'popup=1; Path=/'],
    ['vary', 'rsc'],
    ['vary', 'Accept-Encoding'],
  ]);
});
