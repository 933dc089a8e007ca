import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import styles from './CollaborationCard.module.css';

export type Collaboration = OutputOf<'get-collaborations'>['collaborationList'][number];

/** One collaboration in the list: its cover, the designer and the title, the whole card one link. */
export function CollaborationCard({ collaboration, featured = false }: { collaboration: Collaboration; featured?: boolean }) {
  const t = useTranslations('collaborations');
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`}>
      <div className={styles.media}>
        <Image
          src={collaboration.CoverPhoto}
          alt=""
          fill
          priority={featured}
          sizes={featured ? '(max-width: 992px) 100vw, 96rem' : '(max-width: 992px) 100vw, 50vw'}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.designer}>{t('with', { designer: collaboration.DesignerName })}</p>
        <h2 className={styles.title}>
          <Link href={collaboration.Url} className={styles.link}>
            {collaboration.Title}
          </Link>
        </h2>
        <p className={styles.more} aria-hidden="true">
          {t('discover')} →
        </p>
      </div>
    </article>
  );
}
