import { sql, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '../../shop/search-text';

/**
 * `foldSearchText` of lib/shop/search-text.ts in SQL: the same letter table, then lower-case, then
 * everything but a–z and 0–9 becomes one space. Immutable functions only, so it can define a
 * generated column; the table is written inline (it holds no quote) because a generated column's
 * expression cannot take parameters.
 */
export const foldSql = (text: SQL) =>
  sql`trim(regexp_replace(lower(translate(${text}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})), '[^a-z0-9]+', ' ', 'g'))`;
