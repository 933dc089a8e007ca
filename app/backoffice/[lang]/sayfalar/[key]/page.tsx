import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EditorialForm } from '@/components/operator/editorial/EditorialForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { POLICY_ROUTES } from '@/lib/shop/policies';
import { routes } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { PAGE_KEYS, type PageKey } from '@/lib/shop/validation/editorial';

type Params = { key: string };

export const generateMetadata = operatorTitle('operatorEditorial', 'pagesTitle');

const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as readonly string[]).includes(key);

/** /yonetim/sayfalar/{key}: the about page or a policy page, its title and text in both languages. */
export default async function EditorialPagePage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  if (!isPageKey(params.key)) notFound();
  const key = params.key;
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="pages" />;
  const [t, page] = await Promise.all([getTranslations('operatorEditorial'), operatorRead('operator-page', { Key: key }, locale)]);
  const title = locale === 'tr' ? page.TitleTr : page.TitleEn;
  return (
    <OperatorShell me={me} current="pages">
      <p>
        <Link href={operatorRoutes.pages()} className={styles.link}>
          {t('backToPages')}
        </Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('editTitle', { title })}</h1>
        <Link href={key === 'about' ? routes.about() : POLICY_ROUTES[key]()} className={styles.link}>
          {t('viewInShop')}
        </Link>
      </div>
      <ClientMessages add={['operator', 'operatorEditorial', 'operatorEvents', 'catalogueEditing']}>
        <EditorialForm kind={key === 'about' ? 'about' : 'page'} initial={page} label={t('editTitle', { title })} draftKey={`page:${key}`} />
      </ClientMessages>
    </OperatorShell>
  );
}
