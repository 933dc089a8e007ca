/**
 * The shop's category tree (spec 01 §9 groups, in menu order), each child with a one-line introduction.
 * Group names read like a shop's and never like each other (spec's "Home and Life" is Kitchen & Bath here,
 * its key and Turkish slug following the name).
 */
export interface CategoryNode {
  key: string;
  tr: string;
  en: string;
  introTr: string;
  introEn: string;
}

export interface CategoryGroup extends CategoryNode {
  /** Weight of the group in the generated catalogue. */
  weight: number;
  children: readonly CategoryNode[];
}

export const CATEGORY_TREE: readonly CategoryGroup[] = [
  {
    key: 'ev', tr: 'Ev', en: 'Home', weight: 18,
    introTr: 'Bağımsız tasarımcıların atölyelerinden evin her köşesine: ışık, form ve doku üzerine düşünülmüş parçalar.',
    introEn: 'From the workshops of independent designers to every corner of the house: pieces considered for light, form and texture.',
    children: [
      { key: 'aydinlatma', tr: 'Aydınlatma', en: 'Lighting', introTr: 'Masa lambalarından sarkıtlara, yumuşak ve sıcak ışık veren tasarım aydınlatmalar.', introEn: 'From table lamps to pendants, design lighting that gives a soft, warm glow.' },
      { key: 'vazolar', tr: 'Vazolar', en: 'Vases', introTr: 'Tek bir dal için tomurcuk vazolar, kuru buketler için heykelsi formlar.', introEn: 'Bud vases for a single stem and sculptural forms for dried bouquets.' },
      { key: 'ev-tekstili', tr: 'Ev Tekstili', en: 'Home Textiles', introTr: 'Keten, pamuk ve yünden dokunmuş kırlentler, örtüler ve kilimler.', introEn: 'Cushions, throws and kilims woven from linen, cotton and wool.' },
      { key: 'mobilya', tr: 'Mobilya', en: 'Furniture', introTr: 'Masif ahşap ve taştan, kuşaktan kuşağa aktarılacak küçük mobilyalar.', introEn: 'Small furniture in solid wood and stone, made to be handed down.' },
      { key: 'seramik', tr: 'Seramik', en: 'Ceramics', introTr: 'Çarkta şekillendirilmiş, elde sırlanmış kaseler, kupalar ve tabaklar.', introEn: 'Wheel-thrown, hand-glazed bowls, mugs and plates.' },
      { key: 'dekoratif-objeler', tr: 'Dekoratif Objeler', en: 'Decorative Objects', introTr: 'Raflara, konsollara ve sehpalara karakter katan küçük nesneler.', introEn: 'Small objects that give character to shelves, consoles and side tables.' },
    ],
  },
  {
    key: 'sanat', tr: 'Sanat', en: 'Art', weight: 8,
    introTr: 'Genç sanatçılardan sınırlı sayıda baskılar, özgün resimler ve heykeller.',
    introEn: 'Limited-edition prints, original paintings and sculpture from young artists.',
    children: [
      { key: 'baski-ve-poster', tr: 'Baskı ve Poster', en: 'Prints and Posters', introTr: 'Arşivsel kâğıda giclée, risograph ve linol baskılar; her biri numaralı.', introEn: 'Giclée, risograph and linocut prints on archival paper, each one numbered.' },
      { key: 'resim', tr: 'Resim', en: 'Paintings', introTr: 'Tuval ve kâğıt üzerine özgün, tek parça eserler.', introEn: 'Original one-of-a-kind works on canvas and paper.' },
      { key: 'heykel', tr: 'Heykel', en: 'Sculpture', introTr: 'Bronz, seramik ve taştan küçük ölçekli heykeller ve rölyefler.', introEn: 'Small-scale sculpture and reliefs in bronze, ceramic and stone.' },
      { key: 'fotograf', tr: 'Fotoğraf', en: 'Photography', introTr: 'Anadolu kıyılarından ve şehirlerinden imzalı fotoğraf baskıları.', introEn: 'Signed photographic prints from the coasts and cities of Anatolia.' },
    ],
  },
  {
    key: 'kadin', tr: 'Kadın', en: 'Women', weight: 12,
    introTr: 'Doğal kumaşlardan, küçük atölyelerde dikilen zamansız parçalar.',
    introEn: 'Timeless pieces in natural fabrics, sewn in small workshops.',
    children: [
      { key: 'kadin-giyim', tr: 'Giyim', en: 'Clothing', introTr: 'Keten elbiseler, ipek gömlekler ve el örgüsü trikolar.', introEn: 'Linen dresses, silk shirts and hand-knitted pieces.' },
      { key: 'canta', tr: 'Çanta', en: 'Bags', introTr: 'Bitkisel tabaklanmış deri ve hasırdan, her gün taşınacak çantalar.', introEn: 'Everyday bags in vegetable-tanned leather and straw.' },
      { key: 'kadin-ayakkabi', tr: 'Ayakkabı', en: 'Shoes', introTr: 'Elde dikilen deri sandaletler, babetler ve botlar.', introEn: 'Hand-stitched leather sandals, ballet flats and boots.' },
      { key: 'sal-ve-esarp', tr: 'Şal ve Eşarp', en: 'Scarves and Shawls', introTr: 'Buldan dokumaları, ipek eşarplar ve yumuşacık yün şallar.', introEn: 'Buldan weaves, silk scarves and soft wool shawls.' },
    ],
  },
  {
    key: 'erkek', tr: 'Erkek', en: 'Men', weight: 8,
    introTr: 'İyi kumaş, sağlam dikiş ve sade çizgiler: uzun yıllar kullanılacak parçalar.',
    introEn: 'Good cloth, sound stitching and clean lines: pieces to wear for years.',
    children: [
      { key: 'erkek-giyim', tr: 'Giyim', en: 'Clothing', introTr: 'Keten gömlekler, yün kazaklar ve iyi kesimli ceketler.', introEn: 'Linen shirts, wool jumpers and well-cut jackets.' },
      { key: 'deri-aksesuar', tr: 'Deri Aksesuar', en: 'Leather Goods', introTr: 'Zamanla güzelleşen cüzdanlar, kemerler ve kartlıklar.', introEn: 'Wallets, belts and card holders that get better with age.' },
      { key: 'kisisel-bakim', tr: 'Kişisel Bakım', en: 'Grooming', introTr: 'Kolonyalar, sabunlar ve tıraş takımları; Anadolu bitkileriyle.', introEn: 'Colognes, soaps and shaving kits made with Anatolian botanicals.' },
      { key: 'erkek-ayakkabi', tr: 'Ayakkabı', en: 'Shoes', introTr: 'Goodyear dikişli loaferlar, deri sneakerlar ve botlar.', introEn: 'Goodyear-welted loafers, leather sneakers and boots.' },
    ],
  },
  {
    key: 'cocuk', tr: 'Çocuk', en: 'Kids', weight: 6,
    introTr: 'Oyunu ve hayal gücünü besleyen, güvenli malzemelerden tasarımlar.',
    introEn: 'Designs in safe materials that feed play and imagination.',
    children: [
      { key: 'cocuk-oyuncak', tr: 'Oyuncak', en: 'Toys', introTr: 'Masif ahşap ve doğal boyalarla yapılmış, nesilden nesile oyuncaklar.', introEn: 'Toys in solid wood and natural paints, to pass from one child to the next.' },
      { key: 'cocuk-odasi', tr: 'Çocuk Odası', en: "Kids' Room", introTr: 'Küçük sandalyeler, gece lambaları ve duvar süsleri.', introEn: 'Little chairs, night lights and wall hangings.' },
      { key: 'cocuk-giyim', tr: 'Giyim', en: 'Clothing', introTr: 'Organik pamuktan, rahat ve dayanıklı çocuk giysileri.', introEn: 'Comfortable, hard-wearing children’s clothes in organic cotton.' },
      { key: 'kitap-ve-kirtasiye', tr: 'Kitap ve Kırtasiye', en: 'Books and Stationery', introTr: 'Resimli kitaplar, boyama defterleri ve kalem kutuları.', introEn: 'Picture books, colouring books and pencil cases.' },
    ],
  },
  {
    key: 'taki-ve-aksesuar', tr: 'Takı ve Aksesuar', en: 'Jewellery & Accessories', weight: 12,
    introTr: '925 ayar gümüş ve altın kaplama; İstanbul ve Mardin atölyelerinden el işi takılar.',
    introEn: 'Sterling silver and gold plate: handmade jewellery from workshops in Istanbul and Mardin.',
    children: [
      { key: 'kolye', tr: 'Kolye', en: 'Necklaces', introTr: 'İnce zincirler, madalyonlar ve inci kolyeler.', introEn: 'Fine chains, lockets and pearl necklaces.' },
      { key: 'kupe', tr: 'Küpe', en: 'Earrings', introTr: 'Halka, sallantılı ve çivili küpeler.', introEn: 'Hoops, drops and studs.' },
      { key: 'yuzuk', tr: 'Yüzük', en: 'Rings', introTr: 'Mühür yüzükler, taşlı yüzükler ve ince alyanslar.', introEn: 'Signet rings, stone rings and slim bands.' },
      { key: 'bileklik', tr: 'Bileklik', en: 'Bracelets', introTr: 'Kelepçeler, zincir ve boncuk bileklikler.', introEn: 'Cuffs, chain bracelets and beaded bracelets.' },
      { key: 'sac-aksesuari', tr: 'Saç Aksesuarı', en: 'Hair Accessories', introTr: 'Asetat tokalar, ipek tokalar ve saç bantları.', introEn: 'Acetate clips, silk scrunchies and headbands.' },
    ],
  },
  {
    key: 'evcil-hayvan', tr: 'Evcil Hayvan', en: 'Pets', weight: 4,
    introTr: 'Can dostlarımız için de evin geri kalanı kadar özenli tasarımlar.',
    introEn: 'For our companions, designs as considered as the rest of the home.',
    children: [
      { key: 'yatak-ve-minder', tr: 'Yatak ve Minder', en: 'Beds and Cushions', introTr: 'Yıkanabilir kılıflı, yumuşak yataklar ve minderler.', introEn: 'Soft beds and cushions with washable covers.' },
      { key: 'mama-ve-su-kabi', tr: 'Mama ve Su Kabı', en: 'Bowls', introTr: 'Ağır, devrilmeyen seramik mama ve su kapları.', introEn: 'Heavy ceramic food and water bowls that stay put.' },
      { key: 'tasma-ve-gezdirme', tr: 'Tasma ve Gezdirme', en: 'Collars and Leads', introTr: 'Deri ve pamuk halattan tasmalar ve gezdirme kayışları.', introEn: 'Collars and leads in leather and cotton rope.' },
      { key: 'evcil-oyuncak', tr: 'Oyuncak', en: 'Toys', introTr: 'Keçe toplar, halat oyuncaklar ve kedi oltaları.', introEn: 'Felt balls, rope toys and cat wands.' },
    ],
  },
  {
    key: 'ofis', tr: 'Ofis', en: 'Office', weight: 7,
    introTr: 'Çalışma masasını sadeleştiren, kullandıkça sevilen nesneler.',
    introEn: 'Objects that simplify the desk and grow on you with use.',
    children: [
      { key: 'kirtasiye', tr: 'Kırtasiye', en: 'Stationery', introTr: 'Dolma kalemler, mühür setleri ve kartpostallar.', introEn: 'Fountain pens, wax seal sets and postcards.' },
      { key: 'masa-duzeni', tr: 'Masa Düzeni', en: 'Desk Accessories', introTr: 'Düzenleyiciler, monitör standları ve masa pedleri.', introEn: 'Organisers, monitor stands and desk pads.' },
      { key: 'defter-ve-ajanda', tr: 'Defter ve Ajanda', en: 'Notebooks and Planners', introTr: 'Keten ve deri kaplı defterler, ajandalar ve eskiz defterleri.', introEn: 'Linen and leather-bound notebooks, planners and sketchbooks.' },
      { key: 'is-cantasi', tr: 'İş Çantası', en: 'Work Bags', introTr: 'Laptop kılıfları, evrak çantaları ve sırt çantaları.', introEn: 'Laptop sleeves, briefcases and backpacks.' },
    ],
  },
  {
    key: 'indirim', tr: 'İndirim', en: 'Sale', weight: 0,
    introTr: 'Tasarımcılarımızın seçtiği parçalarda sınırlı süreli indirimler.',
    introEn: 'Limited-time reductions on pieces chosen by our designers.',
    children: [
      { key: 'son-firsatlar', tr: 'Son Fırsatlar', en: 'Last Chance', introTr: 'Stokları tükenmek üzere olan son parçalar.', introEn: 'The last few pieces before they sell out.' },
      { key: 'sezon-sonu', tr: 'Sezon Sonu', en: 'End of Season', introTr: 'Geçen sezonun sevilen tasarımları, yeni fiyatlarıyla.', introEn: 'Last season’s favourites at new prices.' },
      { key: 'tasarimci-gunleri', tr: 'Tasarımcı Günleri', en: 'Designer Days', introTr: 'Her hafta farklı bir atölyeye özel indirimler.', introEn: 'Special prices from a different studio every week.' },
    ],
  },
  {
    key: 'bebek', tr: 'Bebek', en: 'Baby', weight: 5,
    introTr: 'Yeni doğanlar için organik, yumuşak ve sade ilk eşyalar.',
    introEn: 'Organic, soft and simple first things for newborns.',
    children: [
      { key: 'bebek-tekstili', tr: 'Bebek Tekstili', en: 'Baby Textiles', introTr: 'Müslin örtüler, battaniyeler ve zıbın setleri.', introEn: 'Muslin swaddles, blankets and bodysuit sets.' },
      { key: 'beslenme', tr: 'Beslenme', en: 'Feeding', introTr: 'Önlükler, mama tabakları ve ahşap kaşıklar.', introEn: 'Bibs, baby plates and wooden spoons.' },
      { key: 'bebek-odasi', tr: 'Bebek Odası', en: 'Nursery', introTr: 'Dönenceler, oyun halıları ve bebek sepetleri.', introEn: 'Mobiles, play mats and Moses baskets.' },
      { key: 'bebek-oyuncak', tr: 'Oyuncak', en: 'Toys', introTr: 'Diş kaşıyıcılar, çıngıraklar ve peluşlar.', introEn: 'Teethers, rattles and soft toys.' },
    ],
  },
  {
    key: 'mutfak-ve-banyo', tr: 'Mutfak ve Banyo', en: 'Kitchen & Bath', weight: 16,
    introTr: 'Mutfaktan banyoya, gündelik ritüelleri güzelleştiren tasarımlar.',
    introEn: 'From kitchen to bath, designs that make everyday rituals more beautiful.',
    children: [
      { key: 'mutfak', tr: 'Mutfak', en: 'Kitchen', introTr: 'Zeytin ağacı kesme tahtaları, bakır cezveler ve mermer havanlar.', introEn: 'Olive-wood boards, copper coffee pots and marble mortars.' },
      { key: 'sofra', tr: 'Sofra', en: 'Tableware', introTr: 'Tabaklar, çay bardakları, sürahiler ve keten peçeteler.', introEn: 'Plates, tea glasses, carafes and linen napkins.' },
      { key: 'banyo', tr: 'Banyo', en: 'Bath', introTr: 'Peştemaller, havlular, sabunluklar ve zeytinyağlı sabunlar.', introEn: 'Peshtemals, towels, soap dishes and olive-oil soaps.' },
      { key: 'mum-ve-ev-kokusu', tr: 'Mum ve Ev Kokusu', en: 'Candles and Home Fragrance', introTr: 'Soya mumları, oda kokuları ve tütsüler.', introEn: 'Soy candles, reed diffusers and incense.' },
      { key: 'bahce-ve-balkon', tr: 'Bahçe ve Balkon', en: 'Garden and Balcony', introTr: 'Saksılar, fenerler ve dış mekân minderleri.', introEn: 'Planters, lanterns and outdoor cushions.' },
    ],
  },
];
