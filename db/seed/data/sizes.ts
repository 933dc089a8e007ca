import type { Term } from './terms';

const same = (labels: readonly string[]): Term[] => labels.map((label) => ({ tr: label, en: label }));

/** Size ladders for dropdown variations (type 1). */
export const SIZE_LADDERS = {
  adult: same(['XS', 'S', 'M', 'L', 'XL']),
  child: [
    { tr: '2-3 Yaş', en: '2-3 Years' },
    { tr: '4-5 Yaş', en: '4-5 Years' },
    { tr: '6-7 Yaş', en: '6-7 Years' },
    { tr: '8-9 Yaş', en: '8-9 Years' },
  ],
  baby: [
    { tr: '0-3 Ay', en: '0-3 Months' },
    { tr: '3-6 Ay', en: '3-6 Months' },
    { tr: '6-12 Ay', en: '6-12 Months' },
    { tr: '12-18 Ay', en: '12-18 Months' },
  ],
  womenShoes: same(['36', '37', '38', '39', '40', '41']),
  menShoes: same(['40', '41', '42', '43', '44', '45']),
  rings: same(['10', '12', '14', '16', '18', '20']),
  prints: same(['30 × 40 cm', '50 × 70 cm', '70 × 100 cm']),
  small: [
    { tr: 'Küçük', en: 'Small' },
    { tr: 'Orta', en: 'Medium' },
    { tr: 'Büyük', en: 'Large' },
  ],
} as const satisfies Record<string, readonly Term[]>;

/** What each dropdown ladder is called on the product page. */
export const LADDER_NAMES = {
  garment: { tr: 'Beden', en: 'Size' },
  shoe: { tr: 'Numara', en: 'Size' },
  ring: { tr: 'Yüzük Ölçüsü', en: 'Ring Size' },
  size: { tr: 'Boyut', en: 'Size' },
  print: { tr: 'Ölçü', en: 'Size' },
  colour: { tr: 'Renk', en: 'Colour' },
} as const satisfies Record<string, Term>;
