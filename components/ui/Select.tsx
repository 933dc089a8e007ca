import type { ComponentProps } from 'react';
import styles from './Select.module.css';

/**
 * The shop's one dropdown: a native <select> (the phone's own picker, no JavaScript needed) in one
 * look and one size everywhere, sort and quantity as much as the checkout's fields.
 */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={[styles.select, className].filter(Boolean).join(' ')} {...rest} />;
}
