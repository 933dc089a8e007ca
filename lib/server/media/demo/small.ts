import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { across, down, local, metal, seam, shapes } from './paint';
import { OBJECT_COLOURS } from './palette';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** A glass flacon with a label and a cap: cologne, oil or soap. */
export function bottle(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const glass = mix(c, '#8a6a3a', 0.35);
  const dropper = rng.chance(0.4);
  const cap = dropper ? ellipse(25, 6, 6, 6, '#2b2926') + rect(21, 8, 8, 16, '#2b2926', 1) : rect(15, 2, 20, 22, metal(doc, '#b8955a'), 2);
  return local(spot, 0.5, cap + path('M14 24H36V30C46 32 48 40 48 48V96C48 99 46 100 44 100H6C4 100 2 99 2 96V48C2 40 4 32 14 30Z', across(doc, glass), ' opacity="0.92"') + rect(6, 56, 38, 26, '#f4efe6') + rect(10, 66, 30, 1.5, shade(c, -0.3)) + rect(8, 40, 3, 54, '#ffffff', 1.5, ' opacity="0.35"'), 0.42);
}

/** Two bars of soap on a dish. */
export function soap(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const bar = (x: number, y: number, tone: number) => path(`M${x} ${y + 8}C${x} ${y} ${x + 4} ${y - 2} ${x + 10} ${y - 2}H${x + 56}C${x + 62} ${y - 2} ${x + 66} ${y} ${x + 66} ${y + 8}V${y + 22}C${x + 66} ${y + 26} ${x + 62} ${y + 28} ${x + 56} ${y + 28}H${x + 10}C${x + 4} ${y + 28} ${x} ${y + 26} ${x} ${y + 22}Z`, down(doc, shade(c, tone), 0.18));
  return local(spot, 1.6, ellipse(80, 90, 76, 10, across(doc, '#ece6dc')) + bar(20, 54, -0.05) + bar(66, 58, 0.06) + ellipse(99, 64, 20, 4, shade(c, 0.2), ' opacity="0.5"'), 0.5);
}

/** A wooden pull-along toy: a little car on round wheels. */
export function toy(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const wood = '#d8b98c';
  const paint = rng.chance(0.5) ? c : mix(c, rng.pick(OBJECT_COLOURS), 0.4);
  const wheel = (x: number) => ellipse(x, 80, 16, 16, across(doc, shade(wood, -0.15))) + ellipse(x, 80, 4, 4, shade(wood, -0.45));
  return local(spot, 1.5, path('M8 44H56L70 22H108L122 44H142V78H8Z', down(doc, paint, 0.15)) + rect(76, 28, 26, 14, '#f4efe6', 2) + wheel(38) + wheel(112), 0.44);
}

/** A stacking tower of rings on a peg. */
export function stacker(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let body = rect(46, 4, 8, 90, '#d8b98c', 3) + ellipse(50, 4, 6, 6, across(doc, c));
  const tones = rng.sample(OBJECT_COLOURS, 5);
  for (let i = 0; i < 5; i++) {
    const w = 44 - i * 7;
    body += rect(50 - w, 84 - i * 14, w * 2, 14, across(doc, mix(tones[i], c, i === 0 ? 0.6 : 0.2)), 7);
  }
  return local(spot, 1, body + rect(4, 94, 92, 6, down(doc, '#d8b98c'), 2), 0.45);
}

/** A soft toy bear (or a rag doll's round head on a soft body). */
export function bear(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const fur = doc.radial([[0, shade(c, 0.2)], [0.7, c], [1, shade(c, -0.25)]], [0.45, 0.4, 0.7]);
  const ear = (x: number) => ellipse(x, 12, 10, 10, fur) + ellipse(x, 12, 5, 5, shade(c, -0.15));
  return local(
    spot,
    0.84,
    ellipse(42, 72, 30, 28, fur) + ellipse(16, 92, 12, 9, fur) + ellipse(68, 92, 12, 9, fur) + ellipse(12, 64, 9, 14, fur) + ellipse(72, 64, 9, 14, fur) +
      ear(22) + ear(62) + ellipse(42, 30, 24, 22, fur) + ellipse(42, 38, 10, 7, shade(c, 0.25)) + ellipse(42, 35, 3.4, 2.4, '#2b2926') + ellipse(33, 26, 2.2, 2.2, '#2b2926') + ellipse(51, 26, 2.2, 2.2, '#2b2926'),
    0.4,
  );
}

/** A cloth-bound notebook standing, a second one lying in front; an elastic band and bookmark. */
export function book(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(
    spot,
    1,
    rect(14, 4, 62, 84, down(doc, c, 0.15), 2) + rect(14, 4, 6, 84, shade(c, -0.18)) + rect(62, 4, 3, 84, shade(c, -0.35)) + line('M68 88V98', '#9c4f34', 1.6) +
      path('M4 86L80 82L98 92L22 97Z', down(doc, mix(c, '#ece4d6', 0.5), 0.1)) + path('M4 86L22 97V100L4 89Z', shade(c, -0.2)) + path('M22 97L98 92V95L22 100Z', '#f4efe6'),
    0.46,
  );
}

