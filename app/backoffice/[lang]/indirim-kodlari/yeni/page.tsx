import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { DiscountCodeForm } from '@/components/operator/content-editing/DiscountCodeForm';
import { designerChoices, NEW_CODE } from '@/components/operator/content-editing/discountCodeValues';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('contentEditing', 'newCodeTitle');

/** /yonetim/indirim-kodlari/yeni: an empty code form. */
export default async function NewDiscountCodePage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="discountCodes" />;
  const [t, designers] = await Promise.all([getTranslations('contentEditing'), operatorRead('designer-list', {}, locale)]);
  return (
    <OperatorShell me={me} current="discountCodes">
      <p>
        <Link href={operatorRoutes.discountCodes()} className={styles.link}>
          {t('backToCodes')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('newCodeTitle')}</h1>
      <div className={styles.narrow}>
        <ClientMessages add={['operator', 'contentEditing', 'catalogueEditing']}>
          <DiscountCodeForm initial={NEW_CODE} designers={designerChoices(designers.List)} />
        </ClientMessages>
      </div>
    </OperatorShell>
  );
}
