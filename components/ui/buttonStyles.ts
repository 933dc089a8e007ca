import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container (modal actions, mobile forms). */
  block?: boolean;
}

/** The class list shared by <Button>, <ButtonLink> and any element that must look like a button. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}
