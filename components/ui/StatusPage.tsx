import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './StatusPage.module.css';

interface StatusPageProps {
  eyebrow: string;
  title: string;
  text: string;
  /** The ways on: buttons or links. */
  children: ReactNode;
  /** What the page is about in detail (the paid order), between the text and the ways on. */
  details?: ReactNode;
}

/** The calm page shown for a missing page or a failure: what happened and the ways on. */
export function StatusPage({ eyebrow, title, text, children, details }: StatusPageProps) {
  return (
    <Container width="narrow" className={styles.page}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {details}
      <div className={styles.actions}>{children}</div>
    </Container>
  );
}
