import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { across, down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** A Turkish coffee pot (cezve): a waisted copper body with a pouring lip and a long straight handle. */
export function coffeePot(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M56 50L152 24', mix(c, '#5a3e2b', 0.5), 6) +
    path('M10 40H62L56 58C68 72 68 92 58 100H14C4 92 4 72 16 58Z', metal(doc, c)) +
    path('M4 38C4 34 10 34 14 36H62C64 36 66 38 64 42H10Z', shade(c, 0.2)) +
    seam('M16 58H56', c, 0.8);
  return local(spot, 1.6, body, 0.25);
}

/** A mortar and pestle: a heavy stone bowl on a short foot, the pestle leaning in it. */
export function mortar(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M58 52L86 6', shade(c, -0.08), 12) +
    path('M8 44H92C92 72 76 88 64 90L68 100H32L36 90C24 88 8 72 8 44Z', across(doc, c)) +
    ellipse(50, 44, 42, 7, shade(c, 0.12)) + ellipse(50, 45, 34, 5, shade(c, -0.4));
  return local(spot, 1, body, 0.35);
}

/** A butter dish: a long plate under a lidded cover with a knob. */
export function butterDish(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    rect(2, 88, 156, 10, down(doc, shade(c, 0.05), 0.3), 5) +
    path('M22 88V54C22 46 28 42 36 42H124C132 42 138 46 138 54V88Z', across(doc, c)) +
    ellipse(80, 38, 10, 6, across(doc, shade(c, -0.05))) + seam('M24 60H136', c, 0.5);
  return local(spot, 1.6, body, 0.5);
}

/** A soap dish: a shallow slotted dish holding a bar of soap. */
export function soapDish(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const bar = mix(c, '#efe6cf', 0.75);
  const body =
    path('M4 70H156L148 96C146 98 144 100 140 100H20C16 100 14 98 12 96Z', across(doc, c)) +
    [40, 60, 80, 100, 120].map((x) => line(`M${x} 76V94`, shade(c, -0.3), 2)).join('') +
    rect(36, 44, 88, 30, down(doc, bar, 0.15), 10) + seam('M44 52H116', bar, 0.6);
  return local(spot, 1.6, body, 0.5);
}

/** Folded towels in a stack, each with a woven stripe near its edge. */
export function towels(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const tones = [shade(c, -0.12), c, mix(c, '#f1ece3', 0.5)];
  const body = tones
    .map((tone, i) => {
      const y = 70 - i * 26;
      return rect(4 + i * 4, y, 132 - i * 8, 28, down(doc, tone, 0.2), 10) + rect(4 + i * 4, y + 20, 132 - i * 8, 3, shade(tone, -0.25), 0, ' opacity="0.6"');
    })
    .join('');
  return local(spot, 1.4, body, 0.5);
}

/** Folded table linen: a pressed stack with a napkin drawn through a wooden ring on top. */
export function napkins(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    rect(4, 72, 152, 26, down(doc, shade(c, -0.1), 0.2), 4) + seam('M8 80H152', c, 0.6) +
    rect(12, 50, 136, 24, down(doc, c, 0.2), 4) + seam('M16 58H144', c, 0.6) +
    path('M40 50C40 30 60 26 80 26C100 26 120 30 120 50Z', down(doc, mix(c, '#f1ece3', 0.4), 0.15)) +
    ellipse(80, 38, 12, 14, 'none', ` stroke="${metal(doc, '#a27b57')}" stroke-width="5"`);
  return local(spot, 1.6, body, 0.5);
}
