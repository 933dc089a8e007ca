/** Providers that deliver a local part whatever its dots, and the one domain each is known by. */
const DOT_BLIND: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The one key of a customer's mailbox, however the address is typed: letter case does not count, a
 * `+tag` (sub-addressing) reaches the same mailbox, and at providers known to ignore dots in the
 * local part (Gmail) neither do dots. Once-per-customer rules compare this key, so a guest, the
 * member with the same address and its variants are one customer. Dots count everywhere else:
 * other providers give `a.b` and `ab` to different people.
 * db/migrations/0013_discount_customer_email.sql applies the same rule to rows written before it.
 */
export function customerEmail(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const domain = email.slice(at + 1);
  const plus = email.indexOf('+', 1);
  const local = email.slice(0, plus > 0 && plus < at ? plus : at);
  const canonical = DOT_BLIND[domain];
  return canonical ? `${local.replaceAll('.', '')}@${canonical}` : `${local}@${domain}`;
}
