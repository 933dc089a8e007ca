import { getTranslations } from 'next-intl/server';
import { FavouriteProducts } from '@/components/account/favourites/FavouriteProducts';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { privateMetadata } from '@/lib/server/seo/private-metadata';
import { routes } from '@/lib/shop/routes';
import styles from '../account.module.css';

export const generateMetadata = privateMetadata(
  seoMetadata({
    path: routes.favourites,
    fallback: async (locale) => {
      const t = await getTranslations({ locale, namespace: 'favouritesPage' });
      return { title: t('metaTitle'), description: t('metaDescription') };
    },
  }),
);

/** The favourites page (spec 01 §4, favorilerim): the same cached page for everyone; the member's cards are read by the island. */
export default async function FavouritesPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('favouritesPage');
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <Container className={styles.content}>
        <FavouriteProducts />
      </Container>
    </>
  );
}
