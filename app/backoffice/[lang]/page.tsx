import { getTranslations } from 'next-intl/server';
import { Dashboard } from '@/components/operator/backoffice/Dashboard';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';

export const generateMetadata = operatorTitle('operator', 'dashboardTitle');

/** /yonetim: the dashboard, where the day starts. */
export default async function BackofficeHome(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['staff']);
  if (!allowed) return <Forbidden me={me} current="dashboard" />;
  const [t, data] = await Promise.all([getTranslations('operator'), operatorRead('operator-dashboard', {}, locale)]);
  return (
    <OperatorShell me={me} current="dashboard">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('dashboardTitle')}</h1>
      </div>
      <Dashboard data={data} />
    </OperatorShell>
  );
}
