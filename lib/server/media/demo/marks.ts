import { luminance } from './colour';
import { initialsOf, lettering } from './monogram';
import { LOGO_GROUNDS } from './palette';
import type { Random } from '../../random';
import { r1, type SvgDoc } from './svg';

/** The crafts a studio's mark can draw, after the material families of lib seed data. */
export const CRAFTS = ['ceramic', 'glass', 'wood', 'metal', 'textile', 'leather', 'stone', 'paper', 'jewel', 'wax', 'care'] as const;
export type Craft = (typeof CRAFTS)[number];
export const isCraft = (name: string): name is Craft => (CRAFTS as readonly string[]).includes(name);

type Emblem = (rng: Random, ink: string, w: number) => string;

const stroke = (ink: string, w: number) => `fill="none" stroke="${ink}" stroke-width="${r1(w)}" stroke-linecap="round" stroke-linejoin="round"`;

/**
 * One emblem per craft, drawn in a 100-unit box with a few drawn proportions of the studio's own
 * (so two ceramic studios get two different vessels).
 */
const EMBLEMS: Record<Craft, Emblem> = {
  ceramic: (rng, ink, w) => {
    const belly = rng.int(26, 40);
    const neck = rng.int(8, 14);
    return `<path d="M${50 - neck} 8H${50 + neck}C${50 + neck} 24 ${50 + belly} 34 ${50 + belly} 58C${50 + belly} 80 ${62} 92 50 92C38 92 ${50 - belly} 80 ${50 - belly} 58C${50 - belly} 34 ${50 - neck} 24 ${50 - neck} 8Z" ${stroke(ink, w)}/>` +
      `<path d="M${50 - belly + 4} ${rng.int(50, 62)}H${50 + belly - 4}" ${stroke(ink, w * 0.6)}/>`;
  },
  glass: (rng, ink, w) => `<path d="M50 6C${rng.int(60, 70)} 30 80 48 80 64A30 30 0 0 1 20 64C20 48 ${rng.int(30, 40)} 30 50 6Z" ${stroke(ink, w)}/><path d="M34 66A16 16 0 0 0 44 80" ${stroke(ink, w * 0.6)}/>`,
  wood: (rng, ink, w) => {
    const rings = rng.int(3, 5);
    return Array.from({ length: rings }, (_, i) => {
      const r = 42 - i * (34 / rings);
      return `<ellipse cx="${50 + i * rng.int(0, 2)}" cy="50" rx="${r1(r)}" ry="${r1(r * 0.86)}" ${stroke(ink, w * (i === 0 ? 1 : 0.6))}/>`;
    }).join('');
  },
  metal: (rng, ink, w) => {
    const dots = rng.int(8, 14);
    const marks = Array.from({ length: dots }, (_, i) => {
      const a = (i / dots) * Math.PI * 2;
      return `<circle cx="${r1(50 + Math.cos(a) * 30)}" cy="${r1(50 + Math.sin(a) * 30)}" r="${r1(w * 0.7)}" fill="${ink}"/>`;
    }).join('');
    return `<circle cx="50" cy="50" r="42" ${stroke(ink, w)}/>${marks}<circle cx="50" cy="50" r="${rng.int(10, 18)}" ${stroke(ink, w * 0.8)}/>`;
  },
  textile: (rng, ink, w) => {
    const threads = rng.int(3, 5);
    const step = 70 / threads;
    const lines = Array.from({ length: threads }, (_, i) => {
      const at = r1(15 + step * (i + 0.5));
      return `<path d="M15 ${at}H85M${at} 15V85" ${stroke(ink, w * 0.7)}/>`;
    }).join('');
    return `<rect x="12" y="12" width="76" height="76" rx="4" ${stroke(ink, w)}/>${lines}`;
  },
  leather: (rng, ink, w) =>
    `<rect x="10" y="18" width="80" height="64" rx="${rng.int(8, 16)}" ${stroke(ink, w)}/><rect x="18" y="26" width="64" height="48" rx="${rng.int(4, 10)}" ${stroke(ink, w * 0.5)} stroke-dasharray="${r1(w * 1.6)} ${r1(w * 1.6)}"/>`,
  stone: (rng, ink, w) =>
    `<ellipse cx="50" cy="80" rx="${rng.int(34, 40)}" ry="12" ${stroke(ink, w)}/><ellipse cx="${rng.int(44, 56)}" cy="54" rx="${rng.int(22, 28)}" ry="11" ${stroke(ink, w)}/><ellipse cx="50" cy="30" rx="${rng.int(12, 17)}" ry="9" ${stroke(ink, w)}/>`,
  paper: (rng, ink, w) => {
    const fold = rng.int(16, 26);
    return `<path d="M18 8H${82 - fold}L82 ${8 + fold}V92H18Z" ${stroke(ink, w)}/><path d="M${82 - fold} 8V${8 + fold}H82" ${stroke(ink, w * 0.7)}/>` +
      [40, 54, 68].map((y) => `<path d="M28 ${y}H${rng.int(58, 72)}" ${stroke(ink, w * 0.6)}/>`).join('');
  },
  jewel: (rng, ink, w) => {
    const table = rng.int(14, 22);
    return `<path d="M${50 - table - 16} 34L${50 - table} 16H${50 + table}L${50 + table + 16} 34L50 90Z" ${stroke(ink, w)}/>` +
      `<path d="M${50 - table - 16} 34H${50 + table + 16}M${50 - table} 16L${50 - table / 2} 34L50 90L${50 + table / 2} 34L${50 + table} 16" ${stroke(ink, w * 0.55)}/>`;
  },
  wax: (rng, ink, w) =>
    `<rect x="36" y="46" width="28" height="46" rx="3" ${stroke(ink, w)}/><path d="M50 8C${rng.int(58, 64)} 22 60 34 50 38C40 34 ${rng.int(36, 42)} 22 50 8Z" ${stroke(ink, w * 0.8)}/><path d="M50 38V46" ${stroke(ink, w * 0.6)}/>`,
  care: (rng, ink, w) => {
    const leaves = rng.int(2, 4);
    const stem = `<path d="M50 94C50 70 50 40 ${rng.int(46, 54)} 8" ${stroke(ink, w)}/>`;
    const pairs = Array.from({ length: leaves }, (_, i) => {
      const y = 78 - i * (56 / leaves);
      return `<path d="M50 ${r1(y)}C36 ${r1(y - 4)} 26 ${r1(y - 14)} 24 ${r1(y - 22)}C36 ${r1(y - 22)} 46 ${r1(y - 12)} 50 ${r1(y)}Z" ${stroke(ink, w * 0.7)}/>` +
        `<path d="M50 ${r1(y - 6)}C64 ${r1(y - 10)} 74 ${r1(y - 20)} 76 ${r1(y - 28)}C64 ${r1(y - 28)} 54 ${r1(y - 18)} 50 ${r1(y - 6)}Z" ${stroke(ink, w * 0.7)}/>`;
    }).join('');
    return stem + pairs;
  },
};

/**
 * A studio's mark: an emblem of its craft, drawn with proportions of its own, above its initials in
 * thin geometric capitals, on a ground of its own. Drawn as paths, so it looks the same on any server.
 */
export function studioMark(doc: SvgDoc, rng: Random, craft: Craft, slug: string): string {
  const { width: W, height: H } = doc;
  const ground = rng.pick(LOGO_GROUNDS);
  const ink = luminance(ground) > 0.6 ? '#2f2b27' : '#f3ede3';
  const box = Math.min(W, H) * 0.42;
  const k = box / 100;
  const emblem = EMBLEMS[craft](rng, ink, 3.2);
  return (
    `<rect width="${W}" height="${H}" fill="${ground}"/>` +
    `<g transform="translate(${r1((W - box) / 2)} ${r1(H * 0.16)}) scale(${k.toFixed(4)})">${emblem}</g>` +
    lettering(doc, initialsOf(slug), ink, { top: H * 0.7, cap: H * 0.11 })
  );
}
