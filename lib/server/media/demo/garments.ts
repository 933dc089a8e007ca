import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';
import { hanger } from './wear';

const { rect, ellipse, path, line } = shapes;


/** A skirt on a clip hanger: the waistband, an A-line falling in pleats. */
export function skirt(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M38 8C38 2 43 0 44 4', '#8a8378', 1.4) + rect(8, 8, 60, 4, '#a27b57', 1) + rect(14, 12, 4, 8, '#8a8378') + rect(58, 12, 4, 8, '#8a8378') +
    rect(12, 18, 52, 8, shade(c, -0.12), 1) +
    path('M12 26H64L76 100H0Z', down(doc, c, 0.2)) +
    seam('M24 28L16 98M38 28V98M52 28L60 98', c, 0.7);
  return local(spot, 0.76, body, 0.45);
}

/** A jacket on its hanger: lapels over an open front, long sleeves and a flap pocket. */
export function jacket(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    hanger(44, 28) +
    path('M32 14C36 20 52 20 56 14L74 20L88 66L76 70L66 42V98H22V42L12 70L0 66L14 20Z', down(doc, c, 0.18)) +
    path('M32 14L44 56L36 44L28 22Z', shade(c, 0.1)) + path('M56 14L44 56L52 44L60 22Z', shade(c, 0.04)) +
    seam('M44 56V98', c, 0.9) + rect(52, 72, 12, 3, shade(c, -0.2)) +
    [64, 78].map((y) => ellipse(41, y, 1.4, 1.4, shade(c, -0.4))).join('');
  return local(spot, 0.88, body, 0.4);
}

/** A kimono on a rail: the wide T of its sleeves, the crossed collar and the sash. */
export function kimono(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M0 10H100', '#8a6a45', 2.5) +
    path('M34 12C40 18 60 18 66 12L100 14V58H76V100H24V58H0V14Z', down(doc, c, 0.16)) +
    line('M34 12L52 56M66 12L48 56', shade(c, 0.3), 3) +
    rect(24, 54, 52, 10, mix(c, '#2b2926', 0.35)) +
    seam('M24 58V100M76 58V100M24 14V58M76 14V58', c, 0.5);
  return local(spot, 1, body, 0.35);
}

/** Dungarees on a hanger: the bib with its pocket and buttons, the straps, the trousers below. */
export function dungarees(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    hanger(33, 24) +
    line('M16 16V34M50 16V34', shade(c, -0.1), 4) +
    rect(14, 30, 38, 18, down(doc, c, 0.12), 2) + rect(26, 34, 14, 10, shade(c, -0.06), 1) +
    [18, 48].map((x) => ellipse(x, 33, 2, 2, '#b8955a')).join('') +
    path('M10 46H56L62 100H40L33 66L26 100H4Z', down(doc, c, 0.2)) + seam('M33 48V66', c);
  return local(spot, 0.66, body, 0.5);
}

/** A bib apron hung by its neck loop: the ties at the waist and a wide front pocket. */
export function apron(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const tie = shade(c, -0.12);
  const body =
    line('M28 18C28 2 52 2 52 18', tie, 2.5) +
    path('M26 16H54V34L70 40V96C70 98 68 100 66 100H14C12 100 10 98 10 96V40L26 34Z', down(doc, c, 0.18)) +
    line('M10 42C4 52 2 62 4 72M70 42C76 52 78 62 76 72', tie, 2.5) +
    rect(22, 60, 36, 18, shade(c, -0.06), 2) + seam('M40 60V78', c, 0.7) + seam('M14 96H66', c, 0.5);
  return local(spot, 0.8, body, 0.4);
}

/** A baby's bib: a rounded front, the neck opening at the top and a snap on its tab. */
export function bib(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M20 14C10 24 4 40 4 56C4 84 22 100 45 100C68 100 86 84 86 56C86 40 80 24 70 14C66 30 58 38 45 38C32 38 24 30 20 14Z', down(doc, c, 0.2)) +
    path('M20 14L8 8C4 6 2 12 6 16L14 22Z', down(doc, c, 0.2)) + ellipse(8, 12, 2, 2, '#c9c4ba') +
    seam('M24 22C30 38 60 38 66 22M10 56C10 80 26 94 45 94C64 94 80 80 80 56', c, 0.8) +
    ellipse(45, 70, 10, 8, shade(c, 0.16), ' opacity="0.7"');
  return local(spot, 0.9, body, 0.42);
}

/** A baby's bodysuit on a hanger: short sleeves, the envelope neck and snaps at the leg opening. */
export function bodysuit(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    hanger(40, 24) +
    path('M30 14C34 22 46 22 50 14L66 20L76 36L64 42L58 36V70C58 82 52 90 48 96H32C28 90 22 82 22 70V36L16 42L4 36L14 20Z', down(doc, c, 0.16)) +
    seam('M31 15C35 24 45 24 49 15M26 16L34 26M54 16L46 26', c, 0.8) +
    [36, 44].map((x) => ellipse(x, 93, 1.4, 1.4, '#c9c4ba')).join('') + seam('M22 70C30 76 50 76 58 70', c, 0.5);
  return local(spot, 0.8, body, 0.4);
}
