// Writes styles/fonts/*-turkish-wght.woff2: the letters Turkish needs beyond fontsource's latin
// subset (ğ Ğ ş Ş İ and the lira sign), cut from the latin-ext files. The full latin-ext files are
// 85 KB (Inter) and 34 KB (Cormorant) for six glyphs. Variable axes are kept.
//   node scripts/brand/subset-fonts.mjs   (after changing the fontsource packages)
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const TURKISH_EXTRA = 'ĞğŞşİ₺';

const sources = {
  'inter-turkish-wght.woff2': '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  'cormorant-garamond-turkish-wght.woff2': '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2',
};

for (const [target, source] of Object.entries(sources)) {
  const input = fs.readFileSync(path.resolve('node_modules', source));
  const output = await subsetFont(input, TURKISH_EXTRA, { targetFormat: 'woff2' });
  fs.writeFileSync(path.resolve('styles/fonts', target), output);
  console.log(`${target}: ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`);
}
