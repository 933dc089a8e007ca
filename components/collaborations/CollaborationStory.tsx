import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { Link } from '@/lib/i18n/navigation';
import styles from './CollaborationStory.module.css';

type Detail = OutputOf<'get-collaboration-detail'>['collaborationData'];

/** A collaboration's cover, designer, title and story (spec 01 §2 Other screens). */
export function CollaborationStory({ collaboration }: { collaboration: Detail }) {
  const t = useTranslations('collaborations');
  return (
    <article>
      <div className={styles.cover}>
        <Image src={collaboration.CoverPhoto} alt="" fill priority sizes="100vw" className={styles.image} />
      </div>
      <Container width="narrow" className={styles.text}>
        <p className={styles.designer}>
          <Link href={collaboration.DesignerUrl} className={styles.designerLink}>
            {t('with', { designer: collaboration.DesignerName })}
          </Link>
        </p>
        <h1 className={styles.title}>{collaboration.Title}</h1>
        <RichText html={collaboration.Description} className={styles.description} />
      </Container>
    </article>
  );
}
