import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import shared from '../Operator.module.css';

/** Previous and next pages of a list, as links in the URL. */
export async function Pager({ page, hasMore, hrefFor, label }: { page: number; hasMore: boolean; hrefFor: (page: number) => string; label: string }) {
  if (page === 1 && !hasMore) return null;
  const t = await getTranslations('operator');
  return (
    <nav className={shared.pager} aria-label={label}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={shared.link}>
          {t('previousPage')}
        </Link>
      ) : null}
      <span>{t('pageNumber', { page })}</span>
      {hasMore ? (
        <Link href={hrefFor(page + 1)} className={shared.link}>
          {t('nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
