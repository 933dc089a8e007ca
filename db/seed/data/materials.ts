import type { Term } from './terms';

/** Materials decide photo-swatch finishes, care text and the making paragraph of a description. */
export type Family = 'ceramic' | 'glass' | 'wood' | 'metal' | 'textile' | 'leather' | 'stone' | 'paper' | 'jewel' | 'wax' | 'care';

export interface Material extends Term {
  family: Family;
  /** One sentence on the material and how it is worked. */
  detailTr: string;
  detailEn: string;
}

const m = (tr: string, en: string, family: Family, detailTr: string, detailEn: string): Material => ({ tr, en, family, detailTr, detailEn });

export const MATERIALS = {
  ceramic: m('Seramik', 'Ceramic', 'ceramic', 'Çarkta şekillendirilen gövde, kuruduktan sonra 1200 °C’de iki kez pişirilir ve elde sırlanır.', 'The body is thrown on the wheel, fired twice at 1200 °C and glazed by hand.'),
  stoneware: m('Stoneware', 'Stoneware', 'ceramic', 'Yüksek ısıda pişen stoneware çamuru yoğun ve dayanıklıdır; gündelik kullanıma uygundur.', 'High-fired stoneware clay is dense and durable, made for everyday use.'),
  porcelain: m('Porselen', 'Porcelain', 'ceramic', 'İnce döküm porselen, ışığı hafifçe geçiren ipeksi bir yüzeye sahiptir.', 'Thin slip-cast porcelain has a silky surface that lets light softly through.'),
  terracotta: m('Terrakota', 'Terracotta', 'ceramic', 'Yerel kırmızı kilden yapılır; iç yüzeyi sırlı, dışı doğal bırakılmıştır.', 'Made from local red clay, glazed inside and left natural outside.'),
  glass: m('Cam', 'Glass', 'glass', 'Beykoz geleneğini sürdüren ustalar tarafından ağızla üflenir; küçük hava kabarcıkları el işçiliğinin izidir.', 'Mouth-blown by craftsmen who carry on the Beykoz tradition; tiny air bubbles are a mark of the hand.'),
  brass: m('Pirinç', 'Brass', 'metal', 'Masif pirinç elde tornalanır ve fırçalanır; zamanla sıcak bir patina kazanır.', 'Solid brass is hand-turned and brushed, and develops a warm patina over time.'),
  copper: m('Bakır', 'Copper', 'metal', 'Gaziantep’te dövülerek şekillendirilen bakır, iç yüzeyinde kalaylanmıştır.', 'Hammered into shape in Gaziantep, the copper is tin-lined inside.'),
  steel: m('Çelik', 'Steel', 'metal', 'Toz boyalı çelik, ince profili ve sağlamlığıyla uzun ömürlüdür.', 'Powder-coated steel keeps a slim profile and lasts for years.'),
  aluminium: m('Alüminyum', 'Aluminium', 'metal', 'Anodize alüminyum gövde hafif, dayanıklı ve tamamen geri dönüştürülebilirdir.', 'The anodised aluminium body is light, durable and fully recyclable.'),
  bronze: m('Bronz', 'Bronze', 'metal', 'Kayıp mum yöntemiyle dökülür, ardından elde patinalanır.', 'Cast by the lost-wax method, then patinated by hand.'),
  oak: m('Meşe', 'Oak', 'wood', 'FSC sertifikalı masif meşe, doğal bitkisel yağla korunur.', 'FSC-certified solid oak, protected with a natural plant-based oil.'),
  walnut: m('Ceviz', 'Walnut', 'wood', 'Anadolu cevizinin derin tonları ve belirgin damarları her parçayı farklı kılar.', 'The deep tones and bold grain of Anatolian walnut make every piece different.'),
  ash: m('Dişbudak', 'Ash', 'wood', 'Açık renkli dişbudak, esnekliği ve sıkı dokusuyla tercih edilir.', 'Pale ash is chosen for its strength and tight grain.'),
  beech: m('Kayın', 'Beech', 'wood', 'Pürüzsüzce zımparalanmış kayın, çocuklar için güvenli su bazlı boyalarla boyanır.', 'Smoothly sanded beech, finished with child-safe water-based paints.'),
  oliveWood: m('Zeytin Ağacı', 'Olive Wood', 'wood', 'Budanmış dallardan elde edilen zeytin ağacı, yoğun ve suya dayanıklıdır.', 'Cut from pruned branches, olive wood is dense and water-resistant.'),
  rattan: m('Rattan', 'Rattan', 'wood', 'Rattan lifleri elde örülür; hafif ama şaşırtıcı derecede sağlamdır.', 'The rattan is woven by hand: light, yet surprisingly strong.'),
  straw: m('Hasır', 'Straw', 'wood', 'Hatay’ın hasır ustaları tarafından doğal liflerden elde örülür.', 'Hand-woven from natural fibres by straw weavers in Hatay.'),
  linen: m('Keten', 'Linen', 'textile', 'Taş yıkamalı keten, yumuşak bir tutum ve doğal bir dökümle gelir.', 'Stonewashed linen arrives soft to the touch with a natural drape.'),
  cotton: m('Pamuk', 'Cotton', 'textile', 'Ege pamuğundan dokunan kumaş, nefes alır ve her yıkamada yumuşar.', 'Woven from Aegean cotton, the fabric breathes and softens with every wash.'),
  organicCotton: m('Organik Pamuk', 'Organic Cotton', 'textile', 'GOTS sertifikalı organik pamuk, hassas ciltler için boyasız ya da bitkisel boyalıdır.', 'GOTS-certified organic cotton, undyed or plant-dyed for sensitive skin.'),
  wool: m('Yün', 'Wool', 'textile', 'Anadolu koyunlarının yünü el tezgâhında dokunur ya da örülür.', 'Wool from Anatolian sheep is woven or knitted on hand looms.'),
  silk: m('İpek', 'Silk', 'textile', 'Bursa ipeği, hafif parlaklığı ve akışkan dökümüyle öne çıkar.', 'Bursa silk stands out for its soft sheen and fluid drape.'),
  cashmere: m('Kaşmir', 'Cashmere', 'textile', 'Yumuşak kaşmir iplik, hafif ama çok sıcak tutan bir örgü verir.', 'Soft cashmere yarn makes a light knit that is very warm.'),
  felt: m('Keçe', 'Felt', 'textile', 'Islak keçeleme yöntemiyle yünden elde yapılır.', 'Made by hand from wool using the wet-felting method.'),
  velvet: m('Kadife', 'Velvet', 'textile', 'Pamuklu kadife, derin rengi ve yumuşak tüyüyle sıcak bir his verir.', 'Cotton velvet gives warmth with its deep colour and soft pile.'),
  canvas: m('Kanvas', 'Canvas', 'textile', 'Ağır gramajlı pamuk kanvas, balmumuyla suya karşı korunur.', 'Heavyweight cotton canvas, waxed to resist water.'),
  leather: m('Deri', 'Leather', 'leather', 'Bitkisel tabaklanmış dana derisi elde kesilir ve mumlu iplikle dikilir.', 'Vegetable-tanned calf leather is hand-cut and saddle-stitched with waxed thread.'),
  suede: m('Süet', 'Suede', 'leather', 'Yumuşak süet, su itici bir bakımla korunur.', 'Soft suede, treated to repel water.'),
  marble: m('Mermer', 'Marble', 'stone', 'Afyon mermeri tek bir bloktan kesilir ve mat olarak cilalanır.', 'Afyon marble is cut from a single block and honed to a matte finish.'),
  travertine: m('Traverten', 'Travertine', 'stone', 'Denizli travertenin gözenekli dokusu her parçaya doğal bir karakter verir.', 'The porous texture of Denizli travertine gives each piece a natural character.'),
  concrete: m('Beton', 'Concrete', 'stone', 'İnce dokulu beton elde dökülür ve mühürlenir.', 'Fine-grained concrete is hand-cast and sealed.'),
  plaster: m('Alçı', 'Plaster', 'stone', 'Elde dökülen alçı, yumuşak ve mat bir yüzeyle bitirilir.', 'Hand-cast plaster, finished with a soft matte surface.'),
  paper: m('Kâğıt', 'Paper', 'paper', 'Asitsiz, 300 g/m² pamuk kâğıda arşivsel pigment mürekkeplerle basılır.', 'Printed with archival pigment inks on acid-free 300 gsm cotton paper.'),
  silver: m('Gümüş', 'Silver', 'jewel', '925 ayar gümüş, atölyede elde dövülür ve cilalanır.', 'Sterling silver is hand-forged and polished in the studio.'),
  goldPlated: m('Altın Kaplama', 'Gold-Plated', 'jewel', '925 ayar gümüş üzerine 3 mikron 14 ayar altın kaplama yapılır.', 'Sterling silver with a 3-micron layer of 14-carat gold.'),
  acetate: m('Asetat', 'Acetate', 'jewel', 'Bitki bazlı asetat, elde kesilir ve parlatılır.', 'Plant-based acetate, hand-cut and polished.'),
  soyWax: m('Soya Mumu', 'Soy Wax', 'wax', 'Doğal soya mumu ve pamuk fitil, temiz ve uzun bir yanma sağlar.', 'Natural soy wax and a cotton wick give a clean, long burn.'),
  beeswax: m('Balmumu', 'Beeswax', 'wax', 'Muğla’daki arıcılardan gelen saf balmumu, hafif bal kokusu yayar.', 'Pure beeswax from beekeepers in Muğla gives off a faint scent of honey.'),
  botanical: m('Doğal', 'Natural', 'care', 'Soğuk sıkım zeytinyağı ve Anadolu bitkileriyle, katkı maddesi kullanılmadan üretilir.', 'Made with cold-pressed olive oil and Anatolian botanicals, with no additives.'),
} as const satisfies Record<string, Material>;

