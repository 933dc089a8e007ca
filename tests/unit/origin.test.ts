/** @jest-environment node */
import robots from '@/app/robots';
import { checkSiteUrlAtStart, noteRequestHost, requestOrigin, selfOrigin, siteOrigin } from '@/lib/server/http/origin';
import { announceCardMode, cardMode } from '@/lib/server/payments/paytr';

/** Issue 18: the shop's own addresses with and without SITE_URL, and what it says when SITE_URL is wrong. */

describe('the origin of cached output (canonical, hreflang, OpenGraph, sitemap, robots)', () => {
  it('with SITE_URL unset follows the port the server listens on', () => {
    expect(siteOrigin({ PORT: '3100' })).toBe('http://localhost:3100');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ PORT: '3100', SITE_URL: 'https://vitrin.example/tr' })).toBe('https://vitrin.example');
  });

  it('reaches robots.txt', () => {
    const before = process.env.PORT;
    process.env.PORT = '3100';
    try {
      expect(robots().sitemap).toBe('http://localhost:3100/sitemap.xml');
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });
});

describe('where a caller reached the shop (the card form’s origin)', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  it('is the Host, written as URL writes it; forwarded headers count only behind TRUST_PROXY; a host that is no host is refused', () => {
    expect(requestOrigin(headers({ host: 'Shop.Example:3100' }), {})).toBe('http://shop.example:3100');
    expect(requestOrigin(headers({ host: '[::1]:3100' }), {})).toBe('http://[::1]:3100');
    expect(requestOrigin(headers({ host: 'a', 'x-forwarded-host': 'shop.example:443', 'x-forwarded-proto': 'https' }), { TRUST_PROXY: 'true' })).toBe('https://shop.example');
    expect(requestOrigin(headers({ host: 'a', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }), {})).toBe('http://a');
    expect(requestOrigin(headers({ host: 'evil.example/path' }), {})).toBeNull();
    expect(requestOrigin(headers({}), {})).toBeNull();
  });
});

describe('the server’s calls to itself', () => {
  it('go to the address it listens on over plain HTTP, whatever the public address', () => {
    expect(selfOrigin({ PORT: '3456', SITE_URL: 'https://vitrin.example', TRUST_PROXY: 'true' })).toBe('http://127.0.0.1:3456');
    expect(selfOrigin({ PORT: '3456', HOSTNAME: '0.0.0.0' })).toBe('http://127.0.0.1:3456');
    expect(selfOrigin({ PORT: '3456', HOSTNAME: '::1' })).toBe('http://[::1]:3456');
    expect(selfOrigin({ HOSTNAME: '10.0.0.5' })).toBe('http://10.0.0.5:3000');
  });
});

describe('how cards are taken', () => {
  const production = { NODE_ENV: 'production' } as const;
  it('by the sandbox, except on a production server with a public SITE_URL, unless PAYTR_SANDBOX=true', () => {
    expect(cardMode({})).toBe('sandbox');
    expect(cardMode({ ...production, SITE_URL: 'http://localhost:3100' })).toBe('sandbox');
    expect(cardMode({ ...production, SITE_URL: 'http://127.0.0.1:3100' })).toBe('sandbox');
    expect(cardMode({ ...production })).toBe('sandbox');
    expect(cardMode({ ...production, SITE_URL: 'https://vitrin.example' })).toBe('off');
    expect(cardMode({ ...production, SITE_URL: 'https://vitrin.example', PAYTR_SANDBOX: 'true' })).toBe('sandbox');
    expect(cardMode({ ...production, SITE_URL: 'https://vitrin.example', PAYTR_MERCHANT_ID: '1', PAYTR_MERCHANT_KEY: 'k', PAYTR_MERCHANT_SALT: 's' })).toBe('paytr');
  });

  it('is said at a production start when it is not PayTR, naming the variables that change it', () => {
    const log = jest.fn();
    announceCardMode({ ...production, SITE_URL: 'https://vitrin.example' }, log);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^\[vitrin\] card payments are off: .*bank transfer only\. PAYTR_SANDBOX=true/));
    announceCardMode({ ...production }, log);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('test payments, no money moves'));
    announceCardMode({}, log);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('a SITE_URL that disagrees with the served address', () => {
  const request = (host: string) => (name: string) => (name === 'host' ? host : undefined);
  it('is said at start when it names a local address on another port', () => {
    const log = jest.fn();
    checkSiteUrlAtStart({ SITE_URL: 'http://localhost:3000', PORT: '3100' }, log);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('SITE_URL is http://localhost:3000, but this server listens on port 3100'));
    checkSiteUrlAtStart({ SITE_URL: 'https://vitrin.example', PORT: '3100' }, log);
    checkSiteUrlAtStart({ SITE_URL: 'http://localhost:3100', PORT: '3100' }, log);
    expect(log).toHaveBeenCalledTimes(1);
    checkSiteUrlAtStart({ SITE_URL: 'vitrin.example' }, log);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('SITE_URL "vitrin.example" is not an http(s) address'));
  });

  it('is logged once, in plain words, at the first request that reaches another address (not the server’s calls to itself)', () => {
    const env = { SITE_URL: 'http://localhost:3000', PORT: '3100' };
    const log = jest.fn();
    noteRequestHost(request('localhost:3000'), env, log);
    noteRequestHost(request('127.0.0.1:3100'), env, log);
    noteRequestHost(request('LOCALHOST:3000'), env, log);
    expect(log).not.toHaveBeenCalled();
    noteRequestHost(request('localhost:3100'), env, log);
    noteRequestHost(request('192.168.1.20:3100'), env, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      '[vitrin] SITE_URL is http://localhost:3000, but a request reached this shop at http://localhost:3100. Links in pages, the sitemap, mails ' +
        "and the card payment's return addresses use http://localhost:3000. If shoppers use http://localhost:3100, set SITE_URL to it or leave SITE_URL unset.",
    );
  });
});
