import { getTranslations } from 'next-intl/server';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { OperatorShell, type OperatorSection } from './OperatorShell';
import styles from './Operator.module.css';

/** A page this operator's role does not include: said plainly, inside the back-office frame. */
export async function Forbidden({ me, current }: { me: { Email: string; Role: OperatorRole }; current: OperatorSection }) {
  const t = await getTranslations('operator');
  return (
    <OperatorShell me={me} current={current}>
      <h1 className={styles.title}>{t('forbiddenTitle')}</h1>
      <p>{t('forbiddenText')}</p>
    </OperatorShell>
  );
}
