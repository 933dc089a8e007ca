import type { Term } from './terms';
import { routes } from '@/lib/shop/routes';

/**
 * Home page and landing content. A link is a category key (resolved to /shop/<slug>/<id>),
 * or a path starting with "/".
 */
export interface Slide {
  title: Term;
  subtitle: Term;
  link: string;
  fontColor: string;
}

export const SLIDES: readonly Slide[] = [
  {
    title: { tr: 'Sonbahar Seçkisi', en: 'The Autumn Edit' },
    subtitle: { tr: 'Kırk sekiz atölyeden, sıcak tonlarda yeni parçalar', en: 'New pieces in warm tones from forty-eight studios' },
    link: routes.allProducts(),
    fontColor: '#2b2926',
  },
  {
    title: { tr: 'Elde Yapılmış Seramikler', en: 'Handmade Ceramics' },
    subtitle: { tr: 'Kütahya’dan Avanos’a, çarktan sofranıza', en: 'From Kütahya to Avanos, from the wheel to your table' },
    link: 'seramik',
    fontColor: '#3d3a36',
  },
  {
    title: { tr: 'Işığın Formu', en: 'The Shape of Light' },
    subtitle: { tr: 'Pirinç, cam ve keten aydınlatmalar', en: 'Lighting in brass, glass and linen' },
    link: 'aydinlatma',
    fontColor: '#2f3a33',
  },
  {
    title: { tr: 'Sezon Sonu İndirimi', en: 'End-of-Season Sale' },
    subtitle: { tr: 'Seçili tasarımlarda %40’a varan indirim', en: 'Up to 40% off selected designs' },
    link: routes.search({ onlyDiscounted: true }),
    fontColor: '#5a3e2b',
  },
];

export interface Feature {
  title: Term;
  text: Term;
  link: string;
}

/** Alternating image and text rows on the home page. */
export const HOME_ROWS: readonly Feature[] = [
  {
    title: { tr: 'Atölyeden Doğrudan', en: 'Straight from the Studio' },
    text: { tr: 'Vitrin’deki her ürün, tasarımcısının kendi atölyesinden gönderilir. Aracı depo yok, seri üretim yok; yalnızca özenle yapılmış parçalar.', en: 'Every piece on Vitrin ships from its designer’s own studio. No middleman warehouse, no mass production: only things made with care.' },
    link: routes.designers(),
  },
  {
    title: { tr: 'Sofranın Yeni Hali', en: 'A New Look for the Table' },
    text: { tr: 'Stoneware tabaklar, Beykoz camından çay bardakları ve keten peçetelerle sofranızı mevsime göre yenileyin.', en: 'Refresh your table for the season with stoneware plates, Beykoz tea glasses and linen napkins.' },
    link: 'sofra',
  },
  {
    title: { tr: 'Zamansız Takılar', en: 'Timeless Jewellery' },
    text: { tr: 'İstanbul ve Mardin atölyelerinden, 925 ayar gümüş ve altın kaplama; her gün takmak için tasarlandı.', en: 'Sterling silver and gold plate from workshops in Istanbul and Mardin, designed to be worn every day.' },
    link: 'taki-ve-aksesuar',
  },
  {
    title: { tr: 'Duvarlarınız İçin Sanat', en: 'Art for Your Walls' },
    text: { tr: 'Genç sanatçılardan imzalı ve numaralı baskılar, özgün resimler ve fotoğraflar.', en: 'Signed, numbered prints, original paintings and photographs by young artists.' },
    link: 'sanat',
  },
];

/** Decorative quotes between home sections: the quote, then who said it. */
export const QUOTES: readonly { quote: Term; by: Term }[] = [
  {
    quote: { tr: '“Bir nesneyi güzel yapan, onu kullanan elin izini taşımasıdır.”', en: '“What makes an object beautiful is that it carries the mark of the hand that uses it.”' },
    by: { tr: 'Mira Aksoy, Atölye Mira', en: 'Mira Aksoy, Atölye Mira' },
  },
  {
    quote: { tr: '“Az ama iyi: evde yalnızca hikâyesini bildiğimiz şeyler kalsın.”', en: '“Fewer but better: let us keep only the things whose story we know.”' },
    by: { tr: 'Emre Tan, Lodos Tasarım', en: 'Emre Tan, Lodos Tasarım' },
  },
];

/** The fashion landing page: large banners, then the lookbook tiles. */
export const FASHION_BANNERS: readonly { title: Term; link: string }[] = [
  { title: { tr: 'Keten Sezonu', en: 'Linen Season' }, link: 'kadin-giyim' },
  { title: { tr: 'Erkek Gardırobu', en: 'The Men’s Wardrobe' }, link: 'erkek-giyim' },
  { title: { tr: 'Deri Çantalar', en: 'Leather Bags' }, link: 'canta' },
  { title: { tr: 'Yeni Takılar', en: 'New Jewellery' }, link: 'kolye' },
];

export const FASHION_TILES: readonly { title: Term; link: string; wide: boolean }[] = [
  { title: { tr: 'İpek Eşarplar', en: 'Silk Scarves' }, link: 'sal-ve-esarp', wide: true },
  { title: { tr: 'El Örgüsü Trikolar', en: 'Hand Knits' }, link: 'kadin-giyim', wide: false },
  { title: { tr: 'Ayakkabı Seçkisi', en: 'The Shoe Edit' }, link: 'kadin-ayakkabi', wide: false },
  { title: { tr: 'Günlük Gömlekler', en: 'Everyday Shirts' }, link: 'erkek-giyim', wide: false },
  { title: { tr: 'Deri Aksesuarlar', en: 'Leather Accessories' }, link: 'deri-aksesuar', wide: false },
  { title: { tr: 'Küpeler', en: 'Earrings' }, link: 'kupe', wide: true },
  { title: { tr: 'Yüzükler', en: 'Rings' }, link: 'yuzuk', wide: false },
  { title: { tr: 'Saç Aksesuarları', en: 'Hair Accessories' }, link: 'sac-aksesuari', wide: false },
];

