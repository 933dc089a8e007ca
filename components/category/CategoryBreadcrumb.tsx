import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './CategoryListing.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** All products › parent › this category (spec 01 §2: the listing's breadcrumb leads to searchproducts). */
export async function CategoryBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('category');
  const last = crumbs.length - 1;
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol role="list">
        {crumbs.map((crumb, index) =>
          index === last ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
