import { getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { Picture } from '@/components/ui/Picture';
import { RichText } from '@/components/ui/RichText';
import styles from './BannerRow.module.css';

type Banner = OutputOf<'get-banners'>['bannerList'][number];

interface BannerRowProps {
  banner: Banner;
  /** Alternates the photograph between the left and right side down the page. */
  imageSide: 'start' | 'end';
}

/** One editorial row on the home page: a photograph beside a title, sanitised HTML text and a link. */
export async function BannerRow({ banner, imageSide }: BannerRowProps) {
  const t = await getTranslations('home');
  const headingId = `banner-${banner.Id}`;
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <Container width="wide" className={[styles.grid, banner.PhotoPath ? styles[imageSide] : styles.textOnly].filter(Boolean).join(' ')}>
        {banner.PhotoPath ? (
          <div className={styles.media}>
            <Picture src={banner.PhotoPath} alt="" fill sizes="(max-width: 992px) 100vw, 58vw" className={styles.image} />
          </div>
        ) : null}
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {banner.Title}
          </h2>
          <RichText html={banner.Description} className={styles.description} />
          {banner.ContinueUrl ? (
            <ButtonLink href={banner.ContinueUrl} variant="ghost" className={styles.more}>
              {t('bannerMore')}
              <span className="visually-hidden">: {banner.Title}</span>
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
