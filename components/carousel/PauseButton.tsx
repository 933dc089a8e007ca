import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import styles from './Carousel.module.css';

/** WCAG 2.2.2: anything that moves by itself can be paused. */
export function PauseButton({ paused, onToggle, tone = 'dark' }: { paused: boolean; onToggle: () => void; tone?: 'dark' | 'light' }) {
  const t = useTranslations('carousel');
  return (
    <button type="button" className={`${styles.control} ${styles[tone]}`} onClick={onToggle} aria-label={paused ? t('play') : t('pause')}>
      <Icon name={paused ? 'play' : 'pause'} size={16} />
    </button>
  );
}
