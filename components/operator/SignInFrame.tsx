import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from './SignInFrame.module.css';

/** The frame of the pages before sign-in (sign-in, set password): the brand and one calm panel. */
export async function SignInFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = await getTranslations('operator');
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p className={styles.brand}>{t('brand')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}
