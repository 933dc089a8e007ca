import { getTranslations } from 'next-intl/server';
import { Wordmark } from '@/components/brand/Wordmark';
import { Link } from '@/lib/i18n/navigation';
import { AccountControl } from './AccountControl';
import { BasketLink } from './BasketLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuDrawer } from './MenuDrawer';
import type { NavCategory } from './navTypes';
import { SearchBar } from './SearchBar';
import styles from './Header.module.css';
import { routes } from '@/lib/shop/routes';

/** Spec 01 §9: the header shows the first three categories. */
const HEADER_CATEGORIES = 3;

/**
 * The sticky bar (drawer, language, wordmark, search, sign-in, basket; 64 px) and, on wide screens,
 * the main links under it. The links are outside the sticky part: they scroll away with the page,
 * so a scrolled page keeps only the bar. The bar's own links (wordmark, sign-in, basket) are on
 * every page and are not prefetched: prefetching them made every first view on a phone load the
 * home page's data, styles and hero picture, the basket's and the checkout's (issue 21); a click
 * loads them at once, the home page from the page cache.
 */
export async function Header({ categories }: { categories: NavCategory[] }) {
  const t = await getTranslations('header');
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.start}>
            <MenuDrawer categories={categories} />
            <LanguageSwitch landmark={false} otherOnly />
          </div>
          <Link href={routes.home()} prefetch={false} className={styles.wordmark} aria-label={t('homeLink')}>
            <Wordmark className={styles.mark} />
          </Link>
          <div className={styles.end}>
            <SearchBar />
            <AccountControl />
            <BasketLink />
          </div>
        </div>
      </header>
      <nav aria-label={t('primaryNav')} className={styles.nav}>
        <ul role="list" className={styles.links}>
          {categories.slice(0, HEADER_CATEGORIES).map((category) => (
            <li key={category.Id}>
              <Link href={category.Url} className={styles.link}>
                {category.Name}
              </Link>
            </li>
          ))}
          <li>
            <Link href={routes.about()} className={styles.link}>
              {t('about')}
            </Link>
          </li>
          <li>
            <Link href={routes.contact()} className={styles.link}>
              {t('contact')}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
