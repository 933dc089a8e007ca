// Writes the shop's four font files to styles/fonts/ from the @fontsource-variable packages:
// - *-latin-wght.woff2: fontsource's latin subset, its characters unchanged, with the weight axis cut
//   to the weights the styles use (styles/tokens.css: 400, 500 and 600; <strong> is set to 600 in
//   app/globals.css). Every first view downloads these before its largest picture paints; the full
//   axes (100–900 and 300–700) cost 47 + 37 KB, the cut ones 29 + 32 KB.
// - *-turkish-wght.woff2: the letters Turkish needs beyond the latin subset (ğ Ğ ş Ş İ and the lira
//   sign), cut from the latin-ext files (85 and 34 KB for six glyphs), with the same axes.
// styles/fonts.ts declares the same weight ranges; tests/unit/fonts.test.ts checks both, and that
// every letter of the message catalogues is in the files.
//   node scripts/brand/subset-fonts.mjs   (after changing the fontsource packages or the weights)
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** fontsource's latin unicode-range (without the C0 controls, which have no glyphs). */
const LATIN_RANGES = [[0x20, 0xff], [0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6], [0x2da], [0x2dc], [0x304], [0x308], [0x329], [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd]];
const TURKISH_EXTRA = 'ĞğŞşİ₺';
const latin = LATIN_RANGES.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** The weight range, as styles/fonts.ts declares it. */
const WEIGHTS = { min: 400, max: 600 };

const files = {
  'inter-latin-wght.woff2': ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', latin],
  'inter-turkish-wght.woff2': ['@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', TURKISH_EXTRA],
  'cormorant-garamond-latin-wght.woff2': ['@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2', latin],
  'cormorant-garamond-turkish-wght.woff2': ['@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2', TURKISH_EXTRA],
};

for (const [target, [source, text]] of Object.entries(files)) {
  const input = fs.readFileSync(path.resolve('node_modules', source));
  const output = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  fs.writeFileSync(path.resolve('styles/fonts', target), output);
  console.log(`${target}: ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`);
}
