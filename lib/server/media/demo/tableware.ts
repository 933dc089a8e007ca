import { mix, shade } from './colour';
import type { Drawn, Spot } from './objects';
import { across, down, local, metal, shapes } from './paint';
import type { Random } from '../../random';
import type { SvgDoc } from './svg';

const { rect, ellipse, path, line } = shapes;

/** An upright cylinder in local units, open (dark mouth) or closed. */
export function drum(doc: SvgDoc, x: number, y: number, w: number, h: number, c: string, open = true): string {
  const rx = w / 2;
  const ry = w * 0.12;
  const mouth = open ? down(doc, shade(c, -0.5), -0.3) : shade(c, 0.12);
  return (
    path(`M${x} ${y}V${y + h}A${rx} ${ry} 0 0 0 ${x + w} ${y + h}V${y}Z`, across(doc, c)) +
    ellipse(x + rx, y, rx, ry, mouth, ` stroke="${shade(c, 0.18)}" stroke-width="${(w * 0.02).toFixed(2)}"`)
  );
}

export function mug(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(spot, 1.05, line('M74 34C100 34 100 78 72 76', shade(c, -0.12), 8) + drum(doc, 14, 18, 62, 79, c), 0.38);
}

export function plates(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const count = rng.int(3, 5);
  let body = '';
  for (let i = count - 1; i >= 0; i--) {
    const y = 96 - i * 7;
    body += ellipse(60, y, 58, 9, shade(c, -0.25)) + ellipse(60, y - 2.5, 58, 9, across(doc, c)) + ellipse(60, y - 3.5, 38, 5.5, shade(c, -0.06));
  }
  // One plate leans against the stack, seen face on.
  body = ellipse(60, 42, 44, 44, across(doc, shade(c, 0.04))) + ellipse(60, 42, 30, 30, down(doc, shade(c, -0.05), 0.05)) + body;
  return local(spot, 1.2, body, 0.45);
}

export function teapot(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const body =
    line('M24 58C6 50 4 36 0 30', shade(c, -0.1), 7) +
    line('M98 46C116 46 118 82 96 84', shade(c, -0.15), 6) +
    path('M22 98C10 90 8 62 22 48C34 36 86 36 98 48C112 62 110 90 98 98Z', across(doc, c)) +
    ellipse(60, 44, 30, 5, shade(c, 0.1)) +
    path('M44 42C46 30 74 30 76 42Z', across(doc, c)) +
    ellipse(60, 28, 5, 3.5, shade(c, -0.1));
  return local(spot, 1.2, body, 0.36);
}

export function carafe(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const glass = mix(c, '#dfe8e4', 0.6);
  const outline = 'M20 98C4 90 4 60 22 48C30 42 31 32 30 10H50C49 32 50 42 58 48C76 60 76 90 60 98Z';
  const body =
    path(outline, across(doc, glass), ' opacity="0.55"') +
    path('M10 76C12 88 18 96 26 98H54C62 96 68 88 70 76Z', mix(c, '#f1e3c4', 0.35), ' opacity="0.55"') +
    path(outline, 'none', ` stroke="${shade(glass, -0.35)}" stroke-width="1.2"`) +
    rect(20, 20, 3, 60, '#ffffff', 1.5, ' opacity="0.6"') +
    ellipse(40, 10, 10, 2, shade(glass, -0.2));
  return local(spot, 0.8, body, 0.4);
}

export function glasses(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const tea = mix(c, '#9c3f1e', 0.55);
  let body = '';
  for (const [x, y, s] of [[6, 18, 0.82], [58, 10, 0.9], [34, 30, 1]] as const) {
    const tulip = `M${x + 4 * s} ${y}C${x - 2 * s} ${y + 30 * s} ${x + 12 * s} ${y + 38 * s} ${x + 8 * s} ${y + 52 * s}C${x + 6 * s} ${y + 62 * s} ${x + 4 * s} ${y + 66 * s} ${x + 6 * s} ${y + 70 * s}H${x + 30 * s}C${x + 32 * s} ${y + 66 * s} ${x + 30 * s} ${y + 62 * s} ${x + 28 * s} ${y + 52 * s}C${x + 24 * s} ${y + 38 * s} ${x + 38 * s} ${y + 30 * s} ${x + 32 * s} ${y}Z`;
    body +=
      ellipse(x + 18 * s, y + 70 * s + 1, 20 * s, 3 * s, shade(c, 0.3), ` stroke="${shade(c, -0.2)}" stroke-width="0.8"`) +
      path(tulip, across(doc, tea), ' opacity="0.85"') +
      path(tulip, 'none', ' stroke="#ffffff" stroke-width="0.8" opacity="0.7"') +
      ellipse(x + 18 * s, y, 14 * s, 2.2 * s, shade(tea, 0.35));
  }
  return local(spot, 0.95, body, 0.45);
}

export function board(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const wood = mix(c, '#a27b57', 0.55);
  const body =
    path('M14 100V34C14 24 20 20 26 20H28V8C28 2 44 2 44 8V20H46C52 20 58 24 58 34V100Z', down(doc, wood, 0.18)) +
    ellipse(36, 11, 4, 4, shade(wood, -0.45)) +
    line('M22 40C30 60 24 80 30 96M44 30C50 50 42 70 50 94', shade(wood, -0.15), 0.8, ' opacity="0.6"') +
    rect(12, 96, 48, 4, shade(wood, -0.3), 1);
  return local(spot, 0.72, body, 0.5);
}

