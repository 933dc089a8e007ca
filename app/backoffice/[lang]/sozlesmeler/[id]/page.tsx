import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EditorialForm } from '@/components/operator/editorial/EditorialForm';
import editorial from '@/components/operator/editorial/Editorial.module.css';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { id: string };

export const generateMetadata = operatorTitle('operatorEditorial', 'contractsTitle');

/** /yonetim/sozlesmeler/{id}: a contract's text (a save adds a version) and the dates of its versions. */
export default async function ContractPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const id = parseRouteId(params.id);
  if (!id) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="contracts" />;
  const [t, format, contract] = await Promise.all([getTranslations('operatorEditorial'), getFormatter(), operatorRead('operator-contract', { Id: id }, locale)]);
  const title = locale === 'tr' ? contract.TitleTr : contract.TitleEn;
  const { Versions, ...values } = contract;
  return (
    <OperatorShell me={me} current="contracts">
      <p>
        <Link href={operatorRoutes.contracts()} className={styles.link}>
          {t('backToContracts')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('editTitle', { title })}</h1>
      <p className={styles.intro}>{t('contractIntro')}</p>
      <div className={styles.stack}>
        <ClientMessages add={['operatorEditorial', 'operatorEvents', 'catalogueEditing']}>
          <EditorialForm kind="contract" initial={values} label={t('editTitle', { title })} draftKey={`contract:${contract.Id}`} />
        </ClientMessages>
        <section aria-labelledby="contract-versions">
          <h2 id="contract-versions" className={styles.subtitle}>
            {t('versionsTitle')}
          </h2>
          <ol reversed className={editorial.versions}>
            {Versions.map((version) => (
              <li key={version.Version}>{t('versionAt', { version: version.Version, date: format.dateTime(new Date(version.CreatedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</li>
            ))}
          </ol>
        </section>
      </div>
    </OperatorShell>
  );
}
