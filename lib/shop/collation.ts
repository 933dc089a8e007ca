/**
 * Turkish alphabetical order (Ç after C, Ğ after G, I before İ, Ö after O, Ş after S, Ü after U).
 * Intl's Turkish collator knows the alphabet; upper-casing with the Turkish locale keeps i → İ.
 */
const turkish = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

export const compareTurkish = (a: string, b: string) => turkish.compare(a, b);

/** The letter a name is filed under: its first letter in Turkish capitals ("ilmek" → "İ"). */
export const initialOf = (name: string) => (name.trim().at(0) ?? '').toLocaleUpperCase('tr');

/** Items sorted by name and grouped by initial, groups in alphabet order. */
export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string): { initial: string; items: T[] }[] {
  const sorted = [...items].sort((a, b) => compareTurkish(nameOf(a), nameOf(b)));
  const groups: { initial: string; items: T[] }[] = [];
  for (const item of sorted) {
    const initial = initialOf(nameOf(item));
    const last = groups.at(-1);
    // Compare the initials as letters: 'I' and 'İ' are different letters and stay apart.
    if (last && last.initial === initial) last.items.push(item);
    else groups.push({ initial, items: [item] });
  }
  return groups;
}
