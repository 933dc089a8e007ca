import type { MaterialKey } from './materials';
import type { Term } from './terms';

/**
 * The measurements line of a description, in centimetres unless noted:
 * hd height × diameter, whd width × depth × height, wh width × height, len length,
 * vol millilitres, burn hours, weight grams, fit a garment or shoe fit.
 */
export type Size =
  | readonly ['hd', number, number, number, number]
  | readonly ['whd', number, number, number, number, number, number]
  | readonly ['wh', number, number, number, number]
  | readonly ['len', number, number]
  | readonly ['vol', number, number]
  | readonly ['burn', number, number]
  | readonly ['weight', number, number]
  | readonly ['fit'];

/**
 * Variation kinds a product may be sold in (one letter each):
 * s heights, a print sizes, b small/medium/large (dropdowns with rising prices);
 * w garment sizes, f shoe sizes, r ring sizes (dropdowns); c colour swatches; p finish photo swatches.
 */
export type VariationCode = 's' | 'a' | 'b' | 'w' | 'f' | 'r' | 'c' | 'p';

/** Option lists: gift wrap, engraving, monogram, initials embroidery, chain length, frame, scent. */
export type OptionCode = 'gift' | 'engrave' | 'monogram' | 'initials' | 'chain' | 'frame' | 'scent';

export interface ObjectKind extends Term {
  materials: readonly MaterialKey[];
  /** List price range in whole lira. */
  price: readonly [number, number];
  size: Size;
  variations: readonly VariationCode[];
  options: readonly OptionCode[];
  /** Titled after an artwork ("Mavi Saat — Sanat Baskısı") rather than collection + material. */
  artwork?: boolean;
}

type Row = readonly [tr: string, en: string, materials: readonly MaterialKey[], min: number, max: number, size: Size, variations?: string, options?: string];

const kinds = (rows: readonly Row[], artwork = false): ObjectKind[] =>
  rows.map(([tr, en, materials, min, max, size, variations = '', options = 'gift']) => ({
    tr,
    en,
    materials,
    price: [min, max],
    size,
    variations: [...variations] as VariationCode[],
    options: options ? (options.split(' ') as OptionCode[]) : [],
    ...(artwork ? { artwork } : {}),
  }));

