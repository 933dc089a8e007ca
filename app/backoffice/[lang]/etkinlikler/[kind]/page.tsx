import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActionButton } from '@/components/operator/backoffice/ActionButton';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { EditorialTable } from '@/components/operator/editorial/EditorialTable';
import { eventKindOfSegment, EventTabs } from '@/components/operator/editorial/EventTabs';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { formatMoney } from '@/lib/shop/money';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { kind: string };

export async function generateMetadata(props: LangPageProps<Params>): Promise<Metadata> {
  const { locale, params } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'operatorEvents' });
  const kind = eventKindOfSegment(params.kind);
  return { title: kind ? t(`kinds.${kind}`) : t('title') };
}

/**
 * /yonetim/etkinlikler/{atolyeler|isbirlikleri|moda}: one kind's list in the shop's order; new, edit,
 * and for collaborations and fashion tiles order (and a tile's delete).
 */
export default async function EventListPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const kind = eventKindOfSegment(params.kind);
  if (!kind) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="events" />;
  const [t, format, data] = await Promise.all([getTranslations('operatorEvents'), getFormatter(), operatorRead('operator-events', { Kind: kind }, locale)]);
  const ordered = kind !== 'workshop';
  const columns =
    kind === 'workshop' ? [t('colKind'), t('colDates'), t('colFee'), t('colState')] : kind === 'collaboration' ? [t('colDesigner'), t('colState')] : [];
  const fee = (row: (typeof data.Rows)[number]) =>
    row.FeeTry == null && row.FeeUsd == null ? t('noFee') : [row.FeeTry != null ? formatMoney(row.FeeTry, 'TRY') : null, row.FeeUsd != null ? formatMoney(row.FeeUsd, 'USD') : null].filter(Boolean).join(' · ');
  return (
    <OperatorShell me={me} current="events">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Link href={operatorRoutes.newEvent(kind)} className={backoffice.link}>
          {t(`new.${kind}`)}
        </Link>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.stack}>
        <EventTabs current={kind} />
        {data.Rows.length ? (
          <ClientMessages add={['operator']}>
            <EditorialTable
              caption={t(`kinds.${kind}`)}
              columns={columns}
              actionsLabel={ordered ? t('colActions') : undefined}
              rows={data.Rows.map((row, index) => {
                const title = locale === 'tr' ? row.TitleTr : row.TitleEn;
                const state = row.IsActive ? t('stateShown') : t('stateHidden');
                return {
                  key: row.Id,
                  title,
                  href: operatorRoutes.event(kind, row.Id),
                  cells:
                    kind === 'workshop'
                      ? [row.IsWorkshop ? t('kindWorkshop') : t('kindArt'), row.StartsAt ? format.dateTime(new Date(row.StartsAt), { dateStyle: 'medium', timeStyle: 'short' }) : t('noDates'), fee(row), state]
                      : kind === 'collaboration'
                        ? [row.Designer, state]
                        : [],
                  actions: ordered ? (
                    <>
                      {index > 0 ? <ActionButton action="moveEvent" data={{ Kind: kind, Id: row.Id, Direction: 'up' }} label={t('up')} accessibleName={t('upOf', { title })} /> : null}
                      {index < data.Rows.length - 1 ? (
                        <ActionButton action="moveEvent" data={{ Kind: kind, Id: row.Id, Direction: 'down' }} label={t('down')} accessibleName={t('downOf', { title })} />
                      ) : null}
                      {kind === 'fashion' ? (
                        <ActionButton action="deleteFashionTile" data={{ Id: row.Id }} label={t('delete')} accessibleName={t('deleteOf', { title })} confirm={t('deleteConfirm', { title })} variant="ghost" />
                      ) : null}
                    </>
                  ) : undefined,
                };
              })}
            />
          </ClientMessages>
        ) : (
          <p>{t('none')}</p>
        )}
      </div>
    </OperatorShell>
  );
}
