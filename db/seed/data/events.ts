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
  {
    title: { tr: 'Başlangıç için Linol Baskı', en: 'Linocut Printing for Beginners' },
    subtitle: { tr: 'Rüzgâr Gülü Baskı ile bir gün', en: 'A day with Rüzgâr Gülü Baskı' },
    about: { tr: 'Kendi desenimizi linolyuma aktarıyor, oyuyor ve el presiyle kâğıda basıyoruz.', en: 'We transfer a design of our own onto lino, carve it and print it on paper with a hand press.' },
    detail: { tr: 'Oyma bıçakları ve mürekkepler atölyeye dahildir; kalıbınızı ve on baskınızı yanınızda götürürsünüz.', en: 'Carving tools and inks are included; you take home your block and ten prints.' },
    isWorkshop: true, when: { tr: 'Cumartesi, 11.00–17.00', en: 'Saturday, 11:00–17:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 10, fee: 1350,
  },
  {
    title: { tr: 'Örgü Akşamları: Yün Bere', en: 'Knitting Evenings: A Wool Beanie' },
    subtitle: { tr: 'İlmek Örgü ile dört akşam', en: 'Four evenings with İlmek Örgü' },
    about: { tr: 'Şiş tutmaktan ilmek kapatmaya, yumuşak merinos yününden kendi berenizi örüyorsunuz.', en: 'From casting on to binding off, you knit your own beanie in soft merino wool.' },
    detail: { tr: 'Şişler ve iki yumak yün dahildir. Daha önce hiç örmemiş olanlar için tasarlandı.', en: 'Needles and two balls of wool are included. Made for people who have never knitted before.' },
    isWorkshop: true, when: { tr: 'Salı akşamları, 19.00–21.00', en: 'Tuesday evenings, 19:00–21:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 12, fee: 1800,
  },
  {
    title: { tr: 'Cam Füzyon Atölyesi', en: 'Glass Fusing Workshop' },
    subtitle: { tr: 'Beykoz Cam Atölyesi ile', en: 'With Beykoz Cam Atölyesi' },
    about: { tr: 'Renkli cam parçalarını kesip dizerek fırında birleşecek bir tabak ve iki bardak altlığı tasarlıyorsunuz.', en: 'Cut and arrange coloured glass into a small dish and two coasters that fuse together in the kiln.' },
    detail: { tr: 'Parçalarınız fırınlandıktan sonra bir hafta içinde mağazadan teslim alınabilir.', en: 'Your pieces can be collected from the store a week after firing.' },
    isWorkshop: true, when: { tr: 'Pazar, 13.00–17.00', en: 'Sunday, 13:00–17:00' }, where: { tr: 'Beykoz Cam Atölyesi, Beykoz, İstanbul', en: 'Beykoz Cam Atölyesi, Beykoz, Istanbul' }, seats: 8, fee: 2100,
  },
  {
    title: { tr: 'Balkon Bahçesi Kurmak', en: 'Planting a Balcony Garden' },
    subtitle: { tr: 'Toprak ve saksılar üzerine bir sabah', en: 'A morning of soil and pots' },
    about: { tr: 'Küçük bir balkonda yıl boyu yeşil kalan bir köşe için bitki seçimi, toprak karışımı ve dikim.', en: 'Choosing plants, mixing soil and planting for a corner of a small balcony that stays green all year.' },
    detail: { tr: 'Diktiğiniz seramik saksıyı ve üç fideyi eve götürüyorsunuz.', en: 'You take home the ceramic pot you planted and three seedlings.' },
    isWorkshop: true, when: { tr: 'Cumartesi, 10.00–13.00', en: 'Saturday, 10:00–13:00' }, where: { tr: 'Vitrin Karaköy, teras', en: 'Vitrin Karaköy, terrace' }, seats: 14, fee: 950,
  },
  {
    title: { tr: 'Keten Peçete Dikimi', en: 'Sewing Linen Napkins' },
    subtitle: { tr: 'Elde kenar kıvırma ve gizli dikiş', en: 'Hand hemming and slip stitch' },
    about: { tr: 'Yıkanmış ketenden dört peçeteyi ölçüyor, kesiyor ve köşeleri gönyeli olarak elde dikiyoruz.', en: 'We measure and cut four napkins from washed linen and sew their mitred corners by hand.' },
    detail: { tr: 'Kumaş, iplik ve iğneler dahildir; peçetelerinize nakışla baş harf ekleyebilirsiniz.', en: 'Fabric, thread and needles are included; you can embroider an initial on your napkins.' },
    isWorkshop: true, when: { tr: 'Pazar, 14.00–17.30', en: 'Sunday, 14:00–17:30' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 10, fee: 1150,
  },
  {
    title: { tr: 'Çini Boyama Atölyesi', en: 'Çini Tile Painting Workshop' },
    subtitle: { tr: 'İznik desenleriyle bir gün', en: 'A day of Iznik patterns' },
    about: { tr: 'Geleneksel desenleri kalıpla karo üzerine aktarıyor, kobalt mavisi ve mercan kırmızısıyla boyuyoruz.', en: 'We pounce traditional patterns onto a tile and paint them in cobalt blue and coral red.' },
    detail: { tr: 'Boyadığınız iki karo sırlanıp pişirildikten sonra adresinize gönderilir.', en: 'Your two tiles are glazed, fired and sent to your address.' },
    isWorkshop: true, when: { tr: 'Cumartesi, 10.00–16.00', en: 'Saturday, 10:00–16:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 10, fee: 2300,
  },
  {
    title: { tr: 'Kâğıttan Sarkıt Lamba Yapımı', en: 'Making a Paper Pendant Lamp' },
    subtitle: { tr: 'Katlama ve pilili formlar', en: 'Folding and pleated forms' },
    about: { tr: 'Kalın kâğıdı pilileyerek bir abajur formu kuruyor ve ona duy ile kablo bağlıyoruz.', en: 'We pleat heavy paper into a shade and wire it to a lamp holder and cord.' },
    detail: { tr: 'Kablo seti ve LED ampul dahildir; lambanız aynı gün kullanıma hazırdır.', en: 'The cord set and an LED bulb are included; your lamp is ready to hang the same day.' },
    isWorkshop: true, when: { tr: 'Perşembe, 18.30–21.30', en: 'Thursday, 18:30–21:30' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 10, fee: 1400,
  },
  {
    title: { tr: 'İpek Eşarba Ebru', en: 'Marbling a Silk Scarf' },
    subtitle: { tr: 'Ebru ustası ile su üstünde desenler', en: 'Patterns on water with an ebru master' },
    about: { tr: 'Kitreli su üzerinde boyaları serpiyor, tarakla desen açıyor ve deseni ipek eşarba alıyoruz.', en: 'We sprinkle paint on thickened water, comb out a pattern and lift it onto a silk scarf.' },
    detail: { tr: 'İki ipek eşarp dahildir; boyalar sabitlendikten sonra eşarplar yıkanabilir.', en: 'Two silk scarves are included; once the colours are fixed they can be washed.' },
    isWorkshop: true, when: { tr: 'Pazar, 11.00–15.00', en: 'Sunday, 11:00–15:00' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' }, seats: 8, fee: 2600,
  },
  {
    title: { tr: 'Dokunmuş Duvarlar', en: 'Woven Walls' },
    subtitle: { tr: 'Doğal boyalı çağdaş kilimler', en: 'Contemporary kilims, naturally dyed' },
    about: { tr: 'Sumak Tekstil’in dokumacıları, geleneksel motifleri sade ve büyük yüzeylere taşıyan on kilim sergiliyor.', en: 'The weavers of Sumak Tekstil show ten kilims that carry traditional motifs onto large, quiet surfaces.' },
    detail: { tr: 'Kilimler sipariş üzerine farklı ölçülerde yeniden dokunabilir.', en: 'The kilims can be woven again to order in other sizes.' },
    isWorkshop: false, when: { tr: '2 Şubat – 16 Mart', en: '2 February – 16 March' }, where: { tr: 'Vitrin Karaköy, galeri katı', en: 'Vitrin Karaköy, gallery floor' },
  },
  {
    title: { tr: 'Gümüş Çizgiler', en: 'Silver Lines' },
    subtitle: { tr: 'Heykel olarak takı', en: 'Jewellery as sculpture' },
    about: { tr: 'Kıvrım Takı ve Telkâri Atölyesi’nin tek parça işleri, takının giyilmediği zamanlarda da bir nesne olarak var olabileceğini gösteriyor.', en: 'One-off pieces by Kıvrım Takı and Telkâri Atölyesi show jewellery living as an object when it is not worn.' },
    detail: { tr: 'Her eser kendi kaidesiyle birlikte satılır.', en: 'Every piece is sold with its own stand.' },
    isWorkshop: false, when: { tr: '1–28 Aralık', en: '1–28 December' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' },
  },
  {
    title: { tr: 'İş Başında Eller', en: 'Hands at Work' },
    subtitle: { tr: 'Anadolu zanaatkârlarının fotoğrafları', en: 'Photographs of Anatolian makers' },
    about: { tr: 'Bir yıl boyunca yirmi atölyede çekilen portreler, zanaatın gündelik ritmini kayda geçiriyor.', en: 'Portraits made over a year in twenty studios record the everyday rhythm of craft.' },
    detail: { tr: 'Fotoğraflar arşivsel kâğıda basılmış, imzalı ve numaralıdır.', en: 'The photographs are printed on archival paper, signed and numbered.' },
    isWorkshop: false, when: { tr: '10 Ocak – 20 Şubat', en: '10 January – 20 February' }, where: { tr: 'Vitrin Karaköy, galeri katı', en: 'Vitrin Karaköy, gallery floor' },
  },
  {
    title: { tr: 'Mavi ve Beyaz', en: 'Blue and White' },
    subtitle: { tr: 'Bugünün Kütahya seramiği', en: 'Kütahya ceramics today' },
    about: { tr: 'Kütahya’nın genç seramikçileri, kobalt mavisi geleneğini sade formlarla yeniden yorumluyor.', en: 'Young ceramicists from Kütahya reinterpret the cobalt-blue tradition in plain forms.' },
    detail: { tr: 'Sergideki kaseler ve vazolar sınırlı sayıda üretildi ve Vitrin’de satışta.', en: 'The bowls and vases on show were made in small numbers and are on sale at Vitrin.' },
    isWorkshop: false, when: { tr: '5 Nisan – 18 Mayıs', en: '5 April – 18 May' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' },
  },
  {
    title: { tr: 'Kâğıttan Şehirler', en: 'Paper Cities' },
    subtitle: { tr: 'İstanbul üzerine baskılar ve desenler', en: 'Prints and drawings of Istanbul' },
    about: { tr: 'Beş sanatçı, şehrin çatılarını, iskelelerini ve yokuşlarını linol ve risograph baskılarla anlatıyor.', en: 'Five artists describe the city’s rooftops, piers and steep streets in linocut and risograph prints.' },
    detail: { tr: 'Baskılar çerçeveli ya da çerçevesiz satın alınabilir.', en: 'The prints can be bought framed or unframed.' },
    isWorkshop: false, when: { tr: '22 Mayıs – 30 Haziran', en: '22 May – 30 June' }, where: { tr: 'Vitrin Karaköy, galeri katı', en: 'Vitrin Karaköy, gallery floor' },
  },
  {
    title: { tr: 'Işık Etütleri', en: 'Light Studies' },
    subtitle: { tr: 'Cam ve ışık yerleştirmeleri', en: 'Installations in glass and light' },
    about: { tr: 'Üflenmiş cam ve yumuşak ışıkla kurulan üç yerleştirme, galeriyi gün boyunca değişen bir odaya çeviriyor.', en: 'Three installations of blown glass and soft light turn the gallery into a room that changes through the day.' },
    detail: { tr: 'Yerleştirmelerdeki sarkıtlar Beykoz Cam Atölyesi’nden sipariş edilebilir.', en: 'The pendants in the installations can be ordered from Beykoz Cam Atölyesi.' },
    isWorkshop: false, when: { tr: '3 Temmuz – 24 Ağustos', en: '3 July – 24 August' }, where: { tr: 'Vitrin Karaköy', en: 'Vitrin Karaköy' },
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