export const POPUP = {
  title: { tr: 'Sonbahar Seçkisi geldi: kırk sekiz atölyeden yeni parçalar', en: 'The Autumn Edit is here: new pieces from forty-eight studios' },
  button: { tr: 'Koleksiyonu Keşfet', en: 'Discover the Collection' },
  link: routes.allProducts(),
};

export const ABOUT = {
  title: { tr: 'Hakkımızda', en: 'About Us' },
  paragraphs: [
    { tr: 'Vitrin, 2019 yılında İstanbul Karaköy’de, Türkiye’nin dört bir yanındaki bağımsız tasarımcıları ve küçük atölyeleri tek bir çatı altında buluşturmak için kuruldu.', en: 'Vitrin was founded in Karaköy, Istanbul, in 2019 to bring independent designers and small studios from all over Türkiye together under one roof.' },
    { tr: 'Bugün seramikten mobilyaya, takıdan çocuk ürünlerine kadar kırk sekiz atölyenin tasarımlarını sunuyoruz. Her tasarımcıyı atölyesinde ziyaret ediyor, malzemelerini ve üretim koşullarını yakından tanıyoruz.', en: 'Today we offer the work of forty-eight studios, from ceramics and furniture to jewellery and children’s things. We visit every designer in their studio and get to know their materials and working conditions closely.' },
    { tr: 'Siparişleriniz doğrudan tasarımcının atölyesinden, plastik kullanılmadan paketlenerek gönderilir. Amacımız, uzun yıllar kullanacağınız ve hikâyesini bildiğiniz nesneleri evinize taşımak.', en: 'Your orders ship straight from the designer’s studio, packed without plastic. Our aim is to bring into your home objects you will use for years and whose story you know.' },
    { tr: 'Karaköy’deki mağazamızda atölyeler, sergiler ve tasarımcı buluşmaları düzenliyoruz; sizi de aramızda görmekten mutluluk duyarız.', en: 'At our store in Karaköy we hold workshops, exhibitions and meetings with designers; we would love to see you there.' },
  ],
};

export const LAYOUT = {
  phone: '+90 212 555 01 23',
  email: 'merhaba@vitrin.shop',
  address: 'Kemankeş Karamustafa Paşa Mah. Kemeraltı Cad. No: 24, 34425 Beyoğlu/İstanbul',
  facebook: 'https://www.facebook.com/vitrin.shop',
  instagram: 'https://www.instagram.com/vitrin.shop',
  youtube: 'https://www.youtube.com/@vitrinshop',
  pinterest: 'https://www.pinterest.com/vitrinshop',
  linkedin: 'https://www.linkedin.com/company/vitrin-shop',
  mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=28.9700%2C41.0195%2C28.9820%2C41.0265&layer=mapnik&marker=41.0228%2C28.9760',
  clientCountry: 'TR',
};

/** Page titles and descriptions for fixed pages (spec 01 §7 /get-seo-tag-data). */
export const PAGE_SEO: readonly { pathname: string; title: Term; description: Term }[] = [
  {
    pathname: '/',
    title: { tr: 'Vitrin — Bağımsız Tasarımcıların Mağazası', en: 'Vitrin — The Shop of Independent Designers' },
    description: { tr: 'Türkiye’nin bağımsız tasarımcılarından seramik, aydınlatma, tekstil, takı ve sanat. Atölyeden doğrudan, özenle paketlenmiş.', en: 'Ceramics, lighting, textiles, jewellery and art from Türkiye’s independent designers, shipped straight from the studio.' },
  },
  {
    pathname: routes.blogs(),
    title: { tr: 'Blog ve Dergi | Vitrin', en: 'Blog and Magazine | Vitrin' },
    description: { tr: 'Atölye ziyaretleri, malzeme rehberleri ve tasarımcılarımızla sohbetler.', en: 'Studio visits, material guides and conversations with our designers.' },
  },
  {
    pathname: routes.designers(),
    title: { tr: 'Tasarımcılar | Vitrin', en: 'Designers | Vitrin' },
    description: { tr: 'Vitrin’de ürünlerini sunan kırk sekiz bağımsız atölye ve tasarımcı.', en: 'The forty-eight independent studios and designers who sell on Vitrin.' },
  },
  {
    pathname: routes.contact(),
    title: { tr: 'Müşteri Hizmetleri | Vitrin', en: 'Customer Service | Vitrin' },
    description: { tr: 'Sipariş, iade ve tasarımcı başvurularıyla ilgili sorularınız için bize yazın.', en: 'Write to us with questions about orders, returns and designer applications.' },
  },
  {
    pathname: routes.about(),
    title: { tr: 'Hakkımızda | Vitrin', en: 'About Us | Vitrin' },
    description: { tr: 'Karaköy’de kurulan Vitrin’in hikâyesi ve birlikte çalıştığımız atölyeler.', en: 'The story of Vitrin, founded in Karaköy, and the studios we work with.' },
  },
];
