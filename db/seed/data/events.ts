import type { Term } from './terms';

/** Arts and workshops (spec 02 "Arts item"): hands-on workshops and exhibitions. */
export interface Happening {
  title: Term;
  subtitle: Term;
  about: Term;
  detail: Term;
  isWorkshop: boolean;
  /** Shown in the details list. */
  when: Term;
  where: Term;
  seats?: number;
  /** Fee in whole lira; absent for free events. */
  fee?: number;
}

export const HAPPENINGS: readonly Happening[] = [
  {
    title: { tr: 'Çark Başında: Başlangıç Seramik Atölyesi', en: 'At the Wheel: Beginners’ Ceramics Workshop' },
    subtitle: { tr: 'Atölye Mira ile üç hafta sonu', en: 'Three weekends with Atölye Mira' },
    about: { tr: 'Kili hazırlamaktan çarkta ilk kaseyi çekmeye, seramiğin temellerini küçük bir grupla öğrenin.', en: 'Learn the basics of ceramics in a small group, from preparing clay to throwing your first bowl on the wheel.' },
    detail: { tr: 'Son hafta sonunda yaptığınız parçaları sırlıyoruz; pişen eserleriniz iki hafta içinde adresinize gönderiliyor.', en: 'On the last weekend we glaze your pieces; once fired, they are sent to your address within two weeks.' },
    isWorkshop: true, when: { tr: 'Cumartesi günleri, 11.00–15.00', en: 'Saturdays, 11:00–15:00' }, where: { tr: 'Atölye Mira, Alsancak, İzmir', en: 'Atölye Mira, Alsancak, Izmir' }, seats: 8, fee: 4800,
  },
  {
    title: { tr: 'Bitkilerden Renk: Doğal Boyama Atölyesi', en: 'Colour from Plants: Natural Dyeing Workshop' },
    subtitle: { tr: 'Sumak Tekstil ile bir günlük atölye', en: 'A one-day workshop with Sumak Tekstil' },
    about: { tr: 'Cehri, nar kabuğu ve sumakla yün ve ipek ipliği boyuyoruz; renklerin mordanla nasıl sabitlendiğini öğreniyoruz.', en: 'We dye wool and silk yarn with buckthorn, pomegranate peel and sumac, and learn how mordants fix the colours.' },
    detail: { tr: 'Tüm malzemeler atölyeye dahildir. Gün sonunda kendi boyadığınız iplik çilelerini ve bir renk defterini yanınızda götürüyorsunuz.', en: 'All materials are included. You take home the skeins you dyed and a colour notebook at the end of the day.' },
    isWorkshop: true, when: { tr: 'Pazar, 10.00–17.00', en: 'Sunday, 10:00–17:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 12, fee: 2400,
  },
  {
    title: { tr: 'El Ciltli Defter Yapımı', en: 'Hand-Binding a Notebook' },
    subtitle: { tr: 'Papirüs Kâğıt İşleri ile', en: 'With Papirüs Kâğıt İşleri' },
    about: { tr: 'Kopt cilt tekniğiyle keten kaplı bir defter ciltliyoruz. Kâğıt katlamadan dikiş düzenine kadar tüm adımlar uygulamalı.', en: 'We bind a linen-covered notebook using Coptic stitch. Every step, from folding the paper to the sewing pattern, is hands-on.' },
    detail: { tr: 'Önceden deneyim gerekmez. Atölye sonunda kendi defterinizle birlikte bir cilt seti de hediye ediliyor.', en: 'No experience needed. You leave with your own notebook and a small binding kit.' },
    isWorkshop: true, when: { tr: 'Cumartesi, 14.00–18.00', en: 'Saturday, 14:00–18:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 10, fee: 1450,
  },
  {
    title: { tr: 'Soya Mumu Dökme Atölyesi', en: 'Soy Candle Pouring Workshop' },
    subtitle: { tr: 'Yosun Botanik ile kokular ve mumlar', en: 'Scents and candles with Yosun Botanik' },
    about: { tr: 'Esans notalarını tanıyor, kendi kokunuzu harmanlıyor ve seramik bir kaba iki mum döküyorsunuz.', en: 'Get to know scent notes, blend your own fragrance and pour two candles into ceramic vessels.' },
    detail: { tr: 'Mumlarınız 48 saat içinde donup hazır olur; atölye günü kargoya verilir ya da mağazadan teslim alınabilir.', en: 'Your candles set within 48 hours; they can be shipped or collected from the store.' },
    isWorkshop: true, when: { tr: 'Perşembe, 19.00–21.30', en: 'Thursday, 19:00–21:30' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 14, fee: 1250,
  },
  {
    title: { tr: 'Telkâri’ye Giriş', en: 'An Introduction to Filigree' },
    subtitle: { tr: 'Telkâri Atölyesi ustalarıyla iki gün', en: 'Two days with the masters of Telkâri Atölyesi' },
    about: { tr: 'Gümüş teli bükmeyi, desen oluşturmayı ve lehimlemeyi öğreniyor, kendi küpenizi tamamlıyorsunuz.', en: 'Learn to twist silver wire, build a pattern and solder, and finish a pair of earrings of your own.' },
    detail: { tr: 'Gümüş ve tüm aletler atölye ücretine dahildir. Katılımcılara Mardin telkâri tarihi üzerine kısa bir kitapçık verilir.', en: 'Silver and all tools are included. Participants receive a short booklet on the history of Mardin filigree.' },
    isWorkshop: true, when: { tr: 'Cumartesi–Pazar, 10.00–16.00', en: 'Saturday–Sunday, 10:00–16:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 6, fee: 5200,
  },
  {
    title: { tr: 'Deri Kartlık Dikimi', en: 'Stitching a Leather Card Holder' },
    subtitle: { tr: 'Kuzey Deri ile bir akşam', en: 'An evening with Kuzey Deri' },
    about: { tr: 'Bitkisel tabaklanmış deriyi kesiyor, kenarlarını boyuyor ve mumlu iplikle elde dikiyoruz.', en: 'We cut vegetable-tanned leather, finish its edges and saddle-stitch it with waxed thread.' },
    detail: { tr: 'Kartlığınıza sıcak baskı ile baş harflerinizi ekleyebilirsiniz. Tüm malzemeler dahildir.', en: 'You can hot-stamp your initials on your card holder. All materials are included.' },
    isWorkshop: true, when: { tr: 'Çarşamba, 19.00–22.00', en: 'Wednesday, 19:00–22:00' }, where: { tr: 'Kuzey Deri, Kuzguncuk, İstanbul', en: 'Kuzey Deri, Kuzguncuk, Istanbul' }, seats: 8, fee: 1650,
  },
  {
    title: { tr: 'Sessiz Odalar', en: 'Quiet Rooms' },
    subtitle: { tr: 'Nehir Aksu’nun yeni resimleri', en: 'New paintings by Nehir Aksu' },
    about: { tr: 'Sanatçının son iki yılda ürettiği on dört resim, boş odaların ve pencereden düşen ışığın izini sürüyor.', en: 'Fourteen paintings made over the past two years follow empty rooms and the light that falls through their windows.' },
    detail: { tr: 'Sergideki eserler Vitrin üzerinden satın alınabilir; sergi süresince her cumartesi sanatçıyla buluşma düzenleniyor.', en: 'The works on show can be bought on Vitrin; the artist is in the gallery every Saturday during the exhibition.' },
    isWorkshop: false, when: { tr: '3 Ekim – 15 Kasım', en: '3 October – 15 November' }, where: { tr: 'Vitrin Karaköy, galeri katı', en: 'Vitrin Karaköy, gallery floor' },
  },
  {
    title: { tr: 'Kıyıdan Notlar', en: 'Notes from the Shore' },
    subtitle: { tr: 'Ege ve Akdeniz kıyılarından fotoğraflar', en: 'Photographs from the Aegean and Mediterranean coasts' },
    about: { tr: 'Kuzguncuk Studio’nun fotoğrafçıları, kış aylarında boşalan sahil kasabalarını belgeliyor.', en: 'The photographers of Kuzguncuk Studio document seaside towns emptied by winter.' },
    detail: { tr: 'Sergideki fotoğraflar numaralı edisyonlar halinde basılmıştır ve çerçeveli ya da çerçevesiz satın alınabilir.', en: 'The photographs are printed in numbered editions and can be bought framed or unframed.' },
    isWorkshop: false, when: { tr: '20 Kasım – 10 Ocak', en: '20 November – 10 January' }, where: { tr: 'Vitrin Karaköy, galeri katı', en: 'Vitrin Karaköy, gallery floor' },
  },
  {
    title: { tr: 'Form ve Boşluk', en: 'Form and Void' },
    subtitle: { tr: 'Çağdaş heykelden bir seçki', en: 'A selection of contemporary sculpture' },
    about: { tr: 'Bronz, traverten ve seramikten küçük ölçekli heykeller; ev içinde heykelle yaşamanın yollarını öneriyor.', en: 'Small-scale sculpture in bronze, travertine and ceramic suggests ways of living with sculpture at home.' },
    detail: { tr: 'Seçkide Form & Boşluk, Kök Atölye ve Kuzguncuk Studio’dan on iki eser yer alıyor.', en: 'The selection brings together twelve works by Form & Boşluk, Kök Atölye and Kuzguncuk Studio.' },
    isWorkshop: false, when: { tr: '12 Eylül – 25 Ekim', en: '12 September – 25 October' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' },
  },
  {
    title: { tr: 'Risograph Günleri', en: 'Risograph Days' },
    subtitle: { tr: 'Canlı baskı gösterimi ve fanzin pazarı', en: 'Live printing and a zine market' },
    about: { tr: 'Rüzgâr Gülü Baskı’nın risograph makinesi iki gün boyunca mağazada; baskıların katman katman oluşumunu izleyin.', en: 'Rüzgâr Gülü Baskı brings its risograph to the store for two days: watch prints come together layer by layer.' },
    detail: { tr: 'Etkinlik ücretsizdir. Yerinde basılan sınırlı sayıdaki posterler yalnızca etkinlik süresince satışta.', en: 'Entry is free. Limited posters printed on the spot are on sale only during the event.' },
    isWorkshop: false, when: { tr: '8–9 Kasım, 12.00–20.00', en: '8–9 November, 12:00–20:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' },
  },
];

/** Collaborations: a capsule made with one studio (named as in DESIGNERS). */
export interface Collaboration {
  designer: string;
  title: Term;
  body: readonly Term[];
}

export const COLLABORATIONS: readonly Collaboration[] = [
  {
    designer: 'Atölye Mira',
    title: { tr: 'Vitrin × Atölye Mira: Sofra', en: 'Vitrin × Atölye Mira: The Table' },
    body: [
      { tr: 'Atölye Mira ile birlikte, İzmir’in yaz sofralarından ilham alan altı parçalık bir servis koleksiyonu tasarladık.', en: 'Together with Atölye Mira we designed a six-piece serving collection inspired by summer tables in Izmir.' },
      { tr: 'Kum ve kül tonlarındaki sırlar, her parçayı birbirinden biraz farklı kılıyor. Koleksiyon yalnızca Vitrin’de satışta.', en: 'Glazes in sand and ash tones make every piece slightly different. The collection is sold only on Vitrin.' },
    ],
  },
  {
    designer: 'Bohça Studio',
    title: { tr: 'Vitrin × Bohça Studio: Yaz Peştemalleri', en: 'Vitrin × Bohça Studio: Summer Peshtemals' },
    body: [
      { tr: 'Buldan’ın el tezgâhlarında dokunan peştemaller, bu yaz Vitrin için seçilen dört yeni renkle geliyor.', en: 'Peshtemals woven on the hand looms of Buldan come this summer in four new colours chosen for Vitrin.' },
      { tr: 'Hafif, hızlı kuruyan ve her yıkamada yumuşayan peştemaller plajdan banyoya her yerde kullanılabilir.', en: 'Light, quick-drying and softer with every wash, they go from the beach to the bathroom.' },
    ],
  },
  {
    designer: 'Kıvrım Takı',
    title: { tr: 'Vitrin × Kıvrım Takı: Kapsül Koleksiyon', en: 'Vitrin × Kıvrım Takı: A Capsule Collection' },
    body: [
      { tr: 'Zeynep Güneş’in heykelsi formları, bu kapsülde günlük kullanıma uygun küçük ölçeklere taşındı.', en: 'In this capsule Zeynep Güneş’s sculptural forms were brought down to a scale for everyday wear.' },
      { tr: 'Dört kolye, üç küpe ve iki yüzükten oluşan koleksiyonun tamamı 925 ayar gümüşten elde üretiliyor.', en: 'Four necklaces, three pairs of earrings and two rings, all made by hand in sterling silver.' },
    ],
  },
  {
    designer: 'Beykoz Cam Atölyesi',
    title: { tr: 'Vitrin × Beykoz Cam Atölyesi: Işık', en: 'Vitrin × Beykoz Cam Atölyesi: Light' },
    body: [
      { tr: 'Beykoz camının inceliğini aydınlatmaya taşıyan bu seri, üç sarkıt ve iki masa lambasından oluşuyor.', en: 'This series carries the finesse of Beykoz glass into lighting: three pendants and two table lamps.' },
      { tr: 'Füme ve amber tonlarda üflenen gövdeler, ışığı odaya yumuşak bir parıltıyla yayıyor.', en: 'Blown in smoke and amber tones, the shades spread a soft glow through the room.' },
    ],
  },
  {
    designer: 'Ahşap Hane',
    title: { tr: 'Vitrin × Ahşap Hane: Çocuk Odası', en: 'Vitrin × Ahşap Hane: The Children’s Room' },
    body: [
      { tr: 'Masif kayından üretilen sandalye, raf ve oyuncaklar, çocukla birlikte büyüyecek şekilde tasarlandı.', en: 'A chair, shelves and toys in solid beech, designed to grow with the child.' },
      { tr: 'Tüm parçalar su bazlı, çocuklar için güvenli boyalarla boyanıyor ve ömür boyu ücretsiz onarım garantisiyle geliyor.', en: 'Every piece is finished with child-safe water-based paints and comes with free repairs for life.' },
    ],
  },
  {
    designer: 'Lavanta Atölyesi',
    title: { tr: 'Vitrin × Lavanta Atölyesi: Ev Kokuları', en: 'Vitrin × Lavanta Atölyesi: Home Scents' },
    body: [
      { tr: 'Isparta’nın lavanta ve gül tarlalarından gelen esanslarla üç mum ve iki oda kokusu hazırladık.', en: 'With essences from the lavender and rose fields of Isparta we made three candles and two diffusers.' },
      { tr: 'Kokular sabah, öğle ve akşam olmak üzere günün üç anına göre harmanlandı.', en: 'The scents are blended for three moments of the day: morning, noon and evening.' },
    ],
  },
];
