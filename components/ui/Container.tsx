import type { ElementType, ReactNode } from 'react';
import styles from './Container.module.css';

type Width = 'narrow' | 'default' | 'wide' | 'full';

interface ContainerProps {
  children: ReactNode;
  /** narrow for reading text, default for most pages, wide for image-led rows, full for edge-to-edge. */
  width?: Width;
  as?: ElementType;
  className?: string;
}

/** Centres content at one of the token widths with the responsive side gutter. */
export function Container({ children, width = 'default', as: Tag = 'div', className }: ContainerProps) {
  return <Tag className={[styles.container, styles[width], className].filter(Boolean).join(' ')}>{children}</Tag>;
}
