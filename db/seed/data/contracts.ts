import { DISTANCE_SALES_CONTRACT_ID, KVKK_CONTRACT_ID, PRE_INFORMATION_CONTRACT_ID, TERMS_CONTRACT_ID } from '@/lib/shop/contracts';
import type { Term } from './terms';

/** Legal texts with the fixed ids pages link to (sozlesmeler/{id}). Demo wording, plausible but generic. */
export interface Contract {
  id: number;
  title: Term;
  sections: readonly { heading: Term; body: Term }[];
}

const SELLER: Term = {
  tr: 'Vitrin Tasarım Mağazacılık A.Ş., Kemankeş Karamustafa Paşa Mah. Kemeraltı Cad. No: 24, 34425 Beyoğlu/İstanbul; telefon +90 212 555 01 23; e-posta merhaba@vitrin.shop',
  en: 'Vitrin Tasarım Mağazacılık A.Ş., Kemankeş Karamustafa Paşa Mah. Kemeraltı Cad. No: 24, 34425 Beyoğlu/Istanbul; telephone +90 212 555 01 23; email merhaba@vitrin.shop',
};

export const CONTRACTS: readonly Contract[] = [
  {
    id: DISTANCE_SALES_CONTRACT_ID,
    title: { tr: 'Mesafeli Satış Sözleşmesi', en: 'Distance Sales Contract' },
    sections: [
      { heading: { tr: '1. Taraflar', en: '1. Parties' }, body: { tr: `Bu sözleşme, ${SELLER.tr} (“Satıcı”) ile vitrin.shop üzerinden sipariş veren kişi (“Alıcı”) arasında, aşağıdaki koşullarla kurulmuştur.`, en: `This contract is made between ${SELLER.en} (the “Seller”) and the person placing an order on vitrin.shop (the “Buyer”), on the terms below.` } },
      { heading: { tr: '2. Konu', en: '2. Subject' }, body: { tr: 'Sözleşmenin konusu, Alıcı’nın elektronik ortamda sipariş verdiği ve nitelikleri, satış fiyatı ile ödeme koşulları sipariş özetinde belirtilen ürünlerin satışı ve teslimidir. Taraflar, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümlerine tabidir.', en: 'The subject of this contract is the sale and delivery of the products the Buyer orders online, whose features, price and payment terms are given in the order summary. The parties are bound by Consumer Protection Law No. 6502 and the Distance Contracts Regulation.' } },
      { heading: { tr: '3. Teslimat', en: '3. Delivery' }, body: { tr: 'Ürünler, tasarımcının atölyesinden anlaşmalı kargo firmasıyla, sipariş özetinde belirtilen süre içinde ve en geç otuz gün içinde Alıcı’nın bildirdiği adrese teslim edilir. Sipariş üzerine üretilen ürünlerde teslim süresi ürün sayfasında ayrıca belirtilir.', en: 'Products are shipped from the designer’s studio by our contracted carrier to the address the Buyer gives, within the time stated in the order summary and no later than thirty days. Delivery times for made-to-order items are stated on the product page.' } },
      { heading: { tr: '4. Cayma hakkı', en: '4. Right of withdrawal' }, body: { tr: 'Alıcı, ürünü teslim aldığı tarihten itibaren on dört gün içinde herhangi bir gerekçe göstermeden cayma hakkını kullanabilir. Cayma bildirimi merhaba@vitrin.shop adresine ya da hesabım sayfasındaki iade formu ile yapılır. Kişiye özel üretilen veya kişiselleştirilen ürünlerde cayma hakkı bulunmaz.', en: 'The Buyer may withdraw within fourteen days of receiving the product without giving a reason. Notice of withdrawal is given to merhaba@vitrin.shop or through the return form in the account pages. Items made or personalised to the Buyer’s specification are excluded.' } },
      { heading: { tr: '5. İade ve ödeme', en: '5. Returns and refunds' }, body: { tr: 'Cayma hakkı kullanıldığında ürün, faturası ve orijinal ambalajıyla birlikte on gün içinde Satıcı’ya gönderilir. Satıcı, ürünü teslim aldıktan sonra on dört gün içinde bedeli Alıcı’nın ödeme yaptığı araca iade eder.', en: 'On withdrawal, the product is returned to the Seller with its invoice and original packaging within ten days. The Seller refunds the price to the Buyer’s original means of payment within fourteen days of receiving it.' } },
      { heading: { tr: '6. Uyuşmazlıklar', en: '6. Disputes' }, body: { tr: 'Bu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığı’nca ilan edilen değere kadar Tüketici Hakem Heyetleri, bu değerin üzerindeki uyuşmazlıklarda Tüketici Mahkemeleri yetkilidir.', en: 'Disputes arising from this contract are heard by the Consumer Arbitration Committees up to the value set by the Ministry of Trade, and by the Consumer Courts above it.' } },
    ],
  },
  {
    id: TERMS_CONTRACT_ID,
    title: { tr: 'Kullanım Koşulları', en: 'Terms of Use' },
    sections: [
      { heading: { tr: '1. Kapsam', en: '1. Scope' }, body: { tr: 'vitrin.shop internet sitesini ziyaret eden veya üye olan herkes bu koşulları okumuş ve kabul etmiş sayılır. Vitrin, koşulları önceden haber vermeksizin güncelleyebilir; güncel metin her zaman bu sayfada yayımlanır.', en: 'Anyone who visits or registers on vitrin.shop is deemed to have read and accepted these terms. Vitrin may update them without notice; the current text is always published on this page.' } },
      { heading: { tr: '2. Üyelik', en: '2. Membership' }, body: { tr: 'Üye, kayıt sırasında verdiği bilgilerin doğru olduğunu ve hesabının güvenliğinden kendisinin sorumlu olduğunu kabul eder. Şifrenin üçüncü kişilerle paylaşılmasından doğan zararlardan Vitrin sorumlu tutulamaz.', en: 'Members confirm that the information they give on registering is accurate and that they are responsible for the security of their account. Vitrin is not liable for losses arising from a password shared with others.' } },
      { heading: { tr: '3. Fikri mülkiyet', en: '3. Intellectual property' }, body: { tr: 'Sitedeki tasarımlar, fotoğraflar, metinler ve logolar Vitrin’e veya ilgili tasarımcılara aittir. İzin alınmadan kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz.', en: 'The designs, photographs, texts and logos on the site belong to Vitrin or the designers concerned. They may not be copied, reproduced or used commercially without permission.' } },
      { heading: { tr: '4. Fiyat ve stok bilgisi', en: '4. Prices and stock' }, body: { tr: 'Ürün fiyatları ve stok bilgileri tasarımcılar tarafından güncellenir. Sistemsel bir hatadan kaynaklanan açıkça yanlış fiyatlarla verilen siparişleri iptal etme hakkı saklıdır; bu durumda ödeme eksiksiz iade edilir.', en: 'Prices and stock are updated by the designers. We reserve the right to cancel orders placed at a clearly wrong price caused by a system error; any payment is then refunded in full.' } },
      { heading: { tr: '5. Sorumluluğun sınırı', en: '5. Limitation of liability' }, body: { tr: 'Vitrin, sitenin kesintisiz ve hatasız çalışması için makul özeni gösterir; bakım ve teknik arızalardan kaynaklanan geçici erişim sorunlarından sorumlu değildir.', en: 'Vitrin takes reasonable care to keep the site running without interruption or error, but is not liable for temporary loss of access due to maintenance or technical faults.' } },
      { heading: { tr: '6. Uygulanacak hukuk', en: '6. Governing law' }, body: { tr: 'Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıklarda İstanbul Merkez Mahkemeleri ve İcra Daireleri yetkilidir.', en: 'These terms are governed by the laws of the Republic of Türkiye. The Central Courts and Enforcement Offices of Istanbul have jurisdiction over disputes.' } },
    ],
  },
  {
    id: PRE_INFORMATION_CONTRACT_ID,
    title: { tr: 'Ön Bilgilendirme Formu', en: 'Pre-Information Form' },
    sections: [
      { heading: { tr: '1. Satıcı bilgileri', en: '1. Seller details' }, body: { tr: `${SELLER.tr}. MERSİS No: 0947 1234 5670 0015.`, en: `${SELLER.en}. MERSIS No: 0947 1234 5670 0015.` } },
      { heading: { tr: '2. Ürünün temel nitelikleri ve fiyatı', en: '2. Main features and price' }, body: { tr: 'Siparişinizdeki ürünlerin temel nitelikleri, vergiler dahil satış fiyatları, kargo ücreti ve varsa indirimler ödeme adımındaki sipariş özetinde gösterilir.', en: 'The main features of the products in your order, their prices including taxes, the delivery charge and any discounts are shown in the order summary at checkout.' } },
      { heading: { tr: '3. Ödeme', en: '3. Payment' }, body: { tr: 'Ödeme kredi kartı, banka kartı veya havale/EFT ile yapılabilir. Havale/EFT ile verilen siparişlerde ödemenin bir iş günü içinde tamamlanması gerekir; aksi halde sipariş iptal edilir. Taksitli ödemelerde vade farkı ödeme adımında ayrıca gösterilir.', en: 'Payment may be made by credit card, debit card or bank transfer. Orders paid by bank transfer must be paid within one business day, otherwise they are cancelled. For payment in instalments, the surcharge is shown separately at checkout.' } },
      { heading: { tr: '4. Teslimat', en: '4. Delivery' }, body: { tr: 'Ürünler, sipariş özetinde belirtilen süre içinde kargoya verilir. Teslimat adresinde bulunulmaması halinde kargo firmasının bildirimi üzerine ürün şubeden teslim alınabilir.', en: 'Products are shipped within the time stated in the order summary. If no one is at the delivery address, the parcel can be collected from the carrier’s branch after notice.' } },
      { heading: { tr: '5. Cayma hakkı', en: '5. Right of withdrawal' }, body: { tr: 'Teslimattan itibaren on dört gün içinde cayma hakkınızı kullanabilirsiniz. Kişiselleştirilmiş ürünler, ambalajı açılmış kozmetik ve hijyen ürünleri cayma hakkının istisnasıdır.', en: 'You may withdraw within fourteen days of delivery. Personalised items and opened cosmetic and hygiene products are excepted.' } },
    ],
  },
  {
    id: 4,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    sections: [
      { heading: { tr: 'Hangi bilgileri topluyoruz?', en: 'What we collect' }, body: { tr: 'Sipariş ve üyelik için gerekli olan ad soyad, e-posta, telefon ve adres bilgilerinizi; siteyi kullanımınıza ilişkin sepet, favori ve tarayıcı dil tercihlerinizi topluyoruz. Kart bilgileriniz Vitrin tarafından saklanmaz, ödeme kuruluşu tarafından işlenir.', en: 'We collect the name, email, telephone and address needed for orders and membership, and your basket, favourites and language preferences as you use the site. Card details are never stored by Vitrin; they are processed by the payment provider.' } },
      { heading: { tr: 'Bilgilerinizi nasıl kullanıyoruz?', en: 'How we use it' }, body: { tr: 'Bilgileriniz siparişinizi hazırlamak, teslim etmek, size destek vermek ve izin vermeniz halinde bülten göndermek için kullanılır. Bilgileriniz, siparişinizi hazırlayan tasarımcı ve kargo firması dışında üçüncü kişilerle paylaşılmaz.', en: 'Your information is used to prepare and deliver your order, to support you and, if you agree, to send our newsletter. It is not shared with third parties other than the designer preparing your order and the carrier.' } },
      { heading: { tr: 'Çerezler', en: 'Cookies' }, body: { tr: 'Dil tercihinizi, sepetinizi ve oturumunuzu hatırlamak için zorunlu çerezler kullanıyoruz. Karşılama penceresi tercihiniz bir gün süreyle saklanır.', en: 'We use essential cookies to remember your language, your basket and your session. Your choice on the welcome window is kept for one day.' } },
      { heading: { tr: 'Haklarınız', en: 'Your rights' }, body: { tr: 'Bilgilerinize erişme, düzeltilmesini veya silinmesini isteme hakkına sahipsiniz. Taleplerinizi merhaba@vitrin.shop adresine iletebilirsiniz.', en: 'You have the right to access your data and to ask for it to be corrected or deleted. Send requests to merhaba@vitrin.shop.' } },
    ],
  },
  {
    id: KVKK_CONTRACT_ID,
    title: { tr: 'KVKK Aydınlatma Metni', en: 'Personal Data Protection Notice' },
    sections: [
      { heading: { tr: 'Veri sorumlusu', en: 'Data controller' }, body: { tr: `6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca veri sorumlusu ${SELLER.tr} adresinde mukim Vitrin Tasarım Mağazacılık A.Ş.’dir.`, en: `Under Personal Data Protection Law No. 6698 (“KVKK”), the data controller is Vitrin Tasarım Mağazacılık A.Ş. (${SELLER.en}).` } },
      { heading: { tr: 'İşlenen veriler ve amaçlar', en: 'Data processed and purposes' }, body: { tr: 'Kimlik, iletişim, müşteri işlem ve pazarlama izni verileriniz; sözleşmenin kurulması ve ifası, yasal yükümlülüklerin yerine getirilmesi ve açık rızanız bulunması halinde ticari elektronik ileti gönderilmesi amaçlarıyla işlenir.', en: 'Your identity, contact, transaction and marketing-consent data are processed to conclude and perform the contract, to meet legal obligations and, with your explicit consent, to send commercial electronic messages.' } },
      { heading: { tr: 'Aktarım', en: 'Transfers' }, body: { tr: 'Kişisel verileriniz; siparişin teslimi için kargo firmalarıyla, ödemenin alınması için ödeme kuruluşlarıyla ve talep halinde yetkili kamu kurumlarıyla KVKK’nın 8. ve 9. maddelerine uygun olarak paylaşılabilir.', en: 'Your personal data may be shared with carriers to deliver your order, with payment institutions to take payment and, on request, with competent public authorities, in line with Articles 8 and 9 of the KVKK.' } },
      { heading: { tr: 'Toplama yöntemi ve hukuki sebep', en: 'Method and legal basis' }, body: { tr: 'Verileriniz internet sitesi, e-posta ve müşteri hizmetleri kanallarıyla elektronik ortamda; sözleşmenin ifası, hukuki yükümlülük ve meşru menfaat hukuki sebeplerine dayanılarak toplanır.', en: 'Your data are collected electronically through the website, email and customer service, on the legal bases of performance of a contract, legal obligation and legitimate interest.' } },
      { heading: { tr: 'Haklarınız', en: 'Your rights' }, body: { tr: 'KVKK’nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı merhaba@vitrin.shop adresine iletebilirsiniz; talepleriniz en geç otuz gün içinde yanıtlanır.', en: 'Under Article 11 of the KVKK you may ask whether your data are processed, request correction or deletion and object to processing. Send applications to merhaba@vitrin.shop; we reply within thirty days at the latest.' } },
    ],
  },
];
