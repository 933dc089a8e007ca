/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

// The shop's fonts (styles/fonts/, cut by scripts/brand/subset-fonts.mjs) are on every first view
// before its largest picture paints (issue 21): their weight axis is cut to what the styles use, and
// this test holds the files, styles/fonts.ts and the message catalogues to each other.
const root = process.cwd();
const fontFile = (name: string) => readFileSync(join(root, 'styles/fonts', name));

/** WOFF2's known table tags, by the index its table directory uses. */
const KNOWN_TAGS = 'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'.match(/.{4}\s?/g)!.map((tag) => tag.slice(0, 4));

/** The tables of a WOFF2 file, as stored (cmap and fvar are never transformed). */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  expect(file.toString('latin1', 0, 4)).toBe('wOF2');
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const directory = Array.from({ length: numTables }, () => {
    const flags = file[at++];
    const tag = (flags & 0x3f) === 0x3f ? file.toString('latin1', at, (at += 4)) : KNOWN_TAGS[flags & 0x3f];
    const version = flags >> 6;
    const length = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    return { tag, length: transformed ? base128() : length };
  });
  const data = brotliDecompressSync(file.subarray(at, at + compressedSize));
  let offset = 0;
  return new Map(directory.map(({ tag, length }) => [tag, data.subarray(offset, (offset += length))]));
}

/** The code points a font maps, from its Windows Unicode cmap (format 4 or 12). */
function codePoints(cmap: Buffer): Set<number> {
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + i * 8;
    if (cmap.readUInt16BE(record) !== 3) continue;
    const sub = cmap.readUInt32BE(record + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 12) {
      for (let g = 0; g < cmap.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + g * 12;
        for (let c = cmap.readUInt32BE(group); c <= cmap.readUInt32BE(group + 4); c++) points.add(c);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++) {
        for (let c = cmap.readUInt16BE(starts + s * 2); c <= cmap.readUInt16BE(ends + s * 2) && c !== 0xffff; c++) points.add(c);
      }
    }
  }
  return points;
}

/** The weight axis of a variable font's fvar table. */
function weightAxis(fvar: Buffer): { min: number; max: number } {
  const axesAt = fvar.readUInt16BE(4);
  const axisSize = fvar.readUInt16BE(10);
  for (let i = 0; i < fvar.readUInt16BE(8); i++) {
    const axis = axesAt + i * axisSize;
    if (fvar.toString('latin1', axis, axis + 4) === 'wght') return { min: fvar.readInt32BE(axis + 4) / 65536, max: fvar.readInt32BE(axis + 12) / 65536 };
  }
  throw new Error('no wght axis');
}

const FAMILIES = ['inter', 'cormorant-garamond'];
const fontsModule = readFileSync(join(root, 'styles/fonts.ts'), 'utf8');

/** Arrows are in no fontsource file of Inter: the system font draws them, as before the cut. */
const FALLBACK = '←→';

/** The unicode-range styles/fonts.ts declares for the loader of a file, as [from, to] pairs. */
function unicodeRange(file: string): [number, number][] {
  const loader = fontsModule.slice(fontsModule.indexOf(`./fonts/${file}`));
  const range = /unicode-range', value: '([^']+)'/.exec(loader)![1];
  return range.split(',').map((part) => {
    const [from, to = from] = part.replace('U+', '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

describe('the shop fonts', () => {
  it('styles/fonts.ts loads the cut files and declares the weights they hold', () => {
    const loaders = [...fontsModule.matchAll(/src: '\.\/fonts\/([\w-]+\.woff2)',\s*weight: '(\d+) (\d+)'/g)];
    expect(loaders.map(([, file]) => file).sort()).toEqual(FAMILIES.flatMap((family) => [`${family}-latin-wght.woff2`, `${family}-turkish-wght.woff2`]).sort());
    for (const [, file, min, max] of loaders) {
      expect({ file, ...weightAxis(woff2Tables(fontFile(file)).get('fvar')!) }).toEqual({ file, min: Number(min), max: Number(max) });
    }
  });

  it('keeps the weight axis to the 400–600 the styles use, so the latin files stay small', () => {
    for (const family of FAMILIES) {
      expect(weightAxis(woff2Tables(fontFile(`${family}-latin-wght.woff2`)).get('fvar')!)).toEqual({ min: 400, max: 600 });
      // The full axes were 47 KB (Inter) and 37 KB (Cormorant).
      expect(fontFile(`${family}-latin-wght.woff2`).length).toBeLessThan(34 * 1024);
    }
    const tokens = readFileSync(join(root, 'styles/tokens.css'), 'utf8');
    const weights = [...tokens.matchAll(/--weight-[\w-]+:\s*(\d+)/g)].map(([, weight]) => Number(weight));
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...weights)).toBeLessThanOrEqual(600);
  });

  it('has every letter of both message catalogues in each family, inside the ranges the page declares', () => {
    const text = ['tr', 'en'].map((lang) => readFileSync(join(root, 'messages', `${lang}.json`), 'utf8')).join('');
    const needed = new Set([...text].map((char) => char.codePointAt(0)!).filter((point) => point > 0x20 && !FALLBACK.includes(String.fromCodePoint(point))));
    for (const family of FAMILIES) {
      const covered = new Set(
        [`${family}-latin-wght.woff2`, `${family}-turkish-wght.woff2`].flatMap((file) => {
          const declared = unicodeRange(file);
          return [...codePoints(woff2Tables(fontFile(file)).get('cmap')!)].filter((point) => declared.some(([from, to]) => point >= from && point <= to));
        }),
      );
      const missing = [...needed].filter((point) => !covered.has(point)).map((point) => String.fromCodePoint(point));
      expect({ family, missing }).toEqual({ family, missing: [] });
    }
  });
});
