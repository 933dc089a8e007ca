/** @jest-environment node */
import { compareTurkish, groupByInitial, initialOf } from '@/lib/shop/collation';
import { parseRouteId } from '@/lib/shop/route-params';

describe('Turkish alphabetical order', () => {
  it('puts Ç after C, Ğ after G, I before İ, Ö after O, Ş after S and Ü after U', () => {
    const names = ['Üzüm', 'Şal', 'Zeytin', 'Ilgın', 'Öykü', 'Çizgi', 'Uzun', 'Sedef', 'Ğ Atölye', 'Cam', 'İlmek', 'Oda', 'Gaz', 'Dal', 'Hasır'];
    expect([...names].sort(compareTurkish)).toEqual(['Cam', 'Çizgi', 'Dal', 'Gaz', 'Ğ Atölye', 'Hasır', 'Ilgın', 'İlmek', 'Oda', 'Öykü', 'Sedef', 'Şal', 'Uzun', 'Üzüm', 'Zeytin']);
  });

  it('files names under their Turkish capital initial, keeping I and İ apart', () => {
    expect(initialOf('ilmek')).toBe('İ');
    expect(initialOf('ılgın')).toBe('I');
    const groups = groupByInitial(['İlmek Studio', 'Ilık', 'Çizgi Ofis', 'Cam Evi', 'Cumba', 'ipek'], (name) => name);
    expect(groups).toEqual([
      { initial: 'C', items: ['Cam Evi', 'Cumba'] },
      { initial: 'Ç', items: ['Çizgi Ofis'] },
      { initial: 'I', items: ['Ilık'] },
      { initial: 'İ', items: ['İlmek Studio', 'ipek'] },
    ]);
  });
});

describe('route ids', () => {
  it('reads positive whole numbers in range and nothing else', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const junk of ['0', '-1', '1.5', '1e3', 'abc', '', '01', '99999999999', '2147483648']) expect(parseRouteId(junk)).toBeNull();
  });
});
