import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** A wooden hanger whose hook tip is at (cx, 0) and whose bar spans `half` either side at y 14. */
export const hanger = (cx: number, half: number) =>
  line(`M${cx} 8C${cx} 2 ${cx + 5} 0 ${cx + 6} 4`, '#8a8378', 1.4) + path(`M${cx - half} 16L${cx} 8L${cx + half} 16L${cx + half - 2} 18L${cx} 11L${cx - half + 2} 18Z`, '#a27b57');

export function dress(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const d = 'M26 14C30 22 46 22 50 14L58 18C56 28 58 40 56 46L74 100H2L20 46C18 40 20 28 18 18Z';
  return local(spot, 0.76, hanger(38, 24) + path(d, down(doc, c, 0.2)) + seam('M20 46C30 50 46 50 56 46', c, 0.8) + seam('M30 54L24 98M46 54L54 98', c, 0.5), 0.45);
}

/** What a top on a hanger is: a buttoned shirt, a ribbed knit or a plain tee with short sleeves. */
export type TopStyle = 'shirt' | 'knit' | 'tee';

/** A shirt, a knit or a tee on its hanger: body, sleeves, a placket or a rib. */
export function top(doc: SvgDoc, _rng: Random, spot: Spot, c: string, style: TopStyle = 'shirt'): Drawn {
  const long = 'M32 14C36 22 52 22 56 14L74 20L88 64L76 68L66 40V96H22V40L12 68L0 64L14 20Z';
  const short = 'M32 14C36 22 52 22 56 14L74 20L86 40L72 46L66 38V96H22V38L16 46L2 40L14 20Z';
  let body = hanger(44, 28) + path(style === 'tee' ? short : long, down(doc, c, 0.18));
  if (style === 'knit') {
    body += rect(22, 90, 44, 6, shade(c, -0.1)) + rect(0, 60, 12, 5, shade(c, -0.1), 0, ' transform="rotate(4 6 62)"') + rect(76, 62, 12, 5, shade(c, -0.1), 0, ' transform="rotate(-4 82 64)"') + seam('M34 16C38 24 50 24 54 16', c, 1.2);
  } else if (style === 'tee') {
    body += seam('M33 15C37 24 51 24 55 15', c, 1.4) + seam('M14 40L6 37M74 40L82 37', c, 0.6);
  } else {
    body += path('M32 14L44 26L56 14L50 24L44 30L38 24Z', shade(c, 0.08)) + seam('M44 28V96', c, 0.7) + [38, 50, 62, 74, 86].map((y) => ellipse(46.5, y, 0.9, 0.9, shade(c, -0.35))).join('');
  }
  return local(spot, 0.88, body, 0.4);
}

export function trousers(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const d = 'M10 10H56L62 100H40L33 38L26 100H4Z';
  return local(spot, 0.66, rect(8, 4, 50, 7, shade(c, -0.12), 1) + path(d, down(doc, c, 0.2)) + seam('M33 12V38', c) + seam('M18 14L20 30M48 14L46 30', c, 0.6), 0.5);
}

/** A long scarf hanging from a rail, fringed at its ends. */
export function scarf(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const second = shade(c, -0.18);
  let fringe = '';
  for (let x = 8; x <= 30; x += 2.5) fringe += line(`M${x} 90V98`, second, 0.7);
  for (let x = 34; x <= 56; x += 2.5) fringe += line(`M${x} 82V90`, second, 0.7);
  const check = rng.chance(0.5) ? [20, 44].map((x) => rect(x - 2, 10, 4, 80, shade(c, 0.15), 0, ' opacity="0.6"')).join('') : '';
  return local(
    spot,
    0.64,
    line('M0 8H64', '#8a6a45', 2.5) + path('M6 8H32L31 90H8Z', down(doc, c, 0.12)) + path('M32 8H58L56 82H34Z', down(doc, second, 0.1)) + check + fringe + path('M30 6C34 2 40 4 40 10L32 16Z', shade(c, 0.1)),
    0.4,
  );
}

export function bag(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M22 52C14 10 86 10 78 52', shade(c, -0.2), 3.2) +
    path('M14 50H86C90 50 92 54 92 58L88 96C88 98 86 100 84 100H16C14 100 12 98 12 96L8 58C8 54 10 50 14 50Z', down(doc, c, 0.22)) +
    path('M10 52H90L84 74C70 80 30 80 16 74Z', down(doc, shade(c, 0.05), 0.12)) +
    rect(46, 70, 8, 7, metal(doc, '#b8955a'), 1.5) + seam('M14 56H86', c, 0.5);
  return local(spot, 1, body, 0.42);
}

export function tote(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M30 36V16C30 6 46 6 46 16V36', shade(c, -0.25), 3.5) + line('M58 36V16C58 6 74 6 74 16V36', shade(c, -0.2), 3.5) +
    path('M14 34H90L96 100H8Z', down(doc, c, 0.2)) + seam('M14 40H90', c, 0.6) + seam('M52 34V100', c, 0.4);
  return local(spot, 1.04, body, 0.46);
}

