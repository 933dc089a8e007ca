import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import styles from './ProductDetail.module.css';

/** Home › designer › product (spec 01 §2: the product page's breadcrumb leads to the designer). */
export async function ProductBreadcrumb({ designer, title }: { designer: { Name: string; Url: string }; title: string }) {
  const t = await getTranslations('productDetail');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol role="list">
        <li>
          <Link href={routes.home()}>{t('home')}</Link>
        </li>
        <li>
          <Link href={designer.Url}>{designer.Name}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
