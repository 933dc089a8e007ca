import { shade } from './colour';
import { plinth, shadow, type Spot } from './objects';
import { SUBJECTS, type Subject } from './subjects';
import type { Random } from '../../random';
import { r1, type SvgDoc } from './svg';

/** The one studio backdrop of every product photo: a warm paper sweep, so a grid reads as one shop. */
export const BACKDROP = { top: '#f3efe9', bottom: '#e4ddd3' } as const;

export interface StudioShot {
  subject: Subject;
  colour: string;
  /** 1 the full object, 2 closer, 3 from the other side on a low block, 4 a detail. */
  view: number;
}

/** A product photographed alone on a seamless sweep: centred, the same light and a similar scale every time. */
export function studio(doc: SvgDoc, rng: Random, { subject, colour, view }: StudioShot): string {
  const { width: W, height: H } = doc;
  const spec = SUBJECTS[subject];
  const sweep = doc.linear([[0, BACKDROP.top], [0.58, shade(BACKDROP.top, -0.02)], [0.8, BACKDROP.bottom], [1, shade(BACKDROP.bottom, 0.03)]], [0, 0, 0, 1]);
  const light = doc.linear([[0, '#ffffff', 0.35], [0.6, '#ffffff', 0]], [0, 0, 1, 0]);
  let svg = `<rect width="${W}" height="${H}" fill="${sweep}"/><rect width="${W}" height="${H}" fill="${light}"/>`;

  const turned = view === 3;
  const boxH = H * (turned ? 0.5 : 0.6);
  const boxW = W * (turned ? 0.64 : 0.74);
  const size = Math.min(boxH, boxW / spec.aspect);
  let base = H * 0.8;
  if (turned) {
    // A low block lifts the object a little: the second angle reads as another shot, not a copy.
    const block = plinth(doc, { cx: W / 2, base: H * 0.86, size: H * 0.08 }, shade(BACKDROP.bottom, -0.04), Math.max(size * spec.aspect * 1.25, W * 0.4));
    svg += shadow(doc, { cx: W / 2, base: H * 0.86, size: H * 0.08 }, block, H * 0.08) + block.svg;
    base = block.top + H * 0.01;
  }
  const spot: Spot = { cx: W / 2, base, size };
  const drawn = spec.draw(doc, rng, spot, colour);
  let object = shadow(doc, spot, drawn, Math.min(size, base - drawn.top)) + drawn.svg;
  if (turned) object = `<g transform="translate(${W} 0) scale(-1 1)">${object}</g>`;
  svg += object;
  if (view !== 2 && view !== 4) return svg;
  // Closer views crop into the object, the fourth onto its upper part.
  const zoom = view === 2 ? 1.45 : 2.1;
  const focusY = view === 2 ? base - size / 2 : base - size * 0.72;
  const tx = Math.min(0, Math.max(W - W * zoom, W / 2 - (W / 2) * zoom));
  const ty = Math.min(0, Math.max(H - H * zoom, H / 2 - focusY * zoom));
  return `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${zoom})">${svg}</g>`;
}
