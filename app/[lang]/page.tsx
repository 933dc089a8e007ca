import { getTranslations } from 'next-intl/server';
import { BannerRow } from '@/components/home/BannerRow';
import { FeaturedProducts } from '@/components/home/FeaturedProducts';
import { HeroSlider } from '@/components/home/HeroSlider';
import { QuoteBanner } from '@/components/home/QuoteBanner';
import { WelcomePopup } from '@/components/home/WelcomePopup';
import { WelcomePopupPicture } from '@/components/home/WelcomePopupPicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { shopCountry } from '@/lib/server/country';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { inPreview } from '@/lib/server/preview';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { SITE_ICONS } from '@/lib/shop/site-icons';
import { siteStructuredData } from '@/lib/shop/site-structured-data';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.home,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'meta' });
    return { title: t('title'), description: t('description') };
  },
});

/**
 * Home (spec 01 §2): slider, featured products, two quotes around alternating banners, the welcome
 * popup; and the shop's `Organization` and `WebSite` (with its search) for crawlers.
 */
export default async function HomePage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const LanguageId = languageIdOf(locale);
  const [t, meta, layout, slider, featured, banners, quotes, popup, preview] = await Promise.all([
    getTranslations('home'),
    getTranslations('meta'),
    read('get-layout-info', {}),
    read('get-slider', { LanguageId }),
    shopCountry().then((country) => read('get-featured-products', { LanguageId, CountryId: country.id })),
    read('get-banners', { LanguageId, Placement: 'home' }),
    read('get-banners', { LanguageId, Placement: 'quote' }),
    read('get-popup', { LanguageId }),
    inPreview(),
  ]);
  const [firstQuote, secondQuote] = quotes.bannerList;
  // The shop's logo for crawlers: the square raster icon (schema.org logos must be raster, at least 112 px).
  const site = siteStructuredData({ name: meta('siteName'), origin: siteUrl(), locale, contact: layout, logoPath: SITE_ICONS.apple.url });

  return (
    <ClientMessages add={['carousel', 'popup']}>
      <JsonLd data={site.organization} />
      <JsonLd data={site.website} />
      <h1 className="visually-hidden">{t('title')}</h1>
      <HeroSlider slides={slider.sliderList} />
      <FeaturedProducts products={featured.productList} />
      <QuoteBanner quote={firstQuote} />
      {banners.bannerList.map((banner, index) => (
        <BannerRow key={banner.Id} banner={banner} imageSide={index % 2 === 0 ? 'start' : 'end'} />
      ))}
      <QuoteBanner quote={secondQuote} tone="plain" />
      {popup.popup ? <WelcomePopup popup={popup.popup} picture={<WelcomePopupPicture src={popup.popup.PhotoPath} />} always={preview} /> : null}
    </ClientMessages>
  );
}