export type MaterialKey = keyof typeof MATERIALS;

/** Finishes that may lead a title ("Sırlı Seramik Kase"), by family. */
export const FINISHES: Record<Family, readonly Term[]> = {
  ceramic: [{ tr: 'Sırlı', en: 'Glazed' }, { tr: 'Mat', en: 'Matte' }, { tr: 'El Yapımı', en: 'Handmade' }, { tr: 'Reaktif Sırlı', en: 'Reactive-Glazed' }],
  glass: [{ tr: 'Üfleme', en: 'Hand-Blown' }, { tr: 'Füme', en: 'Smoked' }, { tr: 'Buzlu', en: 'Frosted' }],
  wood: [{ tr: 'Yağlı', en: 'Oiled' }, { tr: 'El Oyması', en: 'Hand-Carved' }, { tr: 'Masif', en: 'Solid' }],
  metal: [{ tr: 'Fırçalanmış', en: 'Brushed' }, { tr: 'Dövme', en: 'Hammered' }, { tr: 'Mat', en: 'Matte' }],
  textile: [{ tr: 'El Dokuması', en: 'Hand-Woven' }, { tr: 'Yıkanmış', en: 'Washed' }, { tr: 'Çizgili', en: 'Striped' }],
  leather: [{ tr: 'El Dikimi', en: 'Hand-Stitched' }, { tr: 'Mat', en: 'Matte' }],
  stone: [{ tr: 'Mat', en: 'Honed' }, { tr: 'Ham', en: 'Raw' }],
  paper: [],
  jewel: [{ tr: 'Dövme', en: 'Hammered' }, { tr: 'İnce', en: 'Fine' }, { tr: 'Oksitlenmiş', en: 'Oxidised' }],
  wax: [{ tr: 'El Dökümü', en: 'Hand-Poured' }],
  care: [],
};

