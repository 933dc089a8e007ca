import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import styles from './ApplicationLayout.module.css';

interface ApplicationLayoutProps {
  eyebrow: string;
  title: string;
  intro: string;
  asideTitle: string;
  aside: string;
  formTitle: string;
  /** The client form; everything around it is server-rendered and readable without JavaScript. */
  children: ReactNode;
}

/** An application page: the intro, what happens next beside the form, the form on a quiet panel. */
export function ApplicationLayout({ eyebrow, title, intro, asideTitle, aside, formTitle, children }: ApplicationLayoutProps) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} intro={intro} />
      <Container className={styles.layout}>
        <section aria-labelledby="application-next" className={styles.aside}>
          <h2 id="application-next" className={styles.asideTitle}>
            {asideTitle}
          </h2>
          <p className={styles.asideText}>{aside}</p>
        </section>
        <section aria-labelledby="application-form" className={styles.panel}>
          <h2 id="application-form" className={styles.formTitle}>
            {formTitle}
          </h2>
          {children}
        </section>
      </Container>
    </>
  );
}
