import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './Operator.module.css';

/** Previous and next page links around "page N of M"; nothing when one page holds everything. */
export async function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1 && page <= 1) return null;
  const t = await getTranslations('operatorOrders');
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.link} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('page', { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className={styles.link} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
