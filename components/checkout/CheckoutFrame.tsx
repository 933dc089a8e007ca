import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { CheckoutSteps, type CheckoutStep } from './CheckoutSteps';
import styles from './Checkout.module.css';

interface CheckoutFrameProps {
  step: CheckoutStep;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of every checkout step: the steps, the page's one heading and its lead, then the step itself. */
export function CheckoutFrame({ step, title, intro, children }: CheckoutFrameProps) {
  return (
    <Container className={styles.page}>
      <CheckoutSteps current={step} />
      <header className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.lead}>{intro}</p> : null}
      </header>
      {children}
    </Container>
  );
}
