import type { InfoPageKey } from '@/lib/server/db/schema';
import type { Term } from './terms';

/** The policy pages with a side menu (spec 01 §2), in menu order. Demo wording, plausible but generic. */
export interface InfoPage {
  key: InfoPageKey;
  title: Term;
  sections: readonly { heading: Term; body: Term }[];
}

export const INFO_PAGES: readonly InfoPage[] = [
  {
    key: 'shipping-returns',
    title: { tr: 'Kargo ve İade', en: 'Shipping & Returns' },
    sections: [
      { heading: { tr: 'Gönderim süresi', en: 'Dispatch time' }, body: { tr: 'Stoktaki ürünler, siparişiniz onaylandıktan sonra en geç üç iş günü içinde tasarımcının atölyesinden kargoya verilir. Sipariş üzerine üretilen ürünlerin hazırlık süresi ürün sayfasında yazar.', en: 'Items in stock leave the designer’s studio within three working days of your order being confirmed. Preparation times for made-to-order items are given on the product page.' } },
      { heading: { tr: 'Kargo ücreti', en: 'Delivery charges' }, body: { tr: 'Kargo ücreti teslimat ülkesinin bölgesine göre belirlenir: her bölgenin sabit ücreti ve ücretsiz kargo sınırı aşağıdaki tabloda yazar. Sepet özeti, seçtiğiniz teslimat ülkesinin ücretini gösterir.', en: 'The delivery charge depends on the zone of the delivery country: each zone’s flat rate and free-delivery threshold are in the table below. The basket summary shows the charge for the delivery country you choose.' } },
      { heading: { tr: 'İade hakkı', en: 'Your right to return' }, body: { tr: 'Ürünü teslim aldığınız günden itibaren on dört gün içinde, kullanılmamış ve orijinal ambalajında olmak koşuluyla iade edebilirsiniz. Kişiye özel üretilen ürünler iade kapsamı dışındadır.', en: 'You may return an item within fourteen days of delivery, unused and in its original packaging. Items made to your own specification cannot be returned.' } },
      { heading: { tr: 'İade nasıl yapılır?', en: 'How to return' }, body: { tr: 'Siparişlerim sayfasından iade talebi oluşturun; size anlaşmalı kargo firmasının iade kodunu e-posta ile gönderelim. Ürün atölyeye ulaştıktan sonra ödemeniz beş iş günü içinde kartınıza iade edilir.', en: 'Open a return request from your orders page and we will email you a return code for our carrier. Once the item reaches the studio, your payment is refunded to your card within five working days.' } },
    ],
  },
  {
    key: 'membership',
    title: { tr: 'Üyelik Sözleşmesi', en: 'Membership Agreement' },
    sections: [
      { heading: { tr: 'Üyelik', en: 'Membership' }, body: { tr: 'vitrin.shop üyeliği ücretsizdir. Üye olurken verdiğiniz e-posta adresine gönderilen bağlantıyla hesabınızı etkinleştirdiğinizde üyeliğiniz başlar.', en: 'Membership of vitrin.shop is free. It begins when you activate your account through the link sent to the email address you gave when signing up.' } },
      { heading: { tr: 'Hesabınızın güvenliği', en: 'Keeping your account safe' }, body: { tr: 'Şifrenizi kimseyle paylaşmayın. Hesabınızda yetkisiz bir işlem fark ederseniz şifrenizi hemen değiştirin ve bize merhaba@vitrin.shop adresinden yazın.', en: 'Do not share your password. If you notice activity you did not make, change your password at once and write to us at merhaba@vitrin.shop.' } },
      { heading: { tr: 'Üyeliğin sona ermesi', en: 'Ending your membership' }, body: { tr: 'Üyeliğinizi dilediğiniz zaman sona erdirebilirsiniz. Yasal saklama süresi gereken sipariş kayıtları dışındaki kişisel verileriniz otuz gün içinde silinir.', en: 'You may end your membership at any time. Your personal data is deleted within thirty days, except order records the law requires us to keep.' } },
    ],
  },
  {
    key: 'privacy-policy',
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    sections: [
      { heading: { tr: 'Topladığımız bilgiler', en: 'What we collect' }, body: { tr: 'Sipariş ve teslimat için adınızı, iletişim bilgilerinizi ve adresinizi; sitenin çalışması için dil tercihiniz ve sepetiniz gibi zorunlu tanımlama bilgilerini saklarız.', en: 'For orders and delivery we keep your name, contact details and address; for the site to work we store essential cookies such as your language and basket.' } },
      { heading: { tr: 'Bilgileri nasıl kullanırız?', en: 'How we use it' }, body: { tr: 'Bilgileriniz yalnızca siparişinizi tamamlamak, size ulaşmak ve yasal yükümlülüklerimizi yerine getirmek için kullanılır; reklam amacıyla üçüncü kişilerle paylaşılmaz.', en: 'Your details are used only to fulfil your order, to contact you and to meet our legal duties; they are never shared with third parties for advertising.' } },
      { heading: { tr: 'Haklarınız', en: 'Your rights' }, body: { tr: 'Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkınız vardır. Başvurularınızı merhaba@vitrin.shop adresine iletebilirsiniz.', en: 'You may ask to see, correct or delete your data at any time. Send your request to merhaba@vitrin.shop.' } },
    ],
  },
  {
    key: 'termsconditions',
    title: { tr: 'Şartlar ve Koşullar', en: 'Terms & Conditions' },
    sections: [
      { heading: { tr: 'Genel', en: 'General' }, body: { tr: 'Bu siteyi kullanarak aşağıdaki koşulları kabul etmiş olursunuz. Vitrin, koşulları önceden duyurarak güncelleyebilir.', en: 'By using this site you accept the terms below. Vitrin may update them after announcing the change.' } },
      { heading: { tr: 'Fiyatlar ve stok', en: 'Prices and stock' }, body: { tr: 'Fiyatlar tasarımcılarla birlikte belirlenir ve KDV dahildir. Bir ürün sipariş sırasında tükenirse ödemeniz hemen iade edilir ve size haber verilir.', en: 'Prices are set together with the designers and include VAT. If an item sells out while you order, your payment is refunded at once and we let you know.' } },
      { heading: { tr: 'Fikri haklar', en: 'Intellectual property' }, body: { tr: 'Sitedeki tasarımlar, fotoğraflar ve metinler tasarımcılarına ve Vitrin’e aittir; izin alınmadan çoğaltılamaz.', en: 'The designs, photographs and texts on this site belong to their designers and to Vitrin and may not be reproduced without permission.' } },
    ],
  },
];

