import { mix, shade } from './colour';
import { OBJECT_COLOURS, WOODS } from './palette';
import type { Random } from '../../random';
import { r1, SvgDoc } from './svg';

/** Where an object stands: centre x, the floor line under it and its height, in pixels. */
export interface Spot {
  cx: number;
  base: number;
  size: number;
}

/** What a drawn object reports back: its markup, its widest and its foot half width (for shadows), and where its top is. */
export interface Drawn {
  svg: string;
  halfWidth: number;
  foot: number;
  top: number;
}

type Point = readonly [number, number];
/** A turned shape: [height 0–1 from the foot, radius as a share of the height]. */
type Profile = readonly Point[];

/** The camera looks slightly down, so circles become flat ellipses. */
const TILT = 0.14;
const SHADOW = '#2a1f16';

const PROFILES = {
  ovoid: [[0, 0.16], [0.15, 0.26], [0.45, 0.3], [0.8, 0.18], [0.92, 0.11], [1, 0.12]],
  bottle: [[0, 0.17], [0.4, 0.185], [0.58, 0.15], [0.7, 0.065], [0.95, 0.05], [1, 0.055]],
  cylinder: [[0, 0.19], [0.5, 0.2], [1, 0.2]],
  amphora: [[0, 0.11], [0.1, 0.17], [0.42, 0.27], [0.72, 0.19], [0.86, 0.1], [0.95, 0.115], [1, 0.14]],
  bud: [[0, 0.12], [0.22, 0.2], [0.45, 0.16], [0.7, 0.055], [1, 0.045]],
  jar: [[0, 0.26], [0.2, 0.38], [0.5, 0.43], [0.8, 0.37], [0.94, 0.25], [1, 0.24]],
  flask: [[0, 0.3], [0.3, 0.34], [0.55, 0.26], [0.68, 0.09], [1, 0.07]],
  bowl: [[0, 0.55], [0.35, 0.95], [0.75, 1.18], [1, 1.25]],
  cup: [[0, 0.34], [0.5, 0.4], [1, 0.45]],
} as const satisfies Record<string, Profile>;

export type VesselShape = keyof typeof PROFILES;

/** Smooth curve through points (Catmull-Rom as cubic Béziers), starting after `points[0]`. */
function through(points: readonly Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/** Round-object shading, lit from the upper left. */
function turnedFill(doc: SvgDoc, colour: string) {
  return doc.linear(
    [[0, shade(colour, -0.3)], [0.15, shade(colour, -0.06)], [0.32, shade(colour, 0.13)], [0.5, colour], [0.8, shade(colour, -0.2)], [1, shade(colour, -0.36)]],
    [0, 0, 1, 0],
  );
}

/** Darkens the foot of a shape a little: light bounces less near the table. */
function footShade(doc: SvgDoc, shape: string) {
  const fill = doc.linear([[0, SHADOW, 0], [0.7, SHADOW, 0], [1, SHADOW, 0.2]], [0, 0, 0, 1]);
  return shape.replace('/>', ` fill="${fill}"/>`);
}

/** Soft shadows drawn as radial fades (a blur filter costs ten times more to render). */
function softEllipse(doc: SvgDoc, cx: number, cy: number, rx: number, ry: number, opacity: number): string {
  const fade = doc.radial([[0, SHADOW, opacity], [0.55, SHADOW, opacity * 0.55], [1, SHADOW, 0]], [0.5, 0.5, 0.5]);
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fade}"/>`;
}

/** A cast shadow falling to the right and a tight contact shadow under the foot. */
export function shadow(doc: SvgDoc, spot: Spot, drawn: Pick<Drawn, 'halfWidth' | 'foot'>, tall = spot.size): string {
  const { cx, base } = spot;
  const cast = drawn.halfWidth * 1.25 + tall * 0.2;
  return (
    softEllipse(doc, cx + cast * 0.42, base - drawn.foot * TILT * 0.3, cast * 1.15, drawn.halfWidth * 0.34 + tall * 0.03 + 4, 0.2) +
    softEllipse(doc, cx + drawn.foot * 0.06, base + 1, drawn.foot * 1.3, drawn.foot * TILT * 2 + 3, 0.42)
  );
}

