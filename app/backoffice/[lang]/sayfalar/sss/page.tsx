import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { FaqForm } from '@/components/operator/editorial/FaqForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operatorEditorial', 'faqTitle');

/** /yonetim/sayfalar/sss: the FAQ's questions and answers in both languages, in the page's order. */
export default async function FaqEditorPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="pages" />;
  const [t, faq] = await Promise.all([getTranslations('operatorEditorial'), operatorRead('operator-faqs', {}, locale)]);
  return (
    <OperatorShell me={me} current="pages">
      <p>
        <Link href={operatorRoutes.pages()} className={styles.link}>
          {t('backToPages')}
        </Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('faqTitle')}</h1>
        <Link href={routes.faq()} className={styles.link}>
          {t('viewInShop')}
        </Link>
      </div>
      <ClientMessages add={['operatorEditorial', 'operatorEvents', 'catalogueEditing']}>
        <FaqForm items={faq.Items} />
      </ClientMessages>
    </OperatorShell>
  );
}
