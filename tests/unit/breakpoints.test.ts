/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// A media query cannot read a custom property, so modules write breakpoints literally; this test
// holds every literal to the --bp-* tokens of styles/tokens.css (max-width: the token; min-width:
// the token + 1px, the range above it).
const root = process.cwd();

function breakpointTokens(css: string): Map<string, number> {
  return new Map([...css.matchAll(/--(bp-[\w-]+):\s*(\d+)px/g)].map(([, name, px]) => [name, Number(px)]));
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

type WidthQuery = { file: string; feature: 'min-width' | 'max-width'; px: number };

function widthQueries(file: string, css: string): WidthQuery[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/@media[^{]*/g)].flatMap(([query]) =>
    [...query.matchAll(/(min-width|max-width):\s*(\d+)px/g)].map(([, feature, px]) => ({ file, feature: feature as WidthQuery['feature'], px: Number(px) })),
  );
}

function offToken(tokens: Map<string, number>, queries: WidthQuery[]): WidthQuery[] {
  const values = [...tokens.values()];
  return queries.filter((query) => !values.some((px) => (query.feature === 'max-width' ? px : px + 1) === query.px));
}

describe('breakpoints', () => {
  const tokens = breakpointTokens(readFileSync(join(root, 'styles/tokens.css'), 'utf8'));
  const queries = ['app', 'components', 'styles'].flatMap((dir) => cssFiles(join(root, dir))).flatMap((file) => widthQueries(relative(root, file), readFileSync(file, 'utf8')));

  it('are defined as tokens', () => {
    expect([...tokens.values()].sort((a, b) => b - a)).toEqual([992, 768, 576, 400]);
  });

  it('every width a stylesheet queries is a token', () => {
    expect(queries.length).toBeGreaterThan(50);
    expect(offToken(tokens, queries)).toEqual([]);
  });

  it('sees a width that is not a token', () => {
    const fixture = '/* @media (max-width: 1px) */ @media (min-width: 993px) and (max-width: 767px) { .a { color: red; } }';
    expect(offToken(tokens, widthQueries('fixture.module.css', fixture))).toEqual([{ file: 'fixture.module.css', feature: 'max-width', px: 767 }]);
  });
});