interface VesselOptions {
  shape: VesselShape;
  colour: string;
  glossy: boolean;
  /** Solid top (candles, seats) instead of an opening. */
  closed?: boolean;
  /** Stretches the profile sideways, for discs such as a seat or a lamp foot. */
  widen?: number;
}

export function vessel(doc: SvgDoc, spot: Spot, { shape, colour, glossy, closed = false, widen = 1 }: VesselOptions): Drawn {
  const { cx, base, size } = spot;
  const profile: Profile = PROFILES[shape].map(([h, r]) => [h, r * widen] as const);
  const right = profile.map(([h, r]) => [cx + r * size, base - h * size] as const);
  const left = right.map(([x, y]) => [2 * cx - x, y] as const).reverse();
  const top = base - size;
  const rTop = profile[profile.length - 1][1] * size;
  const rFoot = profile[0][1] * size;
  const halfWidth = Math.max(...profile.map(([, r]) => r)) * size;
  const d =
    `M${r1(right[0][0])} ${r1(base)}${through(right)}` +
    `A${r1(rTop)} ${r1(rTop * TILT)} 0 0 0 ${r1(left[0][0])} ${r1(top)}` +
    `L${r1(left[0][0])} ${r1(top)}${through(left)}` +
    `A${r1(rFoot)} ${r1(rFoot * TILT)} 0 0 0 ${r1(right[0][0])} ${r1(base)}Z`;
  let svg = `<path d="${d}" fill="${turnedFill(doc, colour)}"/>` + footShade(doc, `<path d="${d}"/>`);
  if (glossy) {
    const streak = doc.linear([[0, '#ffffff', 0], [0.35, '#ffffff', 0.42], [0.7, '#ffffff', 0.12], [1, '#ffffff', 0]], [0, 0, 0, 1]);
    svg += `<g clip-path="${doc.clip(`<path d="${d}"/>`)}"><rect x="${r1(cx - halfWidth * 0.52)}" y="${r1(top)}" width="${r1(halfWidth * 0.09)}" height="${r1(size)}" rx="${r1(halfWidth * 0.045)}" fill="${streak}"/></g>`;
  }
  const inner = closed
    ? doc.linear([[0, shade(colour, 0.02)], [1, shade(colour, 0.16)]], [0, 0, 1, 0])
    : doc.linear([[0, shade(colour, -0.55)], [0.6, shade(colour, -0.4)], [1, shade(colour, -0.18)]], [0, 0, 1, 1]);
  svg += `<ellipse cx="${r1(cx)}" cy="${r1(top)}" rx="${r1(rTop)}" ry="${r1(rTop * TILT)}" fill="${inner}" stroke="${shade(colour, 0.2)}" stroke-width="${r1(Math.max(1, rTop * 0.03))}"/>`;
  return { svg, halfWidth, foot: rFoot, top };
}

/** Dried stems and leaves rising from a narrow neck. */
export function stems(doc: SvgDoc, rng: Random, cx: number, mouth: number, length: number): string {
  const colour = rng.pick(['#7a6a45', '#8a5a3a', '#6e6b45', '#a88955']);
  let svg = '';
  const count = 3 + Math.floor(rng.next() * 3);
  for (let i = 0; i < count; i++) {
    const lean = (i - (count - 1) / 2) * length * 0.16 + rng.range(-0.05, 0.05) * length;
    const tall = length * rng.range(0.65, 1);
    const end: Point = [cx + lean * 1.6, mouth - tall];
    const ctrl: Point = [cx + lean * 0.2, mouth - tall * 0.6];
    svg += `<path d="M${r1(cx)} ${r1(mouth)}Q${r1(ctrl[0])} ${r1(ctrl[1])} ${r1(end[0])} ${r1(end[1])}" stroke="${colour}" stroke-width="${r1(length * 0.006 + 0.8)}" fill="none"/>`;
    for (let t = 0.35; t < 1; t += 0.13) {
      // A point on the quadratic curve, leaves alternating sides.
      const x = (1 - t) ** 2 * cx + 2 * (1 - t) * t * ctrl[0] + t * t * end[0];
      const y = (1 - t) ** 2 * mouth + 2 * (1 - t) * t * ctrl[1] + t * t * end[1];
      const side = Math.round(t * 100) % 2 === 0 ? 1 : -1;
      const leaf = length * 0.035;
      svg += `<ellipse cx="${r1(x + side * leaf * 0.8)}" cy="${r1(y)}" rx="${r1(leaf)}" ry="${r1(leaf * 0.4)}" transform="rotate(${side * -35} ${r1(x)} ${r1(y)})" fill="${mix(colour, '#c8b88a', t * 0.5)}"/>`;
    }
  }
  return svg;
}