/** What each child category sells. */
export const OBJECTS: Record<string, readonly ObjectKind[]> = {
  aydinlatma: kinds([
    ['Masa Lambası', 'Table Lamp', ['ceramic', 'brass', 'oak', 'glass'], 2400, 9800, ['hd', 32, 48, 18, 30], 'cp'],
    ['Sarkıt Lamba', 'Pendant Lamp', ['rattan', 'linen', 'glass', 'brass'], 3200, 14500, ['hd', 22, 40, 30, 55], 'sc'],
    ['Lambader', 'Floor Lamp', ['oak', 'brass', 'linen'], 6500, 18500, ['hd', 140, 165, 35, 45], 'p'],
    ['Aplik', 'Wall Sconce', ['brass', 'ceramic'], 2200, 7400, ['whd', 12, 18, 10, 16, 20, 30], 'c'],
    ['Şarjlı Masa Lambası', 'Cordless Table Lamp', ['aluminium', 'glass'], 2900, 6800, ['hd', 24, 32, 12, 16], 'c'],
  ]),
  vazolar: kinds([
    ['Vazo', 'Vase', ['ceramic', 'stoneware', 'glass', 'terracotta', 'porcelain'], 650, 4800, ['hd', 18, 45, 10, 24], 'scp'],
    ['Tomurcuk Vazo', 'Bud Vase', ['glass', 'porcelain', 'ceramic'], 450, 1450, ['hd', 10, 18, 5, 9], 'c'],
    ['Amfora', 'Amphora', ['terracotta', 'stoneware'], 1800, 6500, ['hd', 35, 60, 18, 30], 's'],
    ['Şişe Vazo', 'Bottle Vase', ['glass'], 750, 2600, ['hd', 22, 38, 8, 14], 'c'],
  ]),
  'ev-tekstili': kinds([
    ['Kırlent Kılıfı', 'Cushion Cover', ['linen', 'cotton', 'wool', 'velvet'], 450, 1650, ['wh', 40, 60, 40, 60], 'cp', 'gift initials'],
    ['Battaniye', 'Throw', ['wool', 'cotton', 'linen', 'cashmere'], 1450, 5800, ['wh', 130, 150, 170, 200], 'c', 'gift initials'],
    ['Kilim', 'Kilim Rug', ['wool', 'cotton'], 3800, 18500, ['wh', 120, 200, 170, 300], 'sp'],
    ['Masa Örtüsü', 'Tablecloth', ['linen', 'cotton'], 950, 3200, ['wh', 140, 160, 180, 260], 'cs', 'gift initials'],
    ['Yatak Örtüsü', 'Bedspread', ['linen', 'cotton'], 2400, 6800, ['wh', 200, 240, 220, 260], 'c'],
  ]),
  mobilya: kinds([
    ['Tabure', 'Stool', ['oak', 'walnut', 'ash'], 3400, 9800, ['whd', 32, 40, 32, 40, 42, 48], 'p'],
    ['Yan Sehpa', 'Side Table', ['oak', 'walnut', 'travertine', 'marble'], 4200, 16500, ['whd', 40, 50, 40, 50, 45, 55], 'p'],
    ['Kitaplık', 'Bookshelf', ['oak', 'ash', 'steel'], 8500, 18500, ['whd', 80, 120, 28, 35, 120, 190], 'p'],
    ['Sandalye', 'Chair', ['oak', 'walnut', 'rattan'], 5200, 14800, ['whd', 44, 52, 48, 54, 76, 82], 'p'],
    ['Konsol', 'Console Table', ['walnut', 'oak'], 9800, 18500, ['whd', 100, 140, 30, 38, 75, 80], 'p'],
    ['Ayna', 'Mirror', ['oak', 'brass'], 2800, 8800, ['wh', 40, 60, 60, 120], 'sp'],
  ]),
  seramik: kinds([
    ['Kase', 'Bowl', ['ceramic', 'stoneware', 'porcelain'], 450, 1850, ['hd', 6, 12, 14, 28], 'cp'],
    ['Tabak Seti', 'Plate Set', ['stoneware', 'porcelain'], 1450, 4200, ['hd', 2, 3, 20, 27], 'p'],
    ['Kupa', 'Mug', ['ceramic', 'stoneware', 'porcelain'], 450, 950, ['hd', 8, 11, 8, 10], 'cp'],
    ['Servis Tabağı', 'Serving Platter', ['stoneware', 'ceramic'], 950, 2600, ['hd', 3, 5, 30, 40], 'p'],
    ['Saksı', 'Planter', ['terracotta', 'ceramic'], 650, 2400, ['hd', 14, 30, 14, 30], 'sc'],
  ]),
  'dekoratif-objeler': kinds([
    ['Mumluk', 'Candle Holder', ['brass', 'ceramic', 'travertine', 'glass'], 450, 1650, ['hd', 6, 24, 6, 10], 'cs'],
    ['Tepsi', 'Tray', ['oak', 'walnut', 'brass', 'marble'], 850, 3400, ['whd', 30, 45, 20, 30, 2, 4], 'p'],
    ['Kitap Desteği', 'Bookends', ['marble', 'travertine', 'oak', 'steel'], 950, 2800, ['whd', 10, 14, 8, 12, 14, 18], 'p'],
    ['Heykelsi Obje', 'Sculptural Object', ['ceramic', 'travertine', 'oak', 'plaster'], 850, 4200, ['hd', 14, 32, 8, 18], 'c'],
    ['Duvar Saati', 'Wall Clock', ['oak', 'ceramic'], 1450, 3800, ['hd', 4, 6, 28, 36], 'p'],
    ['Sepet', 'Basket', ['rattan', 'straw'], 650, 2400, ['hd', 20, 40, 25, 45], 's'],
  ]),
  'baski-ve-poster': kinds([
    ['Sanat Baskısı', 'Art Print', ['paper'], 650, 3400, ['wh', 30, 70, 40, 100], 'a', 'frame gift'],
    ['Risograph Poster', 'Risograph Poster', ['paper'], 450, 1250, ['wh', 30, 50, 40, 70], 'a', 'frame'],
    ['Linol Baskı', 'Linocut Print', ['paper'], 950, 3800, ['wh', 25, 50, 30, 70], '', 'frame'],
    ['Serigrafi', 'Screen Print', ['paper'], 1450, 4800, ['wh', 40, 70, 50, 100], 'a', 'frame'],
  ], true),
  resim: kinds([
    ['Tuval Üzerine Yağlı Boya', 'Oil on Canvas', [], 8500, 18500, ['wh', 50, 120, 60, 150], '', ''],
    ['Kâğıt Üzerine Suluboya', 'Watercolour on Paper', [], 3200, 9800, ['wh', 24, 50, 32, 70], '', 'frame'],
    ['Tuval Üzerine Akrilik', 'Acrylic on Canvas', [], 6500, 16500, ['wh', 40, 100, 50, 120], '', ''],
    ['Karışık Teknik', 'Mixed Media', [], 4800, 14500, ['wh', 30, 80, 40, 100], '', ''],
  ], true),
  heykel: kinds([
    ['Heykel', 'Sculpture', ['bronze', 'ceramic', 'marble', 'oak'], 4500, 18500, ['hd', 20, 60, 10, 25]],
    ['Rölyef', 'Relief', ['ceramic', 'plaster'], 3200, 9800, ['wh', 30, 60, 30, 80]],
    ['Biblo', 'Figurine', ['ceramic', 'porcelain'], 950, 3400, ['hd', 10, 20, 6, 10], 'c'],
  ]),
  fotograf: kinds([
    ['Fotoğraf Baskısı', 'Photographic Print', ['paper'], 1450, 6800, ['wh', 30, 70, 40, 100], 'a', 'frame'],
    ['Çerçeveli Fotoğraf', 'Framed Photograph', ['paper'], 2800, 8800, ['wh', 40, 70, 50, 100], 'a'],
  ], true),
  'kadin-giyim': kinds([
    ['Elbise', 'Dress', ['linen', 'cotton', 'silk'], 2400, 7800, ['fit'], 'wc'],
    ['Gömlek', 'Shirt', ['linen', 'cotton', 'silk'], 1450, 3800, ['fit'], 'wc'],
    ['Hırka', 'Cardigan', ['wool', 'cotton', 'cashmere'], 1850, 5200, ['fit'], 'wc'],
    ['Pantolon', 'Trousers', ['linen', 'wool', 'cotton'], 1650, 4200, ['fit'], 'w'],
    ['Kimono', 'Kimono', ['silk', 'cotton', 'linen'], 2200, 6500, ['fit'], 'wp'],
    ['Etek', 'Skirt', ['linen', 'silk', 'wool'], 1650, 3800, ['fit'], 'w'],
  ]),
  canta: kinds([
    ['Omuz Çantası', 'Shoulder Bag', ['leather', 'suede'], 2400, 8800, ['whd', 24, 32, 8, 12, 18, 26], 'c', 'gift monogram'],
    ['Tote Çanta', 'Tote Bag', ['leather', 'canvas', 'cotton'], 850, 4200, ['whd', 36, 44, 10, 16, 34, 40], 'c', 'gift monogram'],
    ['Hasır Çanta', 'Woven Bag', ['straw', 'rattan'], 1250, 3400, ['whd', 30, 40, 10, 15, 25, 32], 'p'],
    ['Clutch', 'Clutch', ['leather', 'silk', 'velvet'], 1450, 4200, ['whd', 22, 28, 3, 5, 12, 16], 'c'],
  ]),
  'kadin-ayakkabi': kinds([
    ['Sandalet', 'Sandals', ['leather'], 1850, 4800, ['fit'], 'f'],
    ['Babet', 'Ballet Flats', ['leather', 'suede'], 2200, 4600, ['fit'], 'f'],
    ['Çizme', 'Boots', ['leather', 'suede'], 4200, 9800, ['fit'], 'f'],
    ['Terlik', 'Slides', ['leather', 'straw'], 1250, 2800, ['fit'], 'f'],
  ]),
  'sal-ve-esarp': kinds([
    ['Şal', 'Shawl', ['wool', 'cashmere', 'linen'], 1250, 4800, ['wh', 60, 80, 180, 200], 'c', 'gift'],
    ['Eşarp', 'Scarf', ['silk'], 1450, 3800, ['wh', 70, 90, 70, 90], 'p', 'gift'],
    ['Fular', 'Neckerchief', ['silk', 'cotton'], 650, 1650, ['wh', 50, 55, 50, 55], 'p'],
    ['Peştemal Şal', 'Peshtemal Wrap', ['cotton', 'linen'], 750, 1850, ['wh', 90, 100, 180, 190], 'c'],
  ]),
  'erkek-giyim': kinds([
    ['Gömlek', 'Shirt', ['linen', 'cotton'], 1450, 3400, ['fit'], 'wc'],
    ['Kazak', 'Jumper', ['wool', 'cotton', 'cashmere'], 1850, 4800, ['fit'], 'wc'],
    ['Ceket', 'Jacket', ['wool', 'linen', 'cotton'], 4200, 11500, ['fit'], 'w'],
    ['Tişört', 'T-Shirt', ['cotton', 'organicCotton'], 650, 1450, ['fit'], 'wc'],
    ['Pantolon', 'Trousers', ['wool', 'linen', 'cotton'], 1650, 3800, ['fit'], 'w'],
  ]),
  'deri-aksesuar': kinds([
    ['Cüzdan', 'Wallet', ['leather'], 950, 2800, ['whd', 9, 11, 1, 2, 9, 11], 'c', 'gift monogram'],
    ['Kartlık', 'Card Holder', ['leather'], 550, 1250, ['whd', 7, 10, 1, 1, 10, 11], 'c', 'gift monogram'],
    ['Kemer', 'Belt', ['leather', 'suede'], 950, 2400, ['len', 95, 115], 'w', 'monogram'],
    ['Anahtarlık', 'Key Ring', ['leather', 'brass'], 350, 850, ['len', 8, 12], 'c', 'gift monogram'],
  ]),
  'kisisel-bakim': kinds([
    ['Kolonya', 'Eau de Cologne', ['botanical'], 450, 1250, ['vol', 100, 400], 's'],
    ['Sakal Yağı', 'Beard Oil', ['botanical'], 450, 950, ['vol', 30, 50]],
    ['Zeytinyağlı Sabun', 'Olive Oil Soap', ['botanical'], 180, 450, ['weight', 100, 150]],
    ['Tıraş Seti', 'Shaving Kit', ['brass', 'oak'], 1850, 4800, ['whd', 16, 22, 8, 12, 12, 16], '', 'gift monogram'],
    ['Tarak', 'Comb', ['oliveWood', 'acetate'], 350, 850, ['len', 12, 18]],
  ]),
  'erkek-ayakkabi': kinds([
    ['Sneaker', 'Sneakers', ['leather', 'suede'], 3200, 6800, ['fit'], 'f'],
    ['Loafer', 'Loafers', ['leather', 'suede'], 3800, 7800, ['fit'], 'f'],
    ['Bot', 'Boots', ['leather', 'suede'], 4800, 9800, ['fit'], 'f'],
    ['Sandalet', 'Sandals', ['leather'], 1850, 3800, ['fit'], 'f'],
  ]),
  'cocuk-oyuncak': kinds([
    ['Ahşap Oyuncak', 'Wooden Toy', ['beech', 'oak'], 450, 1850, ['whd', 12, 30, 6, 12, 10, 20], 'c'],
    ['Yapboz', 'Puzzle', ['beech', 'paper'], 350, 950, ['wh', 20, 40, 20, 30]],
    ['Bez Bebek', 'Rag Doll', ['cotton', 'linen'], 650, 1650, ['len', 30, 45], 'c'],
    ['İstif Oyuncağı', 'Stacking Toy', ['beech'], 550, 1450, ['hd', 15, 25, 8, 12]],
  ]),
  'cocuk-odasi': kinds([
    ['Çocuk Sandalyesi', "Kids' Chair", ['beech', 'oak'], 2400, 5200, ['whd', 30, 34, 30, 34, 52, 58], 'c'],
    ['Gece Lambası', 'Night Light', ['ceramic', 'beech'], 850, 2400, ['hd', 14, 22, 10, 16], 'c'],
    ['Duvar Süsü', 'Wall Hanging', ['cotton', 'felt'], 650, 1850, ['wh', 30, 50, 40, 80], 'c'],
    ['Oyuncak Sepeti', 'Toy Basket', ['cotton', 'felt', 'rattan'], 750, 1850, ['hd', 30, 40, 30, 40], 'cs'],
  ]),
  'cocuk-giyim': kinds([
    ['Salopet', 'Dungarees', ['cotton', 'linen'], 850, 1850, ['fit'], 'wc'],
    ['Hırka', 'Cardigan', ['wool', 'cotton'], 950, 2200, ['fit'], 'wc'],
    ['Elbise', 'Dress', ['cotton', 'linen'], 850, 1850, ['fit'], 'w'],
    ['Tişört', 'T-Shirt', ['organicCotton'], 450, 850, ['fit'], 'wc'],
  ]),
  'kitap-ve-kirtasiye': kinds([
    ['Boyama Kitabı', 'Colouring Book', ['paper'], 350, 650, ['wh', 21, 25, 28, 30]],
    ['Resimli Kitap', 'Picture Book', ['paper'], 350, 850, ['wh', 20, 28, 24, 30]],
    ['Kalem Kutusu', 'Pencil Case', ['cotton', 'felt', 'leather'], 450, 950, ['whd', 20, 24, 4, 6, 8, 10], 'c'],
  ]),
  kolye: kinds([
    ['Kolye', 'Necklace', ['silver', 'goldPlated'], 950, 6800, ['len', 40, 50], 'p', 'chain gift'],
    ['Madalyon Kolye', 'Locket Necklace', ['silver', 'goldPlated'], 1450, 5800, ['len', 42, 50], 'p', 'engrave chain gift'],
    ['İnci Kolye', 'Pearl Necklace', ['silver', 'goldPlated'], 1850, 7800, ['len', 38, 45], '', 'chain gift'],
    ['Zincir Kolye', 'Chain Necklace', ['silver', 'goldPlated'], 850, 3800, ['len', 40, 55], 'p', 'chain'],
  ]),
  kupe: kinds([
    ['Halka Küpe', 'Hoop Earrings', ['silver', 'goldPlated'], 750, 3400, ['hd', 1, 4, 1, 4], 'sp', 'gift'],
    ['Sallantılı Küpe', 'Drop Earrings', ['silver', 'goldPlated'], 950, 4200, ['len', 3, 7], 'p', 'gift'],
    ['Kıkırdak Küpe', 'Ear Cuff', ['silver', 'goldPlated'], 450, 1450, ['hd', 1, 2, 1, 2], 'p'],
    ['Çivili Küpe', 'Stud Earrings', ['silver', 'goldPlated'], 550, 1850, ['hd', 1, 1, 1, 1], 'p', 'gift'],
  ]),
  yuzuk: kinds([
    ['Yüzük', 'Ring', ['silver', 'goldPlated'], 850, 4800, ['hd', 1, 1, 2, 2], 'r', 'engrave gift'],
    ['Mühür Yüzük', 'Signet Ring', ['silver', 'goldPlated'], 1450, 5200, ['hd', 1, 2, 2, 2], 'r', 'engrave gift'],
    ['Taşlı Yüzük', 'Stone Ring', ['silver', 'goldPlated'], 1250, 6800, ['hd', 1, 2, 2, 2], 'r', 'gift'],
  ]),
  bileklik: kinds([
    ['Bileklik', 'Bracelet', ['silver', 'goldPlated', 'leather'], 650, 3800, ['len', 16, 19], 'p', 'engrave gift'],
    ['Kelepçe', 'Cuff Bracelet', ['silver', 'brass'], 950, 4200, ['len', 15, 18], 'p', 'engrave gift'],
    ['Boncuk Bileklik', 'Beaded Bracelet', ['ceramic', 'silver'], 450, 1450, ['len', 16, 19], 'c'],
    ['Halhal', 'Anklet', ['silver', 'goldPlated'], 550, 1650, ['len', 22, 26], 'p'],
  ]),
  'sac-aksesuari': kinds([
    ['Toka', 'Hair Clip', ['acetate', 'brass'], 350, 950, ['len', 6, 10], 'c'],
    ['Saç Bandı', 'Headband', ['silk', 'velvet'], 450, 1250, ['len', 38, 42], 'c'],
    ['Saç Tarağı', 'Hair Comb', ['acetate', 'oliveWood'], 450, 1150, ['len', 8, 12], 'p'],
    ['Scrunchie', 'Scrunchie', ['silk', 'velvet'], 350, 650, ['len', 10, 12], 'c'],
  ]),
  'yatak-ve-minder': kinds([
    ['Köpek Yatağı', 'Dog Bed', ['linen', 'cotton', 'wool'], 1850, 5800, ['whd', 60, 110, 50, 80, 15, 25], 'bc'],
    ['Kedi Minderi', 'Cat Cushion', ['felt', 'wool', 'cotton'], 950, 2400, ['hd', 8, 12, 40, 55], 'c'],
    ['Kedi Evi', 'Cat Cave', ['felt', 'rattan'], 1650, 4200, ['hd', 30, 40, 40, 50], 'c'],
  ]),
  'mama-ve-su-kabi': kinds([
    ['Mama Kabı', 'Pet Bowl', ['ceramic', 'stoneware'], 450, 1250, ['hd', 5, 8, 14, 22], 'bc'],
    ['Yükseltilmiş Mama Kabı', 'Raised Feeder', ['oak', 'ceramic'], 1250, 2800, ['whd', 30, 45, 15, 22, 10, 25], 'b'],
    ['Su Kabı', 'Water Bowl', ['stoneware', 'ceramic'], 450, 1150, ['hd', 6, 9, 16, 22], 'c'],
  ]),
  'tasma-ve-gezdirme': kinds([
    ['Tasma', 'Collar', ['leather', 'cotton'], 450, 1250, ['len', 30, 55], 'bc', 'engrave'],
    ['Gezdirme Kayışı', 'Lead', ['leather', 'cotton'], 650, 1650, ['len', 120, 180], 'c'],
    ['Göğüs Tasması', 'Harness', ['leather', 'cotton'], 850, 1850, ['len', 40, 70], 'bc'],
  ]),
  'evcil-oyuncak': kinds([
    ['Keçe Top', 'Felt Ball', ['felt'], 250, 450, ['hd', 5, 8, 5, 8], 'c', ''],
    ['Halat Oyuncak', 'Rope Toy', ['cotton'], 250, 550, ['len', 25, 40], 'c', ''],
    ['Kedi Oltası', 'Cat Wand', ['oak', 'felt'], 250, 450, ['len', 40, 50], '', ''],
  ]),
  kirtasiye: kinds([
    ['Dolma Kalem', 'Fountain Pen', ['brass', 'walnut', 'aluminium'], 950, 4800, ['len', 13, 15], 'p', 'engrave gift'],
    ['Kalemlik', 'Pen Pot', ['ceramic', 'walnut', 'concrete'], 450, 1450, ['hd', 9, 12, 7, 9], 'c'],
    ['Mühür Seti', 'Wax Seal Set', ['brass'], 650, 1450, ['len', 8, 10], 'p', 'engrave gift'],
    ['Kartpostal Seti', 'Postcard Set', ['paper'], 250, 450, ['wh', 10, 10, 15, 15], '', ''],
  ]),
  'masa-duzeni': kinds([
    ['Masa Düzenleyici', 'Desk Organiser', ['oak', 'walnut', 'leather'], 850, 2800, ['whd', 25, 40, 10, 15, 6, 10], 'p', 'gift monogram'],
    ['Monitör Standı', 'Monitor Stand', ['oak', 'walnut'], 1850, 4200, ['whd', 50, 70, 20, 25, 9, 12], 'p'],
    ['Masa Pedi', 'Desk Pad', ['leather', 'felt'], 950, 2800, ['wh', 60, 90, 30, 40], 'c', 'monogram'],
    ['Kartvizitlik', 'Card Stand', ['brass', 'marble'], 450, 1250, ['whd', 9, 11, 4, 6, 3, 5], 'p'],
  ]),
  'defter-ve-ajanda': kinds([
    ['Defter', 'Notebook', ['linen', 'paper'], 350, 950, ['wh', 14, 21, 21, 28], 'c', 'initials'],
    ['Ajanda', 'Planner', ['linen', 'leather'], 550, 1450, ['wh', 14, 17, 21, 24], 'c', 'monogram gift'],
    ['Deri Kaplı Defter', 'Leather Journal', ['leather'], 950, 2400, ['wh', 13, 18, 19, 24], 'c', 'monogram gift'],
    ['Eskiz Defteri', 'Sketchbook', ['linen', 'paper'], 450, 1150, ['wh', 15, 30, 21, 30], 's'],
  ]),
  'is-cantasi': kinds([
    ['Laptop Kılıfı', 'Laptop Sleeve', ['leather', 'felt'], 1450, 4200, ['whd', 33, 38, 2, 3, 24, 27], 'sc', 'monogram'],
    ['Evrak Çantası', 'Briefcase', ['leather'], 5800, 14500, ['whd', 38, 42, 8, 12, 28, 32], 'c', 'monogram gift'],
    ['Sırt Çantası', 'Backpack', ['canvas', 'leather'], 2800, 7800, ['whd', 28, 32, 12, 16, 40, 45], 'c', 'monogram'],
  ]),
  'bebek-tekstili': kinds([
    ['Müslin Örtü', 'Muslin Swaddle', ['organicCotton'], 450, 1250, ['wh', 100, 120, 100, 120], 'c', 'gift initials'],
    ['Bebek Battaniyesi', 'Baby Blanket', ['wool', 'organicCotton'], 950, 2800, ['wh', 75, 90, 90, 110], 'c', 'gift initials'],
    ['Zıbın Seti', 'Bodysuit Set', ['organicCotton'], 650, 1450, ['fit'], 'w', 'gift'],
  ]),
  beslenme: kinds([
    ['Mama Önlüğü', 'Bib', ['cotton', 'linen'], 250, 550, ['wh', 25, 30, 30, 35], 'c', 'initials'],
    ['Bebek Tabağı', 'Baby Plate', ['porcelain', 'beech'], 350, 850, ['hd', 3, 4, 16, 20], 'c'],
    ['Ahşap Kaşık Seti', 'Wooden Spoon Set', ['beech', 'oliveWood'], 250, 550, ['len', 12, 15]],
  ]),
  'bebek-odasi': kinds([
    ['Dönence', 'Mobile', ['felt', 'beech'], 950, 2400, ['hd', 40, 60, 30, 40], 'c'],
    ['Oyun Halısı', 'Play Mat', ['organicCotton', 'cotton'], 1850, 4800, ['wh', 100, 140, 100, 140], 'c'],
    ['Bebek Sepeti', 'Moses Basket', ['straw', 'rattan'], 3400, 7800, ['whd', 80, 85, 35, 40, 20, 25]],
    ['Gece Lambası', 'Night Light', ['porcelain', 'ceramic'], 850, 1850, ['hd', 14, 20, 10, 14], 'c'],
  ]),
  'bebek-oyuncak': kinds([
    ['Diş Kaşıyıcı', 'Teether', ['beech'], 250, 550, ['len', 7, 10], 'c', ''],
    ['Çıngırak', 'Rattle', ['beech'], 350, 750, ['len', 10, 14], 'c'],
    ['Peluş Oyuncak', 'Soft Toy', ['organicCotton', 'wool'], 550, 1450, ['len', 20, 35], 'c', 'gift initials'],
  ]),
  mutfak: kinds([
    ['Kesme Tahtası', 'Chopping Board', ['oliveWood', 'walnut', 'oak'], 650, 2400, ['whd', 30, 50, 20, 28, 2, 3], 's', 'gift monogram'],
    ['Havan', 'Mortar and Pestle', ['marble', 'ceramic'], 850, 1850, ['hd', 8, 11, 12, 15]],
    ['Cezve', 'Coffee Pot', ['copper', 'brass'], 650, 1850, ['vol', 200, 450], 's', 'gift'],
    ['Tereyağı Kabı', 'Butter Dish', ['ceramic', 'marble'], 450, 950, ['whd', 16, 20, 10, 12, 7, 9], 'c'],
    ['Mutfak Önlüğü', 'Apron', ['linen', 'canvas'], 650, 1450, ['wh', 70, 80, 85, 95], 'c', 'initials'],
    ['Demlik', 'Teapot', ['porcelain', 'ceramic'], 1250, 2800, ['vol', 600, 1200], 'c'],
  ]),
  sofra: kinds([
    ['Yemek Tabağı', 'Dinner Plate', ['stoneware', 'porcelain'], 450, 1250, ['hd', 2, 3, 26, 28], 'p'],
    ['Çay Bardağı Seti', 'Tea Glass Set', ['glass'], 650, 1650, ['vol', 100, 120], 'c', 'gift'],
    ['Sürahi', 'Carafe', ['glass', 'ceramic'], 650, 1850, ['vol', 900, 1200], 'c'],
    ['Peçete Seti', 'Napkin Set', ['linen'], 550, 1450, ['wh', 40, 45, 40, 45], 'c', 'initials gift'],
    ['Çatal Bıçak Seti', 'Cutlery Set', ['brass', 'steel'], 1450, 4200, ['len', 18, 22], 'p', 'gift'],
    ['Salata Kasesi', 'Salad Bowl', ['oliveWood', 'stoneware'], 950, 2400, ['hd', 9, 12, 26, 32], 'p'],
  ]),
  banyo: kinds([
    ['Havlu', 'Towel', ['cotton', 'linen'], 450, 1450, ['wh', 50, 90, 90, 150], 'cs', 'initials gift'],
    ['Peştemal', 'Peshtemal', ['cotton', 'linen'], 450, 1050, ['wh', 90, 100, 170, 190], 'c', 'initials'],
    ['Sabunluk', 'Soap Dish', ['ceramic', 'marble', 'travertine'], 350, 850, ['whd', 11, 14, 8, 10, 2, 3], 'p'],
    ['Zeytinyağlı Sabun', 'Olive Oil Soap', ['botanical'], 180, 450, ['weight', 100, 150], '', 'gift'],
    ['Banyo Paspası', 'Bath Mat', ['cotton'], 650, 1650, ['wh', 50, 60, 80, 90], 'c'],
  ]),
  'mum-ve-ev-kokusu': kinds([
    ['Kokulu Mum', 'Scented Candle', ['soyWax'], 450, 1450, ['burn', 35, 60], 's', 'scent gift'],
    ['Oda Kokusu', 'Reed Diffuser', ['botanical'], 650, 1650, ['vol', 100, 250], '', 'scent gift'],
    ['Tütsü Seti', 'Incense Set', ['botanical'], 250, 650, ['len', 20, 25], '', 'scent'],
    ['Mum Seti', 'Dinner Candle Set', ['beeswax'], 350, 850, ['len', 20, 30], 'c', 'gift'],
  ]),
  'bahce-ve-balkon': kinds([
    ['Saksı', 'Planter', ['terracotta', 'concrete'], 450, 2400, ['hd', 15, 45, 15, 45], 's'],
    ['Fener', 'Lantern', ['brass', 'glass', 'steel'], 950, 3400, ['hd', 25, 45, 14, 20], 's'],
    ['Dış Mekân Minderi', 'Outdoor Cushion', ['canvas', 'cotton'], 650, 1650, ['wh', 45, 60, 45, 60], 'c'],
    ['Sulama Kabı', 'Watering Can', ['brass', 'copper', 'steel'], 950, 2400, ['vol', 1000, 2000]],
    ['Kuş Yemliği', 'Bird Feeder', ['ceramic', 'oak'], 450, 1250, ['hd', 15, 25, 12, 18], 'c'],
  ]),
};
