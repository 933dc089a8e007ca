import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BannerRow } from '@/components/home/BannerRow';
import { FeaturedProducts } from '@/components/home/FeaturedProducts';
import { HeroSlider } from '@/components/home/HeroSlider';
import { QuoteBanner } from '@/components/home/QuoteBanner';
import { WelcomePopup } from '@/components/home/WelcomePopup';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { serverCall } from '@/lib/api/server';
import { routing } from '@/lib/i18n/routing';
import { clientCountry } from '@/lib/shop/country';
import { languageIdOf } from '@/lib/shop/locale';

interface HomeProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: HomeProps): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const [reply, t] = await Promise.all([
    serverCall('get-seo-tag-data', { LanguageId: languageIdOf(lang), Pathname: '/' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  const seo = reply.succeeded ? reply.data.seoData : null;
  return pageMetadata({
    locale: lang,
    path: '/',
    title: seo?.Title || t('title'),
    description: seo?.Description || t('description'),
    absoluteTitle: true,
  });
}

/** Home (spec 01 §2): slider, featured products, two quotes around alternating banners, the welcome popup. */
export default async function HomePage({ params }: HomeProps) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const LanguageId = languageIdOf(lang);
  const [t, slider, featured, banners, quotes, popup] = await Promise.all([
    getTranslations('home'),
    serverCall('get-slider', { LanguageId }),
    serverCall('get-layout-info', {}).then((layout) =>
      serverCall('get-featured-products', { LanguageId, CountryId: clientCountry(layout).id }),
    ),
    serverCall('get-banners', { LanguageId, Placement: 'home' }),
    serverCall('get-banners', { LanguageId, Placement: 'quote' }),
    serverCall('get-popup', { LanguageId }),
  ]);
  const bannerList = banners.succeeded ? banners.data.bannerList : [];
  const quoteList = quotes.succeeded ? quotes.data.bannerList : [];
  const welcome = popup.succeeded ? popup.data.popup : null;

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <HeroSlider slides={slider.succeeded ? slider.data.sliderList : []} />
      <FeaturedProducts products={featured.succeeded ? featured.data.productList : []} />
      <QuoteBanner quote={quoteList[0]} />
      {bannerList.map((banner, index) => (
        <BannerRow key={banner.Id} banner={banner} imageSide={index % 2 === 0 ? 'start' : 'end'} />
      ))}
      <QuoteBanner quote={quoteList[1]} tone="plain" />
      {welcome ? <WelcomePopup popup={welcome} /> : null}
    </>
  );
}
