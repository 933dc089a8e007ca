import { getTranslations } from 'next-intl/server';
import { AuditTable } from '@/components/operator/AuditTable';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';

export const generateMetadata = operatorTitle('operator', 'auditTitle');

type AuditPageProps = LangPageProps & { searchParams: Promise<{ before?: string | string[] }> };

/** /yonetim/kayitlar: the audit log, owners only, newest first, fifty a page. */
export default async function AuditPage(props: AuditPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, []);
  const t = await getTranslations('operator');
  if (!allowed) return <Forbidden me={me} current="audit" />;
  const { before } = await props.searchParams;
  const page = await operatorRead('operator-audit-log', { Before: typeof before === 'string' ? parseRouteId(before) : null }, locale);
  return (
    <OperatorShell me={me} current="audit">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('auditTitle')}</h1>
        <p className={styles.intro}>{t('auditIntro')}</p>
      </div>
      <AuditTable entries={page.Entries} nextBefore={page.NextBefore} paged={Boolean(before)} />
    </OperatorShell>
  );
}
