import type { Family } from './materials';
import type { Term } from './terms';

export interface Place {
  tr: string;
  en: string;
  /** Locative, which Turkish sentences need: "İzmir'de". */
  at: string;
}

const place = (tr: string, at: string, en = tr): Place => ({ tr, en, at });

export const PLACES = {
  istanbul: place('İstanbul', 'İstanbul’da', 'Istanbul'),
  izmir: place('İzmir', 'İzmir’de', 'Izmir'),
  ankara: place('Ankara', 'Ankara’da'),
  kutahya: place('Kütahya', 'Kütahya’da'),
  avanos: place('Avanos', 'Avanos’ta'),
  canakkale: place('Çanakkale', 'Çanakkale’de'),
  mugla: place('Muğla', 'Muğla’da'),
  buldan: place('Buldan', 'Buldan’da'),
  bursa: place('Bursa', 'Bursa’da'),
  mardin: place('Mardin', 'Mardin’de'),
  gaziantep: place('Gaziantep', 'Gaziantep’te'),
  eskisehir: place('Eskişehir', 'Eskişehir’de'),
  antalya: place('Antalya', 'Antalya’da'),
  ayvalik: place('Ayvalık', 'Ayvalık’ta'),
  afyon: place('Afyonkarahisar', 'Afyonkarahisar’da'),
  bodrum: place('Bodrum', 'Bodrum’da'),
  isparta: place('Isparta', 'Isparta’da'),
  hatay: place('Hatay', 'Hatay’da'),
  erzurum: place('Erzurum', 'Erzurum’da'),
  trabzon: place('Trabzon', 'Trabzon’da'),
  nevsehir: place('Nevşehir', 'Nevşehir’de'),
  urla: place('Urla', 'Urla’da'),
  beykoz: place('Beykoz', 'Beykoz’da'),
} as const satisfies Record<string, Place>;

export interface DesignerSeed {
  name: string;
  founder: string;
  place: Place;
  year: number;
  /** Child category keys the studio makes. */
  makes: readonly string[];
  focus: Term;
  /** Material families the studio works in; its products favour them. */
  works: readonly Family[];
}

type Row = readonly [name: string, founder: string, place: Place, year: number, makes: string, works: string, focusTr: string, focusEn: string];

