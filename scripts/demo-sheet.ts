/**
 * Renders demo pictures side by side into one PNG, to look at them before shipping:
 *   tsx --conditions=react-server scripts/demo-sheet.ts out.png <columns> <cell px> demo/<kind>/<name>.webp …
 */
import sharp from 'sharp';
import { demoSvg, parseDemoPath } from '../lib/server/media/demo-images';

const GAP = 6;

async function main() {
  const [out, columns, cell, ...paths] = process.argv.slice(2);
  const size = Number(cell);
  const perRow = Number(columns);
  if (!out || !perRow || !size || paths.length === 0) throw new Error('Usage: demo-sheet.ts out.png <columns> <cell px> <media paths…>');
  const tiles = await Promise.all(
    paths.map((relPath) => {
      const image = parseDemoPath(relPath);
      if (!image) throw new Error(`Not a demo picture: ${relPath}`);
      return sharp(Buffer.from(demoSvg(image))).resize(size, size, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
    }),
  );
  const rows = Math.ceil(tiles.length / perRow);
  await sharp({ create: { width: perRow * (size + GAP), height: rows * (size + GAP), channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % perRow) * (size + GAP), top: Math.floor(i / perRow) * (size + GAP) })))
    .png()
    .toFile(out);
  console.log(`Wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
