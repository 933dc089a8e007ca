import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, metal, shapes } from './paint';
import { OBJECT_COLOURS } from './palette';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

const gem = (doc: SvgDoc, rng: Random) => doc.radial([[0, '#ffffff', 0.9], [0.3, shade(rng.pick(OBJECT_COLOURS), 0.2)], [1, shade(rng.pick(OBJECT_COLOURS), -0.4)]], [0.5, 0.5, 0.6, 0.35, 0.3]);

/** A ring standing on its edge: the band seen slightly from above, a stone or a signet face on top. */
export function ring(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const band = metal(doc, c);
  const top = rng.chance(0.6) ? ellipse(50, 8, 10, 9, gem(doc, rng), ` stroke="${shade(c, 0.2)}" stroke-width="2"`) : ellipse(50, 10, 14, 6, metal(doc, shade(c, 0.1)));
  return local(spot, 1, ellipse(50, 56, 36, 42, 'none', ` stroke="${shade(c, -0.4)}" stroke-width="9"`) + ellipse(50, 55, 36, 42, 'none', ` stroke="${band}" stroke-width="8"`) + top, 0.18);
}

/** A necklace on a linen bust, the way a jeweller shows one. */
export function necklace(doc: SvgDoc, rng: Random, spot: Spot, c: string, pearls = false): Drawn {
  const linen = '#e6ddcf';
  const bust = path('M30 0H50V14C70 18 78 30 80 100H0C2 30 10 18 30 14Z', down(doc, linen, 0.15));
  let chain = '';
  if (pearls) {
    for (let t = 0; t <= 1.001; t += 1 / 14) {
      const x = 22 + 36 * t;
      const y = 26 + 30 * Math.sin(Math.PI * t);
      chain += ellipse(x, y, 2.6, 2.6, doc.radial([[0, '#ffffff'], [1, '#d8d0c2']], [0.4, 0.35, 0.7]));
    }
  } else {
    chain = line('M24 22C26 50 54 50 56 22', metal(doc, c), 1.4) + path('M40 48L44 54L40 62L36 54Z', metal(doc, shade(c, 0.1))) + ellipse(40, 56, 2.6, 2.6, gem(doc, rng));
  }
  return local(spot, 0.8, bust + rect(26, 100, 28, 0.1, linen) + chain, 0.5);
}

/** A pair of earrings hanging from a small bar: hoops, drops or studs. */
export function earrings(doc: SvgDoc, rng: Random, spot: Spot, c: string, style: 'hoop' | 'drop' | 'stud'): Drawn {
  const fill = metal(doc, c);
  // A pair: both earrings share one stone.
  const stone = gem(doc, rng);
  const one = (x: number) => {
    if (style === 'hoop') return ellipse(x, 52, 16, 18, 'none', ` stroke="${fill}" stroke-width="4"`);
    if (style === 'drop') return line(`M${x} 34V52`, fill, 1.5) + path(`M${x} 50C${x + 8} 60 ${x + 10} 70 ${x} 78C${x - 10} 70 ${x - 8} 60 ${x} 50Z`, stone);
    return ellipse(x, 44, 8, 8, stone, ` stroke="${fill}" stroke-width="2.4"`);
  };
  const stand = rect(6, 26, 108, 5, down(doc, '#d9cfc0', 0.15), 2) + rect(56, 26, 8, 74, down(doc, '#d9cfc0', 0.2)) + ellipse(60, 98, 24, 3, '#cbbfae');
  return local(spot, 1.2, stand + line('M30 30V36M90 30V36', fill, 1.5) + one(30) + one(90), 0.3);
}

/** A cuff or bangle standing on edge with a beaded one in front. */
export function bracelet(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let body = ellipse(56, 48, 44, 46, 'none', ` stroke="${metal(doc, c)}" stroke-width="7"`) + ellipse(56, 48, 44, 46, 'none', ` stroke="${shade(c, 0.35)}" stroke-width="1" opacity="0.6"`);
  const bead = mix(rng.pick(OBJECT_COLOURS), c, 0.2);
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    body += ellipse(56 + 40 * Math.cos(a), 86 + 10 * Math.sin(a), 5, 5, doc.radial([[0, shade(bead, 0.3)], [1, shade(bead, -0.3)]], [0.4, 0.35, 0.7]));
  }
  return local(spot, 1.12, body, 0.35);
}

/** A claw hair clip in acetate, or a headband. */
export function hairclip(doc: SvgDoc, _rng: Random, spot: Spot, c: string, band = false): Drawn {
  if (band) {
    return local(spot, 1.3, path('M6 100C6 30 124 30 124 100H112C112 44 18 44 18 100Z', down(doc, c, 0.2)) + line('M12 100C12 38 118 38 118 100', shade(c, 0.25), 1, ' opacity="0.5"'), 0.45);
  }
  const tortoise = doc.radial([[0, shade(c, 0.2)], [0.5, c], [1, shade(c, -0.35)]], [0.45, 0.4, 0.7]);
  let teeth = '';
  for (let i = 0; i < 6; i++) teeth += path(`M${14 + i * 14} 56L${20 + i * 14} 96L${26 + i * 14} 56Z`, tortoise);
  return local(spot, 1.1, teeth + path('M4 60C4 30 106 30 106 60L98 66C90 46 20 46 12 66Z', tortoise) + ellipse(55, 40, 44, 8, shade(c, 0.25), ' opacity="0.35"'), 0.45);
}

/** A wide-toothed comb standing on edge. */
export function comb(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  let teeth = '';
  for (let x = 8; x < 150; x += 7) teeth += rect(x, 40, 4, 56, down(doc, c, 0.15), 2);
  return local(spot, 1.6, path('M2 16C2 10 6 8 12 8H148C154 8 158 10 158 16V42H2Z', down(doc, c, 0.12)) + teeth, 0.5);
}