/** A fountain pen lying across a folded note card. */
export function pen(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(
    spot,
    1.6,
    path('M10 40L150 26L158 92L18 100Z', down(doc, '#f1ebe0', 0.08)) + path('M10 40L150 26L152 34L12 48Z', '#ffffff', ' opacity="0.5"') +
      `<g transform="rotate(-14 80 62)">${rect(30, 52, 88, 20, across(doc, c), 10)}${rect(112, 52, 40, 20, down(doc, shade(c, -0.1)), 10)}${rect(108, 52, 7, 20, metal(doc, '#b8955a'))}${path('M30 52L4 62L30 72Z', metal(doc, '#b8955a'))}${rect(124, 48, 26, 4, metal(doc, '#b8955a'), 2)}</g>`,
    0.5,
  );
}

/** A nursery mobile: a wooden bar with felt shapes on threads. */
export function mobile(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let body = line('M60 0V14', '#8a8378', 0.8) + rect(8, 14, 104, 4, '#c19a6b', 2);
  for (const [x, len] of [[14, 50], [38, 30], [60, 64], [82, 34], [106, 54]] as const) {
    const tone = mix(rng.pick(OBJECT_COLOURS), c, 0.4);
    body += line(`M${x} 18V${18 + len}`, '#8a8378', 0.6);
    body += rng.chance(0.5) ? ellipse(x, 26 + len, 8, 8, across(doc, tone)) : path(`M${x} ${18 + len}L${x + 9} ${36 + len}H${x - 9}Z`, down(doc, tone));
  }
  return local(spot, 1.2, body, 0.2);
}

/** Felt balls: one big, two small. */
export function ball(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const felt = (x: number, y: number, r: number, tone: string) => ellipse(x, y, r, r, doc.radial([[0, shade(tone, 0.2)], [0.7, tone], [1, shade(tone, -0.3)]], [0.4, 0.35, 0.7])) + seam(`M${x - r * 0.8} ${y}C${x - r * 0.3} ${y - r * 0.4} ${x + r * 0.3} ${y + r * 0.4} ${x + r * 0.8} ${y}`, tone, 1);
  return local(spot, 1.3, felt(46, 58, 42, c) + felt(102, 84, 16, mix(rng.pick(OBJECT_COLOURS), c, 0.3)) + felt(122, 90, 10, shade(c, 0.2)), 0.45);
}

/** A round pet bed: a thick bolster around a soft cushion, a felt ball left on it. */
export function petbed(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const toy = mix(rng.pick(OBJECT_COLOURS), c, 0.2);
  return local(
    spot,
    1.5,
    path('M2 50C2 100 148 100 148 50Z', across(doc, shade(c, -0.05))) +
      ellipse(75, 50, 73, 32, down(doc, shade(c, 0.1), 0.12)) +
      ellipse(75, 56, 52, 19, shade(c, -0.3)) +
      ellipse(75, 60, 48, 15, doc.radial([[0, shade(c, 0.3)], [1, shade(c, 0.02)]], [0.5, 0.4, 0.6])) +
      seam('M40 60C60 66 90 66 110 60', c, 0.8) +
      ellipse(96, 56, 8, 8, doc.radial([[0, shade(toy, 0.25)], [1, shade(toy, -0.25)]], [0.4, 0.35, 0.7])),
    0.5,
  );
}

/** A wooden ring rattle (or teether) with beads threaded across it. */
export function rattle(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let beads = '';
  for (let i = 0; i < 4; i++) beads += ellipse(30 + i * 13, 50, 6.5, 6.5, across(doc, mix(rng.pick(OBJECT_COLOURS), c, 0.3)));
  return local(spot, 1, ellipse(50, 50, 40, 40, 'none', ` stroke="${shade('#d8b98c', -0.1)}" stroke-width="12"`) + ellipse(50, 49, 40, 40, 'none', ` stroke="#d8b98c" stroke-width="10"`) + line('M14 50H86', '#8a8378', 1) + beads, 0.3);
}

/** A wooden tray puzzle: a board with shapes, two lifted out beside it. */
export function puzzle(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const tones = rng.sample(OBJECT_COLOURS, 3).map((tone) => mix(tone, c, 0.3));
  return local(
    spot,
    1.5,
    path('M4 96L24 50H146L126 96Z', down(doc, '#d8b98c', 0.15)) + rect(4, 96, 122, 4, shade('#d8b98c', -0.3)) +
      ellipse(50, 70, 12, 6, shade('#d8b98c', -0.35)) + path('M84 62L98 62L92 80L74 80Z', shade('#d8b98c', -0.35)) +
      path('M104 66L120 66L116 76L100 76Z', down(doc, tones[2])) +
      ellipse(40, 20, 14, 14, across(doc, tones[0])) + path('M120 14L140 44H100Z', across(doc, tones[1])),
    0.45,
  );
}

/** A cat wand: a slim stick, a cord and a feather lure. */
export function wand(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(
    spot,
    1.1,
    line('M6 96L60 6', '#b08d5c', 3) + line('M60 6C86 10 96 30 90 50', '#8a8378', 0.8) +
      path('M90 50C104 56 110 74 100 92C92 80 84 66 90 50Z', down(doc, c, 0.15)) + line('M90 52L100 90', shade(c, -0.3), 0.8),
    0.3,
  );
}
