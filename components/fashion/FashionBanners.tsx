import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { Container } from '@/components/ui/Container';
import { PictureLink } from './PictureLink';
import styles from './FashionBanners.module.css';

type Banner = OutputOf<'get-banners'>['bannerList'][number];

/** The fashion page's banners (spec 02 §3 Banner: photo, link, title), two a row. */
export function FashionBanners({ banners }: { banners: Banner[] }) {
  const t = useTranslations('fashion');
  const shown = banners.filter((banner): banner is Banner & { PhotoPath: string; ContinueUrl: string } => Boolean(banner.PhotoPath && banner.ContinueUrl));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('bannersLabel')} className={styles.section}>
      <Container width="wide">
        <ul className={styles.grid}>
          {shown.map((banner) => (
            <li key={banner.Id} className={styles.item}>
              <PictureLink href={banner.ContinueUrl} photo={banner.PhotoPath} title={banner.Title} note={t('discover')} sizes="(max-width: 768px) 100vw, 50vw" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
