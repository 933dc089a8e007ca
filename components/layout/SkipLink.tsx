import { getTranslations } from 'next-intl/server';
import styles from './SkipLink.module.css';

/** The first focusable element of every page: jumps past the header to <main id="main">. */
export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a href="#main" className={styles.skip}>
      {t('skipToContent')}
    </a>
  );
}
