/** @jest-environment node */
import { foldSearchText } from '@/lib/shop/search-text';
import { freshShop, post } from '../support/shop';

type Card = { Id: number; Title: string };

/**
 * The relevance set: what a shopper types, and the titles that must lead the answer (the query's
 * words as whole words or word starts of the title, folded). Sorted by popularity, every such title
 * comes before any other hit: a designer or category match, or a word found inside another word.
 */
const CASES: { text: string; lang: 1 | 2; leads: RegExp }[] = [
  { text: 'aplik', lang: 1, leads: /(^| )aplik( |$)/ },
  { text: 'Vazo', lang: 1, leads: /(^| )vazo/ },
  { text: 'kupa', lang: 1, leads: /(^| )kupa( |$)/ },
  { text: 'kolye', lang: 1, leads: /(^| )kolye/ },
  { text: 'mumluk', lang: 1, leads: /(^| )mumluk/ },
  { text: 'seramik kase', lang: 1, leads: /(^| )seramik.* kase/ },
  { text: 'lamba', lang: 1, leads: /(^| )lamba/ },
  { text: 'KÜPE', lang: 1, leads: /(^| )kupe/ },
  { text: 'defter', lang: 1, leads: /(^| )defter/ },
  { text: 'sepet', lang: 1, leads: /(^| )sepet/ },
  { text: 'tabak', lang: 1, leads: /(^| )tabag|(^| )tabak/ },
  { text: 'yüzük', lang: 1, leads: /(^| )yuzuk/ },
  { text: 'lamp', lang: 2, leads: /(^| )lamp( |$)/ },
  { text: 'vase', lang: 2, leads: /(^| )vase/ },
  { text: 'ring', lang: 2, leads: /(^| )ring/ },
  { text: 'earrings', lang: 2, leads: /(^| )earrings/ },
  { text: 'candle', lang: 2, leads: /(^| )candle/ },
  { text: 'bag', lang: 2, leads: /(^| )bag( |$)/ },
  { text: 'mug', lang: 2, leads: /(^| )mug( |$)/ },
  { text: 'print', lang: 2, leads: /(^| )print/ },
];

const search = async (searchText: string, LanguageId: number) => {
  const { status, body } = await post('get-search-results', { searchText, LanguageId, Take: 24 });
  expect(status).toBe(200);
  return (body.data.List as Card[]).map((card) => ({ ...card, folded: foldSearchText(card.Title) }));
};

beforeAll(async () => {
  await freshShop({ products: 640 });
}, 180_000);

describe('search relevance over the demo catalogue', () => {
  it.each(CASES)('"$text" lists the titles it names first', async ({ text, lang, leads }) => {
    const list = await search(text, lang);
    const leading = list.filter((card) => leads.test(card.folded));
    expect(leading.length).toBeGreaterThan(0);
    // Every leading title sits before every other hit.
    expect(list.slice(0, leading.length).map((card) => card.Title)).toEqual(leading.map((card) => card.Title));
  });

  it('ranks sconces above bookshelves for "aplik", in the header list too', async () => {
    const { body } = await post('search-products', { searchText: 'aplik', LanguageId: 1 });
    const titles = (body.data.List as Card[]).map((card) => foldSearchText(card.Title));
    const shelf = titles.findIndex((title) => title.includes('kitaplik'));
    const sconces = titles.filter((title) => /(^| )aplik( |$)/.test(title));
    expect(sconces.length).toBeGreaterThan(0);
    if (shelf >= 0) expect(shelf).toBeGreaterThanOrEqual(sconces.length);
  });

  it('needs more than four letters to match inside a word', async () => {
    // "tapl" sits only inside "kitaplık": no product starts a word with it.
    expect(await search('tapl', 1)).toEqual([]);
    expect((await search('itaplik', 1)).every((card) => card.folded.includes('kitaplik'))).toBe(true);
    expect((await search('itaplik', 1)).length).toBeGreaterThan(0);
  });
});
