import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { Container } from '@/components/ui/Container';
import { Picture } from '@/components/ui/Picture';
import { RichText } from '@/components/ui/RichText';
import styles from './BrandHeader.module.css';

export type Designer = OutputOf<'get-designer-detail'>['designerData'];

/** The website's host for display ("atolye.com"); null when the stored address is not a web address. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : null;
  } catch {
    return null;
  }
}

/** The trail, the brand's banner, logo, name, website, story and tiered discounts (spec 02 §2). */
export function BrandHeader({ designer, breadcrumb }: { designer: Designer; breadcrumb: ReactNode }) {
  const t = useTranslations('brand');
  const host = designer.Website ? hostOf(designer.Website) : null;
  const discounts = [designer.Discounts.DiscountPercentage1, designer.Discounts.DiscountPercentage2, designer.Discounts.DiscountPercentage3].filter((percent) => percent > 0);
  return (
    <header className={styles.header}>
      <Container className={styles.trail}>{breadcrumb}</Container>
      {designer.BannerPhoto ? (
        <div className={styles.banner}>
          <Picture src={designer.BannerPhoto} alt="" fill preload sizes="100vw" className={styles.bannerImage} />
        </div>
      ) : null}
      <Container className={styles.grid}>
        <div className={styles.identity}>
          {designer.Logo ? (
            <div className={styles.logo}>
              {/* A 96 px round (80 on a phone) at 1–3 device pixels, not the optimiser's 12 widths. */}
              <Picture src={designer.Logo} alt={t('logoAlt', { name: designer.Name })} fill sizes="96px" widths={[96, 256, 384]} className={styles.logoImage} />
            </div>
          ) : null}
          <div>
            <p className={styles.eyebrow}>{t('eyebrow')}</p>
            <h1 className={styles.name}>{designer.Name}</h1>
            {designer.Website && host ? (
              <a href={designer.Website} className={styles.website} rel="noopener noreferrer external" target="_blank">
                {t('website')}
                <span className={styles.host}>{host}</span>
              </a>
            ) : null}
          </div>
        </div>
        <div className={styles.story}>
          <RichText html={designer.Description} />
          {discounts.length ? (
            <section aria-labelledby="brand-discounts" className={styles.discounts}>
              <h2 id="brand-discounts" className={styles.discountsTitle}>
                {t('discountsTitle')}
              </h2>
              <ul className={styles.discountList}>
                {discounts.map((percent, index) => (
                  <li key={index} className={styles.discount}>
                    {t('discount', { percent })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Container>
    </header>
  );
}
