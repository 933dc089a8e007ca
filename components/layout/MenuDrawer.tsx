'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useIsClient } from '@/components/ui/useIsClient';
import type { NavCategory } from './navTypes';
import styles from './MenuDrawer.module.css';

/** The drawer itself arrives with the first tap on the hamburger, not with every page. */
const MenuDrawerPanel = lazyComponent(() => import('./MenuDrawerPanel').then((module) => module.MenuDrawerPanel));

/** The hamburger and the side drawer: categories with expandable children, About, Contact, the account entries, TR/EN. */
export function MenuDrawer({ categories }: { categories: NavCategory[] }) {
  const tHeader = useTranslations('header');
  const [open, setOpen] = useState(false);
  const isClient = useIsClient();

  return (
    <>
      {/* Disabled until hydrated: before that a tap would do nothing. */}
      <button type="button" className={styles.burger} aria-haspopup="dialog" aria-expanded={open} disabled={!isClient} onClick={() => setOpen(true)}>
        <Icon name="menu" size={22} />
        <span className="visually-hidden">{tHeader('openMenu')}</span>
      </button>
      <Suspense fallback={null}>{open && isClient ? <MenuDrawerPanel categories={categories} onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
