/**
 * The VITRIN wordmark drawn as vector shapes (a high-contrast Didone cut: hairline serifs, thick
 * main strokes): the header and footer draw it inline, and the brand images (scripts/brand) come out
 * the same on any machine — no font has to be installed, and no locale can turn its I into İ.
 * Units: cap height 100, origin at the top-left of each letter.
 */
interface Glyph {
  width: number;
  path: string;
}

const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}Z`;
const poly = (...points: [number, number][]) => `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

const SERIF = 3;
const STEM = 14;

export const GLYPHS: Record<'V' | 'I' | 'T' | 'R' | 'N', Glyph> = {
  V: {
    width: 74,
    path: [
      poly([6, 0], [20, 0], [42, 84], [63, 0], [66, 0], [40, 100], [37, 100]),
      rect(0, 0, 27, SERIF),
      rect(56, 0, 18, SERIF),
    ].join(''),
  },
  I: {
    width: 26,
    path: [rect(6, 0, STEM, 100), rect(0, 0, 26, SERIF), rect(0, 100 - SERIF, 26, SERIF)].join(''),
  },
  T: {
    width: 70,
    path: [
      rect(0, 0, 70, SERIF),
      rect(0, 0, SERIF, 20),
      rect(70 - SERIF, 0, SERIF, 20),
      rect(28, 0, STEM, 100),
      rect(21, 100 - SERIF, 28, SERIF),
    ].join(''),
  },
  R: {
    width: 72,
    path: [
      rect(6, 0, STEM, 100),
      rect(0, 0, 26, SERIF),
      rect(0, 100 - SERIF, 28, SERIF),
      // The bowl: an outer arc with a narrower inner counter, so the right side is the thick stroke.
      `M20 0H42A26 26 0 0 1 42 52H20V49H38A20 23 0 0 0 38 3H20Z`,
      poly([30, 52], [44, 52], [68, 100 - SERIF], [54, 100 - SERIF]),
      rect(50, 100 - SERIF, 22, SERIF),
    ].join(''),
  },
  N: {
    width: 80,
    path: [
      rect(6, 0, SERIF, 100),
      poly([6, 0], [19, 0], [74, 100], [61, 100]),
      rect(71, 0, SERIF, 100),
      rect(0, 0, 19, SERIF),
      rect(64, 0, 16, SERIF),
      rect(0, 100 - SERIF, 15, SERIF),
    ].join(''),
  },
};

const WORD = ['V', 'I', 'T', 'R', 'I', 'N'] as const;

/** The wordmark's letters placed left to right (x in cap-height units) and its total width. */
export function wordmarkLayout(tracking = 34): { letters: { x: number; d: string }[]; width: number } {
  let x = 0;
  const letters = WORD.map((letter, index) => {
    const glyph = GLYPHS[letter];
    const placed = { x, d: glyph.path };
    x += glyph.width + (index < WORD.length - 1 ? tracking : 0);
    return placed;
  });
  return { letters, width: x };
}

/** The V alone, sturdier (thicker hairlines) so it survives 16–32px favicons. 74×100 units. */
export const MONOGRAM_PATH = [
  poly([6, 0], [24, 0], [42, 72], [59, 0], [67, 0], [42, 100], [35, 100]),
  rect(0, 0, 31, 7),
  rect(53, 0, 21, 7),
].join('');