/** A mushroom table lamp with a warm glow on the wall behind it. */
export function lamp(doc: SvgDoc, spot: Spot, colour: string): Drawn {
  const { cx, base, size } = spot;
  const radius = size * 0.36;
  const domeFoot = base - size * 0.62;
  const top = base - size;
  const glow = doc.radial([[0, '#fff6e2', 0.75], [1, '#fff6e2', 0]], [cx, domeFoot - radius * 0.2, radius * 2.4], true);
  const foot = vessel(doc, { cx, base, size: size * 0.07 }, { shape: 'cylinder', colour, glossy: false, closed: true, widen: 12 });
  const stemWidth = radius * 0.13;
  const stem = doc.linear([[0, shade(colour, -0.25)], [0.35, shade(colour, 0.1)], [1, shade(colour, -0.3)]], [0, 0, 1, 0]);
  const dome = `M${r1(cx - radius)} ${r1(domeFoot)}A${r1(radius)} ${r1(domeFoot - top)} 0 0 1 ${r1(cx + radius)} ${r1(domeFoot)}A${r1(radius)} ${r1(radius * TILT)} 0 0 1 ${r1(cx - radius)} ${r1(domeFoot)}Z`;
  const under = doc.radial([[0, '#fff3d6'], [1, shade(colour, 0.25)]], [0.5, 0.3, 0.7]);
  return {
    svg:
      `<circle cx="${r1(cx)}" cy="${r1(domeFoot - radius * 0.2)}" r="${r1(radius * 2.4)}" fill="${glow}"/>` +
      foot.svg +
      `<rect x="${r1(cx - stemWidth / 2)}" y="${r1(domeFoot)}" width="${r1(stemWidth)}" height="${r1(base - size * 0.07 - domeFoot)}" fill="${stem}"/>` +
      `<ellipse cx="${r1(cx)}" cy="${r1(domeFoot)}" rx="${r1(radius * 0.96)}" ry="${r1(radius * TILT * 1.1)}" fill="${under}"/>` +
      `<path d="${dome}" fill="${turnedFill(doc, colour)}"/>`,
    halfWidth: radius,
    foot: foot.foot,
    top,
  };
}

/** A box plinth; objects stand on its top face. */
export function plinth(doc: SvgDoc, spot: Spot, colour: string, width: number): Drawn {
  const { cx, base, size } = spot;
  const depth = width * TILT * 1.4;
  const front = doc.linear([[0, shade(colour, 0.02)], [1, shade(colour, -0.1)]], [0, 0, 0, 1]);
  const lid = doc.linear([[0, shade(colour, 0.1)], [1, shade(colour, 0.2)]], [0, 0, 0, 1]);
  const x = cx - width / 2;
  const top = base - size;
  // The top face seen from slightly above: its far edge is a little narrower.
  const inset = width * 0.03;
  return {
    svg:
      `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(width)}" height="${r1(size)}" fill="${front}"/>` +
      `<path d="M${r1(x)} ${r1(top)}L${r1(x + inset)} ${r1(top - depth)}H${r1(x + width - inset)}L${r1(x + width)} ${r1(top)}Z" fill="${lid}"/>` +
      `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(width)}" height="${r1(Math.max(1, size * 0.02))}" fill="#ffffff" opacity="0.25"/>`,
    halfWidth: width / 2,
    foot: width / 2,
    top: top - depth * 0.5,
  };
}

