import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactElsewhere } from '@/components/contact/ContactElsewhere';
import { ContactForm } from '@/components/contact/ContactForm';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { routes } from '@/lib/shop/routes';
import styles from './Contact.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.contact,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'contact' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/**
 * Customer service (spec 01 §2): the shop's contact details, the form, then social links and the map
 * on request. On a phone the form follows the details at once; on a wide screen it has its own column.
 */
export default async function ContactPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, layout] = await Promise.all([getTranslations('contact'), read('get-layout-info', {})]);
  return (
    <ClientMessages add={['contact']}>
      <PageIntro title={t('title')} intro={t('intro')} width="wide" breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.contact() }]} locale={locale} site={siteUrl()} />} />
      <Container width="wide" className={styles.grid}>
        <div className={styles.reach}>
          <ContactDetails layout={layout} />
        </div>
        <section aria-labelledby="contact-form" className={styles.formPanel}>
          <h2 id="contact-form" className={styles.heading}>
            {t('formHeading')}
          </h2>
          <ContactForm />
        </section>
        <div className={styles.more}>
          <ContactElsewhere layout={layout} />
        </div>
      </Container>
    </ClientMessages>
  );
}
