import { statusTone } from '@/lib/shop/orders/status';
import styles from './Orders.module.css';

/** An order's status as a small pill: negative ones in the danger tone, shipped in the accent (spec 02 §4). */
export function StatusPill({ status, text }: { status: number; text: string }) {
  const tone = statusTone(status);
  return <span className={[styles.status, tone === 'negative' ? styles.negative : tone === 'shipped' ? styles.shipped : ''].filter(Boolean).join(' ')}>{text}</span>;
}
