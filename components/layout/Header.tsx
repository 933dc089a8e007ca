import { getTranslations } from 'next-intl/server';
import { Wordmark } from '@/components/brand/Wordmark';
import { Icon } from '@/components/ui/Icon';
import { serverCall } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import { languageIdOf, type Locale } from '@/lib/shop/locale';
import { CartLink } from './CartLink';
import { MenuDrawer } from './MenuDrawer';
import type { NavCategory } from './navTypes';
import { SearchBar } from './SearchBar';
import iconStyles from './HeaderIcons.module.css';
import styles from './Header.module.css';

/** Spec 01 §9: the header shows the first three categories. */
const HEADER_CATEGORIES = 3;

async function navCategories(locale: Locale): Promise<NavCategory[]> {
  const reply = await serverCall('get-categories', { LanguageId: languageIdOf(locale) });
  if (!reply.succeeded) return [];
  return reply.data.categories.map(({ Id, Name, Url, Children }) => ({
    Id,
    Name,
    Url,
    Children: Children.map((child) => ({ Id: child.Id, Name: child.Name, Url: child.Url })),
  }));
}

/** The sticky header: drawer, wordmark, search, sign-in and basket, then the main links on wide screens. */
export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations('header');
  const categories = await navCategories(locale);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>
          <MenuDrawer categories={categories} />
        </div>
        <Link href="/" className={styles.wordmark} aria-label={t('homeLink')}>
          <Wordmark className={styles.mark} />
        </Link>
        <div className={styles.end}>
          <SearchBar />
          <Link href="/siparisodeme" className={`${iconStyles.icon} ${styles.signIn}`} aria-label={t('signIn')}>
            <Icon name="user" />
          </Link>
          <CartLink />
        </div>
      </div>
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
            <Link href="/about" className={styles.link}>
              {t('about')}
            </Link>
          </li>
          <li>
            <Link href="/musteriHizmetleri" className={styles.link}>
              {t('contact')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
