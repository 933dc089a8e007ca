import type { Family } from './materials';
import type { Term } from './terms';

/** Collection names: Turkish places, winds and plants, kept as proper names in both languages. */
export const COLLECTIONS = [
  'Datça', 'Lodos', 'Poyraz', 'Kaş', 'Assos', 'Defne', 'Ayva', 'Nar', 'Sumak', 'İncir', 'Zeytin', 'Lavanta',
  'Kekik', 'Mercan', 'Bozcaada', 'Likya', 'Efes', 'Kapadokya', 'Mardin', 'Safran', 'Ada', 'Meltem', 'İmbat',
  'Karayel', 'Yakamoz', 'Gelincik', 'Nilüfer', 'Begonvil', 'Badem', 'Ihlamur', 'Çınar', 'Söğüt', 'Akasya',
  'Sedir', 'Kumsal', 'Pera', 'Moda', 'Cihangir', 'Karaköy', 'Kuzguncuk', 'Balat', 'Alaçatı', 'Urla', 'Cunda',
  'Gökçeada', 'Olimpos', 'Patara', 'Toros', 'Erciyes', 'Harran', 'Nemrut', 'Sapanca', 'Ayder', 'Fethiye',
] as const;

/** Artwork titles for prints, paintings and photographs. */
export const ARTWORKS: readonly Term[] = [
  { tr: 'Öğle Sıcağı', en: 'Noon Heat' },
  { tr: 'Kıyıda', en: 'On the Shore' },
  { tr: 'Sessiz Oda', en: 'Quiet Room' },
  { tr: 'Mavi Saat', en: 'Blue Hour' },
  { tr: 'Rüzgârın İzi', en: 'Trace of the Wind' },
  { tr: 'İncir Ağacı', en: 'Fig Tree' },
  { tr: 'Yaz Sonu', en: 'End of Summer' },
  { tr: 'Tuz Gölü', en: 'Salt Lake' },
  { tr: 'Ilık Taş', en: 'Warm Stone' },
  { tr: 'Uzak Ada', en: 'Distant Island' },
  { tr: 'Kuru Otlar', en: 'Dry Grass' },
  { tr: 'Gölge Oyunu', en: 'Play of Shadows' },
  { tr: 'Akdeniz Işığı', en: 'Mediterranean Light' },
  { tr: 'Eski Liman', en: 'Old Harbour' },
  { tr: 'Açık Pencere', en: 'Open Window' },
  { tr: 'Sabah Sisi', en: 'Morning Mist' },
  { tr: 'Kırmızı Tepe', en: 'Red Hill' },
  { tr: 'Limon Bahçesi', en: 'Lemon Garden' },
  { tr: 'Kapalıçarşı', en: 'Grand Bazaar' },
  { tr: 'Dalgalar', en: 'Waves' },
  { tr: 'Bozkır', en: 'Steppe' },
  { tr: 'Ay Işığı', en: 'Moonlight' },
  { tr: 'Kervansaray', en: 'Caravanserai' },
  { tr: 'Taş Avlu', en: 'Stone Courtyard' },
];

export interface Swatch extends Term {
  hex: string;
}

/** Colour swatches (variation type 2). */
export const COLOURS: readonly Swatch[] = [
  { tr: 'Kiremit', en: 'Terracotta', hex: '#B5651D' },
  { tr: 'Adaçayı', en: 'Sage', hex: '#9CAF88' },
  { tr: 'Ekru', en: 'Ecru', hex: '#EDE6D6' },
  { tr: 'Antrasit', en: 'Charcoal', hex: '#3C3C3C' },
  { tr: 'Hardal', en: 'Ochre', hex: '#C8962E' },
  { tr: 'Lacivert', en: 'Navy', hex: '#243B55' },
  { tr: 'Gül Kurusu', en: 'Dusty Rose', hex: '#C48B8B' },
  { tr: 'Zeytin Yeşili', en: 'Olive', hex: '#6B6B3A' },
  { tr: 'Kum', en: 'Sand', hex: '#D8C3A5' },
  { tr: 'Çivit', en: 'Indigo', hex: '#3F4C7A' },
  { tr: 'Taba', en: 'Tan', hex: '#A0673A' },
  { tr: 'Kırık Beyaz', en: 'Off-White', hex: '#F4F1EA' },
  { tr: 'Siyah', en: 'Black', hex: '#1F1E1C' },
  { tr: 'Pas', en: 'Rust', hex: '#9C4F34' },
  { tr: 'Göl Mavisi', en: 'Lake Blue', hex: '#6B8A99' },
  { tr: 'Lavanta', en: 'Lavender', hex: '#A99BBF' },
];

