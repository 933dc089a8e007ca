'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/shop/operators/roles';
import { ActionButton } from './ActionButton';
import styles from './Backoffice.module.css';

/** A role picked from the list, saved by its own button (a select that saved on change would surprise a keyboard user). */
export function RoleSelect({ id, email, role }: { id: number; email: string; role: OperatorRole }) {
  const t = useTranslations('operator');
  const [chosen, setChosen] = useState<OperatorRole>(role);
  return (
    <span className={styles.inline}>
      <select aria-label={t('roleOf', { email })} value={chosen} onChange={(event) => setChosen(event.target.value as OperatorRole)} className={styles.select}>
        {OPERATOR_ROLES.map((value) => (
          <option key={value} value={value}>
            {t(`role.${value}`)}
          </option>
        ))}
      </select>
      {chosen !== role ? <ActionButton action="role" data={{ Id: id, Role: chosen }} label={t('saveRole')} accessibleName={t('saveRoleOf', { email })} /> : null}
    </span>
  );
}
