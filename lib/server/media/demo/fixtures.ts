import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** A warm halo around a lit shade, in local units. */
const halo = (doc: SvgDoc, cx: number, cy: number, r: number) => ellipse(cx, cy, r, r, doc.radial([[0, '#fff6e2', 0.7], [1, '#fff6e2', 0]], [cx, cy, r], true));

/** A wall sconce: a back plate on the wall, a short arm and a shade lit from below. */
export function sconce(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    halo(doc, 44, 58, 34) +
    rect(6, 18, 14, 62, down(doc, shade(c, -0.05), 0.25), 5) +
    ellipse(13, 49, 3, 3, metal(doc, '#b8955a')) +
    line('M18 49C28 49 34 44 40 36', shade(c, -0.3), 3.2) +
    path('M32 34H56L68 66H20Z', down(doc, c, 0.3)) +
    ellipse(44, 66, 24, 4.5, doc.radial([[0, '#fff3d6'], [1, shade(c, 0.25)]], [0.5, 0.3, 0.7])) +
    seam('M32 34H56', c, 0.8);
  return local(spot, 0.74, body, 0.3);
}

/** A floor lamp: a weighted round foot, a slim pole and a drum shade at head height. */
export function floorLamp(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    halo(doc, 25, 14, 30) +
    rect(23.6, 24, 2.8, 72, metal(doc, shade(c, -0.2))) +
    ellipse(25, 97, 14, 3, down(doc, shade(c, -0.25), 0.2)) +
    path('M11 0H39L45 25H5Z', down(doc, mix(c, '#f1e9da', 0.45), 0.2)) +
    ellipse(25, 25, 20, 2.4, doc.radial([[0, '#fff3d6'], [1, shade(c, 0.25)]], [0.5, 0.3, 0.7])) +
    seam('M11 0H39', c, 0.6);
  return local(spot, 0.5, body, 0.28);
}

/** A candle holder: a dish foot, a turned stem and a cup holding a lit taper. */
export function candleHolder(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const wax = '#f1e9da';
  const flame = doc.radial([[0, '#fffbe8'], [0.5, '#ffd98a'], [1, '#e59a3c']], [0.5, 0.75, 0.6]);
  const body =
    halo(doc, 30, 8, 18) +
    path('M30 0C33 5 33 11 30 13C27 11 27 5 30 0Z', flame) +
    line('M30 12V16', '#2b2926', 0.8) +
    rect(26.5, 15, 7, 44, down(doc, wax, 0.12), 1.5) +
    path('M20 58H40L37 66H23Z', metal(doc, c)) +
    rect(27.5, 66, 5, 20, metal(doc, c)) +
    ellipse(30, 74, 5, 2.2, metal(doc, shade(c, 0.1))) +
    path('M10 94C10 88 20 86 30 86C40 86 50 88 50 94C50 98 40 100 30 100C20 100 10 98 10 94Z', metal(doc, c));
  return local(spot, 0.6, body, 0.34);
}

/** A briefcase seen from the front: a hard-edged leather case, a top handle and two clasps. */
export function briefcase(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const brass = metal(doc, '#b8955a');
  const body =
    line('M50 34V22C50 16 54 14 60 14H70C76 14 80 16 80 22V34', shade(c, -0.25), 4) +
    rect(46, 30, 6, 6, brass, 1) + rect(78, 30, 6, 6, brass, 1) +
    rect(4, 34, 122, 66, down(doc, c, 0.22), 4) +
    path('M4 38C4 36 6 34 8 34H122C124 34 126 36 126 38V56H4Z', down(doc, shade(c, 0.06), 0.14)) +
    rect(32, 52, 10, 9, brass, 1.5) + rect(88, 52, 10, 9, brass, 1.5) +
    seam('M8 56H122', c, 0.7) + seam('M8 96H122', c, 0.5);
  return local(spot, 1.3, body, 0.46);
}
