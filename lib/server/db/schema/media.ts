import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every demo picture the seed refers to, as a path under /media (e.g. `demo/product/vase-p1-1-b86b4b.webp`).
 * The media route draws a missing demo picture only when its path is listed here.
 */
export const mediaAssets = pgTable('media_assets', {
  path: text('path').primaryKey(),
});
