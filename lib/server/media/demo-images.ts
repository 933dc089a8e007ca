import 'server-only';
import sharp from 'sharp';
import { createRandom, hashString } from '../random';
import { initialsOf, monogram } from './demo/monogram';
import { stillLife } from './demo/scene';
import { SvgDoc } from './demo/svg';

/** Demo picture kinds and their pixel sizes (the aspect ratios the storefront lays out). */
export const DEMO_SIZES = {
  product: [1000, 1250],
  slider: [1920, 840],
  banner: [1200, 900],
  blog: [1200, 800],
  workshop: [1200, 800],
  'designer-logo': [400, 400],
  'designer-banner': [1800, 600],
  category: [800, 800],
  popup: [800, 1000],
  about: [1500, 1000],
  fashion: [900, 1200],
} as const satisfies Record<string, readonly [number, number]>;

export type DemoKind = keyof typeof DEMO_SIZES;

export interface DemoImage {
  kind: DemoKind;
  name: string;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `demo/<kind>/<name>.webp` → its parts, or null for anything else. */
export function parseDemoPath(relPath: string): DemoImage | null {
  const match = /^demo\/([a-z-]+)\/([^/]+)\.webp$/.exec(relPath);
  if (!match || !Object.hasOwn(DEMO_SIZES, match[1])) return null;
  const name = match[2];
  if (name.length > 80 || !NAME.test(name)) return null;
  return { kind: match[1] as DemoKind, name };
}

/**
 * Product pictures are named `p<id>-<n>` (gallery view n) or `p<id>-v<n>` (variation swatch n):
 * every view of one product shows the same set, seen closer or in another colour.
 */
function sceneOf({ kind, name }: DemoImage) {
  const gallery = /^(.*)-(v?)(\d+)$/.exec(name);
  if (kind !== 'product' || !gallery) return { key: `${kind}/${name}`, view: 1, tint: 0 };
  const n = Number(gallery[3]);
  return gallery[2] ? { key: `${kind}/${gallery[1]}`, view: 2, tint: n } : { key: `${kind}/${gallery[1]}`, view: n, tint: 0 };
}

/** Effort 0 encodes four times faster than the default; these smooth pictures hardly grow. */
const WEBP = { quality: 82, effort: 0 } as const;

/** The SVG source of a demo picture; the same input always gives the same picture. */
export function demoSvg(image: DemoImage): string {
  const [width, height] = DEMO_SIZES[image.kind];
  const doc = new SvgDoc(width, height);
  if (image.kind === 'designer-logo') {
    return doc.render(monogram(doc, createRandom(hashString(image.name)), initialsOf(image.name)));
  }
  const { key, view, tint } = sceneOf(image);
  return doc.render(stillLife(doc, createRandom(hashString(key)), { view, tint }));
}

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(demoSvg(image))).webp(WEBP).toBuffer();
}
