import type { Theme } from '@/lib/server/media/demo/themes';

/** The theme of each category's pictures (groups, and children whose photos are not one product). */
const CATEGORY_THEMES: Readonly<Record<string, Theme>> = {
  ev: 'home', sanat: 'art', kadin: 'women', erkek: 'men', cocuk: 'kids', 'taki-ve-aksesuar': 'jewellery', 'evcil-hayvan': 'pets',
  ofis: 'office', indirim: 'sale', bebek: 'baby', 'mutfak-ve-banyo': 'kitchen',
  aydinlatma: 'lighting', vazolar: 'ceramics', 'ev-tekstili': 'textiles', mobilya: 'furniture', seramik: 'ceramics',
  'dekoratif-objeler': 'home', 'baski-ve-poster': 'art', resim: 'art', heykel: 'sculpture', fotograf: 'photography',
  'kadin-giyim': 'women', canta: 'bags', 'kadin-ayakkabi': 'shoes', 'sal-ve-esarp': 'scarves', 'erkek-giyim': 'men',
  'deri-aksesuar': 'leather', 'kisisel-bakim': 'care', 'erkek-ayakkabi': 'shoes', 'cocuk-oyuncak': 'kids', 'cocuk-odasi': 'kids',
  'cocuk-giyim': 'kids', 'kitap-ve-kirtasiye': 'office', kolye: 'jewellery', kupe: 'earrings', yuzuk: 'rings', bileklik: 'jewellery',
  'sac-aksesuari': 'hair', 'yatak-ve-minder': 'pets', 'mama-ve-su-kabi': 'pets', 'tasma-ve-gezdirme': 'pets', 'evcil-oyuncak': 'pets',
  kirtasiye: 'office', 'masa-duzeni': 'office', 'defter-ve-ajanda': 'office', 'is-cantasi': 'bags', 'bebek-tekstili': 'baby',
  beslenme: 'baby', 'bebek-odasi': 'baby', 'bebek-oyuncak': 'baby', mutfak: 'kitchen', sofra: 'table', banyo: 'bath',
  'mum-ve-ev-kokusu': 'candles', 'bahce-ve-balkon': 'garden', 'son-firsatlar': 'sale', 'sezon-sonu': 'sale', 'tasarimci-gunleri': 'sale',
};

export const categoryTheme = (key: string): Theme => CATEGORY_THEMES[key] ?? 'collection';

/** Words of an English title or subtitle and the theme they call for; the first match wins, so specific words come first. */
const WORDS: readonly (readonly [RegExp, Theme])[] = [
  [/earring/, 'earrings'], [/\brings?\b/, 'rings'], [/jewel|filigree|silver|telk[aâ]ri|takı/, 'jewellery'], [/\bhair/, 'hair'],
  [/candle|scent/, 'candles'], [/light|lamp/, 'lighting'], [/ceramic|wheel|avanos|k[uü]tahya|[cç]ini/, 'ceramics'],
  [/glass/, 'glass'], [/peshtemal|bath/, 'bath'], [/\bbags?\b/, 'bags'], [/leather/, 'leather'], [/shoe/, 'shoes'],
  [/scar(f|ves)|shawl/, 'scarves'], [/knit|wool/, 'knits'], [/shirt/, 'shirts'], [/linen/, 'linen'], [/\bmen/, 'men'], [/women/, 'women'],
  [/table/, 'table'], [/photo|shore/, 'photography'], [/sculpture|form and void/, 'sculpture'], [/print|poster|risograph|\bart\b|paint/, 'art'],
  [/kitchen/, 'kitchen'], [/balcon|garden/, 'garden'], [/child|kids/, 'kids'], [/baby/, 'baby'], [/\bpets?\b/, 'pets'],
  [/notebook|binding|desk|office/, 'office'], [/dye|colour from plants/, 'textiles'], [/quiet|corner|home/, 'home'], [/sale/, 'sale'],
  [/autumn|edit|collection|\bnew\b/, 'collection'], [/studio|making|designer|about/, 'studio'],
];

/** The theme an editorial picture shows for its English text, else its linked category's, else the new collection. */
export function textTheme(text: string, categoryKey?: string): Theme {
  const lower = text.toLowerCase();
  const match = WORDS.find(([pattern]) => pattern.test(lower));
  if (match) return match[1];
  return categoryKey ? categoryTheme(categoryKey) : 'collection';
}
