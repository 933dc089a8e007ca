import Image from 'next/image';
import { useTranslations } from 'next-intl';
import styles from './SummaryLines.module.css';

export interface SummaryLine {
  Id: number;
  MainPhoto: string;
  DesignerName: string;
  Title: string;
  /** The variation and option, when the piece has them. */
  Detail: string | null;
  Quantity: number;
  TotalPriceStr: string;
}

interface SummaryLinesProps {
  lines: readonly SummaryLine[];
  /** Smaller photos, for the success page's narrower card. */
  compact?: boolean;
  label?: string;
  className?: string;
}

/** The pieces in a checkout summary and on the success page: photo, designer, title, detail, quantity and price. */
export function SummaryLines({ lines, compact = false, label, className }: SummaryLinesProps) {
  const t = useTranslations('checkout');
  const photo = compact ? 56 : 72;
  const listClass = [styles.lines, compact ? styles.compact : '', className].filter(Boolean).join(' ');
  return (
    <ul role="list" className={listClass} aria-label={label}>
      {lines.map((line) => (
        <li key={line.Id} className={styles.line}>
          <Image src={line.MainPhoto} alt="" width={photo} height={(photo * 5) / 4} sizes={`${photo}px`} className={styles.image} />
          <div className={styles.text}>
            <span className={styles.designer}>{line.DesignerName}</span>
            <span className={styles.name}>{line.Title}</span>
            {line.Detail ? <span className={styles.detail}>{line.Detail}</span> : null}
            <span className={styles.detail}>{t('quantity', { count: line.Quantity })}</span>
          </div>
          <span className={styles.price}>{line.TotalPriceStr}</span>
        </li>
      ))}
    </ul>
  );
}
