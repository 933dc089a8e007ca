import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A short lead paragraph under the heading. */
  intro?: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
  /** The page's trail from the home page, above the heading. */
  breadcrumb?: ReactNode;
}

/** The opening of a listing page: eyebrow, the page's one <h1> and a lead paragraph, set in generous space. */
export function PageIntro({ title, eyebrow, intro, width = 'default', breadcrumb }: PageIntroProps) {
  return (
    <Container width={width} className={styles.intro}>
      {breadcrumb ? <div className={styles.trail}>{breadcrumb}</div> : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
    </Container>
  );
}