export function cutlery(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const steel = mix(c, '#c9c4ba', 0.6);
  const fill = metal(doc, steel);
  const body =
    path('M8 4V26C8 32 12 34 14 34V96C14 100 20 100 20 96V34C22 34 26 32 26 26V4H23V24H19V4H15V24H11V4Z', fill) +
    path('M48 0C38 0 36 14 36 20C36 28 40 34 44 34V96C44 100 50 100 50 96V34C54 34 58 28 58 20C58 14 56 0 48 0Z', fill) +
    path('M76 0C70 6 68 30 70 46H74V96C74 100 80 100 80 96V2C80 0 78 -1 76 0Z', fill);
  return local(spot, 0.88, body, 0.5);
}

export function planter(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  const leaf = rng.pick(['#5f7350', '#6e7f56', '#4f6446']);
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const angle = -80 + i * 20 + rng.range(-6, 6);
    const length = rng.range(28, 44);
    leaves += `<g transform="translate(50 52) rotate(${angle.toFixed(1)})">${path(`M0 0C${length * 0.3} -8 ${length * 0.8} -7 ${length} 0C${length * 0.8} 7 ${length * 0.3} 8 0 0Z`, down(doc, shade(leaf, (i % 3) * 0.08), 0.2))}</g>`;
  }
  return local(spot, 1, leaves + path('M24 54H76L70 100H30Z', across(doc, c)) + ellipse(50, 54, 26, 3.5, shade(c, -0.4)), 0.26);
}

export function basket(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const straw = mix(c, '#c9a46c', 0.65);
  let weave = '';
  for (let y = 30; y < 98; y += 6) weave += line(`M10 ${y}Q60 ${y + 6} 110 ${y}`, shade(straw, -0.2), 1, ' opacity="0.55"');
  const outline = 'M8 28H112L102 96C100 100 20 100 18 96Z';
  return local(
    spot,
    1.2,
    path(outline, across(doc, straw)) + `<g clip-path="${doc.clip(path(outline, '#000'))}">${weave}</g>` + ellipse(60, 28, 52, 6, shade(straw, -0.4)) + line('M34 28C34 4 86 4 86 28', shade(straw, -0.1), 4),
    0.4,
  );
}

export function diffuser(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const glass = mix(c, '#b7a58a', 0.4);
  let reeds = '';
  for (const lean of [-16, -9, -3, 4, 10, 17]) reeds += line(`M30 50L${30 + lean} ${4 + Math.abs(lean) * 0.6}`, '#6b5237', 1.2);
  return local(spot, 0.6, reeds + path('M12 98C8 90 6 62 14 54H46C54 62 52 90 48 98Z', across(doc, glass)) + rect(20, 44, 20, 12, shade(glass, -0.35), 2) + rect(14, 72, 32, 14, '#f3ede2', 1, ' opacity="0.9"'), 0.42);
}

/** A pen pot holding pencils and a brush. */
export function penpot(doc: SvgDoc, rng: Random, spot: Spot, c: string): Drawn {
  let tools = '';
  for (const [x, lean, tone] of [[22, -10, '#c99a4a'], [30, -3, '#2b2926'], [38, 5, '#b86b4b'], [44, 12, '#6b7b8c']] as const) {
    tools += line(`M${x} 50L${x + lean} ${rng.int(4, 14)}`, tone, 4) + line(`M${x + lean * 0.95} ${12}L${x + lean} ${6}`, '#e8d9bf', 2);
  }
  return local(spot, 0.66, tools + drum(doc, 8, 44, 50, 54, c), 0.42);
}

/** A metal lantern with glass sides and a lit candle inside. */
export function lantern(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  const frame = metal(doc, c);
  const glow = doc.radial([[0, '#fff1cf', 0.9], [1, '#fff1cf', 0]], [0.5, 0.5, 0.5]);
  return local(
    spot,
    0.6,
    line('M14 18C14 0 46 0 46 18', shade(c, -0.2), 2.4) + path('M8 26L30 14L52 26Z', frame) +
      rect(10, 26, 40, 66, '#f6efe2', 0, ' opacity="0.5"') + ellipse(30, 64, 18, 22, glow) +
      rect(23, 62, 14, 26, down(doc, '#efe6d6', 0.1)) + path('M30 48C33 54 33 58 30 60C27 58 27 54 30 48Z', '#f2b24e') +
      [10, 48].map((x) => rect(x, 26, 2.5, 66, frame)).join('') + rect(6, 90, 48, 8, frame, 1) + rect(8, 24, 44, 4, frame),
    0.42,
  );
}

/** A watering can: a round body, a long spout and a looped handle. */
export function wateringCan(doc: SvgDoc, _rng: Random, spot: Spot, c: string): Drawn {
  return local(
    spot,
    1.5,
    line('M100 62L144 22', shade(c, -0.12), 6) + ellipse(146, 20, 5, 3, shade(c, -0.3)) +
      line('M30 40C30 6 86 6 86 40', shade(c, -0.1), 6) + drum(doc, 20, 36, 76, 62, c, true),
    0.36,
  );
}
