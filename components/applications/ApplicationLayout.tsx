import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import styles from './ApplicationLayout.module.css';

interface ApplicationLayoutProps {
  /** The page's catalogue: its eyebrow, title, intro, steps and form title. */
  namespace: 'applyDesigner' | 'career';
  /** The client form; everything around it is server-rendered and readable without JavaScript. */
  children: ReactNode;
}

/** An application page: the intro, what happens next beside the form, the form on a quiet panel. */
export async function ApplicationLayout({ namespace, children }: ApplicationLayoutProps) {
  const t = await getTranslations(namespace);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <Container className={styles.layout}>
        <section aria-labelledby="application-next" className={styles.aside}>
          <h2 id="application-next" className={styles.asideTitle}>
            {t('stepsTitle')}
          </h2>
          <p className={styles.asideText}>{t('steps')}</p>
        </section>
        <section aria-labelledby="application-form" className={styles.panel}>
          <h2 id="application-form" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          {children}
        </section>
      </Container>
    </>
  );
}
