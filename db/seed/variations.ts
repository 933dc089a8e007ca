import type { VariationType } from '@/lib/server/db/schema';
import type { SeededCategory } from './catalog';
import type { Material } from './data/materials';
import { COLOURS, PHOTO_FINISHES } from './data/names';
import type { ObjectKind, Size, VariationCode } from './data/objects';
import { LADDER_NAMES, SIZE_LADDERS } from './data/sizes';
import type { Term } from './data/terms';
import type { Random } from '@/lib/server/random';

/** One variation before it becomes a row: its name, its price relative to the product's, its swatch. */
interface Draft {
  name: Term;
  factor: number;
  fontColor?: string;
  photo?: boolean;
  /** The colour its photo (or the product's photos, for the first choice) shows. */
  tone?: string;
}

/** How a product varies: the selector type (1 dropdown, 2 colour, 3 photo), its label and the choices. */
export interface VariationPlan {
  type: VariationType;
  name: Term;
  items: Draft[];
}

const consecutive = <T>(random: Random, items: readonly T[], count: number) => {
  const start = random.int(0, items.length - count);
  return items.slice(start, start + count);
};

/** Heights around the typical one ("20 cm", "30 cm", "45 cm"); small things get whole centimetres. */
function heights(random: Random, size: Size): Term[] | null {
  if (size[0] !== 'hd') return null;
  const typical = random.int(size[1], size[2]);
  const names = [0.7, 1, 1.4].map((f) => {
    const h = typical * f;
    return `${h < 10 ? Math.max(1, Math.round(h)) : Math.round(h / 5) * 5} cm`;
  });
  return new Set(names).size === 3 ? names.map((name) => ({ tr: name, en: name })) : null;
}

export function planVariations(random: Random, code: VariationCode, kind: ObjectKind, material: Material | null, leaf: SeededCategory): VariationPlan {
  const dropdown = (name: Term, names: readonly Term[], factors?: readonly number[]): VariationPlan => ({
    type: 1,
    name,
    items: names.map((item, i) => ({ name: item, factor: factors?.[i] ?? 1 })),
  });
  const group = leaf.parent?.key;
  switch (code) {
    case 's':
      return dropdown(LADDER_NAMES.size, heights(random, kind.size) ?? SIZE_LADDERS.small, [1, 1.35, 1.8]);
    case 'a':
      return dropdown(LADDER_NAMES.print, SIZE_LADDERS.prints, [1, 1.6, 2.4]);
    case 'b':
      return dropdown(LADDER_NAMES.size, SIZE_LADDERS.small, [1, 1.3, 1.6]);
    case 'w': {
      const ladder = group === 'bebek' ? SIZE_LADDERS.baby : group === 'cocuk' ? SIZE_LADDERS.child : SIZE_LADDERS.adult;
      return dropdown(LADDER_NAMES.garment, consecutive(random, ladder, Math.min(4, ladder.length)));
    }
    case 'f':
      return dropdown(LADDER_NAMES.shoe, consecutive(random, group === 'erkek' ? SIZE_LADDERS.menShoes : SIZE_LADDERS.womenShoes, 5));
    case 'r':
      return dropdown(LADDER_NAMES.ring, consecutive(random, SIZE_LADDERS.rings, random.int(4, 5)));
    case 'p': {
      const finishes = material ? PHOTO_FINISHES[material.family] : undefined;
      if (finishes) {
        const items = random.sample(finishes.items, random.int(2, Math.min(4, finishes.items.length)));
        const dearer = random.chance(0.3) ? 1 : -1;
        return { type: 3, name: finishes.name, items: items.map((item, i) => ({ name: item, factor: i === dearer ? 1.1 : 1, photo: true, tone: item.hex })) };
      }
      return planVariations(random, 'c', kind, material, leaf);
    }
    case 'c':
      return {
        type: 2,
        name: LADDER_NAMES.colour,
        items: random.sample(COLOURS, random.int(3, 5)).map((colour) => ({ name: colour, factor: 1, fontColor: colour.hex, tone: colour.hex })),
      };
  }
}
