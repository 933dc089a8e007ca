/**
 * Writes public/brand/og.png, the default OpenGraph image (1200×630): the wordmark on warm paper
 * with a terracotta rule and two soft arches. Run once with `npx tsx scripts/brand/og.ts`; the PNG
 * is committed.
 */
import path from 'node:path';
import sharp from 'sharp';
import { wordmarkLayout } from '../../components/brand/glyphs';

const WIDTH = 1200;
const HEIGHT = 630;
const CAP_HEIGHT = 96;

const { letters, width } = wordmarkLayout();
const d = letters.map((letter) => `<path transform="translate(${letter.x} 0)" d="${letter.d}"/>`).join('');
const scale = CAP_HEIGHT / 100;
const markWidth = width * scale;
const markX = (WIDTH - markWidth) / 2;
const markY = (HEIGHT - CAP_HEIGHT) / 2 - 24;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f4ef"/>
  <path d="M-40 ${HEIGHT} V420 A190 190 0 0 1 340 420 V${HEIGHT} Z" fill="#ede6db"/>
  <path d="M900 ${HEIGHT} V260 A170 170 0 0 1 1240 260 V${HEIGHT} Z" fill="#e2d8c9"/>
  <g transform="translate(${markX} ${markY}) scale(${scale})" fill="#1d1b18">${d}</g>
  <rect x="${(WIDTH - 72) / 2}" y="${markY + CAP_HEIGHT + 48}" width="72" height="2" fill="#9c4f34"/>
</svg>`;

const out = path.join(process.cwd(), 'public/brand/og.png');
sharp(Buffer.from(svg))
  .png({ compressionLevel: 9 })
  .toFile(out)
  .then(() => console.log(`wrote ${out}`));
