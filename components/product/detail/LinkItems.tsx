import { Picture } from '@/components/ui/Picture';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/shop/locale';
import type { ProductDetailData } from './types';
import styles from './ProductDetail.module.css';

/** The pieces the shop links to this one ("goes well with"), each a picture and a name. */
export async function LinkItems({ items, locale }: { items: ProductDetailData['LinkItems']; locale: Locale }) {
  if (items.length === 0) return null;
  const t = await getTranslations('productDetail');
  return (
    <section className={styles.links} aria-labelledby="link-items">
      <h2 id="link-items" className={styles.subheading}>
        {t('linkItems')}
      </h2>
      <ul role="list">
        {items.map((item) => (
          <li key={item.Url}>
            <Link href={item.Url} className={styles.link}>
              <Picture src={item.PhotoPath} alt="" width={64} height={64} sizes="64px" className={styles.linkImage} />
              <span>{locale === 'tr' ? item.LinkNameTr : item.LinkNameEn}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
