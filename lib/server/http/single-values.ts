import http from 'node:http';

/**
 * Next 16 replays a fresh ISR render's stored headers with `appendHeader` onto the response that
 * same render already set them on, so the first answer of a redirecting catalogue page (a product
 * or blog post at a stale slug) carried `Location` twice, where RFC 9110 allows one
 * (vercel/next.js#82117, open). The server's responses are of this class: appending a value the
 * header already holds adds nothing, so it is dropped; distinct values (cookies, Vary) still append.
 */
export class SingleValueResponse extends http.ServerResponse {
  appendHeader(name: string, value: string | readonly string[]): this {
    const held = [this.getHeader(name) ?? []].flat().map(String);
    const added = [value].flat().map(String).filter((each) => !held.includes(each));
    return added.length > 0 ? super.appendHeader(name, added) : this;
  }
}
