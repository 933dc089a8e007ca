import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { WorkshopCardData } from './types';
import styles from './WorkshopCard.module.css';

interface WorkshopCardProps {
  item: WorkshopCardData;
  /** The image's rendered width at each breakpoint. */
  sizes: string;
  headingLevel?: 'h2' | 'h3';
  /** The featured item: a large picture beside the text, under this small label. */
  featuredLabel?: string;
  eager?: boolean;
}

/** An exhibition or workshop: the cover, its kind, the title (the one link) and the subtitle. */
export function WorkshopCard({ item, sizes, headingLevel: Heading = 'h3', featuredLabel, eager = false }: WorkshopCardProps) {
  const t = useTranslations('workshops');
  return (
    <article className={[styles.card, featuredLabel ? styles.featured : ''].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <Image src={item.CoverPhoto} alt="" fill sizes={sizes} className={styles.image} priority={Boolean(featuredLabel)} loading={eager ? 'eager' : undefined} />
      </div>
      <div className={styles.body}>
        {featuredLabel ? <p className={styles.label}>{featuredLabel}</p> : null}
        <p className={styles.kind}>{item.IsWorkshop ? t('kindWorkshop') : t('kindArt')}</p>
        <Heading className={styles.title}>
          <Link href={item.Url} className={styles.link}>
            {item.Title}
          </Link>
        </Heading>
        {item.Subtitle ? <p className={styles.subtitle}>{item.Subtitle}</p> : null}
      </div>
    </article>
  );
}
