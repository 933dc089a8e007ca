import type { Term } from './terms';

/**
 * Product description sentences in matching Turkish/English pairs. Placeholders: {title}, {designer},
 * {collection}, {artwork}. Turkish sentences never attach a suffix to a placeholder; English verbs
 * whose subject is the title are marked ^ so they can agree with plural names.
 */
export type CopyGroup = 'home' | 'office' | 'art' | 'wear' | 'jewel' | 'kids' | 'kidswear' | 'pet' | 'care';

export const INTROS: Record<CopyGroup, readonly Term[]> = {
  home: [
    { tr: '{title}, {designer} atölyesinin {collection} koleksiyonundan. Sade formu ve dengeli oranlarıyla bulunduğu mekâna sakin bir karakter katıyor.', en: 'The {title} ^comes from the {collection} collection by {designer}. Its simple form and balanced proportions bring a calm character to any room.' },
    { tr: '{title}, gündelik kullanım ile sergilenecek bir obje arasındaki ince çizgide duruyor ve {designer} imzası taşıyor.', en: 'Sitting on the fine line between everyday use and display, the {title} ^is signed by {designer}.' },
    { tr: '{designer} tarafından tasarlanan {title}, evin her köşesinde uzun yıllar kullanılmak üzere düşünüldü.', en: 'Designed by {designer}, the {title} ^is made to be used for many years, in every corner of the home.' },
    { tr: '{collection} koleksiyonunun bir parçası olan {title}, doğal dokusu ve yumuşak renkleriyle hem modern hem geleneksel iç mekânlara uyum sağlıyor.', en: 'Part of the {collection} collection, the {title} ^suits both modern and traditional interiors with its natural texture and soft colours.' },
  ],
  office: [
    { tr: '{title}, {designer} atölyesinin {collection} koleksiyonundan; çalışma gününe sade ve düzenli bir eşlik.', en: 'The {title} ^comes from the {collection} collection by {designer}: a quiet, orderly companion to the working day.' },
    { tr: '{designer} imzalı {title}, her gün elden ele geçmek üzere yapıldı ve kullanıldıkça güzelleşiyor.', en: 'Signed by {designer}, the {title} ^is made to be handled every day and ^grows more beautiful with use.' },
    { tr: '{collection} koleksiyonunun bir parçası olan {title}, masada da yolda da uzun yıllar kullanılmak üzere düşünüldü.', en: 'Part of the {collection} collection, the {title} ^is made to last for many years, at the desk and on the move.' },
  ],
  art: [
    { tr: '“{artwork}”, {designer} atölyesinden sınırlı sayıda üretilen bir eser. Işık, renk ve boşluk arasındaki ilişkiyi sakin bir dille anlatıyor.', en: '“{artwork}” is a limited-edition work from {designer}. It speaks quietly about the relationship between light, colour and space.' },
    { tr: 'Anadolu manzaralarından beslenen bir serinin parçası olan “{artwork}”, {designer} imzası taşıyor.', en: 'Part of a series drawn from Anatolian landscapes, “{artwork}” is signed by {designer}.' },
    { tr: '“{artwork}”, gündelik hayatın sıradan anlarına daha yavaş bir bakışla yaklaşıyor. Salon, çalışma odası ya da koridor için güçlü bir odak noktası.', en: '“{artwork}” looks at the ordinary moments of daily life with a slower gaze. A strong focal point for a living room, study or hallway.' },
  ],
  wear: [
    { tr: '{title}, {designer} atölyesinin {collection} serisinden. Zamansız çizgisi ve özenli işçiliğiyle sabahtan akşama eşlik ediyor.', en: 'The {title} ^is from the {collection} line by {designer}. With its timeless lines and careful craftsmanship, it takes you from morning to evening.' },
    { tr: 'Küçük bir atölyede sınırlı sayıda üretilen {title}, sezonlar boyunca kullanılmak üzere tasarlandı.', en: 'Made in limited numbers in a small workshop, the {title} ^is designed to last season after season.' },
    { tr: '{designer} imzalı {title}, sade ama karakterli bir gardırobun temel parçalarından biri olmaya aday.', en: 'Signed by {designer}, the {title} ^is set to become a staple of a simple yet characterful wardrobe.' },
  ],
  jewel: [
    { tr: '{title}, {designer} atölyesinde tek tek elde şekillendiriliyor; her parça küçük farklılıklar taşıyor.', en: 'The {title} ^is shaped one by one by hand in the {designer} workshop, so each piece carries small differences.' },
    { tr: '{collection} koleksiyonundan {title}, tek başına sade, katmanlı kullanıldığında ise iddialı bir görünüm sunuyor.', en: 'From the {collection} collection, the {title} ^is understated on its own and striking when layered.' },
    { tr: 'Günlük kullanım için tasarlanan {title}, özel günlerde hediye olarak da seçilebilecek zarif bir parça.', en: 'Designed for everyday wear, the {title} also ^makes a thoughtful gift.' },
  ],
  kidswear: [
    { tr: '{title}, {designer} atölyesinin {collection} serisinden; yumuşak dikişleri ve rahat kalıbıyla oyun boyunca eşlik ediyor.', en: 'The {title} ^is from the {collection} series by {designer}: soft seams and an easy cut that keep up with play.' },
    { tr: '{designer} tüm ürünlerinde çocuk cildine uygun malzemeler kullanıyor; {title} sık yıkamaya dayanacak şekilde dikildi.', en: '{designer} uses materials that are kind to children’s skin, and the {title} ^is sewn to stand up to frequent washing.' },
    { tr: '{collection} serisinden {title}, küçüklerle birlikte büyüyecek ve kardeşten kardeşe aktarılacak şekilde üretildi.', en: 'From the {collection} series, the {title} ^is made to be passed on from one child to the next.' },
  ],
  kids: [
    { tr: '{title}, çocukların hayal gücüne alan açan sade bir tasarım. {designer} tüm ürünlerinde çocuklar için güvenli malzemeler kullanıyor.', en: 'Simple by design, the {title} ^leaves room for imagination. {designer} uses child-safe materials in everything it makes.' },
    { tr: '{collection} serisinden {title}, küçüklerle birlikte büyüyecek ve kuşaktan kuşağa aktarılacak şekilde üretildi.', en: 'From the {collection} series, the {title} ^is made to grow with little ones and be handed down.' },
    { tr: 'Dokunması keyifli yüzeyi ve sakin renkleriyle {title}, çocuk odasına huzurlu bir hava katıyor.', en: 'With a surface that is lovely to touch and calm colours, the {title} ^brings a peaceful feel to a child’s room.' },
  ],
  pet: [
    { tr: '{title}, can dostunuzun konforunu ve evinizin görünümünü birlikte düşünen bir tasarım.', en: 'The {title} ^considers both your companion’s comfort and the look of your home.' },
    { tr: '{designer} tarafından kedi ve köpek sahipleriyle birlikte geliştirilen {title}, dayanıklı ve kolay temizleniyor.', en: 'Developed by {designer} together with cat and dog owners, the {title} ^is durable and easy to clean.' },
    { tr: '{collection} serisinden {title}, evin geri kalanıyla uyumlu sakin renklerde üretiliyor.', en: 'From the {collection} series, the {title} ^comes in quiet colours that suit the rest of the home.' },
  ],
  care: [
    { tr: '{title}, {designer} atölyesinde küçük partiler halinde hazırlanıyor.', en: 'The {title} ^is prepared in small batches in the {designer} workshop.' },
    { tr: 'Anadolu’nun bitkilerinden ilham alan {title}, gündelik bakım ritüelini küçük bir keyfe dönüştürüyor.', en: 'Inspired by the plants of Anatolia, the {title} ^turns a daily ritual into a small pleasure.' },
    { tr: '{collection} serisinden {title}, hem kendinize hem sevdiklerinize şık bir hediye.', en: 'From the {collection} series, the {title} ^makes an elegant gift for yourself or someone you love.' },
  ],
};

