import { and, desc, eq, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shop/locale';
import { foldSearchText, oneEditApart, searchTokens, SUGGEST_MIN_CHARS } from '@/lib/shop/search-text';
import type { Db } from '../db/client';
import { designers, products, searchWords } from '../db/schema';
import { currencyOf, pick } from './localized';
import { routes } from '@/lib/shop/routes';

/**
 * The product search, Turkish-aware: the query is folded like the stored text (lib/shop/search-text.ts),
 * so case, dotted and dotless I and Turkish letters never stand in the way. Every word of the query
 * must occur in a product's search document (titles, designer, categories; services/search-index.ts);
 * a word of four letters or more that occurs nowhere is replaced by the catalogue's words one
 * keystroke away from it (`vazoo` → `vazo`, `seramk` → `seramik`). Matching is LIKE only, which the
 * documents' trigram index (pg_trgm) answers without reading every product. A word matches the start
 * of a catalogue word; a word of more than four letters also matches inside one (`seramik` in
 * `porselenseramik`), but such a fragment ranks below whole words and prefixes, so `aplik` lists
 * sconces before bookshelves (`kitaplik`).
 */

/** A query word this long or shorter matches the start of a word only: `aplik` may sit inside a word, `lik` may not. */
const FRAGMENT_MAX = 4;
/** A shorter word is one keystroke from too many others to guess which was meant. */
const TYPO_MIN = 4;

/** The word at the start of a word of the column (a whole word or its prefix). */
const startsWord = (column: AnyPgColumn, word: string) => or(like(column, `${word}%`), like(column, `% ${word}%`))!;

const contains = (column: AnyPgColumn, word: string) => (word.length <= FRAGMENT_MAX ? startsWord(column, word) : like(column, `%${word}%`));

/** Any of the words, in the column. */
const containsAny = (column: AnyPgColumn, words: readonly string[]) => or(...words.map((word) => contains(column, word)))!;
const startsAny = (column: AnyPgColumn, words: readonly string[]) => or(...words.map((word) => startsWord(column, word)))!;

/**
 * The words a query word stands for: itself when the catalogue has it (in any word), otherwise the
 * catalogue's words one keystroke away. A single edit leaves the first half or the rest intact, so
 * only words sharing one of them are compared.
 */
async function meanings(db: Db, token: string): Promise<string[]> {
  if (token.length < TYPO_MIN) return [token];
  const half = Math.ceil(token.length / 2);
  const head = `${token.slice(0, half)}%`;
  const tail = `%${token.slice(half + 1)}`;
  const rows = await db
    .select({ word: searchWords.word, literal: sql<boolean>`${searchWords.word} like ${`%${token}%`}` })
    .from(searchWords)
    .where(
      or(
        like(searchWords.word, `%${token}%`),
        and(sql`length(${searchWords.word}) between ${token.length - 1} and ${token.length + 1}`, or(like(searchWords.word, head), like(searchWords.word, tail))),
      ),
    );
  if (rows.some((row) => row.literal)) return [token];
  return rows.map((row) => row.word).filter((word) => oneEditApart(token, word));
}

/**
 * How a query matches products: `where` selects them (add a listing's filters beside it), `wordsInTitle`
 * tells title hits where every word starts a word of the title, `inTitle` title hits of any kind,
 * `relevance` scores them (3, 2, else 1) and `rank` orders them best first (by relevance, then the more popular).
 */
export interface ProductMatch {
  where: SQL;
  wordsInTitle: SQL;
  inTitle: SQL;
  relevance: SQL;
  rank: SQL[];
}

/** The match for a shopper's text, or null when nothing searchable is left (fewer than two letters or digits). */
export async function productMatch(db: Db, text: string): Promise<ProductMatch | null> {
  const phrase = foldSearchText(text);
  if (phrase.length < SUGGEST_MIN_CHARS) return null;
  const words = await Promise.all(searchTokens(phrase).map((token) => meanings(db, token)));
  if (words.some((alternatives) => alternatives.length === 0)) {
    return { where: sql`false`, wordsInTitle: sql`false`, inTitle: sql`false`, relevance: sql`case when false then 1 else 0 end`, rank: [desc(products.id)] };
  }
  const wordsInTitle = and(...words.map((alternatives) => startsAny(products.searchTitle, alternatives)))!;
  const inTitle = and(...words.map((alternatives) => containsAny(products.searchTitle, alternatives)))!;
  // A CASE, not the bare conditions: ORDER BY refuses a constant `false`.
  const relevance = sql`case when ${wordsInTitle} then 3 when ${inTitle} then 2 else 1 end`;
  return {
    where: and(...words.map((alternatives) => containsAny(products.searchDocument, alternatives)))!,
    wordsInTitle,
    inTitle,
    relevance,
    rank: [desc(relevance), desc(products.popularity), desc(products.id)],
  };
}

/** Ids of the active products matching the text, best first; `where` narrows them (a listing's filters). */
export async function rankedProductIds(db: Db, text: string, options: { where?: SQL; limit: number; offset?: number }) {
  const match = await productMatch(db, text);
  if (!match) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), match.where, options.where))
    .orderBy(...match.rank)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => row.id);
}

/** The header list shows this many. */
export const SUGGESTION_LIMIT = 6;

const suggestionRows = (db: Db, locale: Locale, where: SQL, limit: number) => {
  const usd = currencyOf(locale) === 'USD';
  return db
    .select({
      id: products.id,
      titleTr: products.titleTr,
      titleEn: products.titleEn,
      slugTr: products.slugTr,
      slugEn: products.slugEn,
      mainPhoto: products.mainPhoto,
      price: usd ? products.priceUsd : products.priceTry,
      salePrice: usd ? products.salePriceUsd : products.salePriceTry,
      designerName: designers.name,
    })
    .from(products)
    .innerJoin(designers, eq(designers.id, products.designerId))
    .where(and(eq(products.isActive, true), where))
    .orderBy(desc(products.popularity), desc(products.id))
    .limit(limit);
};

/**
 * The header's suggestions: titles holding every word at the start of a word, then titles holding a
 * word inside another, then (when fewer than the list holds) designer and category hits, each by
 * popularity. Short queries rather than one ranked one: each can stop at the first few rows in
 * popularity order instead of ranking every match of a common word.
 */
export async function searchSuggestions(db: Db, locale: Locale, text: string) {
  const match = await productMatch(db, text);
  if (!match) return [];
  // A title hit needs no test on the document, which holds the titles: one condition lets the
  // planner walk the popularity index and stop at the first few hits of a common word.
  const tiers = [match.wordsInTitle, and(match.inTitle, not(match.wordsInTitle))!, and(match.where, not(match.inTitle))!];
  const rows: Awaited<ReturnType<typeof suggestionRows>> = [];
  for (const where of tiers) {
    if (rows.length >= SUGGESTION_LIMIT) break;
    rows.push(...(await suggestionRows(db, locale, where, SUGGESTION_LIMIT - rows.length)));
  }
  return rows.map((row) => ({
    Id: row.id,
    Url: routes.product(pick(row, 'slug', locale), row.id),
    Title: pick(row, 'title', locale),
    DesignerName: row.designerName,
    MainPhoto: row.mainPhoto,
    Price: row.price,
    DiscountedPrice: row.salePrice,
    Currency: currencyOf(locale),
  }));
}
