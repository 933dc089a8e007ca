import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import { CollaborationCard, type Collaboration } from './CollaborationCard';
import styles from './CollaborationList.module.css';

/** The collaborations: the first one wide, the rest two a row. */
export function CollaborationList({ collaborations }: { collaborations: Collaboration[] }) {
  const t = useTranslations('collaborations');
  if (collaborations.length === 0) {
    return (
      <Container className={styles.list}>
        <p className={styles.empty}>{t('empty')}</p>
      </Container>
    );
  }
  const [first, ...rest] = collaborations;
  return (
    <Container width="wide" className={styles.list}>
      <CollaborationCard collaboration={first} featured />
      {rest.length ? (
        <div className={styles.grid}>
          {rest.map((collaboration) => (
            <CollaborationCard key={collaboration.Id} collaboration={collaboration} />
          ))}
        </div>
      ) : null}
    </Container>
  );
}
