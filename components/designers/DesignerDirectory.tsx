import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import type { OutputOf } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import styles from './DesignerDirectory.module.css';

type Group = OutputOf<'designer-list'>['List'][number];

/** Designer names under their initials (spec 01 §2 Other screens), with a letter index to jump along. */
export function DesignerDirectory({ groups, filters }: { groups: Group[]; filters: ReactNode }) {
  const t = useTranslations('brands');
  const anchor = (index: number) => `letter-${index}`;
  const count = groups.reduce((sum, group) => sum + group.DesignerNames.length, 0);
  return (
    <Container className={styles.body}>
      <div className={styles.filters}>
        {filters}
        <p className={styles.count} role="status">
          {t('count', { count })}
        </p>
      </div>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <nav aria-label={t('lettersLabel')} className={styles.letters}>
          {groups.map((group, index) => (
            <a key={group.FirstChar} href={`#${anchor(index)}`} className={styles.letter}>
              {group.FirstChar}
            </a>
          ))}
        </nav>
      )}
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <section key={group.FirstChar} aria-labelledby={anchor(index)} className={styles.group}>
            <h2 id={anchor(index)} className={styles.initial}>
              {group.FirstChar}
            </h2>
            <ul className={styles.names}>
              {group.DesignerNames.map((designer) => (
                <li key={designer.Id}>
                  <Link href={designer.Url} className={styles.name}>
                    {designer.Name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}
