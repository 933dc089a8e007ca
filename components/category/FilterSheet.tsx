'use client';

import { useTranslations } from 'next-intl';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './FilterSheet.module.css';

interface FilterSheetProps {
  id: string;
  /** How many filters the page's query narrows by: shown on the phone's opener. */
  active: number;
  children: ReactNode;
}

/**
 * The listing's filters: a sidebar on wide screens, a bottom sheet (a native modal <dialog>) on a
 * phone. Without JavaScript the opener is a link to the sheet, which CSS then shows in place, and
 * the GET form inside still applies.
 */
export function FilterSheet({ id, active, children }: FilterSheetProps) {
  const t = useTranslations('category');
  const sheet = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = sheet.current;
    if (!dialog) return;
    event.preventDefault();
    dialog.showModal();
  };

  // A tap on the backdrop (outside the sheet's box) closes it, as Escape does.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = sheet.current;
    if (!dialog || event.target !== dialog || !dialog.matches(':modal')) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  };

  return (
    <>
      <a href={`#${id}`} className={styles.opener} onClick={open} aria-haspopup="dialog">
        <Icon name="filter" size={18} />
        <span>{t('filtersTitle')}</span>{' '}
        {active > 0 ? (
          <span className={styles.count}>
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('activeFilters', { count: active })}</span>
          </span>
        ) : null}
      </a>
      <dialog id={id} ref={sheet} className={styles.sheet} aria-labelledby={titleId} onClick={closeOnBackdrop}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('filtersTitle')}
          </h2>
          <button type="button" className={styles.close} onClick={() => sheet.current?.close()} aria-label={t('closeFilters')}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </dialog>
    </>
  );
}
