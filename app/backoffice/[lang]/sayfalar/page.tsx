import { getTranslations } from 'next-intl/server';
import { EditorialTable } from '@/components/operator/editorial/EditorialTable';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operatorEditorial', 'pagesTitle');

/** /yonetim/sayfalar: the shop's own pages (about, the policy pages) and the FAQ. */
export default async function PagesPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="pages" />;
  const [t, data, faq] = await Promise.all([getTranslations('operatorEditorial'), operatorRead('operator-pages', {}, locale), operatorRead('operator-faqs', {}, locale)]);
  return (
    <OperatorShell me={me} current="pages">
      <h1 className={styles.title}>{t('pagesTitle')}</h1>
      <p className={styles.intro}>{t('pagesIntro')}</p>
      <EditorialTable
        caption={t('pagesTitle')}
        columns={[t('colVersion')]}
        rows={[
          ...data.List.map((page) => ({
            key: page.Key,
            title: locale === 'tr' ? page.TitleTr : page.TitleEn,
            href: operatorRoutes.page(page.Key),
            cells: [String(page.Version)],
          })),
          { key: 'faq', title: t('faqTitle'), href: operatorRoutes.faqEditor(), cells: [t('questionCount', { count: faq.Items.length })] },
        ]}
      />
    </OperatorShell>
  );
}