/** The making sentence that follows the material detail; {place} is filled per language. */
export const MAKING: Term = {
  tr: 'Her parça {place} atölyede küçük partiler halinde üretildiği için renk ve dokuda hafif farklılıklar olabilir.',
  en: 'Because each piece is made in small batches at the studio in {place}, slight variations in colour and texture are to be expected.',
};

export const ARTWORK_MAKING: Term = {
  tr: 'Eser sanatçı tarafından imzalanır ve orijinallik sertifikasıyla gönderilir.',
  en: 'Signed by the artist and sent with a certificate of authenticity.',
};

export const CANVAS: Term = {
  tr: 'Tuval ahşap bir şasiye gerilmiştir; kenarları boyalı olduğundan çerçevesiz de asılabilir.',
  en: 'The canvas is stretched over a wooden frame; its painted edges let it hang without a frame.',
};

/**
 * An optional closing paragraph. A closing that speaks of something the product may not have says
 * what it needs: `gift` the gift-wrap option, `varies` sizes or colours to choose from, `metal` a
 * metal that is polished and may tarnish. A product meets only the closings it has the things for.
 */
export interface Closing extends Term {
  needs?: 'gift' | 'varies' | 'metal';
}

export const CLOSINGS: Record<'general' | 'jewel', readonly Closing[]> = {
  general: [
    { tr: 'Siparişiniz özenle paketlenir ve 1–3 iş günü içinde kargoya verilir.', en: 'Your order is carefully packed and shipped within 1–3 business days.' },
    { tr: 'Stokta olmayan ölçü ve renkler için atölyeyle iletişime geçerek özel sipariş verebilirsiniz.', en: 'For sizes and colours not in stock, you can place a special order with the studio.', needs: 'varies' },
    { tr: 'Hediye paketi seçildiğinde not kartınız el yazısıyla eklenir.', en: 'When you choose gift wrapping, your note card is added in handwriting.', needs: 'gift' },
  ],
  jewel: [
    { tr: 'Kendi kutusunda, bir parlatma beziyle birlikte gönderilir.', en: 'Sent in its own box with a polishing cloth.', needs: 'metal' },
    { tr: 'Kararmaması için kullanılmadığında kutusunda saklayınız.', en: 'Keep it in its box when not worn to prevent tarnishing.', needs: 'metal' },
    { tr: 'Kendi kutusunda, hediye etmeye hazır gönderilir.', en: 'Sent in its own box, ready to give.' },
  ],
};

