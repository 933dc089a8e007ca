import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CodeOrders } from '@/components/operator/content-editing/CodeOrders';
import { DiscountCodeForm } from '@/components/operator/content-editing/DiscountCodeForm';
import { designerChoices, valuesOf } from '@/components/operator/content-editing/discountCodeValues';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { id: string };

export const generateMetadata = operatorTitle('contentEditing', 'codesTitle');

/** /yonetim/indirim-kodlari/{id}: one code's form, its uses and the orders that used it. */
export default async function DiscountCodePage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const id = parseRouteId(params.id);
  if (!id) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="discountCodes" />;
  const [t, detail, designers] = await Promise.all([
    getTranslations('contentEditing'),
    operatorRead('operator-discount-code', { Id: id }, locale),
    operatorRead('designer-list', {}, locale),
  ]);
  return (
    <OperatorShell me={me} current="discountCodes">
      <p>
        <Link href={operatorRoutes.discountCodes()} className={styles.link}>
          {t('backToCodes')}
        </Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('editCodeTitle', { code: detail.Code.Code })}</h1>
        <p className={styles.muted}>{t('usedSummary', { count: detail.Code.UsedCount })}</p>
      </div>
      <div className={styles.stack}>
        <div className={styles.narrow}>
          <ClientMessages add={['operator', 'contentEditing', 'catalogueEditing']}>
            <DiscountCodeForm initial={valuesOf(detail.Code)} designers={designerChoices(designers.List)} />
          </ClientMessages>
        </div>
        <CodeOrders orders={detail.Orders} />
      </div>
    </OperatorShell>
  );
}
