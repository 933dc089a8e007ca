import type { ButtonHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
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
 * (no hooks beyond the translations), so a card's heart costs no client component of its own.
 */
export function HeartButton({ state, look = 'overlay', onClick, ...data }: HeartButtonProps & Record<`data-${string}`, string | number | undefined>) {
  const t = useTranslations('favourites');
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[look]}`}
      aria-pressed={state.pressed}
      aria-label={t(state.label)}
      aria-busy={state.busy || undefined}
      disabled={state.disabled}
      onClick={onClick}
      {...data}
    >
      <Icon name="heart" size={look === 'overlay' ? 20 : 22} className={styles.heart} />
      {state.busy ? <span className="visually-hidden" role="status">{t('pending')}</span> : null}
    </button>
  );
}
