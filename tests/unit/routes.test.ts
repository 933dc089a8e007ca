/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { appRoutes, firstSegment, isAddressStep, PRIVATE_SEGMENTS, routes, seoPathname, STATIC_PAGES } from '@/lib/shop/routes';

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

describe('no path is written outside the route map', () => {
  const firstSegments = (builders: object) =>
    new Set(Object.values(builders).map((build) => firstSegment((build as (...args: never[]) => string)(...([] as never[])))).filter(Boolean));
  const pageSegments = firstSegments(routes);
  const allSegments = new Set([...pageSegments, ...firstSegments(appRoutes)]);
  // Every folder of code and every top-level module; tests, assets and generated files are not the app.
  const skipped = new Set(['node_modules', 'tests', 'public', 'messages', 'styles', 'docs', 'migrations']);
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') || skipped.has(entry.name) ? [] : walk(full);
      return /\.(tsx?|mjs)$/.test(entry.name) && full !== path.join('lib', 'shop', 'routes.ts') ? [full] : [];
    });
  const files = walk('.');

  it('reads every folder of code', () => {
    expect([...new Set(files.map((file) => file.split(path.sep)[0]))]).toEqual(expect.arrayContaining(['app', 'components', 'lib', 'pages', 'db', 'scripts', 'proxy.ts', 'server.ts']));
  });

  // What plain Node runs (the bench scripts, and what tsconfig.server.json compiles: the server and
  // what it loads) cannot import the TypeScript map: it may name the API and the bench page, never a shop page.
  const server = ts.getParsedCommandLineOfConfigFile('tsconfig.server.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const plainNode = new Set(
    ts
      .createProgram(server?.fileNames ?? [], server?.options ?? {})
      .getSourceFiles()
      .map((source) => path.relative('.', source.fileName))
      .filter((file) => !file.startsWith('node_modules')),
  );

  it('knows what plain Node runs', () => {
    expect([...plainNode]).toEqual(expect.arrayContaining(['server.ts', path.join('lib', 'server', 'http', 'guard.ts')]));
  });

  it.each(files)('%s', (file) => {
    const segments = file.endsWith('.mjs') || plainNode.has(file) ? pageSegments : allSegments;
    // A quoted path, or one that follows an interpolated origin in a template (`${origin}/api/…`).
    const literals = [...fs.readFileSync(file, 'utf8').matchAll(/(?:['"`]|\})\/([A-Za-z-]+)[/'"`$?]/g)].map((match) => match[1]);
    expect(literals.filter((segment) => segments.has(segment))).toEqual([]);
  });
});
