/** @jest-environment node */
import { languageIdOf, localeOfLanguageId, localizedPath, unprefixedPath } from '@/lib/shop/locale';
import { browserLocale, resolveLocale } from '@/lib/shop/locale-resolution';

describe('language resolution (spec 01 §2)', () => {
  it('takes the first URL segment when it is tr or en, over everything else', () => {
    expect(resolveLocale({ pathname: '/en/sepetim', cookie: 'tr', acceptLanguage: 'tr-TR' })).toEqual({ locale: 'en', source: 'path' });
    expect(resolveLocale({ pathname: '/tr', cookie: 'en', acceptLanguage: 'en-US' })).toEqual({ locale: 'tr', source: 'path' });
  });

  it('matches the prefix exactly: /english or /TR is not a language prefix', () => {
    expect(resolveLocale({ pathname: '/english', acceptLanguage: 'tr-TR' }).source).toBe('browser');
    expect(resolveLocale({ pathname: '/TR/x', cookie: 'en' })).toEqual({ locale: 'en', source: 'cookie' });
  });

  it('falls back to the stored choice (cookie lang) when the path has no prefix', () => {
    expect(resolveLocale({ pathname: '/sepetim', cookie: 'en', acceptLanguage: 'tr-TR' })).toEqual({ locale: 'en', source: 'cookie' });
    expect(resolveLocale({ pathname: '/', cookie: 'tr', acceptLanguage: 'en-US' })).toEqual({ locale: 'tr', source: 'cookie' });
  });

  it('ignores a stored value that is not a language', () => {
    expect(resolveLocale({ pathname: '/', cookie: 'de', acceptLanguage: 'tr-TR' })).toEqual({ locale: 'tr', source: 'browser' });
  });

  it('gives tr to a Turkish browser (tr-TR or tr) and en to every other', () => {
    expect(browserLocale('tr-TR,tr;q=0.9,en-US;q=0.8')).toBe('tr');
    expect(browserLocale('tr')).toBe('tr');
    expect(browserLocale('en-US,en;q=0.9')).toBe('en');
    expect(browserLocale('de-DE,tr;q=0.5')).toBe('en');
    expect(browserLocale('en;q=0.3,tr-TR;q=0.9')).toBe('tr');
    expect(browserLocale('')).toBe('en');
    expect(browserLocale(null)).toBe('en');
  });

  it('maps languages to LanguageId 1 and 2, anything but 1 being English', () => {
    expect(languageIdOf('tr')).toBe(1);
    expect(languageIdOf('en')).toBe(2);
    expect(localeOfLanguageId(1)).toBe('tr');
    expect(localeOfLanguageId(2)).toBe('en');
    expect(localeOfLanguageId(7)).toBe('en');
  });

  it('builds the same page in another language and the path the SEO call expects', () => {
    expect(localizedPath('/tr/shop/ev/3', 'en')).toBe('/en/shop/ev/3');
    expect(localizedPath('/sepetim', 'tr')).toBe('/tr/sepetim');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/en', 'tr')).toBe('/tr');
    expect(unprefixedPath('/tr/shop/ev/3')).toBe('/shop/ev/3');
    expect(unprefixedPath('/en')).toBe('/');
  });
});
