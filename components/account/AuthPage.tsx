import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import styles from './Auth.module.css';

/** The frame of the sign-up, activation, reset and checkout sign-in pages: heading, lead and the content under them. */
export function AuthPage({ title, intro, width = 'narrow', children }: { title: string; intro?: string; width?: 'narrow' | 'default'; children: ReactNode }) {
  return (
    <>
      <PageIntro title={title} intro={intro} width={width} />
      <Container width={width} className={styles.page}>
        {children}
      </Container>
    </>
  );
}
