import { shade } from './colour';
import type { Drawn, Spot } from './objects';
import { r1, type SvgDoc } from './svg';

/**
 * Subjects are drawn in a local box 100 units tall (x from 0 to 100 × aspect, the foot at y 100)
 * and placed with one transform: shapes stay simple to write and every subject scales alike.
 */
export function local(spot: Spot, aspect: number, body: string, footShare = 0.42): Drawn {
  const width = spot.size * aspect;
  const k = spot.size / 100;
  return {
    svg: `<g transform="translate(${r1(spot.cx - width / 2)} ${r1(spot.base - spot.size)}) scale(${k.toFixed(4)})">${body}</g>`,
    halfWidth: width / 2,
    foot: width * footShare,
    top: spot.base - spot.size,
  };
}

/** Lit from the upper left across a rounded body. */
export const across = (doc: SvgDoc, c: string) =>
  doc.linear([[0, shade(c, -0.22)], [0.18, shade(c, 0.02)], [0.35, shade(c, 0.14)], [0.6, c], [1, shade(c, -0.3)]], [0, 0, 1, 0]);

/** Lit from above across a flat or soft body. */
export const down = (doc: SvgDoc, c: string, depth = 0.22) => doc.linear([[0, shade(c, 0.12)], [1, shade(c, -depth)]], [0, 0, 0, 1]);

/** Polished metal: bright streaks between dark bands. */
export const metal = (doc: SvgDoc, c: string) =>
  doc.linear([[0, shade(c, -0.35)], [0.3, shade(c, 0.4)], [0.5, c], [0.75, shade(c, 0.25)], [1, shade(c, -0.4)]], [0, 0, 1, 1]);

export const shapes = {
  rect: (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${extra}/>`,
  ellipse: (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`,
  path: (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`,
  line: (d: string, stroke: string, width: number, extra = '') =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`,
};

/** A fine darker line along a seam or fold. */
export const seam = (d: string, c: string, width = 0.6) => shapes.line(d, shade(c, -0.25), width, ' opacity="0.7"');
