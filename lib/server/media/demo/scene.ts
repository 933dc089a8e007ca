import { mix, shade } from './colour';
import { candle, type Drawn, frame, lamp, plinth, ring, shadow, type Spot, sphere, stems, stool, textiles, vessel, VESSELS } from './objects';
import { OBJECT_COLOURS, ROOMS, WOODS } from './palette';
import type { Random } from '../../random';
import { r1, SvgDoc } from './svg';

type Subject = 'vessel' | 'bowl' | 'lamp' | 'frame' | 'textiles' | 'candle' | 'stool' | 'ring' | 'sphere';

/** How often each subject leads a picture; vessels dominate, as in a design shop. */
const LEADS: readonly Subject[] = ['vessel', 'vessel', 'vessel', 'bowl', 'lamp', 'frame', 'textiles', 'candle', 'stool', 'ring', 'vessel', 'lamp'];
const COMPANIONS: readonly Subject[] = ['vessel', 'bowl', 'sphere', 'candle', 'vessel', 'sphere'];

/** Half width of each subject as a share of its height, to keep a pair apart. */
const HALF: Record<Subject, number> = {
  vessel: 0.32, bowl: 1.25, lamp: 0.38, frame: 0.4, textiles: 0.9, candle: 0.22, stool: 0.5, ring: 0.8, sphere: 0.5,
};

/** Subjects look right at different heights relative to the main one. */
const SCALE: Record<Subject, number> = {
  vessel: 1, bowl: 0.42, lamp: 1.05, frame: 1.25, textiles: 0.55, candle: 0.5, stool: 0.72, ring: 0.3, sphere: 0.38,
};

export interface SceneOptions {
  /** Product gallery views: 1 the full still life, 2 and 4 the main object closer, 3 it alone in another room. */
  view: number;
  /** Swaps object colours, for the photo swatch of a variation. */
  tint: number;
}

function drawSubject(doc: SvgDoc, rng: Random, subject: Subject, spot: Spot, colour: string): Drawn {
  switch (subject) {
    case 'vessel': {
      const shape = rng.pick(VESSELS.filter((v) => v !== 'bowl' && v !== 'cup'));
      const drawn = vessel(doc, spot, { shape, colour, glossy: rng.chance(0.45) });
      const narrow = shape === 'bottle' || shape === 'bud' || shape === 'flask' || shape === 'amphora';
      const reach = Math.min(spot.size * 0.9, drawn.top - doc.height * 0.05);
      return narrow && reach > spot.size * 0.3 && rng.chance(0.5) ? { ...drawn, svg: stems(doc, rng, spot.cx, drawn.top + 2, reach) + drawn.svg } : drawn;
    }
    case 'bowl':
      return vessel(doc, spot, { shape: rng.chance(0.7) ? 'bowl' : 'cup', colour, glossy: rng.chance(0.5) });
    case 'lamp':
      return lamp(doc, spot, colour);
    case 'frame':
      return frame(doc, rng, spot);
    case 'textiles':
      return textiles(doc, rng, spot, colour);
    case 'candle':
      return candle(doc, spot, mix(colour, '#f1e9da', 0.7));
    case 'stool':
      return stool(doc, spot, mix(rng.pick(WOODS), colour, 0.3));
    case 'ring':
      return ring(doc, rng, spot);
    case 'sphere':
      return sphere(doc, spot, colour);
  }
}

/** Draws an object with its shadow; small things get a plinth to stand on. */
function place(doc: SvgDoc, rng: Random, subject: Subject, spot: Spot, colour: string, room: readonly [string, string]): Drawn {
  let stand = '';
  let standShadow = '';
  let at = spot;
  if (subject === 'ring' || (subject !== 'frame' && subject !== 'stool' && subject !== 'textiles' && rng.chance(0.28))) {
    const height = spot.size * (subject === 'ring' ? 1.4 : 0.32);
    const width = spot.size * Math.max(subject === 'ring' ? 1.6 : 0.7, HALF[subject] * 1.3);
    const block = plinth(doc, { cx: spot.cx, base: spot.base, size: height }, shade(room[0], rng.pick([-0.04, 0.05, -0.1])), width);
    stand = block.svg;
    standShadow = shadow(doc, spot, block, height);
    at = { ...spot, base: block.top + width * 0.03 };
  }
  // Keep the top of the object inside the frame.
  at = { ...at, size: Math.min(at.size, at.base - doc.height * 0.07) };
  const drawn = drawSubject(doc, rng, subject, at, colour);
  return { ...drawn, svg: standShadow + stand + shadow(doc, at, drawn, at.base - drawn.top) + drawn.svg };
}

/** A still life in a quiet room: wall, floor, soft light, one or two objects. */
export function stillLife(doc: SvgDoc, rng: Random, { view, tint }: SceneOptions): string {
  const { width: W, height: H } = doc;
  const wide = W / H > 1.4;
  const room = ROOMS[(Math.floor(rng.next() * ROOMS.length) + (view === 3 ? 4 : 0)) % ROOMS.length];
  const horizon = H * (wide ? rng.range(0.66, 0.72) : rng.range(0.6, 0.68));
  const floorDepth = H - horizon;
  const lead = rng.pick(LEADS);
  const colours = [0, 1, 2].map(() => {
    const index = Math.floor(rng.next() * OBJECT_COLOURS.length);
    return OBJECT_COLOURS[(index + tint * 3) % OBJECT_COLOURS.length];
  });
  // Wide frames hold a group of three; the third view of a product shows it alone.
  const companions: Subject[] = view !== 3 && rng.chance(wide ? 0.85 : 0.6) ? [rng.pick(COMPANIONS)] : [];
  if (wide && companions.length > 0 && rng.chance(0.55)) companions.push(rng.pick(COMPANIONS));

  const reference = H * (wide ? 0.58 : 0.4);
  const leadSize = Math.min(reference * Math.max(SCALE[lead], 0.55), W * 0.5);
  const side = rng.chance(0.5) ? 1 : -1;
  const leadX = wide ? W * rng.range(0.6, 0.7) : W * (companions.length > 0 ? 0.5 + side * 0.1 : 0.5);
  const leadSpot: Spot = { cx: leadX, base: horizon + floorDepth * 0.45, size: leadSize };
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
  companions.forEach((companion, i) => {
    const size = Math.min(reference * SCALE[companion], leadSize * 0.75);
    const half = size * HALF[companion];
    const cx = leadX + (i === 0 ? sideways : -sideways) * (leadSize * HALF[lead] + half + W * 0.02);
    const margin = half + W * 0.05;
    items.push({
      subject: companion,
      spot: { cx: Math.min(W - margin, Math.max(margin, cx)), base: leadSpot.base + floorDepth * (i === 0 ? 0.18 : 0.08), size },
      colour: colours[i + 1],
    });
  });
  let leadTop = leadSpot.base - leadSize;
  for (const item of items.sort((a, b) => a.spot.base - b.spot.base)) {
    const drawn = place(doc, rng, item.subject, item.spot, item.colour, room);
    if (item.spot === leadSpot) leadTop = drawn.top;
    svg += drawn.svg;
  }

  if (view <= 1) return svg;
  // Other views: the main object seen closer (the third alone, in another room), kept inside the frame.
  const zoom = view === 2 ? 1.45 : view === 3 ? 1.15 : 1.8;
  const focusY = (leadTop + leadSpot.base) / 2;
  const tx = Math.min(0, Math.max(W - W * zoom, W / 2 - leadX * zoom));
  const ty = Math.min(0, Math.max(H - H * zoom, H / 2 - focusY * zoom));
  return `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${zoom})">${svg}</g>`;
}
