import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { across, down, local, metal, seam, shapes } from './paint';
import { drum } from './tableware';
import { OBJECT_COLOURS, WOODS } from './palette';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** A plump square cushion: pinched corners, a soft crease across the middle. */
export function cushion(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const outline = 'M6 10C30 4 90 4 114 10C120 40 120 70 114 98C90 104 30 104 6 98C0 70 0 40 6 10Z';
  const puff = doc.radial([[0, shade(c, 0.16)], [0.7, c], [1, shade(c, -0.25)]], [0.42, 0.4, 0.65]);
  const piping = rng.chance(0.5) ? seam('M8 12C30 6 90 6 112 12C118 40 118 70 112 96C90 102 30 102 8 96C2 70 2 40 8 12Z', c, 1.4) : '';
  const stripes = rng.chance(0.3) ? `<g clip-path="${doc.clip(path(outline, '#000'))}">${[30, 60, 90].map((x) => rect(x, 0, 6, 110, shade(c, -0.12), 0, ' opacity="0.5"')).join('')}</g>` : '';
  return local(spot, 1.2, path(outline, puff) + stripes + piping + seam('M30 56C50 50 70 62 92 54', c, 0.8) + seam('M6 10L22 22M114 10L98 22M6 98L22 86M114 98L98 86', c, 0.7), 0.46);
}

/** A rolled rug beside a folded corner of it, with fringe. */
export function rug(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const accent = rng.pick(OBJECT_COLOURS);
  let body = path('M0 100L14 62H126L140 100Z', down(doc, c, 0.1));
  for (const x of [30, 70, 110]) body += path(`M${x - 10} 81L${x} 68L${x + 10} 81L${x} 94Z`, mix(accent, c, 0.3));
  for (let x = 2; x < 140; x += 4) body += line(`M${x} 100V104`, shade(c, 0.2), 1);
  body += drumSide(doc, 20, 30, 100, 32, c) + ellipse(120, 46, 8, 16, shade(c, -0.3)) + ellipse(120, 46, 4, 9, shade(c, -0.5));
  body += [40, 60, 80].map((x) => rect(x, 30, 5, 32, mix(accent, c, 0.3), 0, ' opacity="0.8"')).join('');
  return local(spot, 1.4, body, 0.48);
}

/** A horizontal roll (cylinder on its side). */
function drumSide(doc: SvgDoc, x: number, y: number, w: number, h: number, c: string) {
  return rect(x, y, w, h, doc.linear([[0, shade(c, 0.15)], [0.4, c], [1, shade(c, -0.3)]], [0, 0, 0, 1]), h / 2) + ellipse(x + 4, y + h / 2, 8, h / 2, shade(c, -0.1));
}

export function chair(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const wood = mix(c, WOODS[0], 0.5);
  const body =
    rect(12, 2, 6, 98, down(doc, shade(wood, -0.15))) + rect(52, 2, 6, 98, down(doc, shade(wood, -0.15))) +
    rect(10, 6, 50, 16, across(doc, wood), 3) + rect(16, 26, 3, 26, shade(wood, -0.1)) + rect(51, 26, 3, 26, shade(wood, -0.1)) +
    path('M4 56H66L70 62H0Z', shade(wood, 0.15)) + rect(0, 62, 70, 6, down(doc, wood)) +
    rect(4, 68, 5, 32, down(doc, wood)) + rect(61, 68, 5, 32, down(doc, wood)) + rect(8, 84, 54, 2.5, shade(wood, -0.2));
  return local(spot, 0.7, body, 0.5);
}

/** A side table: round top on a turned pedestal, or a console on four legs. */
export function table(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const wood = mix(c, rng.pick(WOODS), 0.4);
  if (rng.chance(0.5)) {
    return local(spot, 1, ellipse(50, 14, 48, 8, shade(wood, 0.14)) + rect(2, 14, 96, 6, down(doc, wood), 2) + path('M44 20H56L58 88H42Z', across(doc, wood)) + ellipse(50, 94, 26, 6, across(doc, shade(wood, -0.1))), 0.3);
  }
  return local(
    spot,
    1.5,
    path('M4 16L10 10H140L146 16Z', shade(wood, 0.15)) + rect(2, 16, 146, 8, down(doc, wood)) + rect(8, 24, 134, 12, down(doc, shade(wood, -0.08))) + seam('M75 24V36', wood) +
      [8, 134].map((x) => rect(x, 24, 8, 76, across(doc, wood))).join(''),
    0.5,
  );
}

export function shelf(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const wood = mix(c, WOODS[0], 0.45);
  let body = rect(0, 0, 6, 100, across(doc, wood)) + rect(74, 0, 6, 100, across(doc, wood));
  for (const y of [2, 34, 66, 94]) body += rect(0, y, 80, 5, down(doc, wood));
  // A few books and a pot on the shelves.
  let x = 10;
  for (let i = 0; i < 6; i++) {
    const w = rng.range(4, 7);
    const h = rng.range(18, 27);
    body += rect(x, 34 - h, w, h, down(doc, rng.pick(OBJECT_COLOURS), 0.1));
    x += w + 0.6;
  }
  body += ellipse(58, 64, 8, 2, shade(c, -0.3)) + path('M50 64H66L64 50H52Z', across(doc, rng.pick(OBJECT_COLOURS)));
  return local(spot, 0.8, body, 0.5);
}