const P = PLACES;
const ROWS: readonly Row[] = [
  ['Atölye Mira', 'Mira Aksoy', P.izmir, 2016, 'seramik vazolar sofra', 'ceramic', 'el yapımı sofra seramikleri', 'handmade tableware ceramics'],
  ['Studio Kalem', 'Can Erdem', P.istanbul, 2018, 'kirtasiye defter-ve-ajanda masa-duzeni baski-ve-poster', 'metal paper wood leather', 'yazı gereçleri ve masa objeleri', 'writing tools and desk objects'],
  ['Nur Ceramics', 'Nur Yalçın', P.kutahya, 2012, 'seramik vazolar mutfak sofra', 'ceramic', 'Kütahya çini geleneğini yorumlayan seramikler', 'ceramics that reinterpret the Kütahya tile tradition'],
  ['Kil & Su', 'Deniz Karaca', P.avanos, 2015, 'seramik vazolar dekoratif-objeler mama-ve-su-kabi', 'ceramic', 'Kızılırmak kilinden çark işi objeler', 'wheel-thrown objects in Kızılırmak clay'],
  ['Lodos Tasarım', 'Emre Tan', P.canakkale, 2014, 'mobilya dekoratif-objeler aydinlatma', 'wood metal textile', 'masif ahşap mobilya ve aydınlatma', 'solid-wood furniture and lighting'],
  ['Defne Home', 'Defne Uysal', P.mugla, 2019, 'ev-tekstili banyo sofra', 'textile', 'keten ev tekstili', 'linen home textiles'],
  ['Bohça Studio', 'Selin Arslan', P.buldan, 2013, 'ev-tekstili banyo sal-ve-esarp', 'textile', 'Buldan dokuması peştemal ve örtüler', 'Buldan-woven peshtemals and throws'],
  ['Ahşap Hane', 'Murat Çelik', P.bursa, 2011, 'mobilya mutfak cocuk-oyuncak cocuk-odasi', 'wood textile', 'ahşap mobilya ve oyuncaklar', 'wooden furniture and toys'],
  ['Mavi Kuş', 'Elif Kaya', P.istanbul, 2020, 'cocuk-giyim bebek-tekstili bebek-oyuncak', 'textile wood', 'organik pamuktan bebek ve çocuk giyimi', 'organic cotton clothing for babies and children'],
  ['Kıvrım Takı', 'Zeynep Güneş', P.istanbul, 2017, 'kolye kupe yuzuk bileklik', 'jewel metal', 'heykelsi gümüş takılar', 'sculptural silver jewellery'],
  ['Ela Jewelry', 'Ela Demir', P.izmir, 2019, 'kolye kupe bileklik sac-aksesuari', 'jewel metal', 'minimal altın kaplama takılar', 'minimal gold-plated jewellery'],
  ['Telkâri Atölyesi', 'Yusuf Aydemir', P.mardin, 2008, 'kolye kupe bileklik yuzuk', 'jewel metal', 'Mardin telkâri işçiliği', 'Mardin filigree work'],
  ['Fener Studio', 'Barış Öz', P.ankara, 2016, 'aydinlatma bahce-ve-balkon', 'metal glass', 'pirinç ve cam aydınlatmalar', 'brass and glass lighting'],
  ['Sumak Tekstil', 'Ayşe Öztürk', P.gaziantep, 2014, 'ev-tekstili sal-ve-esarp kadin-giyim', 'textile', 'doğal boyalı dokumalar', 'naturally dyed weaves'],
  ['Kök Atölye', 'Burak Şahin', P.eskisehir, 2018, 'dekoratif-objeler heykel kitap-ve-kirtasiye', 'stone wood paper ceramic', 'lületaşı ve ahşaptan objeler', 'objects in meerschaum and wood'],
  ['Papirüs Kâğıt İşleri', 'Ece Yıldız', P.ankara, 2015, 'defter-ve-ajanda kirtasiye baski-ve-poster', 'paper textile leather', 'el ciltli defterler', 'hand-bound notebooks'],
  ['Pati Home', 'Gizem Kılıç', P.istanbul, 2021, 'yatak-ve-minder mama-ve-su-kabi tasma-ve-gezdirme evcil-oyuncak', 'textile ceramic leather wood', 'kediler ve köpekler için tasarım', 'design for cats and dogs'],
  ['Terra Nova Studio', 'Kerem Aydın', P.antalya, 2017, 'bahce-ve-balkon seramik vazolar', 'ceramic stone', 'terrakota saksılar ve bahçe objeleri', 'terracotta planters and garden objects'],
  ['Zeytin Dalı Tasarım', 'Hülya Ertan', P.ayvalik, 2010, 'mutfak kisisel-bakim banyo', 'wood care textile', 'zeytin ağacı ve zeytinyağı ürünleri', 'olive wood and olive oil goods'],
  ['Taş Atölyesi', 'Serkan Güler', P.afyon, 2013, 'dekoratif-objeler masa-duzeni mutfak banyo', 'stone metal', 'mermer ve traverten objeler', 'marble and travertine objects'],
  ['Lale Studio', 'Leyla Koç', P.istanbul, 2016, 'kadin-giyim sal-ve-esarp canta', 'textile leather', 'ipek ve keten kadın giyimi', 'silk and linen womenswear'],
  ['Kanaviçe', 'Hande Aslan', P.bursa, 2012, 'ev-tekstili bebek-tekstili', 'textile', 'el işlemeli tekstiller', 'hand-embroidered textiles'],
  ['Tezgâh İstanbul', 'Ozan Kurt', P.istanbul, 2015, 'erkek-giyim kadin-giyim', 'textile', 'yerel kumaşlardan gündelik giyim', 'everyday clothing in local fabrics'],
  ['Kuzey Deri', 'Kaan Polat', P.istanbul, 2011, 'deri-aksesuar is-cantasi canta tasma-ve-gezdirme', 'leather', 'bitkisel tabaklanmış deri ürünler', 'vegetable-tanned leather goods'],
  ['Sarnıç Ceramics', 'Merve Özkan', P.canakkale, 2018, 'seramik sofra mum-ve-ev-kokusu', 'ceramic wax', 'stoneware sofra takımları', 'stoneware dinnerware'],
  ['Rüzgâr Gülü Baskı', 'Cem Acar', P.izmir, 2016, 'baski-ve-poster fotograf', 'paper', 'risograph ve serigrafi baskılar', 'risograph and screen prints'],
  ['Nehir Aksu Studio', 'Nehir Aksu', P.ankara, 2019, 'resim baski-ve-poster', 'paper', 'soyut peyzaj resimleri', 'abstract landscape paintings'],
  ['Form & Boşluk', 'Tolga Ersoy', P.istanbul, 2014, 'heykel dekoratif-objeler aydinlatma', 'stone metal ceramic wood', 'heykelsi objeler ve ışık', 'sculptural objects and light'],
  ['Kumru Kids', 'Pınar Yavuz', P.izmir, 2019, 'cocuk-oyuncak cocuk-odasi kitap-ve-kirtasiye bebek-odasi', 'wood textile paper ceramic', 'çocuk odası tasarımları', 'designs for the children’s room'],
  ['Minik Adım', 'Seda Bulut', P.ankara, 2020, 'bebek-tekstili beslenme bebek-odasi bebek-oyuncak', 'textile wood ceramic', 'yeni doğan ürünleri', 'newborn essentials'],
  ['Yosun Botanik', 'Nazlı Er', P.mugla, 2017, 'mum-ve-ev-kokusu kisisel-bakim banyo', 'care wax ceramic stone', 'bitkisel bakım ve ev kokuları', 'botanical care and home fragrance'],
  ['Lavanta Atölyesi', 'Gül Demirtaş', P.isparta, 2015, 'mum-ve-ev-kokusu kisisel-bakim', 'care wax', 'Isparta lavantası ve gülüyle kokular', 'scents made with Isparta lavender and rose'],
  ['Kabartma Studio', 'Berk Ateş', P.istanbul, 2018, 'erkek-giyim erkek-ayakkabi', 'textile leather', 'çağdaş erkek giyimi', 'contemporary menswear'],
  ['Adım Ayakkabı', 'Onur Tekin', P.istanbul, 2009, 'kadin-ayakkabi erkek-ayakkabi', 'leather', 'elde dikilen deri ayakkabılar', 'hand-stitched leather shoes'],
  ['Bakırcı Han', 'Mehmet Kaplan', P.gaziantep, 2006, 'mutfak sofra bahce-ve-balkon', 'metal', 'dövme bakır mutfak eşyaları', 'hammered copper kitchenware'],
  ['Beykoz Cam Atölyesi', 'Aylin Soylu', P.beykoz, 2012, 'vazolar sofra aydinlatma', 'glass metal', 'ağızla üflenmiş cam', 'mouth-blown glass'],
  ['Hasır Ev', 'Gül Şen', P.hatay, 2016, 'dekoratif-objeler bahce-ve-balkon canta bebek-odasi', 'wood textile', 'el örgüsü hasır ürünler', 'hand-woven straw pieces'],
  ['Çizgi Ofis', 'Arda Koç', P.ankara, 2019, 'masa-duzeni kirtasiye is-cantasi', 'wood leather metal textile', 'sade çalışma masası objeleri', 'understated desk objects'],
  ['Kuzguncuk Studio', 'Irmak Doğan', P.istanbul, 2017, 'resim fotograf heykel', 'paper ceramic stone metal', 'Boğaz’dan ilham alan resim ve fotoğraflar', 'paintings and photographs inspired by the Bosphorus'],
  ['Boncuk Atölye', 'Derya Ünal', P.nevsehir, 2018, 'bileklik kupe sac-aksesuari', 'ceramic jewel metal', 'seramik boncuk takılar', 'ceramic bead jewellery'],
  ['Yün Yumak', 'Sevgi Aktaş', P.erzurum, 2014, 'ev-tekstili sal-ve-esarp bebek-tekstili yatak-ve-minder', 'textile', 'el örgüsü yün ürünler', 'hand-knitted woollens'],
  ['Ada Linen', 'Ada Karahan', P.bodrum, 2016, 'ev-tekstili kadin-giyim erkek-giyim banyo', 'textile', 'keten giyim ve ev tekstili', 'linen clothing and home textiles'],
  ['Balkon Bahçe', 'Cansu Yurt', P.urla, 2020, 'bahce-ve-balkon mum-ve-ev-kokusu', 'ceramic stone metal textile wax', 'küçük bahçeler ve balkonlar için objeler', 'objects for small gardens and balconies'],
  ['Nokta Studio', 'Ege Yücel', P.izmir, 2015, 'masa-duzeni aydinlatma mobilya', 'wood metal glass', 'geometrik ahşap ve metal tasarımlar', 'geometric designs in wood and metal'],
  ['Fırın Atölye', 'Aslı Tunç', P.eskisehir, 2017, 'seramik mama-ve-su-kabi mutfak', 'ceramic', 'gündelik seramikler', 'everyday ceramics'],
  ['Kum Saati Objeleri', 'Volkan Esen', P.ankara, 2013, 'dekoratif-objeler masa-duzeni', 'metal stone', 'pirinç ve mermer masa objeleri', 'brass and marble desk objects'],
  ['İlmek Studio', 'Gözde Sarı', P.trabzon, 2018, 'kadin-giyim cocuk-giyim sal-ve-esarp', 'textile', 'el örgüsü triko', 'hand-knitted knitwear'],
  ['Sedef Jewelry', 'Sedef Altun', P.istanbul, 2015, 'kolye yuzuk kupe', 'jewel', 'inci ve sedef takılar', 'pearl and mother-of-pearl jewellery'],
];