/** A flat leather piece: clutch, wallet, card holder, pencil case or laptop sleeve, seen standing. */
export function clutch(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(spot, 1.6, rect(4, 40, 152, 60, down(doc, c, 0.2), 4) + path('M4 44C4 41 6 40 8 40H152C154 40 156 41 156 44L80 76Z', down(doc, shade(c, 0.06), 0.15)) + ellipse(80, 74, 4, 4, metal(doc, '#b8955a')) + seam('M8 96H152', c, 0.5), 0.48);
}

export function backpack(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(
    spot,
    0.8,
    line('M32 14C32 2 48 2 48 14', shade(c, -0.3), 3) + path('M8 30C8 18 20 12 40 12C60 12 72 18 72 30V96C72 98 70 100 68 100H12C10 100 8 98 8 96Z', down(doc, c, 0.2)) +
      path('M8 30C8 18 20 12 40 12C60 12 72 18 72 30V46H8Z', down(doc, shade(c, 0.06), 0.12)) + rect(16, 58, 48, 32, down(doc, shade(c, -0.05), 0.15), 4) +
      rect(34, 42, 12, 10, metal(doc, '#b8955a'), 2),
    0.48,
  );
}

/** Shoes seen from the side, the pair slightly offset. */
function pair(doc: SvgDoc, c: string, aspect: number, d: string, extra: (dx: number) => string): string {
  return `<g transform="translate(14 -4)" opacity="0.92">${path(d, down(doc, shade(c, -0.12)))}${extra(0)}</g>` + path(d, down(doc, c, 0.2)) + extra(0) + rect(0, 96, 100 * aspect - 18, 4, shade(c, -0.5), 2);
}

export function boots(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const d = 'M20 4H50C50 30 52 52 56 62C80 66 96 72 100 84V96H6C8 70 14 40 20 4Z';
  return local(spot, 1.18, pair(doc, c, 1.18, d, () => seam('M20 10H50M52 60C46 62 40 72 40 84', c, 0.8) + rect(6, 90, 10, 6, shade(c, -0.45))), 0.48);
}

export function shoes(doc: SvgDoc, _rng: Random, spot: Spot, c: string, sneaker = false): Drawn {
  const upper = 'M6 92V50C6 42 12 38 20 40C40 46 80 48 100 44C130 46 170 60 188 72C198 78 198 90 192 92Z';
  const one = (tone: number) =>
    path(upper, down(doc, shade(c, tone), 0.2)) +
    path('M20 42C40 48 80 50 100 45C82 54 40 55 20 47Z', shade(c, tone - 0.45)) +
    (sneaker
      ? rect(2, 84, 196, 13, '#f1ece3', 5) + line('M112 50L120 62M124 52L132 64M136 56L144 68', '#f1ece3', 2.2) + seam('M20 72C60 76 120 74 170 72', c, 0.8)
      : rect(2, 92, 194, 5, shade(c, -0.5), 2) + rect(6, 86, 30, 8, shade(c, -0.45), 1) + path('M104 48C116 50 126 54 132 60L120 66C112 60 104 56 98 54Z', shade(c, tone - 0.12)));
  return local(spot, 2, `<g transform="translate(0 -6) scale(0.94)">${one(-0.14)}</g>` + `<g transform="translate(8 0)">${one(0)}</g>`, 0.48);
}

export function sandals(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const sole = mix(c, '#c9a46c', 0.5);
  const body = (dx: number, dy: number) =>
    `<g transform="translate(${dx} ${dy})">${path('M2 90C2 84 10 82 20 84L96 86C104 86 106 92 104 96H4Z', down(doc, sole, 0.2))}${line('M24 84C24 66 40 60 46 84', c, 6)}${line('M62 86C62 72 80 70 84 86', c, 6)}</g>`;
  return local(spot, 1.2, body(14, -6) + body(0, 0), 0.5);
}

/** A coiled belt (or a pet collar) with its buckle. */
export function belt(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const buckle = metal(doc, '#b8955a');
  return local(
    spot,
    1.6,
    ellipse(80, 62, 70, 34, 'none', ` stroke="${shade(c, -0.15)}" stroke-width="14"`) + ellipse(80, 60, 70, 34, 'none', ` stroke="${c}" stroke-width="12"`) +
      ellipse(80, 60, 48, 22, 'none', ` stroke="${shade(c, 0.06)}" stroke-width="12"`) + rect(112, 72, 20, 24, 'none', 2, ` stroke="${buckle}" stroke-width="4"`) + rect(88, 80, 26, 8, down(doc, c), 2),
    0.5,
  );
}


/** A leather key ring: a loop of leather on a brass ring, one key hanging from it. */
export function keyring(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const brass = metal(doc, '#b8955a');
  return local(
    spot,
    0.8,
    ellipse(40, 18, 14, 14, 'none', ` stroke="${brass}" stroke-width="3.5"`) +
      path('M30 28C30 24 50 24 50 28V88C50 96 30 96 30 88Z', down(doc, c, 0.2)) + seam('M33 32V86M47 32V86', c, 0.6) +
      path('M58 30L64 28L70 66L76 70L72 74L74 80L68 84L66 78L62 80Z', brass) + ellipse(60, 26, 5, 5, 'none', ` stroke="${brass}" stroke-width="2.5"`),
    0.35,
  );
}
