import { shade } from './colour';
import { type Drawn, plinth, shadow, type Spot } from './objects';
import { OBJECT_COLOURS, ROOMS } from './palette';
import type { Random } from '../../random';
import { SUBJECTS, type Subject } from './subjects';
import { r1, SvgDoc } from './svg';
import { THEMES, type Theme } from './themes';

const half = (subject: Subject) => SUBJECTS[subject].aspect / 2;

/** Draws an object with its shadow; small things stand on a plinth. */
function place(doc: SvgDoc, rng: Random, subject: Subject, spot: Spot, colour: string, room: readonly [string, string]): Drawn {
  let stand = '';
  let standShadow = '';
  let at = spot;
  if (SUBJECTS[subject].small) {
    const height = spot.size * 0.8;
    const width = Math.max(spot.size * 1.5, spot.size * SUBJECTS[subject].aspect * 1.3);
    const block = plinth(doc, { cx: spot.cx, base: spot.base, size: height }, shade(room[0], rng.pick([-0.04, 0.05, -0.1])), width);
    stand = block.svg;
    standShadow = shadow(doc, spot, block, height);
    at = { ...spot, base: block.top + width * 0.03 };
  }
  // Keep the top of the object inside the frame.
  at = { ...at, size: Math.min(at.size, at.base - doc.height * 0.07) };
  const drawn = SUBJECTS[subject].draw(doc, rng, at, colour);
  return { ...drawn, svg: standShadow + stand + shadow(doc, at, drawn, at.base - drawn.top) + drawn.svg };
}

export interface SceneOptions {
  /** What the picture is about: its subjects come from the theme. */
  theme: Theme;
  /** Keeps the lower part of the frame quiet for a caption laid over it (the phone slide). */
  captionBelow?: boolean;
}

/** A still life in a quiet room: wall, floor, soft light, one or two objects. */
export function stillLife(doc: SvgDoc, rng: Random, { theme, captionBelow = false }: SceneOptions): string {
  const { width: W, height: H } = doc;
  const wide = W / H > 1.4;
  const room = rng.pick(ROOMS);
  const horizon = H * (captionBelow ? rng.range(0.48, 0.52) : wide ? rng.range(0.66, 0.72) : rng.range(0.6, 0.68));
  const floorDepth = H - horizon;
  const [lead, ...others] = THEMES[theme] as readonly Subject[];
  const colours = rng.sample(OBJECT_COLOURS, 3);
  // Wide frames hold a group of three, upright ones a pair.
  const companions = rng.sample(others, wide ? 2 : 1);

  const reference = H * (wide ? 0.66 : captionBelow ? 0.36 : 0.46);
  // The lead is always large enough to name the picture; small things stand on a plinth.
  const leadScale = SUBJECTS[lead].small ? 0.5 : Math.min(1.25, Math.max(SUBJECTS[lead].scale, 0.85));
  const leadSize = Math.min(reference * leadScale, (W * 0.4) / SUBJECTS[lead].aspect);
  const side = rng.chance(0.5) ? 1 : -1;
  const leadX = wide ? W * rng.range(0.6, 0.7) : W * (companions.length > 0 ? 0.5 + side * 0.1 : 0.5);
  const leadSpot: Spot = { cx: leadX, base: horizon + floorDepth * (captionBelow ? 0.16 : 0.45), size: leadSize };
  const sideways = wide ? (rng.chance(0.6) ? -1 : 1) : -side;

  // Light from the upper left, as two axis-aligned washes: diagonal or radial full-frame gradients render several times slower.
  const wall = doc.linear([[0, shade(room[0], 0.18)], [1, shade(room[0], -0.02)]], [0, 0, 0, 1]);
  const wash = doc.linear([[0, '#ffffff', 0.32], [0.75, '#ffffff', 0]], [0, 0, 1, 0]);
  const floor = doc.linear([[0, shade(room[1], 0.06)], [1, shade(room[1], -0.07)]], [0, 0, 0, 1]);
  const seam = doc.linear([[0, '#2a1f16', 0], [0.5, '#2a1f16', 0.1], [1, '#2a1f16', 0]], [0, 0, 0, 1]);
  let svg =
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<rect width="${W}" height="${r1(horizon)}" fill="${wash}"/>`;
  if (rng.chance(0.4)) {
    // A shallow arched niche behind the main object.
    const archW = Math.max(leadSize * 1.3, W * 0.26);
    const x = leadX - archW / 2;
    const top = horizon - Math.min(H * 0.82, leadSize * 2.4);
    const niche = doc.linear([[0, shade(room[0], -0.09)], [0.08, shade(room[0], -0.03)], [1, shade(room[0], 0.04)]], [0, 0, 1, 0]);
    svg += `<path d="M${r1(x)} ${r1(horizon)}V${r1(top + archW / 2)}A${r1(archW / 2)} ${r1(archW / 2)} 0 0 1 ${r1(x + archW)} ${r1(top + archW / 2)}V${r1(horizon)}Z" fill="${niche}"/>`;
  } else if (rng.chance(0.5)) {
    // Window light falling across the wall.
    const x = W * rng.range(0.05, 0.35);
    const w = W * 0.18;
    const beam = doc.linear([[0, '#fffaf0', 0], [0.3, '#fffaf0', 0.32], [0.7, '#fffaf0', 0.32], [1, '#fffaf0', 0]], [0, 0, 1, 0]);
    svg += `<path d="M${r1(x)} ${r1(H * 0.05)}h${r1(w)}l${r1(w * 0.9)} ${r1(horizon - H * 0.05)}h${r1(-w)}Z" fill="${beam}"/>`;
  }
  svg +=
    `<rect y="${r1(horizon)}" width="${W}" height="${r1(floorDepth)}" fill="${floor}"/>` +
    `<rect y="${r1(horizon - 8)}" width="${W}" height="16" fill="${seam}"/>`;

  const items: { subject: Subject; spot: Spot; colour: string }[] = [{ subject: lead, spot: leadSpot, colour: colours[0] }];
  // How far the group already reaches on each side of the lead; companions go beside it, never in front of it.
  const reach = { [-1]: leadSize * half(lead), [1]: leadSize * half(lead) } as Record<-1 | 1, number>;
  companions.forEach((companion, i) => {
    const size = Math.min(Math.max(reference * SUBJECTS[companion].scale, leadSize * 0.4), leadSize * 0.8, (W * 0.24) / SUBJECTS[companion].aspect);
    const width = Math.max(size * half(companion), SUBJECTS[companion].small ? size * 0.85 : 0);
    const margin = width + W * 0.04;
    const centre = (dir: -1 | 1) => leadX + dir * (reach[dir] + width + W * 0.03);
    const overflow = (dir: -1 | 1) => Math.max(0, margin - centre(dir), centre(dir) - (W - margin));
    const preferred = (i === 0 ? sideways : -sideways) as -1 | 1;
    const dir = overflow(preferred) <= overflow(-preferred as -1 | 1) ? preferred : (-preferred as -1 | 1);
    const cx = Math.min(W - margin, Math.max(margin, centre(dir)));
    reach[dir] = Math.abs(cx - leadX) + width;
    items.push({
      subject: companion,
      spot: { cx, base: leadSpot.base + floorDepth * (i === 0 ? 0.18 : 0.08) * (captionBelow ? 0.5 : 1), size },
      colour: colours[i + 1],
    });
  });
  for (const item of items.sort((a, b) => a.spot.base - b.spot.base)) {
    svg += place(doc, rng, item.subject, item.spot, item.colour, room).svg;
  }
  return svg;
}
