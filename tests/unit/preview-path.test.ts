import { storefrontPathOf } from '@/lib/shop/routes';

/** The preview's `to` (docs/adr/0056): only a storefront page of this site, never an open redirect. */
describe('storefrontPathOf', () => {
  it.each(['/tr', '/en', '/tr/fashion', '/en/shop/ceramics/3?x=1', '/tr#top'])('keeps %s', (to) => {
    expect(storefrontPathOf(to)).toBe(to);
  });

  it.each([null, '', '/', '//evil.example', '/\\evil.example', 'https://evil.example/tr', '/de/x', '/tr/yonetim', '/en/yonetim/onizleme', '/tr x', '/trx'])('refuses %s', (to) => {
    expect(storefrontPathOf(to)).toBeNull();
  });
});
