import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { ProductCarousel } from '@/components/carousel/ProductCarousel';
import { Section } from '@/components/ui/Section';
import { Link } from '@/lib/i18n/navigation';
import styles from './CategorySlider.module.css';

type Category = OutputOf<'get-category-slider'>['categoryList'][number];

/** The fashion page's category slider (spec 02 §2): a picture and a name per category, in the shared carousel. */
export function CategorySlider({ categories }: { categories: Category[] }) {
  const t = useTranslations('fashion');
  if (categories.length === 0) return null;
  return (
    <Section id="fashion-categories" width="wide" title={t('categoriesTitle')}>
      <ProductCarousel label={t('categoriesLabel')} preset="collection">
        {categories.map((category) => (
          <article key={category.Id} className={styles.card}>
            <div className={styles.media}>
              <Image src={category.PhotoPath} alt="" fill sizes="(max-width: 992px) 45vw, 18vw" className={styles.image} />
            </div>
            <p className={styles.group}>{category.GroupName}</p>
            <h3 className={styles.name}>
              <Link href={category.Url} className={styles.link}>
                {category.Name}
              </Link>
            </h3>
          </article>
        ))}
      </ProductCarousel>
    </Section>
  );
}
