/** Cache tags: a write to the data under a tag revalidates every cached read and page that used it. */
export const TAGS = {
  catalog: 'catalog',
  content: 'content',
  layout: 'layout',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_TAGS: readonly CacheTag[] = Object.values(TAGS);