/** Care line of the details list, by family. */
export const CARE: Record<Family, Term> = {
  ceramic: { tr: 'Bulaşık makinesinde yıkanabilir; mikrodalgada kullanmayınız.', en: 'Dishwasher safe; not for the microwave.' },
  glass: { tr: 'Ilık sabunlu suyla elde yıkayınız.', en: 'Hand wash in warm soapy water.' },
  wood: { tr: 'Nemli bezle siliniz; yılda iki kez bitkisel yağ sürünüz.', en: 'Wipe with a damp cloth; oil twice a year.' },
  metal: { tr: 'Kuru bezle siliniz; patinası doğaldır.', en: 'Wipe with a dry cloth; the patina is natural.' },
  textile: { tr: '30 °C’de hassas programda yıkayınız; düşük ısıda ütüleyiniz.', en: 'Wash at 30 °C on a gentle cycle; iron on low heat.' },
  leather: { tr: 'Yılda bir kez deri bakım kremi uygulayınız.', en: 'Apply leather balm once a year.' },
  stone: { tr: 'Asitli temizleyicilerden kaçınınız; nemli bezle siliniz.', en: 'Avoid acidic cleaners; wipe with a damp cloth.' },
  paper: { tr: 'Doğrudan güneş ışığından uzak tutunuz.', en: 'Keep out of direct sunlight.' },
  jewel: { tr: 'Parfüm ve sudan uzak tutunuz; yumuşak bezle parlatınız.', en: 'Keep away from perfume and water; polish with a soft cloth.' },
  wax: { tr: 'İlk yakışta yüzeyin tamamen erimesini bekleyiniz; fitili 5 mm’de tutunuz.', en: 'Let the whole surface melt on the first burn; keep the wick at 5 mm.' },
  care: { tr: 'Serin ve kuru bir yerde saklayınız.', en: 'Store in a cool, dry place.' },
};