/** A framed abstract print leaning against the wall. */
export function frame(doc: SvgDoc, rng: Random, spot: Spot): Drawn {
  const { cx, base, size } = spot;
  const width = size * rng.range(0.7, 0.8);
  const x = cx - width / 2;
  const top = base - size;
  const border = width * 0.04;
  const mat = width * 0.11;
  const frameColour = rng.pick(['#2b2926', '#efe9df', ...WOODS]);
  const paper = '#f4efe6';
  const art = { x: x + border + mat, y: top + border + mat, w: width - 2 * (border + mat), h: size - 2 * (border + mat) };
  const [a, b, c] = [rng.pick(OBJECT_COLOURS), rng.pick(OBJECT_COLOURS), rng.pick(OBJECT_COLOURS)];
  const ground = mix(rng.pick(['#e9dccb', '#dfe3dc', '#efe4d6', '#e3d5c8']), a, 0.08);
  const motif = rng.pick(['sun', 'arches', 'bands'] as const);
  let print = `<rect x="${r1(art.x)}" y="${r1(art.y)}" width="${r1(art.w)}" height="${r1(art.h)}" fill="${ground}"/>`;
  if (motif === 'sun') {
    print +=
      `<rect x="${r1(art.x)}" y="${r1(art.y + art.h * 0.62)}" width="${r1(art.w)}" height="${r1(art.h * 0.38)}" fill="${mix(b, ground, 0.35)}"/>` +
      `<circle cx="${r1(art.x + art.w * rng.range(0.35, 0.65))}" cy="${r1(art.y + art.h * 0.42)}" r="${r1(art.w * 0.22)}" fill="${a}"/>`;
  } else if (motif === 'arches') {
    for (let i = 0; i < 3; i++) {
      const w = art.w * (0.7 - i * 0.2);
      const ax = art.x + (art.w - w) / 2;
      const ay = art.y + art.h * (0.22 + i * 0.14);
      print += `<path d="M${r1(ax)} ${r1(art.y + art.h)}V${r1(ay + w / 2)}A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(ax + w)} ${r1(ay + w / 2)}V${r1(art.y + art.h)}Z" fill="${[a, b, c][i]}"/>`;
    }
  } else {
    print +=
      `<rect x="${r1(art.x)}" y="${r1(art.y + art.h * 0.18)}" width="${r1(art.w)}" height="${r1(art.h * 0.2)}" fill="${a}"/>` +
      `<rect x="${r1(art.x)}" y="${r1(art.y + art.h * 0.5)}" width="${r1(art.w)}" height="${r1(art.h * 0.1)}" fill="${b}"/>` +
      `<circle cx="${r1(art.x + art.w * 0.7)}" cy="${r1(art.y + art.h * 0.78)}" r="${r1(art.w * 0.1)}" fill="${c}"/>`;
  }
  const frameFill = doc.linear([[0, shade(frameColour, 0.08)], [1, shade(frameColour, -0.12)]], [0, 0, 1, 1]);
  // Stacked translucent rects make a soft drop shadow without a blur filter.
  const wallShadow = [0.05, 0.035, 0.02]
    .map((spread, i) => `<rect x="${r1(x + width * 0.02)}" y="${r1(top + size * 0.01)}" width="${r1(width + width * spread)}" height="${r1(size)}" rx="${r1(width * spread)}" fill="${SHADOW}" opacity="${0.05 + i * 0.03}"/>`)
    .join('');
  return {
    svg:
      wallShadow +
      `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(width)}" height="${r1(size)}" fill="${frameFill}"/>` +
      `<rect x="${r1(x + border)}" y="${r1(top + border)}" width="${r1(width - 2 * border)}" height="${r1(size - 2 * border)}" fill="${paper}"/>` +
      `<rect x="${r1(x + border)}" y="${r1(top + border)}" width="${r1(width - 2 * border)}" height="${r1(border * 0.6)}" fill="${SHADOW}" opacity="0.12"/>` +
      print,
    halfWidth: width / 2,
    foot: width / 2,
    top,
  };
}

