/** @jest-environment node */
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';

beforeAll(() => freshShop({ seed: false }));

const from = (ip: string, language = 'en-US') => ({ headers: { 'x-vitrin-client-ip': ip, 'accept-language': language } });

describe('rate limits on the API', () => {
  it('lets one address (a carrier\'s NAT) mint 1,000 anonymous ids in ten minutes, then answers a localized 429 with Retry-After', async () => {
    for (let i = 0; i < 1000; i++) expect((await post('generate-guid', {}, from('203.0.113.7'))).status).toBe(200);
    const refused = await post('generate-guid', {}, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ succeeded: false, code: 'too_many_requests', message: en.errors.too_many_requests, data: null });
    const seconds = Number(refused.headers.get('retry-after'));
    // The sliding window weighs the previous window in: 1,000 hits early in a window free a place just past its end, up to 2 × 600 s away.
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(1200);
    const turkish = await post('generate-guid', {}, from('203.0.113.7', 'tr-TR'));
    expect(turkish.body.message).toBe(tr.errors.too_many_requests);
  });

  it('counts each address on its own', async () => {
    expect((await post('generate-guid', {}, from('198.51.100.23'))).status).toBe(200);
  });
});
