import { getTranslations } from 'next-intl/server';
import { PreviewExitLink } from './PreviewExitLink';
import styles from './PreviewBar.module.css';

/**
 * The bar over every storefront page in draft mode (docs/adr/0056): says that unpublished content
 * shows and that nothing here is cached, and leads out of the preview back to the same page.
 */
export async function PreviewBar() {
  const t = await getTranslations('preview');
  return (
    <aside className={styles.bar} aria-label={t('label')}>
      <p className={styles.text}>{t('notice')}</p>
      <PreviewExitLink label={t('exit')} />
    </aside>
  );
}
