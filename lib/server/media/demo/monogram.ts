import { r1, type SvgDoc } from './svg';

/**
 * Geometric single-stroke capitals on a 100-unit cap height. Drawn as paths, so logos
 * look the same on any server, with or without fonts installed.
 */
const GLYPHS: Record<string, readonly [width: number, path: string]> = {
  A: [80, 'M0 100L40 0L80 100M15 62H65'],
  B: [68, 'M0 0V100M0 0H36A24 24 0 0 1 36 48H0M0 48H42A26 26 0 0 1 42 100H0'],
  C: [88, 'M86 16A50 50 0 1 0 86 84'],
  D: [85, 'M0 0V100H35A50 50 0 0 0 35 0Z'],
  E: [66, 'M66 0H0V100H66M0 50H54'],
  F: [66, 'M66 0H0V100M0 50H54'],
  G: [100, 'M90 20A50 50 0 1 0 100 50H60'],
  H: [75, 'M0 0V100M75 0V100M0 50H75'],
  I: [0, 'M0 0V100'],
  J: [55, 'M55 0V72A27.5 28 0 0 1 0 72'],
  K: [72, 'M0 0V100M70 0L0 58M22 40L72 100'],
  L: [62, 'M0 0V100H62'],
  M: [90, 'M0 100V0L45 70L90 0V100'],
  N: [75, 'M0 100V0L75 100V0'],
  O: [100, 'M100 50A50 50 0 1 0 0 50A50 50 0 1 0 100 50'],
  P: [64, 'M0 100V0H38A26 26 0 0 1 38 52H0'],
  Q: [100, 'M100 50A50 50 0 1 0 0 50A50 50 0 1 0 100 50M62 70L100 105'],
  R: [72, 'M0 100V0H38A26 26 0 0 1 38 52H0M36 52L72 100'],
  S: [76, 'M68 14C60 3 48 0 38 0C18 0 6 10 6 25C6 42 22 46 38 50C56 54 72 60 72 76C72 91 58 100 38 100C24 100 10 94 4 84'],
  T: [80, 'M0 0H80M40 0V100'],
  U: [76, 'M0 0V62A38 38 0 0 0 76 62V0'],
  V: [80, 'M0 0L40 100L80 0'],
  W: [112, 'M0 0L28 100L56 30L84 100L112 0'],
  X: [72, 'M0 0L72 100M72 0L0 100'],
  Y: [76, 'M0 0L38 50L76 0M38 50V100'],
  Z: [72, 'M0 0H72L0 100H72'],
};

const TRACKING = 26;

/** Initials of a slug such as "atolye-mira" → "AM" (at most two letters). */
export function initialsOf(name: string): string {
  const letters = name
    .split('-')
    .filter((part) => /^[a-z]/.test(part))
    .map((part) => part[0].toUpperCase());
  return (letters.length > 2 ? [letters[0], letters[letters.length - 1]] : letters).join('') || 'V';
}

/** Initials in thin geometric capitals, centred across the picture with their top at `top`, `cap` tall at most. */
export function lettering(doc: SvgDoc, initials: string, ink: string, { top, cap: most }: { top: number; cap: number }): string {
  const { width: W } = doc;
  const glyphs = [...initials].map((letter) => GLYPHS[letter] ?? GLYPHS.V);
  const total = glyphs.reduce((sum, [width]) => sum + width, 0) + TRACKING * (glyphs.length - 1);
  const cap = Math.min(most, (W * 0.56 * 100) / Math.max(total, 1));
  const scale = cap / 100;
  let x = (W - total * scale) / 2;
  const stroke = r1(Math.max(2, 6 / Math.sqrt(scale)));
  let svg = '';
  for (const [width, path] of glyphs) {
    svg += `<path d="${path}" transform="translate(${r1(x)} ${r1(top)}) scale(${r1(scale * 100) / 100})" fill="none" stroke="${ink}" stroke-width="${stroke}" stroke-linejoin="miter"/>`;
    x += (width + TRACKING) * scale;
  }
  return svg;
}
