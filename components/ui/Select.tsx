import type { ComponentProps } from 'react';
import styles from './Select.module.css';

type SelectProps = ComponentProps<'select'> & {
  /** 44px instead of the forms' 48px: beside buttons of that height (sort, quantity, a basket line). */
  compact?: boolean;
};

/** The shop's one dropdown: a native <select> (the phone's own picker, no JavaScript needed) in one look everywhere. */
export function Select({ compact, className, ...rest }: SelectProps) {
  return <select className={[styles.select, compact ? styles.compact : '', className].filter(Boolean).join(' ')} {...rest} />;
}
