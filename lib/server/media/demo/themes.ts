import type { Subject } from './subjects';

/**
 * What the editorial pictures (slides, banners, blog, workshop, category, designer, fashion, about,
 * popup) show for a theme: the first subject leads, the others keep it company.
 */
export const THEMES = {
  jewellery: ['necklace', 'ring', 'earrings', 'bracelet'],
  rings: ['ring', 'bracelet', 'earrings'],
  earrings: ['earrings', 'ring', 'necklace'],
  hair: ['hairclip', 'comb', 'scarf'],
  ceramics: ['vase', 'bowl', 'mug'],
  lighting: ['lamp', 'pendant', 'budvase'],
  textiles: ['cushion', 'textiles', 'rug'],
  linen: ['dress', 'textiles', 'cushion'],
  art: ['print', 'painting', 'sculpture'],
  photography: ['photo', 'print', 'vase'],
  sculpture: ['sculpture', 'vase', 'bowl'],
  women: ['dress', 'bag', 'shoes'],
  men: ['knit', 'shoes', 'belt'],
  knits: ['knit', 'scarf', 'textiles'],
  shirts: ['top', 'trousers', 'belt'],
  scarves: ['scarf', 'textiles', 'bag'],
  shoes: ['boots', 'shoes', 'sandals'],
  bags: ['bag', 'tote', 'clutch'],
  leather: ['clutch', 'belt', 'bag'],
  kids: ['toy', 'stacker', 'bear'],
  baby: ['bear', 'mobile', 'rattle'],
  pets: ['petbed', 'bowl', 'ball'],
  office: ['book', 'pen', 'lamp'],
  kitchen: ['board', 'teapot', 'bowl'],
  table: ['plates', 'glasses', 'carafe'],
  bath: ['textiles', 'soap', 'bottle'],
  candles: ['candle', 'diffuser', 'budvase'],
  garden: ['planter', 'lantern', 'wateringcan'],
  furniture: ['chair', 'table', 'vase'],
  home: ['vase', 'lamp', 'cushion'],
  glass: ['carafe', 'glasses', 'budvase'],
  care: ['bottle', 'soap', 'comb'],
  collection: ['vase', 'cushion', 'candle', 'budvase'],
  sale: ['bag', 'vase', 'cushion'],
  studio: ['vase', 'bowl', 'planter'],
} as const satisfies Record<string, readonly Subject[]>;

export type Theme = keyof typeof THEMES;

export const isTheme = (name: string): name is Theme => Object.hasOwn(THEMES, name);
