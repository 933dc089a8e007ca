type Rgb = [number, number, number];

const parse = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const format = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** Linear blend of two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards white, negative darken towards a warm black. */
export const shade = (colour: string, amount: number) =>
  amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#1c1814', -amount);

/** Perceived brightness 0–1, to choose light or dark marks on a colour. */
export function luminance(colour: string): number {
  const [r, g, b] = parse(colour);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
