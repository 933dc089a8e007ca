import { SingleValueResponse } from './single-values.ts';

/** The one range a 206 answers, as its Content-Range names it (RFC 9110 §14.4). */
const SINGLE_RANGE = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/;

/**
 * Next sends a route handler's Response without its Content-Length (send-response.ts drops it, in
 * case the body was decoded on the way), so a film's byte range (lib/server/media/serve.ts) went out
 * chunked, and a player could not tell how much was coming. A 206 of one range says its length in
 * Content-Range: it is restored from there as the head goes out, unless the body is re-encoded.
 */
export class RangeLengthResponse extends SingleValueResponse {
  writeHead(statusCode: number, ...rest: unknown[]): this {
    const range = statusCode === 206 && !this.hasHeader('content-length') && !this.hasHeader('content-encoding') ? SINGLE_RANGE.exec(String(this.getHeader('content-range') ?? '')) : null;
    if (range) this.setHeader('Content-Length', String(Number(range[2]) - Number(range[1]) + 1));
    return Reflect.apply(super.writeHead, this, [statusCode, ...rest]) as this;
  }
}
