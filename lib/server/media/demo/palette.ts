/** Gallery walls: warm whites, plaster, clay and a few cool greys. Each is [wall, floor]. */
export const ROOMS: readonly (readonly [string, string])[] = [
  ['#efe9e1', '#d9cfc2'],
  ['#e9e2d8', '#cdbfae'],
  ['#f1ede7', '#dcd4ca'],
  ['#e6dfd3', '#c9b8a3'],
  ['#e8d9cc', '#cfb7a4'],
  ['#dcd9cf', '#bdb7a8'],
  ['#dfe1dc', '#c3c5bd'],
  ['#e4ddd5', '#b9a996'],
  ['#ece3d9', '#d2c2b3'],
  ['#d8d2c8', '#aea492'],
];

/** Muted, earthy object colours. */
export const OBJECT_COLOURS = [
  '#b86b4b', // terracotta
  '#8e9c82', // sage
  '#c99a4a', // ochre
  '#3d3a36', // charcoal
  '#ece4d6', // bone
  '#a7876b', // clay
  '#9c4f34', // rust
  '#6e6b45', // olive
  '#6b7b8c', // slate blue
  '#d4a59a', // blush
  '#2b2926', // black glaze
  '#6b4a33', // walnut
  '#c2b59b', // sand
  '#7d8a8c', // celadon grey
] as const;

export const WOODS = ['#a27b57', '#6b4a33', '#c19a6b', '#3b2f28'] as const;

/** Solid grounds for monogram logos. */
export const LOGO_GROUNDS = ['#2f2b27', '#b86b4b', '#6e6b45', '#ece4d6', '#3f4c5a', '#8e9c82', '#9c4f34', '#d8cbb8'] as const;
