import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { Link } from '@/lib/i18n/navigation';
import { breadcrumbList, fromHome, type Crumb } from '@/lib/shop/breadcrumb';
import type { Locale } from '@/lib/shop/locale';
import styles from './Breadcrumb.module.css';

interface BreadcrumbProps {
  /** The steps after the home page; the last is the page itself. */
  steps: Crumb[];
  locale: Locale;
  /** The site's address, for the absolute addresses of the structured data. */
  site: URL;
  /** The page's margins around the trail. */
  className?: string;
}

/** Home › … › this page, and the same steps as a BreadcrumbList: one source, so the two cannot disagree. */
export async function Breadcrumb({ steps, locale, site, className }: BreadcrumbProps) {
  const t = await getTranslations('breadcrumb');
  const crumbs = fromHome(t('home'), steps);
  const last = crumbs.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs, locale, site)} />
      <nav aria-label={t('label')} className={className ? `${styles.trail} ${className}` : styles.trail}>
        <ol role="list">
          {crumbs.map((crumb, index) =>
            index === last ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                {/* The home page, like the header's links to it, is not prefetched: on a phone every page's first view would load its data, styles and hero picture. */}
                <Link href={crumb.path} prefetch={index === 0 ? false : undefined}>
                  {crumb.name}
                </Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
