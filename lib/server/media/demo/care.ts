import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { across, down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** A beard oil: a small amber bottle with a black rubber dropper and a paper label. */
export function beardOil(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const glass = mix(c, '#9a5b22', 0.6);
  const body =
    rect(15, 0, 15, 22, down(doc, '#2b2926', 0.3), 7) + rect(10, 20, 25, 12, metal(doc, '#3a3733'), 2) +
    rect(4, 32, 37, 68, across(doc, glass), 6) + rect(8, 54, 29, 28, '#f1ece3', 1) + line('M12 62H33M12 68H28', '#8a8378', 1);
  return local(spot, 0.45, body, 0.4);
}

/** A shaving kit: a badger-style brush and a safety razor standing side by side. */
export function shavingKit(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const steel = metal(doc, '#c9c4ba');
  const body =
    path('M12 46C8 20 24 8 36 8C48 8 64 20 60 46Z', down(doc, '#d8cfc0', 0.3)) + path('M14 46H58L52 96C52 98 50 100 48 100H24C22 100 20 98 20 96Z', across(doc, c)) +
    seam('M16 52H56', c, 0.8) +
    rect(86, 30, 30, 10, steel, 2) + rect(96, 40, 10, 6, steel) + rect(98, 46, 6, 50, across(doc, c), 2) + ellipse(101, 98, 6, 2, steel);
  return local(spot, 1.2, body, 0.45);
}

/** An incense set: a long wooden holder with one stick burning, its smoke rising. */
export function incense(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M6 90C40 84 160 84 194 90C190 98 10 98 6 90Z', down(doc, c, 0.3)) +
    line('M36 88L150 22', '#6b4a2f', 2) + ellipse(150, 22, 2, 2, '#e5793c') +
    line('M150 19C144 12 156 8 150 0', '#b8b2a6', 1, ' opacity="0.7"') +
    [60, 70, 80].map((x) => line(`M${x} 98L${x + 60} 100`, mix('#6b4a2f', c, 0.3), 1.6)).join('');
  return local(spot, 2, body, 0.5);
}

/** A scrunchie: a ring of gathered fabric, puffed in small folds all round. */
export function scrunchie(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  let folds = '';
  for (let i = 0; i < 14; i++) {
    const angle = (i / 14) * Math.PI * 2;
    const x = 60 + Math.cos(angle) * 38;
    const y = 56 + Math.sin(angle) * 34;
    folds += ellipse(x, y, 15, 13, down(doc, i % 2 ? c : shade(c, -0.08), 0.25), ` transform="rotate(${Math.round((angle * 180) / Math.PI)} ${x.toFixed(1)} ${y.toFixed(1)})"`);
  }
  return local(spot, 1.2, folds + ellipse(60, 56, 20, 17, shade(c, -0.5), ' opacity="0.35"'), 0.45);
}

/** An ear cuff: an open band that follows the ear's rim, set with a row of small stones. */
export function earCuff(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const gold = metal(doc, c);
  const body =
    line('M24 30C40 4 86 8 86 44C86 70 66 84 52 92', gold, 7) +
    line('M34 38C46 22 72 26 72 46C72 62 60 72 50 78', gold, 3) +
    [[38, 20], [56, 12], [74, 18], [84, 34]].map(([x, y]) => ellipse(x, y, 3.2, 3.2, '#f4f1ea') + ellipse(x - 0.8, y - 0.8, 1, 1, '#ffffff')).join('');
  return local(spot, 1, body, 0.35);
}
