import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pagerWindow } from '@/lib/shop/category-listing';
import styles from './CategoryListing.module.css';

interface PagerProps {
  /** 0-based current page. */
  page: number;
  pageCount: number;
  /** The listing's address for a page, filter kept. */
  hrefOf: (page: number) => string;
}

/** Spec 01 §9: a 0-based pager showing 3 pages, plain links so crawlers and no-JavaScript visitors page too. */
export async function Pager({ page, pageCount, hrefOf }: PagerProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('category');
  return (
    <nav aria-label={t('pagerLabel')} className={styles.pager}>
      <ul role="list">
        {page > 0 ? (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" aria-label={t('previous')} className={styles.pageLink}>
              ‹
            </Link>
          </li>
        ) : null}
        {pagerWindow(page, pageCount).map((each) => (
          <li key={each}>
            <Link href={hrefOf(each)} aria-label={t('page', { page: each + 1 })} aria-current={each === page ? 'page' : undefined} className={styles.pageLink}>
              {each + 1}
            </Link>
          </li>
        ))}
        {page < pageCount - 1 ? (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" aria-label={t('next')} className={styles.pageLink}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
