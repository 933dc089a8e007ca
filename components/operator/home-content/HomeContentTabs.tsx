import { getLocale, getTranslations } from 'next-intl/server';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { HOME_CONTENT_KINDS, type HomeContentKind } from '@/lib/shop/validation/home-content';

/** The three kinds as tabs over their lists, and the way into the storefront preview. */
export async function HomeContentTabs({ current }: { current: HomeContentKind }) {
  const [t, locale] = await Promise.all([getTranslations('operatorHomeContent'), getLocale()]);
  const lang = locale as Locale;
  return (
    <div className={styles.tabsRow}>
      <nav aria-label={t('title')}>
        <ul className={styles.tabs}>
          {HOME_CONTENT_KINDS.map((kind) => (
            <li key={kind}>
              <Link href={operatorRoutes.homeContent(kind)} aria-current={kind === current ? 'page' : undefined} className={styles.tab}>
                {t(`kinds.${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>
        <a href={localizedPath(operatorRoutes.preview(localizedPath(routes.home(), lang)), lang)} className={backoffice.link}>
          {t('preview')}
        </a>
        {current === 'banner' ? (
          <>
            {' '}
            <a href={localizedPath(operatorRoutes.preview(localizedPath(routes.fashion(), lang)), lang)} className={backoffice.link}>
              {t('previewFashion')}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
