/** @jest-environment node */
import { clientCountry } from '@/lib/shop/country';
import { sanitizeHtml } from '@/lib/shop/html';
import { formatMoney } from '@/lib/shop/money';
import { isSoldOut, totalStock } from '@/lib/shop/stock';

describe('money: integer minor units shown with 2 decimals, TL for Turkish and $ otherwise', () => {
  it('formats kuruş as Turkish lira with TL after the number', () => {
    expect(formatMoney(123450, 'TRY')).toBe('1.234,50 TL');
    expect(formatMoney(5, 'TRY')).toBe('0,05 TL');
    expect(formatMoney(185000000, 'TRY')).toBe('1.850.000,00 TL');
  });

  it('formats cents as dollars', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(990, 'USD')).toBe('$9.90');
  });
});

describe('stock (spec 01 §3, §9)', () => {
  it('counts a main-variation product by its own stock and others by the sum of their variations', () => {
    expect(totalStock({ IsMainVariation: true, Stock: 3, Variations: [{ Stock: 9 }] })).toBe(3);
    expect(totalStock({ IsMainVariation: false, Stock: 3, Variations: [{ Stock: 2 }, { Stock: 0 }, { Stock: 5 }] })).toBe(7);
    expect(totalStock({ IsMainVariation: false, Stock: 3, Variations: [] })).toBe(0);
  });

  it('calls stock at or below zero sold out', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(-2)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
  });
});

describe('HTML from the database goes through one allow-list', () => {
  it('keeps formatting, lists and links', () => {
    const html = '<h2>Malzeme</h2><p><strong>Seramik</strong> ve <em>cam</em></p><ul><li>30 cm</li></ul><a href="/tr/about">Hakkımızda</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const dirty = '<p onclick="steal()" style="color:red">Vazo</p><script>alert(1)</script><iframe src="https://x"></iframe><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:/i);
    expect(clean).toContain('<p>Vazo</p>');
  });

  it('protects the opener of links that open a new tab and marks images lazy and decorative', () => {
    expect(sanitizeHtml('<a href="https://studio.example" target="_blank">Stüdyo</a>')).toBe('<a href="https://studio.example" target="_blank" rel="noopener noreferrer">Stüdyo</a>');
    expect(sanitizeHtml('<img src="/media/a.webp">')).toBe('<img alt="" src="/media/a.webp" loading="lazy" />');
  });

  it('answers empty text for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('the client country (spec 01 §7)', () => {
  it('comes from layout info, and is Turkey (223) when that call failed', () => {
    expect(clientCountry({ succeeded: true, data: { ClientCountry: 'US', ClientCountryId: 1 } })).toEqual({ code: 'US', id: 1 });
    expect(clientCountry({ succeeded: false, data: null })).toEqual({ code: 'TR', id: 223 });
    expect(clientCountry(null)).toEqual({ code: 'TR', id: 223 });
  });
});
