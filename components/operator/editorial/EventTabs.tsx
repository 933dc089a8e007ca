import { getTranslations } from 'next-intl/server';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { EVENT_SEGMENTS, operatorRoutes } from '@/lib/shop/operator-routes';
import { EVENT_KINDS, type EventKind } from '@/lib/shop/validation/events';

/** The kind an address segment names (`atolyeler` → workshop), or null for any other segment. */
export function eventKindOfSegment(segment: string): EventKind | null {
  const found = (Object.entries(EVENT_SEGMENTS) as [EventKind, string][]).find(([, each]) => each === segment);
  return found ? found[0] : null;
}

/** Arts & workshops, collaborations and fashion tiles as tabs over their lists. */
export async function EventTabs({ current }: { current: EventKind }) {
  const t = await getTranslations('operatorEvents');
  return (
    <nav aria-label={t('title')}>
      <ul className={styles.tabs}>
        {EVENT_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={operatorRoutes.events(kind)} aria-current={kind === current ? 'page' : undefined} className={styles.tab}>
              {t(`kinds.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
