import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

const ring = (cx: number, cy: number, r: number, stroke: string, width: number) => ellipse(cx, cy, r, r, 'none', ` stroke="${stroke}" stroke-width="${width}"`);

/** A pet collar lying open: the strap curled round, its buckle, and a round name tag on the D-ring. */
export function collar(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const brass = metal(doc, '#b8955a');
  const body =
    ellipse(60, 46, 50, 28, 'none', ` stroke="${shade(c, -0.2)}" stroke-width="12"`) +
    ellipse(60, 44, 50, 28, 'none', ` stroke="${c}" stroke-width="10"`) +
    [24, 40, 80, 96].map((x) => ellipse(x, 68, 1.4, 1.4, shade(c, -0.4))).join('') +
    rect(98, 56, 14, 18, 'none', 2, ` stroke="${brass}" stroke-width="3"`) +
    ring(60, 78, 5, brass, 2.5) +
    ellipse(60, 91, 9, 9, brass);
  return local(spot, 1.2, body, 0.45);
}

/** A dog harness laid flat: a padded chest piece with its two leg openings, the strap over the back and the lead's D-ring. */
export function harness(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const brass = metal(doc, '#b8955a');
  const body =
    line('M8 40H112', shade(c, -0.3), 6) +
    path('M22 26C40 16 80 16 98 26L108 64C100 84 80 96 60 96C40 96 20 84 12 64Z', down(doc, c, 0.22)) +
    path('M30 52C30 44 42 44 44 52C46 64 36 72 32 66Z', shade(c, -0.45), ' opacity="0.55"') +
    path('M90 52C90 44 78 44 76 52C74 64 84 72 88 66Z', shade(c, -0.45), ' opacity="0.55"') +
    seam('M24 30C40 22 80 22 96 30L104 64C96 80 80 90 60 90C40 90 24 80 16 64Z', c, 0.8) +
    rect(52, 36, 16, 10, down(doc, shade(c, -0.2), 0.1), 2) +
    ring(60, 18, 7, brass, 3);
  return local(spot, 1.2, body, 0.45);
}

/** A lead: a hand loop, the strap falling in a loose S and a trigger clip at its end. */
export function lead(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const brass = metal(doc, '#b8955a');
  const body =
    line('M36 30C14 30 12 2 36 2C60 2 58 30 36 30', shade(c, -0.15), 6) +
    line('M36 30C36 46 66 40 66 58C66 76 36 70 36 82', c, 6) +
    rect(32, 26, 8, 8, brass, 1.5) +
    rect(31, 82, 10, 8, brass, 2) +
    path('M32 90H40L42 98C42 100 30 100 30 98Z', brass);
  return local(spot, 0.8, body, 0.3);
}

/** A pet's bowl: a wide, heavy foot narrowing to the rim, food or water inside. */
export function petBowl(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M14 52H96L108 94C108 98 104 100 100 100H10C6 100 2 98 2 94Z', down(doc, c, 0.25)) +
    ellipse(55, 52, 41, 8, shade(c, 0.14)) +
    ellipse(55, 53, 33, 5.5, mix(c, '#5a4a3a', 0.55)) +
    seam('M8 80H102', c, 0.7);
  return local(spot, 1.1, body, 0.5);
}

/** A raised feeder: a wooden stand on four legs holding two bowls at a dog's height. */
export function raisedFeeder(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const wood = mix(c, '#a27b57', 0.6);
  const bowl = (cx: number) => ellipse(cx, 40, 24, 6, metal(doc, '#c9c4ba')) + ellipse(cx, 41, 18, 4, shade('#c9c4ba', -0.35));
  const body =
    rect(4, 40, 152, 14, down(doc, wood, 0.2), 3) +
    rect(12, 54, 8, 46, down(doc, shade(wood, -0.1), 0.2), 1) + rect(140, 54, 8, 46, down(doc, shade(wood, -0.1), 0.2), 1) +
    rect(34, 54, 6, 38, shade(wood, -0.25), 1) + rect(120, 54, 6, 38, shade(wood, -0.25), 1) +
    bowl(46) + bowl(114);
  return local(spot, 1.6, body, 0.5);
}

/** A hanging bird feeder: a hook, a pitched roof, a clear tube of seed with two perches, and the seed tray. */
export function birdFeeder(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let seeds = '';
  for (let i = 0; i < 40; i++) seeds += ellipse(18 + rng.next() * 24, 40 + rng.next() * 42, 1.4, 1, rng.pick(['#c9a46c', '#8a6a45', '#e8dcc4']));
  const body =
    line('M30 0V10', '#8a8378', 1.6) +
    path('M6 24L30 8L54 24Z', down(doc, c, 0.25)) +
    rect(16, 24, 28, 62, '#eef0ec', 0, ' opacity="0.55"') + seeds +
    line('M16 24V86M44 24V86', shade('#eef0ec', -0.25), 1) +
    line('M4 66H16M44 66H56', '#8a6a45', 2.4) +
    path('M8 86H52L48 96H12Z', down(doc, c, 0.3));
  return local(spot, 0.6, body, 0.3);
}

/** A cat cave: a felted dome with a round doorway. */
export function catCave(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M4 100C4 40 30 14 70 14C110 14 136 40 136 100Z', down(doc, c, 0.28)) +
    path('M44 100C44 70 54 56 70 56C86 56 96 70 96 100Z', shade(c, -0.55)) +
    seam('M44 100C44 70 54 56 70 56C86 56 96 70 96 100', c, 1.4) +
    seam('M20 60C40 52 100 52 120 60', c, 0.5);
  return local(spot, 1.4, body, 0.5);
}

/** A rope toy: a length of twisted cotton rope with a knot at each end. */
export function ropeToy(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const other = mix(c, '#f1ece3', 0.6);
  let twist = '';
  for (let x = 30; x <= 110; x += 8) twist += line(`M${x} 70L${x + 6} 62`, other, 3);
  const knot = (cx: number) => ellipse(cx, 66, 16, 14, down(doc, c, 0.25)) + line(`M${cx - 10} 58C${cx} 70 ${cx + 6} 56 ${cx + 12} 70`, other, 3);
  const frayed = line('M4 62L0 58M4 66H0M4 70L0 74M136 62L140 58M136 66H140M136 70L140 74', shade(c, -0.1), 1.6);
  const body = line('M26 66H114', c, 10) + twist + knot(20) + knot(120) + frayed;
  return local(spot, 1.4, body, 0.5);
}