/** A stack of folded cloths. */
export function textiles(doc: SvgDoc, rng: Random, spot: Spot, colour: string): Drawn {
  const { cx, base, size } = spot;
  const count = 3 + Math.floor(rng.next() * 3);
  const layer = size / count;
  const width = size * rng.range(1.5, 1.9);
  const second = rng.pick(OBJECT_COLOURS);
  let svg = '';
  for (let i = 0; i < count; i++) {
    const w = width * (1 - rng.range(0, 0.06));
    const y = base - (i + 1) * layer;
    const c = i % 2 === 0 ? colour : mix(colour, second, 0.55);
    const fill = doc.linear([[0, shade(c, 0.1)], [0.35, c], [1, shade(c, -0.28)]], [0, 0, 0, 1]);
    const offset = rng.range(-0.02, 0.02) * width;
    svg += `<rect x="${r1(cx - w / 2 + offset)}" y="${r1(y)}" width="${r1(w)}" height="${r1(layer * 1.02)}" rx="${r1(layer * 0.45)}" fill="${fill}"/>`;
    if (rng.chance(0.35)) {
      svg += `<rect x="${r1(cx - w / 2 + offset + w * 0.2)}" y="${r1(y)}" width="${r1(w * 0.04)}" height="${r1(layer)}" fill="${shade(c, -0.15)}" opacity="0.6"/>`;
    }
  }
  const topFace = doc.linear([[0, shade(colour, 0.14)], [1, shade(colour, 0.04)]], [0, 0, 1, 0]);
  svg += `<ellipse cx="${r1(cx)}" cy="${r1(base - size + layer * 0.2)}" rx="${r1(width * 0.44)}" ry="${r1(layer * 0.25)}" fill="${topFace}" opacity="0.55"/>`;
  return { svg, halfWidth: width / 2, foot: width / 2, top: base - size };
}

/** A pillar candle with its flame and glow. */
export function candle(doc: SvgDoc, spot: Spot, colour: string): Drawn {
  const body = vessel(doc, spot, { shape: 'cylinder', colour, glossy: false, closed: true });
  const { cx } = spot;
  const flameH = spot.size * 0.22;
  const wickTop = body.top - flameH * 0.12;
  const glow = doc.radial([[0, '#fff1cf', 0.8], [1, '#fff1cf', 0]], [cx, wickTop - flameH * 0.5, flameH * 2.2], true);
  const flame = doc.radial([[0, '#fffbe8'], [0.5, '#ffd98a'], [1, '#e59a3c']], [0.5, 0.75, 0.6]);
  const w = flameH * 0.2;
  return {
    svg:
      `<circle cx="${r1(cx)}" cy="${r1(wickTop - flameH * 0.5)}" r="${r1(flameH * 2.2)}" fill="${glow}"/>` +
      body.svg +
      `<line x1="${r1(cx)}" y1="${r1(body.top)}" x2="${r1(cx)}" y2="${r1(wickTop)}" stroke="#2b2926" stroke-width="${r1(Math.max(1, w * 0.2))}"/>` +
      `<path d="M${r1(cx)} ${r1(wickTop - flameH)}C${r1(cx + w)} ${r1(wickTop - flameH * 0.5)} ${r1(cx + w)} ${r1(wickTop)} ${r1(cx)} ${r1(wickTop)}C${r1(cx - w)} ${r1(wickTop)} ${r1(cx - w)} ${r1(wickTop - flameH * 0.5)} ${r1(cx)} ${r1(wickTop - flameH)}Z" fill="${flame}"/>`,
    halfWidth: body.halfWidth,
    foot: body.foot,
    top: wickTop - flameH,
  };
}

/** A low three-legged stool in wood. */
export function stool(doc: SvgDoc, spot: Spot, wood: string): Drawn {
  const { cx, base, size } = spot;
  const seatR = size * 0.5;
  const seatH = size * 0.12;
  const legTop = base - size + seatH;
  const leg = (x0: number, x1: number, foot: number, tone: number) =>
    `<path d="M${r1(x0 - size * 0.04)} ${r1(legTop)}H${r1(x0 + size * 0.04)}L${r1(x1 + size * 0.025)} ${r1(foot)}H${r1(x1 - size * 0.025)}Z" fill="${shade(wood, tone)}"/>`;
  const seat = vessel(doc, { cx, base: legTop, size: seatH }, { shape: 'cylinder', colour: wood, glossy: false, closed: true, widen: seatR / (0.2 * seatH) });
  return {
    svg:
      leg(cx + seatR * 0.1, cx + seatR * 0.25, base - size * 0.08, -0.35) +
      leg(cx - seatR * 0.6, cx - seatR * 0.85, base, -0.15) +
      leg(cx + seatR * 0.6, cx + seatR * 0.85, base, -0.25) +
      seat.svg,
    halfWidth: seatR,
    foot: seatR * 0.9,
    top: base - size,
  };
}