/** The faq page's questions; answers are short paragraphs. */
export const FAQS: readonly { question: Term; answer: Term }[] = [
  { question: { tr: 'Siparişim ne zaman kargoya verilir?', en: 'When will my order ship?' }, answer: { tr: 'Stoktaki ürünler en geç üç iş günü içinde tasarımcının atölyesinden gönderilir. Sipariş üzerine üretilen ürünlerin süresi ürün sayfasında yazar.', en: 'Items in stock leave the designer’s studio within three working days. Made-to-order items show their own preparation time on the product page.' } },
  { question: { tr: 'Kargo ücreti ne kadar?', en: 'How much is delivery?' }, answer: { tr: 'Teslimat ülkesinin bölgesine göre değişir; Kargo ve İade sayfasındaki tablo her bölgenin ücretini ve ücretsiz kargo sınırını gösterir.', en: 'It depends on the delivery country’s zone; the table on the Shipping & Returns page gives each zone’s rate and free-delivery threshold.' } },
  { question: { tr: 'Yurt dışına gönderim yapıyor musunuz?', en: 'Do you ship abroad?' }, answer: { tr: 'Evet, Avrupa’ya ve dünyanın çoğu ülkesine gönderiyoruz. Teslimat ülkesini adres adımında seçersiniz; kargo ücreti o ülkenin bölgesine göre hesaplanır.', en: 'Yes, to Europe and most countries of the world. You choose the delivery country at the address step, and the delivery charge follows that country’s zone.' } },
  { question: { tr: 'Ürünü nasıl iade ederim?', en: 'How do I return an item?' }, answer: { tr: 'Teslimattan sonraki on dört gün içinde Siparişlerim sayfasından iade talebi oluşturabilirsiniz; iade kodunu e-posta ile göndeririz.', en: 'Within fourteen days of delivery, open a return request from your orders page and we will email you a return code.' } },
  { question: { tr: 'Üye olmadan alışveriş yapabilir miyim?', en: 'Can I buy without an account?' }, answer: { tr: 'Evet, sepetten “Üye olmadan devam et” seçeneğiyle yalnızca e-posta adresinizi vererek siparişinizi tamamlayabilirsiniz.', en: 'Yes. Choose “Continue without an account” in the basket and complete your order with just your email address.' } },
  { question: { tr: 'Hediye paketi yapıyor musunuz?', en: 'Do you offer gift wrapping?' }, answer: { tr: 'Adres adımında hediye paketi seçeneğini işaretlerseniz ürününüz plastiksiz, el yapımı kâğıtla paketlenir.', en: 'Tick the gift-wrap option at the address step and your item is wrapped in handmade paper, without plastic.' } },
  { question: { tr: 'Tasarımcı olarak nasıl başvurabilirim?', en: 'How can I apply as a designer?' }, answer: { tr: 'Tasarımcı başvuru formunu doldurun; ekibimiz çalışmalarınızı inceleyip iki hafta içinde size dönüş yapar.', en: 'Fill in the designer application form; our team looks at your work and replies within two weeks.' } },
];