/** Labels of the details list. */
export const LABELS = {
  dimensions: { tr: 'Ölçüler', en: 'Dimensions' },
  length: { tr: 'Uzunluk', en: 'Length' },
  volume: { tr: 'Hacim', en: 'Volume' },
  burn: { tr: 'Yanma süresi', en: 'Burn time' },
  weight: { tr: 'Ağırlık', en: 'Weight' },
  fit: { tr: 'Kalıp', en: 'Fit' },
  material: { tr: 'Malzeme', en: 'Material' },
  technique: { tr: 'Teknik', en: 'Technique' },
  care: { tr: 'Bakım', en: 'Care' },
  origin: { tr: 'Üretim yeri', en: 'Made in' },
} as const satisfies Record<string, Term>;

export const GARMENT_FITS: readonly Term[] = [
  { tr: 'Rahat kesim', en: 'Relaxed fit' },
  { tr: 'Normal kesim', en: 'Regular fit' },
  { tr: 'Oversize kesim', en: 'Oversized fit' },
  { tr: 'Dar kesim', en: 'Slim fit' },
];

/** Children's clothes are sold by age: a cut for growing, never an adult's slim or oversized fit. */
export const CHILD_FITS: readonly Term[] = [
  { tr: 'Normal kesim', en: 'Regular fit' },
  { tr: 'Rahat kesim', en: 'Relaxed fit' },
  { tr: 'Büyümeye pay bırakan kesim', en: 'Cut with room to grow' },
];

export const SHOE_FITS: readonly Term[] = [
  { tr: 'Standart kalıp', en: 'True to size' },
  { tr: 'Dar kalıp; bir numara büyük seçmenizi öneririz', en: 'Runs small; we suggest one size up' },
  { tr: 'Geniş kalıp; bir numara küçük seçmenizi öneririz', en: 'Runs large; we suggest one size down' },
];
