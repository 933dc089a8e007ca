import { getTranslations } from 'next-intl/server';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { CategorySlider } from '@/components/fashion/CategorySlider';
import { FashionBanners } from '@/components/fashion/FashionBanners';
import { FashionLooks } from '@/components/fashion/FashionLooks';
import { ProductCard } from '@/components/product/ProductCard';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageIntro } from '@/components/ui/PageIntro';
import { Section } from '@/components/ui/Section';
import { shopCountry } from '@/lib/server/country';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { CATEGORY_SLIDER_TAKE } from '@/lib/shop/validation/catalog';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.fashion,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'fashion' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Fashion landing (spec 02 §2): fashion tiles, the category slider, banners and the best sellers. */
export default async function FashionPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const LanguageId = languageIdOf(locale);
  const [t, { fashionList }, { categoryList }, { bannerList }, { productList }] = await Promise.all([
    getTranslations('fashion'),
    read('get-fashions', { LanguageId }),
    read('get-category-slider', { LanguageId, Take: CATEGORY_SLIDER_TAKE }),
    read('get-banners', { LanguageId, Placement: 'fashion' }),
    shopCountry().then((country) => read('get-featured-products', { LanguageId, CountryId: country.id, Placement: 'fashion' })),
  ]);

  return (
    <ClientMessages add={['carousel']}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} width="wide" breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.fashion() }]} locale={locale} site={siteUrl()} />} />
      <FashionLooks looks={fashionList} />
      <CategorySlider categories={categoryList} />
      <FashionBanners banners={bannerList} />
      {productList.length ? (
        <Section id="fashion-best-sellers" width="wide" eyebrow={t('bestSellersEyebrow')} title={t('bestSellersTitle')}>
          <ProductCarousel label={t('bestSellersLabel')} preset="collection">
            {productList.map((product) => (
              <ProductCard key={product.Id} product={product} sizes="(max-width: 992px) 45vw, 18vw" />
            ))}
          </ProductCarousel>
        </Section>
      ) : null}
    </ClientMessages>
  );
}
