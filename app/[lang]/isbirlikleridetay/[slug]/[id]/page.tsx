import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { CollaborationStory } from '@/components/collaborations/CollaborationStory';
import { ProductCard } from '@/components/product/ProductCard';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read, readOptional } from '@/lib/server/read';
import { plainText } from '@/lib/shop/html';
import { languageIdOf, locales, localizedPath } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Params = { slug: string; id: string };

const baseMetadata = seoMetadata<Params>({
  path: ({ slug, id }) => routes.collaboration(slug, parseRouteId(id) ?? 0),
  dataId: ({ id }) => parseRouteId(id) ?? undefined,
  fallback: async (locale, { id }) => {
    const CollaborationId = parseRouteId(id);
    const found = CollaborationId ? await readOptional('get-collaboration-detail', { LanguageId: languageIdOf(locale), CollaborationId }) : null;
    const t = await getTranslations({ locale, namespace: 'collaborations' });
    if (!found) return { title: t('title'), description: t('metaDescription') };
    const { Title, Description } = found.collaborationData;
    return { title: Title, description: plainText(Description).slice(0, 160) || t('metaDescription') };
  },
});

/** The slug is the title in each language, so each alternate carries its own language's slug. */
export async function generateMetadata(props: LangPageProps<Params>): Promise<Metadata> {
  const metadata = await baseMetadata(props);
  const CollaborationId = parseRouteId((await props.params).id);
  if (!CollaborationId || !metadata.alternates) return metadata;
  const found = await Promise.all(locales.map((locale) => readOptional('get-collaboration-detail', { LanguageId: languageIdOf(locale), CollaborationId })));
  if (found.some((each) => !each)) return metadata;
  const paths = Object.fromEntries(locales.map((locale, index) => [locale, localizedPath(found[index]!.collaborationData.Url, locale)]));
  return { ...metadata, alternates: { ...metadata.alternates, languages: { ...paths, 'x-default': paths.en } } };
}

/** Collaboration detail: designer, story, cover, a carousel of the designer's products and See All to the brand page. */
export default async function CollaborationPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const CollaborationId = parseRouteId(params.id);
  if (!CollaborationId) notFound();
  const [t, { collaborationData, designerProducts }] = await Promise.all([
    getTranslations('collaborations'),
    read('get-collaboration-detail', { LanguageId: languageIdOf(locale), CollaborationId }),
  ]);
  // The slug is the title in the page's language: an outdated or other-language slug moves to the current one.
  if (routes.collaboration(params.slug, CollaborationId) !== collaborationData.Url) permanentRedirect(localizedPath(collaborationData.Url, locale));

  return (
    <ClientMessages add={['carousel']}>
      <CollaborationStory collaboration={collaborationData} />
      {designerProducts.length ? (
        <Section
          id="collaboration-products"
          eyebrow={collaborationData.DesignerName}
          title={t('productsTitle')}
          width="wide"
          aside={
            <ButtonLink href={collaborationData.DesignerUrl} variant="secondary" size="sm">
              {t('seeAll')}
              <span className="visually-hidden"> — {t('seeAllLabel', { designer: collaborationData.DesignerName })}</span>
            </ButtonLink>
          }
        >
          <ProductCarousel label={t('productsLabel', { designer: collaborationData.DesignerName })} preset="collection">
            {designerProducts.map((product) => (
              <ProductCard key={product.Id} product={product} sizes="(max-width: 992px) 46vw, 18vw" />
            ))}
          </ProductCarousel>
        </Section>
      ) : null}
    </ClientMessages>
  );
}
