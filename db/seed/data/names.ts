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
export const PHOTO_FINISHES: Partial<Record<Family, { name: Term; items: readonly Term[] }>> = {
  ceramic: {
    name: { tr: 'Sır', en: 'Glaze' },
    items: [
      { tr: 'Kar Beyazı', en: 'Snow White' }, { tr: 'Okyanus', en: 'Ocean' }, { tr: 'Kül', en: 'Ash' },
      { tr: 'Bal', en: 'Honey' }, { tr: 'Obsidyen', en: 'Obsidian' }, { tr: 'Çam Yeşili', en: 'Pine' },
    ],
  },
  glass: { name: { tr: 'Renk', en: 'Tint' }, items: [{ tr: 'Şeffaf', en: 'Clear' }, { tr: 'Füme', en: 'Smoke' }, { tr: 'Amber', en: 'Amber' }, { tr: 'Yeşil', en: 'Green' }] },
  wood: { name: { tr: 'Ahşap', en: 'Wood' }, items: [{ tr: 'Doğal Meşe', en: 'Natural Oak' }, { tr: 'Ceviz', en: 'Walnut' }, { tr: 'Siyah Boyalı', en: 'Black Stained' }, { tr: 'Beyaz Yağlı', en: 'White Oiled' }] },
  metal: { name: { tr: 'Kaplama', en: 'Finish' }, items: [{ tr: 'Pirinç', en: 'Brass' }, { tr: 'Krom', en: 'Chrome' }, { tr: 'Mat Siyah', en: 'Matte Black' }, { tr: 'Bronz', en: 'Bronze' }] },
  textile: { name: { tr: 'Desen', en: 'Pattern' }, items: [{ tr: 'Düz', en: 'Plain' }, { tr: 'Çizgili', en: 'Striped' }, { tr: 'Ekose', en: 'Check' }, { tr: 'Balıksırtı', en: 'Herringbone' }] },
  leather: { name: { tr: 'Deri', en: 'Leather' }, items: [{ tr: 'Taba', en: 'Tan' }, { tr: 'Konyak', en: 'Cognac' }, { tr: 'Siyah', en: 'Black' }, { tr: 'Bordo', en: 'Burgundy' }] },
  stone: { name: { tr: 'Taş', en: 'Stone' }, items: [{ tr: 'Beyaz Mermer', en: 'White Marble' }, { tr: 'Traverten', en: 'Travertine' }, { tr: 'Yeşil Mermer', en: 'Green Marble' }] },
  jewel: { name: { tr: 'Kaplama', en: 'Plating' }, items: [{ tr: 'Gümüş', en: 'Silver' }, { tr: 'Altın', en: 'Gold' }, { tr: 'Rose Altın', en: 'Rose Gold' }] },
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
