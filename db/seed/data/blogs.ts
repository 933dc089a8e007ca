import type { Term } from './terms';

export interface Article {
  title: Term;
  short: Term;
  /** Opening paragraph, then sections of a heading and a paragraph. */
  intro: Term;
  sections: readonly { heading: Term; body: Term }[];
}

export const BLOGS: readonly Article[] = [
  {
    title: { tr: 'Kütahya’dan Bugüne: Çininin Yeni Yüzü', en: 'From Kütahya to Today: The New Face of Çini' },
    short: { tr: 'Genç seramikçiler yüzyıllık çini geleneğini sade formlar ve yeni sırlarla yeniden yorumluyor.', en: 'Young ceramicists are reinterpreting a centuries-old tile tradition with simple forms and new glazes.' },
    intro: { tr: 'Kütahya’nın atölyelerinde çarkların sesi hiç susmadı. Ancak bugün bu atölyelerde üretilenler, büyükannelerimizin vitrinlerindeki tabaklardan oldukça farklı.', en: 'The sound of the wheel has never stopped in the workshops of Kütahya. Yet what is made there today looks very different from the plates in our grandmothers’ cabinets.' },
    sections: [
      { heading: { tr: 'Gelenekten ne kaldı?', en: 'What remains of the tradition?' }, body: { tr: 'Desenler sadeleşti, renk paleti toprağa yaklaştı. Ama kilin hazırlanışı, iki kez pişirme ve elde sırlama hâlâ ustadan çırağa aktarılan bilgiler.', en: 'Patterns have become simpler and the palette has moved closer to the earth. But preparing the clay, firing twice and glazing by hand are still passed from master to apprentice.' } },
      { heading: { tr: 'Sofrada yeni bir dil', en: 'A new language at the table' }, body: { tr: 'Nur Ceramics ve Atölye Mira gibi stüdyolar, gündelik kullanıma uygun, bulaşık makinesine dayanıklı ama el izini saklamayan parçalar üretiyor.', en: 'Studios such as Nur Ceramics and Atölye Mira make pieces for everyday use that survive the dishwasher without hiding the mark of the hand.' } },
    ],
  },
  {
    title: { tr: 'Keteni Sevmek İçin Beş Neden', en: 'Five Reasons to Love Linen' },
    short: { tr: 'Nefes alan, her yıkamada yumuşayan ve yıllarca dayanan keten, yazın olduğu kadar kışın da evde.', en: 'Breathable, softer with every wash and made to last, linen belongs at home in winter as much as in summer.' },
    intro: { tr: 'Keten, insanlığın dokuduğu en eski liflerden biri. Bugün yeniden gündemde olmasının nedeni ise modası değil, dürüstlüğü.', en: 'Linen is one of the oldest fibres people have woven. It is back in favour not because of fashion but because of its honesty.' },
    sections: [
      { heading: { tr: 'Zamanla güzelleşir', en: 'It gets better with time' }, body: { tr: 'Her yıkamada lifler biraz daha açılır; kumaş yumuşar, rengi derinleşir. İyi bir keten nevresim on yıl boyunca yatağınızda kalabilir.', en: 'With every wash the fibres open a little more; the cloth softens and its colour deepens. Good linen bedding can stay on your bed for ten years.' } },
      { heading: { tr: 'Az su, az ilaç', en: 'Little water, few chemicals' }, body: { tr: 'Keten bitkisi pamuğa göre çok daha az suya ihtiyaç duyar ve çoğu zaman ilaçlama gerektirmez. Defne Home ve Ada Linen’in kumaşları Ege’de dokunuyor.', en: 'The flax plant needs far less water than cotton and rarely needs spraying. The fabrics of Defne Home and Ada Linen are woven in the Aegean.' } },
    ],
  },
  {
    title: { tr: 'Evde Sakin Bir Köşe Yaratmak', en: 'Creating a Quiet Corner at Home' },
    short: { tr: 'Bir koltuk, iyi bir ışık ve birkaç sevdiğiniz obje: okumak ve dinlenmek için küçük bir alan kurmanın yolları.', en: 'An armchair, good light and a few objects you love: how to set up a small space for reading and rest.' },
    intro: { tr: 'Her evin, telefonun sessize alındığı bir köşeye ihtiyacı var. Bunun için büyük bir alan gerekmiyor; doğru ışık ve birkaç dokunuş yetiyor.', en: 'Every home needs a corner where the phone goes on silent. It takes no great space, only the right light and a few touches.' },
    sections: [
      { heading: { tr: 'Işıkla başlayın', en: 'Start with light' }, body: { tr: 'Tavan ışığı yerine göz hizasında, sıcak tonlu bir masa lambası seçin. Keten ya da seramik abajurlar ışığı yumuşatır.', en: 'Instead of a ceiling light, choose a warm table lamp at eye level. Linen or ceramic shades soften the light.' } },
      { heading: { tr: 'Azı çoktur', en: 'Less is more' }, body: { tr: 'Raflara her şeyi dizmek yerine üç obje seçin: bir vazo, bir kitap yığını ve bir mumluk. Gözün dinlenmesi için boşluk bırakın.', en: 'Rather than filling the shelves, pick three objects: a vase, a stack of books and a candle holder. Leave space for the eye to rest.' } },
    ],
  },
  {
    title: { tr: 'Atölye Ziyareti: Avanos’ta Bir Gün', en: 'Studio Visit: A Day in Avanos' },
    short: { tr: 'Kızılırmak’ın kırmızı kilinden çark işi objeler üreten Kil & Su atölyesine konuk olduk.', en: 'We spent a day at Kil & Su, where wheel-thrown objects are made from the red clay of the Kızılırmak.' },
    intro: { tr: 'Sabahın erken saatlerinde Avanos’ta atölyenin kapısı çoktan açık. Deniz Karaca, günün ilk kilini yoğururken bize kilin nehirden nasıl geldiğini anlatıyor.', en: 'Early in the morning in Avanos, the studio door is already open. Kneading the day’s first clay, Deniz Karaca tells us how it comes from the river.' },
    sections: [
      { heading: { tr: 'Nehirden çarka', en: 'From river to wheel' }, body: { tr: 'Kil, nehir yatağından toplanıyor, haftalarca dinlendiriliyor ve ayakla yoğruluyor. Bu sabır, pişirme sırasında çatlamayan gövdelerin sırrı.', en: 'The clay is gathered from the riverbed, left to rest for weeks and kneaded by foot. That patience is why the bodies do not crack in the kiln.' } },
      { heading: { tr: 'Her parça biraz farklı', en: 'Every piece a little different' }, body: { tr: 'Aynı formdan on vazo yapılsa da hiçbiri birbirinin aynısı olmuyor. Karaca’ya göre değerli olan da bu küçük farklar.', en: 'Make ten vases of the same form and no two come out alike. For Karaca, those small differences are what matter.' } },
    ],
  },
  {
    title: { tr: 'Bitkisel Tabaklanmış Deri Nedir?', en: 'What Is Vegetable-Tanned Leather?' },
    short: { tr: 'Ağaç kabuklarıyla haftalar süren bir tabaklama ve zamanla derinleşen bir patina.', en: 'A tanning that takes weeks with tree bark, and a patina that deepens with time.' },
    intro: { tr: 'Piyasadaki derilerin büyük kısmı krom tuzlarıyla birkaç saatte tabaklanıyor. Bitkisel tabaklama ise mimoza ve kestane kabuğu özleriyle haftalar sürüyor.', en: 'Most leather on the market is tanned with chromium salts in a few hours. Vegetable tanning uses mimosa and chestnut bark extracts and takes weeks.' },
    sections: [
      { heading: { tr: 'Yaşayan bir malzeme', en: 'A living material' }, body: { tr: 'Bitkisel tabaklanmış deri güneşle, elinizin yağıyla ve kullanımla renk değiştirir. Yeni bir cüzdan birkaç ay içinde size özgü bir tona bürünür.', en: 'Vegetable-tanned leather changes colour with sunlight, the oils of your hands and use. Within months a new wallet takes on a tone that is yours alone.' } },
      { heading: { tr: 'Bakımı kolay', en: 'Easy to care for' }, body: { tr: 'Yılda bir kez uygulanan bir deri kremi yeterli. Kuzey Deri’nin tüm ürünleri mumlu iplikle elde dikildiği için dikişler de yıllarca dayanıyor.', en: 'A leather balm once a year is enough. Every Kuzey Deri piece is saddle-stitched by hand with waxed thread, so the seams last for years too.' } },
    ],
  },
  {
    title: { tr: 'Sofra Kurmanın İncelikleri', en: 'The Art of Setting the Table' },
    short: { tr: 'Keten peçeteler, el yapımı tabaklar ve mevsimin çiçekleriyle misafirlerinizi ağırlamanın sade yolu.', en: 'A simple way to welcome guests with linen napkins, handmade plates and flowers of the season.' },
    intro: { tr: 'Güzel bir sofra, pahalı bir takım gerektirmiyor. Farklı atölyelerden gelen parçaları bir araya getirmek, sofraya karakter katmanın en kolay yolu.', en: 'A beautiful table does not need an expensive service. Mixing pieces from different studios is the easiest way to give it character.' },
    sections: [
      { heading: { tr: 'Renkleri eşleştirmeyin, akraba yapın', en: 'Do not match colours, relate them' }, body: { tr: 'Aynı tonun farklı sırlarını bir arada kullanın: kum rengi tabaklar, kül sırlı kaseler ve ekru peçeteler birbirini tamamlar.', en: 'Use different glazes of the same tone together: sand plates, ash-glazed bowls and ecru napkins complete each other.' } },
      { heading: { tr: 'Küçük dokunuşlar', en: 'Small touches' }, body: { tr: 'Her tabağa bir dal kekik, masanın ortasına alçak bir vazo ve birkaç balmumu mum. Sohbet için göz hizasını açık bırakın.', en: 'A sprig of thyme on each plate, a low vase in the middle and a few beeswax candles. Keep eye level clear for conversation.' } },
    ],
  },
  {
    title: { tr: 'Sanat Baskısı Alırken Nelere Dikkat Etmeli?', en: 'What to Look for When Buying an Art Print' },
    short: { tr: 'Giclée, risograph, serigrafi: baskı tekniklerini, kâğıdı ve edisyon numarasını anlamak için kısa bir rehber.', en: 'Giclée, risograph, screen print: a short guide to techniques, paper and edition numbers.' },
    intro: { tr: 'Bir baskıyı poster olmaktan çıkarıp sanat eserine dönüştüren şey, tekniği ve kâğıdı kadar sınırlı sayıda üretilmiş olması.', en: 'What turns a print from a poster into a work of art is its technique and paper, and the fact that it is made in a limited edition.' },
    sections: [
      { heading: { tr: 'Kâğıt önemlidir', en: 'Paper matters' }, body: { tr: 'Asitsiz pamuk kâğıt, yıllar içinde sararmaz. Ürün sayfasında kâğıdın gramajını ve içeriğini mutlaka kontrol edin.', en: 'Acid-free cotton paper does not yellow over the years. Always check the weight and content of the paper on the product page.' } },
      { heading: { tr: 'Edisyon ve imza', en: 'Edition and signature' }, body: { tr: '“12/50” gibi bir numara, eserin 50 baskılık bir serinin 12’ncisi olduğunu gösterir. İmzalı ve numaralı baskılar orijinallik sertifikasıyla gelir.', en: 'A number such as “12/50” means the work is the twelfth of an edition of fifty. Signed and numbered prints come with a certificate of authenticity.' } },
    ],
  },
  {
    title: { tr: 'Kış İçin Yün: Erzurum’dan Notlar', en: 'Wool for Winter: Notes from Erzurum' },
    short: { tr: 'Yün Yumak atölyesinde el örgüsü battaniyelerin ve şalların nasıl üretildiğini izledik.', en: 'We watched hand-knitted throws and shawls being made at the Yün Yumak workshop.' },
    intro: { tr: 'Erzurum’da kış erken gelir ve uzun sürer. Sevgi Aktaş’ın atölyesinde yün, bu uzun kışlara karşı yüzyıllardır kullanılan en güvenilir malzeme.', en: 'In Erzurum winter comes early and stays long. In Sevgi Aktaş’s workshop, wool is the most trusted material against those winters.' },
    sections: [
      { heading: { tr: 'Yerel yün, yerel eller', en: 'Local wool, local hands' }, body: { tr: 'Yün, yakın köylerdeki üreticilerden alınıyor, elde yıkanıp eğriliyor. Örgüyü ise çoğu evden çalışan on iki kadın yapıyor.', en: 'The wool comes from farmers in nearby villages and is washed and spun by hand. Twelve women, most working from home, do the knitting.' } },
      { heading: { tr: 'Yün nasıl yıkanır?', en: 'How to wash wool' }, body: { tr: 'Soğuk suda, yün şampuanıyla ve ovalamadan yıkayın; düz bir yüzeyde kurutun. Yün, sık yıkanmaya ihtiyaç duymaz; havalandırmak çoğu zaman yeterlidir.', en: 'Wash in cold water with wool wash, without rubbing, and dry flat. Wool rarely needs washing; airing is usually enough.' } },
    ],
  },
  {
    title: { tr: 'Beykoz Camının İzinde', en: 'On the Trail of Beykoz Glass' },
    short: { tr: 'Osmanlı’nın zarif cam geleneği, Boğaz kıyısındaki küçük bir atölyede yeniden hayat buluyor.', en: 'The refined glass tradition of the Ottoman era comes back to life in a small workshop on the Bosphorus.' },
    intro: { tr: 'On dokuzuncu yüzyılda Beykoz’da üretilen camlar, ince işçilikleriyle Avrupa’da bile aranırdı. Beykoz Cam Atölyesi bu mirası bugünün sofralarına taşıyor.', en: 'Glass made in Beykoz in the nineteenth century was sought after even in Europe for its fine work. Beykoz Cam Atölyesi brings that heritage to today’s tables.' },
    sections: [
      { heading: { tr: 'Ateşin başında', en: 'At the furnace' }, body: { tr: '1100 derecelik fırının başında her parça ağızla üfleniyor ve maşalarla şekilleniyor. Küçük hava kabarcıkları bir kusur değil, el işçiliğinin imzası.', en: 'At the 1100-degree furnace each piece is mouth-blown and shaped with tongs. Small air bubbles are not flaws but the signature of the hand.' } },
      { heading: { tr: 'Çay bardağından vazoya', en: 'From tea glass to vase' }, body: { tr: 'Atölyenin en sevilen ürünleri ince belli çay bardakları ve tek dallık vazolar. Her biri amber, füme ya da şeffaf renklerde üretiliyor.', en: 'The studio’s best-loved pieces are tulip-shaped tea glasses and single-stem vases, made in amber, smoke or clear.' } },
    ],
  },
  {
    title: { tr: 'Küçük Balkonlar İçin Büyük Fikirler', en: 'Big Ideas for Small Balconies' },
    short: { tr: 'Birkaç saksı, bir fener ve doğru minderle en küçük balkon bile yaz akşamlarının favori yeri olabilir.', en: 'With a few planters, a lantern and the right cushion, even the smallest balcony can become the favourite spot of summer evenings.' },
    intro: { tr: 'Şehirde yaşayanlar için balkon, evin en değerli metrekaresi. Onu bir depo olmaktan çıkarmak için büyük bütçelere gerek yok.', en: 'For city dwellers, the balcony is the most precious square metre of the home. Turning it from a storeroom into a retreat takes no big budget.' },
    sections: [
      { heading: { tr: 'Dikey düşünün', en: 'Think vertical' }, body: { tr: 'Duvara asılan terrakota saksılar zemini boşaltır. Kekik, nane ve fesleğen hem güzel kokar hem de mutfağa yakındır.', en: 'Terracotta planters hung on the wall free up the floor. Thyme, mint and basil smell lovely and are close at hand for the kitchen.' } },
      { heading: { tr: 'Akşam ışığı', en: 'Evening light' }, body: { tr: 'Pirinç bir fener ve birkaç mum, balkonu akşamları sıcak bir odaya dönüştürür. Dış mekân minderleri için suya dayanıklı kanvası tercih edin.', en: 'A brass lantern and a few candles turn the balcony into a warm room at night. Choose water-resistant canvas for outdoor cushions.' } },
    ],
  },
  {
    title: { tr: 'Telkâri: Mardin’in Gümüş Dantelası', en: 'Telkâri: Mardin’s Silver Lace' },
    short: { tr: 'İnce gümüş tellerin sabırla büküldüğü, Mardin’e özgü bir takı sanatı.', en: 'A jewellery craft unique to Mardin, in which fine silver wire is twisted with patience.' },
    intro: { tr: 'Telkâri, saç teli inceliğindeki gümüş tellerin bükülüp lehimlenmesiyle yapılır. Tek bir küpe için günlerce çalışmak gerekebilir.', en: 'Telkâri is made by twisting and soldering silver wire as fine as a hair. A single earring can take days of work.' },
    sections: [
      { heading: { tr: 'Ustadan çırağa', en: 'From master to apprentice' }, body: { tr: 'Yusuf Aydemir zanaati babasından öğrendi; bugün atölyesinde üç çırak yetiştiriyor. Desenler ise Mardin’in taş evlerinden ilham alıyor.', en: 'Yusuf Aydemir learned the craft from his father and now trains three apprentices in his workshop. The patterns are inspired by Mardin’s stone houses.' } },
      { heading: { tr: 'Günlük bir telkâri', en: 'Everyday filigree' }, body: { tr: 'Atölyenin yeni serisi, geleneksel desenleri daha küçük ve hafif formlarda yorumluyor; her gün takılabilecek parçalar.', en: 'The studio’s new series reinterprets traditional patterns in smaller, lighter forms: pieces to wear every day.' } },
    ],
  },
  {
    title: { tr: 'Çocuk Odasında Sadelik', en: 'Simplicity in the Children’s Room' },
    short: { tr: 'Daha az oyuncak, daha çok oyun: çocuk odasını sakin ve ilham verici bir alana dönüştürmenin yolları.', en: 'Fewer toys, more play: ways to make a child’s room calm and inspiring.' },
    intro: { tr: 'Çocuklar, önlerinde seçecek çok az şey olduğunda daha uzun ve daha derin oynar. Sade bir oda, hayal gücüne yer açar.', en: 'Children play longer and more deeply when there is little to choose from. A simple room makes room for imagination.' },
    sections: [
      { heading: { tr: 'Döndürerek kullanın', en: 'Rotate' }, body: { tr: 'Oyuncakların bir kısmını kaldırıp birkaç haftada bir değiştirin. Ahşap ve kumaş oyuncaklar, plastik olanlardan daha uzun süre ilgi çeker.', en: 'Put some toys away and swap them every few weeks. Wooden and fabric toys hold attention longer than plastic ones.' } },
      { heading: { tr: 'Çocuğun boyunda', en: 'At the child’s height' }, body: { tr: 'Alçak raflar, küçük bir sandalye ve kolay ulaşılan bir sepet, çocuğun kendi düzenini kurmasına yardım eder.', en: 'Low shelves, a small chair and an easy-to-reach basket help children set up their own order.' } },
    ],
  },
  {
    title: { tr: 'Mumlarla Işık Tasarımı', en: 'Designing Light with Candles' },
    short: { tr: 'Soya mumundan balmumuna, doğru mumu seçmek ve evde güvenle kullanmak için ipuçları.', en: 'From soy wax to beeswax: tips on choosing the right candle and burning it safely at home.' },
    intro: { tr: 'Mum ışığı, elektrik ışığının veremediği bir sıcaklık verir. Doğru mum ise temiz yanar, is yapmaz ve kokusunu odaya dengeli yayar.', en: 'Candlelight gives a warmth electric light cannot. The right candle burns cleanly, without soot, and spreads its scent evenly through the room.' },
    sections: [
      { heading: { tr: 'İlk yakış önemlidir', en: 'The first burn matters' }, body: { tr: 'Mumu ilk yaktığınızda yüzeyin tamamen erimesini bekleyin. Aksi halde mum tünel açar ve ömrü kısalır.', en: 'On the first burn, let the whole surface melt. Otherwise the candle tunnels and its life is shortened.' } },
      { heading: { tr: 'Katmanlı ışık', en: 'Layered light' }, body: { tr: 'Farklı yüksekliklerde birkaç mumu bir tepside toplayın. Pirinç ve traverten mumluklar ışığı yumuşakça yansıtır.', en: 'Group candles of different heights on a tray. Brass and travertine holders reflect the light softly.' } },
    ],
  },
  {
    title: { tr: 'Tasarımcılarımızla Sohbet: Üretimde Yavaşlık', en: 'In Conversation with Our Designers: Slowness in Making' },
    short: { tr: 'Dört atölye, küçük seriler halinde üretmenin zorluklarını ve güzelliklerini anlatıyor.', en: 'Four studios talk about the difficulties and the rewards of making in small batches.' },
    intro: { tr: 'Vitrin’deki tasarımcıların çoğu, tek başına ya da küçük ekiplerle çalışıyor. Onlara hızlı tüketimin karşısında yavaş üretmenin ne anlama geldiğini sorduk.', en: 'Most of the designers on Vitrin work alone or in small teams. We asked them what it means to make slowly in an age of fast consumption.' },
    sections: [
      { heading: { tr: '“Bekleyen müşteri, değer veren müşteridir”', en: '“A customer who waits is a customer who cares”' }, body: { tr: 'Atölye Mira’nın kurucusu Mira Aksoy, sipariş üzerine üretilen bir kase için iki hafta bekleyen müşterilerin o kaseyi yıllarca kullandığını söylüyor.', en: 'Mira Aksoy, founder of Atölye Mira, says customers who wait two weeks for a made-to-order bowl go on to use it for years.' } },
      { heading: { tr: 'Onarılabilir olmak', en: 'Being repairable' }, body: { tr: 'Ahşap Hane ve Kuzey Deri, sattıkları ürünleri ücretsiz onarıyor. Onlara göre iyi tasarım, bir ürünün ikinci ve üçüncü hayatını da düşünmek demek.', en: 'Ahşap Hane and Kuzey Deri repair what they sell free of charge. For them, good design means thinking about a product’s second and third lives too.' } },
    ],
  },
];
