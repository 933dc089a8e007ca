import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageIntro } from '@/components/ui/PageIntro';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import styles from './Faq.module.css';

export const generateMetadata = seoMetadata({
  path: routes.faq,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'faq' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Frequently asked questions: each answer opens under its question, with or without JavaScript. */
export default async function FaqPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, { faqList }] = await Promise.all([getTranslations('faq'), read('get-faqs', { LanguageId: languageIdOf(locale) })]);
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} width="narrow" breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.faq() }]} locale={locale} site={siteUrl()} />} />
      <Container width="narrow" className={styles.list}>
        {faqList.map((faq) => (
          <details key={faq.Id} className={styles.item}>
            <summary className={styles.question}>{faq.Question}</summary>
            <RichText html={faq.Answer} className={styles.answer} />
          </details>
        ))}
      </Container>
    </>
  );
}
