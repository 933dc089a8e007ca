/**
 * Writes the site icons from the V monogram: public/icon.svg (browsers that take SVG), app/favicon.ico
 * (PNG-in-ICO, 16/32/48 px — Lighthouse and old agents ask for /favicon.ico) and public/apple-icon.png
 * (180 px); lib/shop/site-icons.ts links the public ones. Run once with `npx tsx scripts/brand/icons.ts`; the files are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MONOGRAM_PATH } from '../../components/brand/glyphs';

const INK = '#1d1b18';
const PAPER = '#f7f4ef';

/** The monogram centred on an ink tile; `rounded` for the SVG/ICO, square for Apple (iOS rounds it). */
function iconSvg(size: number, rounded: boolean): string {
  const scale = (size * 0.56) / 100;
  const x = (size - 74 * scale) / 2;
  const y = (size - 100 * scale) / 2;
  const radius = rounded ? size * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${INK}"/><path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" fill="${PAPER}" d="${MONOGRAM_PATH}"/></svg>\n`;
}

/** An .ico whose entries are PNG images (supported by every browser since IE Vista-era). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main() {
  const app = path.join(process.cwd(), 'app');
  const files = path.join(process.cwd(), 'public');
  writeFileSync(path.join(files, 'icon.svg'), iconSvg(64, true));
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(sizes.map(async (size) => ({ size, png: await sharp(Buffer.from(iconSvg(size * 4, true))).resize(size, size).png().toBuffer() })));
  writeFileSync(path.join(app, 'favicon.ico'), ico(pngs));
  await sharp(Buffer.from(iconSvg(180, false))).png({ compressionLevel: 9 }).toFile(path.join(files, 'apple-icon.png'));
  console.log('wrote public/icon.svg, app/favicon.ico, public/apple-icon.png');
}

void main();
