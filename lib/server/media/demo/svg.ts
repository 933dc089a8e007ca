/** Collects <defs> (gradients, filters, clip paths) with unique ids while a picture is composed. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private add(prefix: string, build: (id: string) => string): string {
    const id = `${prefix}${this.counter++}`;
    this.defs.push(build(id));
    return id;
  }

  /** Stops are [offset 0–1, colour, opacity?]; the gradient spans the shape's own box unless `user` is set. */
  linear(stops: readonly Stop[], [x1, y1, x2, y2]: readonly number[], user = false): string {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const id = this.add('lg', (gid) => `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsXml(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], [cx, cy, r, fx = cx, fy = cy]: readonly number[], user = false): string {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const id = this.add(
      'rg',
      (gid) => `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${units}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.add('cp', (cid) => `<clipPath id="${cid}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export type Stop = readonly [number, string, number?];

const stopsXml = (stops: readonly Stop[]) =>
  stops.map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`).join('');

/** One decimal is plenty for pixels and keeps the SVG short. */
export const r1 = (n: number) => Math.round(n * 10) / 10;
