/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { firstSegment, isAddressStep, PRIVATE_SEGMENTS, routes, seoPathname, STATIC_PAGES } from '@/lib/shop/routes';

describe('the route map (spec 01 §2, spec 02 §2)', () => {
  it('builds the catalogue paths with encoded segments', () => {
    expect(routes.category('ev-dekorasyonu', 4)).toBe('/shop/ev-dekorasyonu/4');
    expect(routes.product('yün kedi minderi', 12)).toBe('/productdetail/y%C3%BCn%20kedi%20minderi/12');
    expect(routes.contracts()).toBe('/sozlesmeler');
    expect(routes.contracts(2)).toBe('/sozlesmeler/2');
  });

  it('builds the positional search path: a later part brings the earlier ones', () => {
    expect(routes.allProducts()).toBe('/searchproducts/true/false');
    expect(routes.clearFilters()).toBe('/searchproducts/false/false');
    expect(routes.search({ onlyDiscounted: true })).toBe('/searchproducts/false/false/true');
    expect(routes.search({ text: ' çiçek vazo ' })).toBe('/searchproducts/false/false/false/%C3%A7i%C3%A7ek%20vazo');
  });

  it('names pages for /get-seo-tag-data by their first segment', () => {
    expect(seoPathname(routes.home())).toBe('/');
    expect(seoPathname(routes.product('x', 1))).toBe('/productdetail');
    expect(firstSegment(routes.order(7))).toBe('siparislerimdetay');
  });

  it('keeps the stored address only on the address and payment steps, in either language', () => {
    expect(isAddressStep('/tr/adresbilgisi')).toBe(true);
    expect(isAddressStep('/en/odemeyontemi')).toBe(true);
    expect(isAddressStep('/tr/sepetim')).toBe(false);
    expect(isAddressStep('/tr')).toBe(false);
  });

  it('keeps crawlers out of every per-shopper page and lists only public pages', () => {
    expect(PRIVATE_SEGMENTS).toEqual(expect.arrayContaining(['sepetim', 'adresbilgisi', 'odemeyontemi', 'profilim', 'aktivasyon', 'sifremiunuttum', 'odeme-basarisiz']));
    expect(STATIC_PAGES.map(firstSegment).filter((segment) => PRIVATE_SEGMENTS.includes(segment))).toEqual([]);
  });
});

describe('no page path is written outside the route map', () => {
  const segments = new Set(
    Object.values(routes)
      .map((build) => firstSegment((build as (...args: never[]) => string)(...([] as never[]))))
      .filter(Boolean),
  );
  const roots = ['app', 'components', 'lib'];
  const files = roots.flatMap(function walk(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.(tsx?|mjs)$/.test(entry.name) && full !== path.join('lib', 'shop', 'routes.ts') ? [full] : [];
    });
  });

  it.each(files)('%s', (file) => {
    const literals = [...fs.readFileSync(file, 'utf8').matchAll(/['"`]\/([A-Za-z-]+)[/'"`$?]/g)].map((match) => match[1]);
    expect(literals.filter((segment) => segments.has(segment))).toEqual([]);
  });
});
