/** @jest-environment node */
import type http from 'node:http';
import { SingleValueResponse } from '@/lib/server/http/single-values';
import { answerOnce } from './support/answer-once';

/** What a response sent, header by header as on the wire (rawHeaders keeps repeats apart). */
async function sent(write: (res: http.ServerResponse) => void): Promise<[string, string][]> {
  const res = await answerOnce(SingleValueResponse, (response) => {
    write(response);
    response.end();
  });
  const pairs: [string, string][] = [];
  for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
  return pairs.filter(([name]) => name === 'location' || name === 'set-cookie' || name === 'vary');
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
