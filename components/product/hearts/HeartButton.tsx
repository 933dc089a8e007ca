import type { ButtonHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import type { HeartState } from './heartState';
import styles from './Heart.module.css';

export type HeartLook = 'overlay' | 'outlined';

interface HeartButtonProps extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  state: HeartState;
  /** `overlay` sits on a card's photograph; `outlined` stands beside the product page's buttons. */
  look?: HeartLook;
}

/**
 * The heart of spec 01 §4 as markup: a real toggle button, named by what a press would do. Server-safe
 * (no hooks beyond the translations), so a card's heart costs no client component of its own. It is
 * one element: the heart itself is drawn by its stylesheet, and props that do not apply are left out
 * rather than undefined, since a listing's page and its RSC payload carry 24 of these.
 */
export function HeartButton({ state, look = 'overlay', ...rest }: HeartButtonProps & Record<`data-${string}`, number>) {
  const t = useTranslations('favourites');
  const busy = state.busy ? { 'aria-busy': true, children: <span className="visually-hidden" role="status">{t('pending')}</span> } : {};
  // aria-disabled, not disabled: a disabled button drops the keyboard focus of the person who just pressed it; presses are refused by the code.
  const waiting = state.disabled ? { 'aria-disabled': true } : {};
  return <button type="button" className={`${styles.toggle} ${styles[look]}`} aria-pressed={state.pressed} aria-label={t(state.label)} {...waiting} {...busy} {...rest} />;
}
