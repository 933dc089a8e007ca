/** @jest-environment node */
import { RangeLengthResponse } from '@/lib/server/http/range-length';
import { answerOnce } from './support/answer-once';

/** The framing headers of an answer written in pieces, as Next pipes a route handler's stream. */
async function framing(status: number, headers: Record<string, string>): Promise<Record<string, string | undefined>> {
  const res = await answerOnce(RangeLengthResponse, (response) => {
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.write(Buffer.alloc(512));
    response.end(Buffer.alloc(512));
  });
  return { length: res.headers['content-length'], transfer: res.headers['transfer-encoding'] };
}

it('a 206 of one range goes out with the length its Content-Range names, not chunked', async () => {
  expect(await framing(206, { 'Content-Range': 'bytes 0-1023/4500000' })).toEqual({ length: '1024', transfer: undefined });
});

it('other answers keep their framing: a whole stream stays chunked, a re-encoded range has no length to restore', async () => {
  expect(await framing(200, {})).toEqual({ length: undefined, transfer: 'chunked' });
  expect(await framing(206, { 'Content-Range': 'bytes 0-1023/4500000', 'Content-Encoding': 'gzip' })).toEqual({ length: undefined, transfer: 'chunked' });
});
