/**
 * Search text folding: the one rule by which titles, designer and category names and a shopper's
 * query become comparable. Turkish letters fold to their plain Latin base (ç→c, ğ→g, ı→i, İ→i,
 * ö→o, ş→s, ü→u), so `İstanbul`, `ISTANBUL`, `ıstanbul` and `istanbul` are one word and `cicek`
 * finds `çiçek`. The database folds stored text with the same table (see `foldSql` in
 * lib/server/db/fold.ts); both sides then keep only a–z and 0–9, so they agree on every database
 * whatever its locale.
 */

/**
 * Letters folded before lowering, by the plain letter they become. Both cases are listed:
 * PostgreSQL's `lower()` follows the database's locale, and `I` must become `i`, never the Turkish `ı`.
 */
const FOLDS: Record<string, string> = {
  a: 'ÂâÀàÁáÄäÃãÅå',
  c: 'Çç',
  e: 'ÊêÉéÈèËë',
  g: 'Ğğ',
  i: 'İIıÎîÍíÌìÏï',
  n: 'Ññ',
  o: 'ÖöÔôÓóÒòÕõ',
  s: 'Şş',
  u: 'ÜüÛûÚúÙù',
  y: 'Ýýÿ',
};

/** The table as `translate(text, FOLD_FROM, FOLD_TO)` takes it: letter by letter. */
export const FOLD_FROM = Object.values(FOLDS).join('');
export const FOLD_TO = Object.entries(FOLDS)
  .map(([plain, letters]) => plain.repeat([...letters].length))
  .join('');

const FOLD = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]]));

/** A query longer than this is refused: no product title comes near it. */
export const SEARCH_TEXT_MAX = 100;
/** Suggestions start at two characters (one letter matches half the shop). */
export const SUGGEST_MIN_CHARS = 2;
/** Words of a query beyond this are ignored: each one narrows the match and costs an index lookup. */
export const SEARCH_MAX_TOKENS = 6;

/** The folded form: lower-case a–z and digits, words separated by one space. */
export function foldSearchText(text: string): string {
  const mapped = [...text.normalize('NFC')].map((letter) => FOLD.get(letter) ?? letter).join('');
  return mapped
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The distinct words of a folded query, longest first (the most selective narrows the search first). */
export function searchTokens(text: string): string[] {
  const words = foldSearchText(text).split(' ').filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, SEARCH_MAX_TOKENS);
}

/**
 * True when `typed` is one keystroke away from `word`: a letter wrong, missing, extra, or two
 * neighbours swapped (Damerau–Levenshtein distance 1). The search offers such words for a word of
 * the query that the catalogue does not hold.
 */
export function oneEditApart(typed: string, word: string): boolean {
  if (typed === word || Math.abs(typed.length - word.length) > 1) return false;
  let start = 0;
  while (start < typed.length && typed[start] === word[start]) start++;
  const [a, b] = [typed.slice(start), word.slice(start)];
  if (a.length === b.length) return a.slice(1) === b.slice(1) || (a[0] === b[1] && a[1] === b[0] && a.slice(2) === b.slice(2));
  return a.length > b.length ? a.slice(1) === b : a === b.slice(1);
}
