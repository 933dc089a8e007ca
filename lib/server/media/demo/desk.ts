import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

const SPINES = ['#8c5a3c', '#6b7f86', '#c9a46c', '#a65a4a', '#5d6b4f', '#2f3b4a'];

/** Bookends: two L-shaped ends holding a row of books upright between them. */
export function bookends(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let x = 30;
  let books = '';
  while (x < 108) {
    const w = 8 + Math.floor(rng.next() * 8);
    const h = 56 + Math.floor(rng.next() * 24);
    books += rect(x, 100 - h, Math.min(w, 110 - x), h, rng.pick(SPINES), 1);
    x += w + 1;
  }
  const body = books + path('M4 24H28V100H4Z', down(doc, c, 0.22)) + rect(4, 90, 34, 10, shade(c, -0.15)) + path('M112 24H136V100H112Z', down(doc, c, 0.22)) + rect(102, 90, 34, 10, shade(c, -0.15));
  return local(spot, 1.4, body, 0.5);
}

/** A monitor riser: a board on two sides, a drawer's worth of room beneath it. */
export function monitorStand(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    rect(0, 56, 200, 12, down(doc, c, 0.2), 2) + rect(4, 68, 14, 32, down(doc, shade(c, -0.12), 0.2), 1) + rect(182, 68, 14, 32, down(doc, shade(c, -0.12), 0.2), 1) +
    rect(70, 82, 60, 18, '#2b2926', 2, ' opacity="0.85"') + seam('M4 60H196', c, 0.5);
  return local(spot, 2, body, 0.5);
}

/** A desk pad seen from the front and above: a leather mat with a stitched edge and a pen resting on it. */
export function deskPad(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M30 52H190L210 96H10Z', down(doc, c, 0.25)) + seam('M34 56H186L202 92H18Z', mix(c, '#f1ece3', 0.5), 0.7) +
    line('M120 80L170 64', '#2b2926', 3) + line('M166 65L172 63', metal(doc, '#b8955a'), 3);
  return local(spot, 2.2, body, 0.5);
}

/** A wax seal set: a turned wooden stamp on its brass die, and a pressed seal beside it. */
export function waxSeal(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const brass = metal(doc, '#b8955a');
  const body =
    path('M32 8C42 8 46 16 44 26L42 70H22L20 26C18 16 22 8 32 8Z', down(doc, '#8a6a45', 0.3)) +
    rect(20, 70, 24, 18, brass, 2) + ellipse(32, 92, 13, 4, brass) +
    path('M62 92C60 84 68 78 86 78C104 78 112 84 110 92C112 100 60 100 62 92Z', down(doc, c, 0.25)) +
    ellipse(86, 88, 12, 5, shade(c, -0.2)) + seam('M80 88L92 88M86 85V91', c, 1);
  return local(spot, 1.2, body, 0.4);
}

/** A card stand: a small block with a slot holding a card upright. */
export function cardStand(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const body =
    rect(18, 8, 54, 74, '#f4efe6', 2) + rect(24, 14, 42, 44, rng.pick(SPINES), 1, ' opacity="0.8"') + line('M24 66H56M24 72H46', '#8a8378', 1.2) +
    path('M6 78H84L88 100H2Z', down(doc, c, 0.25)) + line('M16 80H74', shade(c, -0.4), 2);
  return local(spot, 0.9, body, 0.45);
}

/** A desk organiser: a block with compartments holding pens, cards and a phone. */
export function organiser(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const pens = [20, 28, 36].map((x, i) => line(`M${x} ${40 - i * 6}L${x + 2} 60`, rng.pick(SPINES), 3)).join('');
  const body =
    pens + rect(60, 30, 34, 40, '#f4efe6', 2) + rect(104, 20, 32, 50, '#2b2926', 4) +
    rect(4, 56, 140, 44, down(doc, c, 0.22), 3) + line('M50 56V100M98 56V100', shade(c, -0.25), 1.2);
  return local(spot, 1.48, body, 0.5);
}

/** A set of postcards fanned out, each with its picture and the stamp corner of another showing. */
export function postcards(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const card = (angle: number, tone: string) =>
    `<g transform="rotate(${angle} 70 90)">${rect(20, 30, 100, 66, '#f4efe6', 2)}${rect(26, 36, 88, 54, tone, 1)}${ellipse(90, 52, 8, 8, shade(tone, 0.3))}</g>`;
  const body = card(-14, rng.pick(SPINES)) + card(-4, mix(c, '#6b7f86', 0.4)) + card(8, c);
  return local(spot, 1.4, body, 0.5);
}