/** Photo-swatch finishes (variation type 3), by material family, with the variation's name. */
export const PHOTO_FINISHES: Partial<Record<Family, { name: Term; items: readonly Swatch[] }>> = {
  ceramic: {
    name: { tr: 'Sır', en: 'Glaze' },
    items: [
      { tr: 'Kar Beyazı', en: 'Snow White', hex: '#f1eee8' }, { tr: 'Okyanus', en: 'Ocean', hex: '#3f6577' }, { tr: 'Kül', en: 'Ash', hex: '#a9a59d' },
      { tr: 'Bal', en: 'Honey', hex: '#c8913f' }, { tr: 'Obsidyen', en: 'Obsidian', hex: '#26231f' }, { tr: 'Çam Yeşili', en: 'Pine', hex: '#3f5a47' },
    ],
  },
  glass: { name: { tr: 'Renk', en: 'Tint' }, items: [{ tr: 'Şeffaf', en: 'Clear', hex: '#dfe8e4' }, { tr: 'Füme', en: 'Smoke', hex: '#6f6a66' }, { tr: 'Amber', en: 'Amber', hex: '#b8742a' }, { tr: 'Yeşil', en: 'Green', hex: '#6d8b5a' }] },
  wood: { name: { tr: 'Ahşap', en: 'Wood' }, items: [{ tr: 'Doğal Meşe', en: 'Natural Oak', hex: '#c19a6b' }, { tr: 'Ceviz', en: 'Walnut', hex: '#6b4a33' }, { tr: 'Siyah Boyalı', en: 'Black Stained', hex: '#2e2a26' }, { tr: 'Beyaz Yağlı', en: 'White Oiled', hex: '#e6dccb' }] },
  metal: { name: { tr: 'Kaplama', en: 'Finish' }, items: [{ tr: 'Pirinç', en: 'Brass', hex: '#b8955a' }, { tr: 'Krom', en: 'Chrome', hex: '#c9c8c4' }, { tr: 'Mat Siyah', en: 'Matte Black', hex: '#2b2926' }, { tr: 'Bronz', en: 'Bronze', hex: '#8a6a45' }] },
  textile: { name: { tr: 'Desen', en: 'Pattern' }, items: [{ tr: 'Düz', en: 'Plain', hex: '#d8cbb6' }, { tr: 'Çizgili', en: 'Striped', hex: '#6b7b8c' }, { tr: 'Ekose', en: 'Check', hex: '#9c4f34' }, { tr: 'Balıksırtı', en: 'Herringbone', hex: '#8e8676' }] },
  leather: { name: { tr: 'Deri', en: 'Leather' }, items: [{ tr: 'Taba', en: 'Tan', hex: '#a0673a' }, { tr: 'Konyak', en: 'Cognac', hex: '#8a4b2a' }, { tr: 'Siyah', en: 'Black', hex: '#1f1e1c' }, { tr: 'Bordo', en: 'Burgundy', hex: '#6b2b2f' }] },
  stone: { name: { tr: 'Taş', en: 'Stone' }, items: [{ tr: 'Beyaz Mermer', en: 'White Marble', hex: '#ece9e3' }, { tr: 'Traverten', en: 'Travertine', hex: '#d6c4a6' }, { tr: 'Yeşil Mermer', en: 'Green Marble', hex: '#4f6b5a' }] },
  jewel: { name: { tr: 'Kaplama', en: 'Plating' }, items: [{ tr: 'Gümüş', en: 'Silver', hex: '#c9c4ba' }, { tr: 'Altın', en: 'Gold', hex: '#d2ab5c' }, { tr: 'Rose Altın', en: 'Rose Gold', hex: '#d39c86' }] },
};

/** Scents for candles and diffusers. */
export const SCENTS: readonly Term[] = [
  { tr: 'İncir Yaprağı', en: 'Fig Leaf' },
  { tr: 'Lavanta ve Kekik', en: 'Lavender and Thyme' },
  { tr: 'Sandal Ağacı', en: 'Sandalwood' },
  { tr: 'Portakal Çiçeği', en: 'Orange Blossom' },
  { tr: 'Deniz Tuzu', en: 'Sea Salt' },
  { tr: 'Tütün ve Deri', en: 'Tobacco and Leather' },
];
