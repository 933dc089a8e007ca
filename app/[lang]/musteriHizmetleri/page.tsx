import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { routes } from '@/lib/shop/routes';
import styles from './Contact.module.css';

export const generateMetadata = seoMetadata({
  path: routes.contact,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'contact' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Customer service (spec 01 §2): the shop's contact details, social links, the map on request and the form. */
export default async function ContactPage(props: LangPageProps) {
  await openPage(props);
  const [t, layout] = await Promise.all([getTranslations('contact'), read('get-layout-info', {})]);
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} width="wide" />
      <Container width="wide" className={styles.grid}>
        <ContactDetails layout={layout} />
        <section aria-labelledby="contact-form" className={styles.formPanel}>
          <h2 id="contact-form" className={styles.heading}>
            {t('formHeading')}
          </h2>
          <ContactForm />
        </section>
      </Container>
    </>
  );
}
