import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

const SKIN = '#e8c9a8';

/** A rag doll sitting: yarn hair, a cloth face, a dress in the product's colour and soft limbs. */
export function ragDoll(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const hair = '#7a4a2a';
  const body =
    line('M24 44L10 66M46 44L60 66', SKIN, 6) +
    line('M28 84L24 98M42 84L46 98', SKIN, 7) +
    path('M22 36H48L60 86H10Z', down(doc, c, 0.2)) + seam('M14 80H56', c, 0.7) +
    ellipse(35, 22, 14, 15, SKIN) +
    path('M20 22C20 4 50 4 50 22C48 14 40 10 35 10C30 10 22 14 20 22Z', hair) + line('M21 22L17 40M49 22L53 40', hair, 4) +
    ellipse(30, 23, 1.6, 1.6, '#2b2926') + ellipse(40, 23, 1.6, 1.6, '#2b2926') + line('M31 29C34 31 36 31 39 29', '#a65a4a', 1);
  return local(spot, 0.7, body, 0.4);
}

/** A teether: a wooden ring and a soft silicone shape tied to it. */
export function teether(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const wood = '#c9a46c';
  const body =
    ellipse(36, 40, 26, 26, 'none', ` stroke="${wood}" stroke-width="9"`) + ellipse(36, 38, 26, 26, 'none', ` stroke="${mix(wood, '#ffffff', 0.25)}" stroke-width="3" opacity="0.6"`) +
    line('M58 54L66 60', shade(c, -0.2), 3) +
    path('M66 58C84 50 100 62 96 80C92 98 70 100 62 88C56 78 58 62 66 58Z', down(doc, c, 0.2)) +
    ellipse(80, 76, 6, 4, shade(c, 0.2), ' opacity="0.7"');
  return local(spot, 1, body, 0.4);
}

/** A night light: a small moon-shaped lamp glowing on its round wooden foot. */
export function nightLight(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const glow = doc.radial([[0, '#fff6e2', 0.8], [1, '#fff6e2', 0]], [40, 44, 40], true);
  const body =
    ellipse(40, 44, 40, 40, glow) +
    path('M48 8C28 10 16 28 18 48C20 68 38 80 56 78C42 72 34 58 34 44C34 28 40 16 48 8Z', doc.radial([[0, '#fffbe8'], [1, mix(c, '#fff3d6', 0.5)]], [0.4, 0.4, 0.8])) +
    rect(38, 70, 4, 16, '#a27b57') + rect(26, 84, 28, 6, '#a27b57', 2) + ellipse(40, 94, 22, 6, down(doc, '#8a6a45', 0.2));
  return local(spot, 0.8, body, 0.35);
}

/** A woven wall hanging: a wooden dowel, a panel of bands and a fringe below. */
export function wallHanging(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const bands = [c, mix(c, '#f1ece3', 0.6), shade(c, -0.2), mix(c, '#c9a46c', 0.5)];
  let body = line('M0 8H80', '#8a6a45', 3) + line('M14 8L40 0L66 8', '#8a8378', 1);
  for (let i = 0; i < 6; i++) body += rect(10, 10 + i * 11, 60, 11, down(doc, bands[(i + Math.floor(rng.next() * 2)) % bands.length], 0.1));
  for (let x = 12; x <= 68; x += 3) body += line(`M${x} 76V${92 + (x % 6)}`, shade(c, -0.1), 1);
  return local(spot, 0.8, body, 0.3);
}
