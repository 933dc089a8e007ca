/**
 * URL slug with Turkish letters transliterated: "Çay Bardağı Seti" → "cay-bardagi-seti", "Kütahya’dan" → "kutahyadan".
 * ç ğ ö ş ü â î û lose their marks under NFKD; dotless ı has no decomposition, so it is mapped first.
 */
export function slugify(text: string): string {
  return text
    .replace(/['’]/g, '')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
