import 'server-only';
import sharp from 'sharp';
import { createRandom, hashString } from '../random';
import { CRAFTS, isCraft, studioMark } from './demo/marks';
import { OBJECT_COLOURS } from './demo/palette';
import { stillLife } from './demo/scene';
import { studio } from './demo/studio';
import { isSubject, type Subject } from './demo/subjects';
import { isTheme, type Theme } from './demo/themes';
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
  /** The hero slide art-directed for phones: portrait, the subject kept in frame. */
  'slider-mobile': [780, 1040],
} as const satisfies Record<string, readonly [number, number]>;

export type DemoKind = keyof typeof DEMO_SIZES;

/**
 * What one demo picture shows. Names carry their subject, chosen by the seed:
 * `<subject>-p<id>-<view>-<rrggbb>` for product photos (`v<n>` for a variation's swatch photo),
 * `<subject|theme>-<key>` for categories, `<theme>-<key>` for editorial pictures and
 * `<craft>-<studio slug>` for designer logos (a studio's mark).
 */
export type DemoImage =
  | { kind: 'product'; name: string; subject: Subject; key: string; view: number; colour: string }
  | { kind: DemoKind; name: string; subject: Subject; key: string }
  | { kind: DemoKind; name: string; theme: Theme; key: string }
  | { kind: 'designer-logo'; name: string };

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT = /^([a-z]+)-(p\d+)-(v?)(\d+)-([0-9a-f]{6})$/;

/** `demo/<kind>/<name>.webp` → what it shows, or null for anything else. */
export function parseDemoPath(relPath: string): DemoImage | null {
  const match = /^demo\/([a-z-]+)\/([^/]+)\.webp$/.exec(relPath);
  if (!match || !Object.hasOwn(DEMO_SIZES, match[1])) return null;
  const kind = match[1] as DemoKind;
  const name = match[2];
  if (name.length > 80 || !NAME.test(name)) return null;
  if (kind === 'designer-logo') return { kind, name };
  if (kind === 'product') {
    const photo = PRODUCT.exec(name);
    if (!photo || !isSubject(photo[1])) return null;
    // A variation's photo is the full view in its own colour.
    return { kind, name, subject: photo[1], key: photo[2], view: photo[3] ? 1 : Math.min(4, Number(photo[4])), colour: `#${photo[5]}` };
  }
  const lead = name.split('-')[0];
  if (kind === 'category' && isSubject(lead)) return { kind, name, subject: lead, key: name };
  return isTheme(lead) ? { kind, name, theme: lead, key: name } : null;
}

/** Effort 0 encodes four times faster than the default; these smooth pictures hardly grow. */
const WEBP = { quality: 82, effort: 0 } as const;

/** The SVG source of a demo picture; the same input always gives the same picture. */
export function demoSvg(image: DemoImage): string {
  const [width, height] = DEMO_SIZES[image.kind];
  const doc = new SvgDoc(width, height);
  if (!('key' in image)) {
    const rng = createRandom(hashString(image.name));
    const [lead, ...rest] = image.name.split('-');
    // A logo named without its craft still gets a mark: a craft chosen from its name.
    return doc.render(isCraft(lead) && rest.length ? studioMark(doc, rng, lead, rest.join('-')) : studioMark(doc, rng, rng.pick(CRAFTS), image.name));
  }
  const rng = createRandom(hashString(`${image.kind}/${image.key}`));
  if ('theme' in image) return doc.render(stillLife(doc, rng, { theme: image.theme, captionBelow: image.kind === 'slider-mobile' }));
  const colour = 'colour' in image ? image.colour : rng.pick(OBJECT_COLOURS);
  return doc.render(studio(doc, rng, { subject: image.subject, colour, view: 'view' in image ? image.view : 1 }));
}

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(demoSvg(image))).webp(WEBP).toBuffer();
}
