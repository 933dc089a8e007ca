import { getTranslations } from 'next-intl/server';
import { EditorialTable } from '@/components/operator/editorial/EditorialTable';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operatorEditorial', 'contractsTitle');

/** /yonetim/sozlesmeler: every contract with its current version. */
export default async function ContractsPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="contracts" />;
  const [t, data] = await Promise.all([getTranslations('operatorEditorial'), operatorRead('operator-contracts', {}, locale)]);
  return (
    <OperatorShell me={me} current="contracts">
      <h1 className={styles.title}>{t('contractsTitle')}</h1>
      <p className={styles.intro}>{t('contractsIntro')}</p>
      <EditorialTable
        caption={t('contractsTitle')}
        columns={[t('colVersion'), t('colState')]}
        rows={data.List.map((contract) => ({
          key: contract.Id,
          title: locale === 'tr' ? contract.TitleTr : contract.TitleEn,
          href: operatorRoutes.contract(contract.Id),
          cells: [String(contract.Version), contract.IsActive ? t('state.published') : t('state.hidden')],
        }))}
      />
    </OperatorShell>
  );
}
