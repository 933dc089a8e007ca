import { getTranslations } from 'next-intl/server';
import { AddressBook } from '@/components/account/addresses/AddressBook';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { privateMetadata } from '@/lib/server/seo/private-metadata';
import { TURKEY } from '@/lib/shop/country';
import { routes } from '@/lib/shop/routes';
import styles from '../account.module.css';

export const generateMetadata = privateMetadata(
  seoMetadata({
    path: routes.addresses,
    fallback: async (locale) => {
      const t = await getTranslations({ locale, namespace: 'addresses' });
      return { title: t('metaTitle'), description: t('metaDescription') };
    },
  }),
);

/**
 * The address book (spec 02 §2 adreslerim). The page is the same for everyone and cached; Türkiye's
 * cities come with it, and the member's addresses are read by the island in the browser.
 */
export default async function AddressesPage(props: LangPageProps) {
  await openPage(props);
  const [t, { cityList }] = await Promise.all([getTranslations('addresses'), read('get-city-list', { CountryId: TURKEY.id })]);
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <Container className={styles.content}>
        <AddressBook cities={cityList} />
      </Container>
    </>
  );
}
