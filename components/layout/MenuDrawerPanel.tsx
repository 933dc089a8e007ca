'use client';

import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { useDialogBehaviour } from '@/components/ui/useDialogBehaviour';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { DrawerAccount } from './DrawerAccount';
import { LanguageSwitch } from './LanguageSwitch';
import type { NavCategory } from './navTypes';
import styles from './MenuDrawer.module.css';

/** The open drawer of MenuDrawer: categories with expandable children, About, Contact, the account entries, TR/EN. */
export function MenuDrawerPanel({ categories, onClose }: { categories: NavCategory[]; onClose: () => void }) {
  const t = useTranslations('menu');
  const [expanded, setExpanded] = useState<number | null>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = onClose;
  useDialogBehaviour(drawerRef, { open: true, onClose });

  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div ref={drawerRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.drawer}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('categories')} className={styles.nav}>
          <ul role="list" className={styles.categories}>
            {categories.map((category) => {
              const isOpen = expanded === category.Id;
              const childrenId = `${titleId}-c${category.Id}`;
              return (
                <li key={category.Id} className={styles.category}>
                  <div className={styles.row}>
                    <Link href={category.Url} className={styles.categoryLink} onClick={close}>
                      {category.Name}
                    </Link>
                    {category.Children.length > 0 ? (
                      <button
                        type="button"
                        className={styles.expand}
                        aria-expanded={isOpen}
                        aria-controls={childrenId}
                        aria-label={t('toggleChildren', { name: category.Name })}
                        onClick={() => setExpanded(isOpen ? null : category.Id)}
                      >
                        <Icon name="chevronDown" size={18} />
                      </button>
                    ) : null}
                  </div>
                  {category.Children.length > 0 ? (
                    <ul role="list" id={childrenId} className={styles.children} hidden={!isOpen}>
                      {category.Children.map((child) => (
                        <li key={child.Id}>
                          <Link href={child.Url} className={styles.childLink} onClick={close}>
                            {child.Name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <ul role="list" className={styles.pages}>
            <li>
              <Link href={routes.about()} className={styles.pageLink} onClick={close}>
                {t('about')}
              </Link>
            </li>
            <li>
              <Link href={routes.contact()} className={styles.pageLink} onClick={close}>
                {t('contact')}
              </Link>
            </li>
          </ul>
          <DrawerAccount onNavigate={close} />
        </nav>
        <LanguageSwitch landmark={false} className={styles.language} />
      </div>
    </div>,
    document.body,
  );
}