/** An arched mirror leaning on the wall, showing a paler patch of the room. */
export function mirror(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const frameColour = mix(c, '#b8955a', 0.5);
  const outline = (inset: number) => `M${inset} 100V${34 + inset}A${30 - inset} ${30 - inset} 0 0 1 ${60 - inset} ${34 + inset}V100Z`;
  const glassFill = doc.linear([[0, '#f4f1ec'], [0.5, '#d9d6d0'], [1, '#c6c2bb']], [0, 0, 1, 1]);
  return local(spot, 0.6, path(outline(0), metal(doc, frameColour)) + path(outline(3), glassFill) + path('M12 90L30 20L36 22L18 92Z', '#ffffff', ' opacity="0.35"'), 0.5);
}

export function clock(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  let ticks = '';
  for (let i = 0; i < 12; i++) ticks += `<rect x="49" y="8" width="2" height="${i % 3 === 0 ? 8 : 4}" fill="${shade(c, -0.5)}" transform="rotate(${i * 30} 50 50)"/>`;
  return local(
    spot,
    1,
    ellipse(50, 50, 49, 49, across(doc, c)) + ellipse(50, 50, 43, 43, down(doc, mix(c, '#f4efe6', 0.75), 0.05)) + ticks +
      line('M50 50L50 24', '#2b2926', 3) + line('M50 50L70 58', '#2b2926', 2.2) + ellipse(50, 50, 3, 3, '#2b2926'),
    0.3,
  );
}

export function tray(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(
    spot,
    1.8,
    path('M4 56C4 96 176 96 176 56V66C176 104 4 104 4 66Z', down(doc, shade(c, -0.15), 0.2)) +
      ellipse(90, 58, 86, 36, down(doc, shade(c, 0.05), 0.12)) +
      ellipse(90, 61, 78, 30, down(doc, shade(c, -0.12), -0.05)) +
      // A cup and a candle stub on it, so it reads as a tray rather than a dish.
      drum(doc, 104, 36, 26, 28, '#ece4d6') + drum(doc, 62, 44, 18, 18, '#d8c3a5', false),
    0.45,
  );
}

/** A pendant lamp hanging on its cord, lit from inside. */
export function pendant(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const glow = doc.radial([[0, '#fff4d8', 0.9], [1, '#fff4d8', 0]], [0.5, 0.5, 0.5]);
  return local(
    spot,
    0.9,
    line('M45 0V40', '#2b2926', 0.8) + rect(41, 38, 8, 6, shade(c, -0.3), 1) + path('M10 78C10 56 26 44 45 44C64 44 80 56 80 78Z', across(doc, c)) +
      ellipse(45, 78, 35, 5, '#fff2d2') + ellipse(45, 90, 40, 14, glow),
    0.25,
  );
}

/** Two stacked stone forms: a pebble balanced on a block. */
export function sculpture(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const second = mix(rng.pick(OBJECT_COLOURS), c, 0.4);
  const hole = rng.chance(0.5) ? ellipse(40, 34, 8, 10, shade(c, -0.45)) : '';
  return local(
    spot,
    0.8,
    rect(10, 64, 60, 36, down(doc, second, 0.18), 2) + path('M40 8C64 8 72 30 66 48C60 62 20 62 14 48C8 30 16 8 40 8Z', doc.radial([[0, shade(c, 0.18)], [0.6, c], [1, shade(c, -0.35)]], [0.4, 0.35, 0.7])) + hole,
    0.5,
  );
}

/** Art on the wall: a print behind a mat, a painted canvas or a photograph, all in `frame`-like boxes. */
export function canvas(doc: SvgDoc, rng: Random, spot: Spot, c: string, kind: 'painting' | 'photo'): Drawn {
  const w = kind === 'photo' ? 100 : 78;
  let art = '';
  if (kind === 'photo') {
    const sky = doc.linear([[0, mix(c, '#c9d6dd', 0.6)], [1, '#efe6d8']], [0, 0, 0, 1]);
    art = rect(8, 8, 84, 64, sky) + path('M8 52L30 40L48 48L70 34L92 46V72H8Z', mix(c, '#55606a', 0.5)) + rect(8, 60, 84, 12, mix(c, '#3f5866', 0.5)) + ellipse(72, 24, 6, 6, '#f7efe0');
    return local(spot, w / 80, rect(0, 0, w, 80, '#2b2926') + rect(4, 4, w - 8, 72, '#f4efe6') + art, 0.5);
  }
  const strokes = [0, 1, 2, 3, 4].map((i) => path(`M${4 + rng.range(0, 30)} ${10 + i * 18}C${30 + rng.range(0, 20)} ${4 + i * 18} ${50} ${22 + i * 18} ${74 - rng.range(0, 20)} ${12 + i * 18}L${74 - rng.range(0, 10)} ${26 + i * 18}C50 ${30 + i * 18} 30 ${20 + i * 18} ${4 + rng.range(0, 20)} ${28 + i * 18}Z`, mix(rng.pick(OBJECT_COLOURS), c, 0.35), ' opacity="0.85"')).join('');
  return local(spot, 0.78, rect(0, 0, w, 100, down(doc, mix(c, '#efe6d8', 0.7), 0.05)) + strokes + rect(w - 3, 0, 3, 100, '#000000', 0, ' opacity="0.12"'), 0.5);
}

/** A bird feeder: a little wooden house on a post, seed on its tray. */
export function birdhouse(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const wood = mix(c, '#a27b57', 0.5);
  return local(
    spot,
    0.8,
    rect(37, 60, 6, 40, down(doc, shade(wood, -0.2))) + rect(18, 56, 44, 6, down(doc, wood)) +
      path('M24 56V30L40 18L56 30V56Z', down(doc, wood, 0.15)) + ellipse(40, 38, 6, 6, shade(wood, -0.55)) +
      path('M14 34L40 8L66 34L62 36L40 14L18 36Z', shade(wood, -0.3)) + [26, 32, 48, 54].map((x) => ellipse(x, 55, 1.6, 1.2, '#c9a46c')).join(''),
    0.3,
  );
}