export const DESIGNERS: readonly DesignerSeed[] = ROWS.map(([name, founder, at, year, makes, works, tr, en]) => ({
  name,
  founder,
  place: at,
  year,
  makes: makes.split(' '),
  works: works.split(' ') as Family[],
  focus: { tr, en },
}));

/** The "about the studio" second paragraph, in matching pairs. */
export const STUDIO_NOTES: readonly Term[] = [
  { tr: 'Her parça küçük seriler halinde, atölyedeki küçük bir ekip tarafından elde üretiliyor.', en: 'Every piece is made by hand in small batches by a small team in the studio.' },
  { tr: 'Stüdyo yerel zanaatkârlarla birlikte çalışıyor ve üretimin her aşamasını yakından takip ediyor.', en: 'The studio works with local craftspeople and follows every step of production closely.' },
  { tr: 'Tasarımlarında sade formları, doğal malzemeleri ve uzun ömürlü kullanımı ön planda tutuyor.', en: 'Its designs favour simple forms, natural materials and long use.' },
  { tr: 'Atölye, geleneksel teknikleri bugünün evleri için yeniden yorumluyor.', en: 'The workshop reinterprets traditional techniques for today’s homes.' },
  { tr: 'Malzemelerini yakın çevredeki üreticilerden temin ediyor, ambalajlarında plastik kullanmıyor.', en: 'It sources its materials from nearby producers and uses no plastic in its packaging.' },
  { tr: 'Koleksiyonlarını yılda iki kez, mevsimlerin ritmine göre yeniliyor.', en: 'It renews its collections twice a year, following the rhythm of the seasons.' },
];
