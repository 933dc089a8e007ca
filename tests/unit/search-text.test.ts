/** @jest-environment node */
import { FOLD_FROM, FOLD_TO, foldSearchText, oneEditApart, SEARCH_MAX_TOKENS, searchTokens } from '@/lib/shop/search-text';

describe('search text folding', () => {
  it('makes every spelling of İstanbul one word', () => {
    for (const spelling of ['istanbul', 'İstanbul', 'ISTANBUL', 'ıstanbul', 'İSTANBUL', 'IstanBUL']) {
      expect(foldSearchText(spelling)).toBe('istanbul');
    }
  });

  it('folds every Turkish letter to its plain base, in both cases', () => {
    expect(foldSearchText('çÇ ğĞ ıI iİ öÖ şŞ üÜ')).toBe('cc gg ii ii oo ss uu');
    expect(foldSearchText('Çiçek')).toBe('cicek');
    expect(foldSearchText('ŞİŞE')).toBe('sise');
    expect(foldSearchText('Kâğıt Işığı')).toBe('kagit isigi');
  });

  it('reads a decomposed letter (c + combining cedilla) like the composed one', () => {
    expect(foldSearchText('c\u0327ic\u0327ek')).toBe('cicek');
    expect(foldSearchText('I\u0307stanbul')).toBe('istanbul');
  });

  it('keeps letters and digits only, one space between words', () => {
    expect(foldSearchText("  Kil & Su — 'Vazo' %_\\ 2024  ")).toBe('kil su vazo 2024');
    expect(foldSearchText('<script>alert(1)</script>')).toBe('script alert 1 script');
    expect(foldSearchText('%%%')).toBe('');
    expect(foldSearchText('日本')).toBe('');
  });

  it('has a letter table the database can use as it is', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(FOLD_TO).toMatch(/^[a-z]+$/);
    expect(FOLD_FROM).not.toContain("'");
  });

  it('splits a query into distinct words, longest first, at most a few', () => {
    expect(searchTokens('Vazo SERAMİK vazo')).toEqual(['seramik', 'vazo']);
    expect(searchTokens('a b c d e f g h')).toHaveLength(SEARCH_MAX_TOKENS);
    expect(searchTokens('  ')).toEqual([]);
  });
});

describe('one keystroke apart', () => {
  it.each([
    ['vazoo', 'vazo'],
    ['seramk', 'seramik'],
    ['lamda', 'lamba'],
    ['lamab', 'lamba'],
    ['xazo', 'vazo'],
    ['vazx', 'vazo'],
  ])('%s is one keystroke from %s', (typed, word) => expect(oneEditApart(typed, word)).toBe(true));

  it.each([
    ['vazo', 'vazo'],
    ['vazoooo', 'vazo'],
    ['vezi', 'vazo'],
    ['lmaab', 'lamba'],
    ['seramik', 'keramit'],
  ])('%s is not one keystroke from %s', (typed, word) => expect(oneEditApart(typed, word)).toBe(false));
});
