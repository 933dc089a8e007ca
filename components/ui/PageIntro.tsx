import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A short lead paragraph under the heading. */
  intro?: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
}

/** The opening of a listing page: eyebrow, the page's one <h1> and a lead paragraph, set in generous space. */
export function PageIntro({ title, eyebrow, intro, width = 'default' }: PageIntroProps) {
  return (
    <Container width={width} className={styles.intro}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
    </Container>
  );
}
