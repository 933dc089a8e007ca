/**
 * Turkish identity and card numbers, checked by their own check digits (no outside service): a typo
 * is caught in the form and again on the server before an invoice or a payment carries it.
 */

const digitsOf = (value: string) => Array.from(value, Number);

/**
 * T.C. Kimlik No: 11 digits, the first not 0; the 10th is (7 × the sum of digits 1, 3, 5, 7, 9 −
 * the sum of digits 2, 4, 6, 8) mod 10, the 11th the sum of the first ten mod 10.
 */
export function isTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/**
 * Vergi Kimlik No (the Revenue Administration's rule): for each of the first nine digits,
 * t = (digit + 9 − i) mod 10 and v = t × 2^(9 − i) mod 9, where a v of 0 from a t other than 0
 * counts as 9; the tenth digit is (10 − the sum of v mod 10) mod 10.
 */
export function isVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const t = (d[i] + 9 - i) % 10;
    const v = (t * 2 ** (9 - i)) % 9;
    sum += t !== 0 && v === 0 ? 9 : v;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}

/** The Luhn check of card numbers (12 to 19 digits; spaces of the mask are ignored). */
export function isLuhn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
