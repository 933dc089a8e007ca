import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { down, local, metal, seam, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

const CARDS = ['#6b7f86', '#c9a46c', '#a65a4a'];

/** A bifold wallet standing half open, card edges showing in its slots. */
export function wallet(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M8 30L60 40V100L8 92Z', down(doc, shade(c, -0.12), 0.2)) +
    CARDS.map((card, i) => path(`M${14 + i * 2} ${38 + i * 10}L${56} ${46 + i * 10}V${52 + i * 10}L${14 + i * 2} ${44 + i * 10}Z`, card)).join('') +
    path('M60 40L112 30V92L60 100Z', down(doc, c, 0.2)) +
    seam('M64 44L108 36V88L64 96Z', c, 0.6) +
    line('M60 40V100', shade(c, -0.35), 1.2);
  return local(spot, 1.2, body, 0.45);
}

/** A slim card holder seen from the front: two cards standing in its top slot. */
export function cardHolder(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    rect(18, 20, 66, 44, CARDS[0], 3, ' transform="rotate(-6 50 40)"') +
    rect(24, 24, 66, 44, CARDS[1], 3) +
    rect(6, 44, 96, 56, down(doc, c, 0.2), 5) +
    path('M6 50C30 60 78 60 102 50', 'none', ` stroke="${shade(c, -0.3)}" stroke-width="1.2"`) +
    seam('M10 96H98M10 48V96M98 48V96', c, 0.6);
  return local(spot, 1.08, body, 0.46);
}

/** A padded laptop sleeve standing: a zip round its top edge and a pull on a leather tab. */
export function sleeve(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    rect(4, 14, 132, 86, down(doc, c, 0.18), 8) +
    line('M8 22C8 18 10 16 14 16H126C130 16 132 18 132 22', shade(c, -0.4), 2.4) +
    line('M8 22C8 18 10 16 14 16H126C130 16 132 18 132 22', '#c9c4ba', 0.8, ' stroke-dasharray="1.4 1.4"') +
    rect(118, 10, 12, 6, metal(doc, '#c9c4ba'), 1) + path('M121 16H127L126 30H122Z', mix(c, '#5a3e2b', 0.5)) +
    rect(20, 40, 100, 40, shade(c, 0.05), 4, ' opacity="0.4"');
  return local(spot, 1.4, body, 0.48);
}

/** A zipped pencil case: a soft, rounded pouch with the zip along its top and a leather pull. */
export function pencilCase(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    path('M6 58C6 44 14 38 26 38H134C146 38 154 44 154 58V86C154 96 146 100 134 100H26C14 100 6 96 6 86Z', down(doc, c, 0.25)) +
    line('M12 46H148', shade(c, -0.35), 2.4) + line('M12 46H148', '#c9c4ba', 0.8, ' stroke-dasharray="1.4 1.4"') +
    rect(120, 42, 10, 8, metal(doc, '#c9c4ba'), 1) + path('M122 50H128L130 66H120Z', shade(c, -0.3)) +
    ellipse(36, 70, 3, 3, shade(c, -0.2), ' opacity="0.4"');
  return local(spot, 1.6, body, 0.48);
}
