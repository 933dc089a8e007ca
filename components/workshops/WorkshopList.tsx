'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useIsClient } from '@/components/ui/useIsClient';
import { useLoadMore } from '@/components/ui/useLoadMore';
import { callApi } from '@/lib/api/client';
import { WORKSHOP_PAGE_SIZE, type WorkshopType } from '@/lib/shop/workshops';
import type { WorkshopCardData } from './types';
import { WorkshopCard } from './WorkshopCard';
import { workshopCardSizes } from './cardSizes';
import styles from './WorkshopGrid.module.css';

interface WorkshopListProps {
  /** The page the server rendered. */
  initial: WorkshopCardData[];
  total: number;
  more: boolean;
  type: WorkshopType;
  /** How many items come before the first one shown (page 2 starts after 10). */
  offset: number;
  /** The next and previous pages as plain links: without JavaScript, and for crawlers, they reach every item. */
  nextHref: string | null;
  previousHref: string | null;
}

/** The arts grid: the server renders a page of 10, "Load more" appends the next while the server says Continue. */
export function WorkshopList({ initial, total, more: initialMore, type, offset, nextHref, previousHref }: WorkshopListProps) {
  const t = useTranslations('workshops');
  const interactive = useIsClient();
  const { items, more, loading, loadMore, listRef } = useLoadMore<WorkshopCardData>(initial, initialMore, async (shown) => {
    const envelope = await callApi('get-arts-workshops', { Type: type, Take: WORKSHOP_PAGE_SIZE, Skip: offset + shown });
    return envelope?.succeeded ? { items: envelope.data.dataList, more: envelope.data.Continue } : null;
  });

  if (items.length === 0) return offset === 0 ? <p className={styles.empty}>{t('empty')}</p> : null;
  const next = more && !interactive ? nextHref : null;
  return (
    <>
      <ul ref={listRef} className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.Id}>
            <WorkshopCard item={item} eager={index < 3} sizes={workshopCardSizes(index, items.length)} />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.range} role="status">
          {t('range', { from: offset + 1, to: offset + items.length, total })}
        </p>
        {more && interactive ? (
          <Button variant="secondary" onClick={loadMore} disabled={loading} aria-busy={loading}>
            {loading ? t('loading') : t('loadMore')}
          </Button>
        ) : null}
        {previousHref || next ? (
          <nav aria-label={t('pagesLabel')}>
            <ul className={styles.pages}>
              {previousHref ? (
                <li>
                  <ButtonLink href={previousHref} variant="ghost" rel="prev">
                    {t('previousPage')}
                  </ButtonLink>
                </li>
              ) : null}
              {next ? (
                <li>
                  <ButtonLink href={next} variant="secondary" rel="next">
                    {t('nextPage')}
                  </ButtonLink>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  );
}
