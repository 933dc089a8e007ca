import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EditorialForm } from '@/components/operator/editorial/EditorialForm';
import { eventKindOfSegment } from '@/components/operator/editorial/EventTabs';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import type { Locale } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import type { EventKind } from '@/lib/shop/validation/events';

type Params = { kind: string; id: string };

/** `yeni` is a new record's form; a number, that record's. */
const NEW = 'yeni';

/** What a new record's form starts from. */
const EMPTY: Record<EventKind, Record<string, unknown>> = {
  workshop: {
    TitleTr: '', TitleEn: '', SubtitleTr: '', SubtitleEn: '', SlugTr: '', SlugEn: '', DescriptionTr: '', DescriptionEn: '', CoverPhoto: '',
    IsWorkshop: true, FeeTry: '', FeeUsd: '', StartsAt: '', EndsAt: '', PublishedAt: '', IsFeatured: false, IsActive: true,
  },
  collaboration: { DesignerId: '', TitleTr: '', TitleEn: '', SlugTr: '', SlugEn: '', DescriptionTr: '', DescriptionEn: '', CoverPhoto: '', IsActive: true },
  fashion: { TitleTr: '', TitleEn: '', ButtonUrl: '', CoverPhoto: '', IsWidePhoto: false },
};

const READS = { workshop: 'operator-workshop', collaboration: 'operator-collaboration', fashion: 'operator-fashion-tile' } as const;

export async function generateMetadata(props: LangPageProps<Params>): Promise<Metadata> {
  const { locale, params } = await openPage(props);
  const t = await getTranslations({ locale, namespace: 'operatorEvents' });
  const kind = eventKindOfSegment(params.kind);
  return { title: kind ? t(`kinds.${kind}`) : t('title') };
}

/** Where the storefront shows a saved record: its own page, or the fashion page for a tile. */
function shopPathOf(kind: EventKind, record: Record<string, unknown>, locale: Locale) {
  const slug = String(record[locale === 'tr' ? 'SlugTr' : 'SlugEn'] ?? '');
  const id = Number(record.Id);
  return kind === 'workshop' ? routes.workshop(slug, id) : kind === 'collaboration' ? routes.collaboration(slug, id) : routes.fashion();
}

/** /yonetim/etkinlikler/{kind}/{id|yeni}: one workshop's, collaboration's or fashion tile's form. */
export default async function EventPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const kind = eventKindOfSegment(params.kind);
  const id = params.id === NEW ? null : parseRouteId(params.id);
  if (!kind || (params.id !== NEW && !id)) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="events" />;
  const [t, record, designers] = await Promise.all([
    getTranslations('operatorEvents'),
    id ? (operatorRead(READS[kind], { Id: id }, locale) as Promise<Record<string, unknown> & { Version: number; TitleTr: string; TitleEn: string }>) : null,
    kind === 'collaboration' ? operatorRead('catalogue-designers', {}, locale) : null,
  ]);
  const heading = record ? t(`editTitle.${kind}`, { title: locale === 'tr' ? record.TitleTr : record.TitleEn }) : t(`newTitle.${kind}`);
  return (
    <OperatorShell me={me} current="events">
      <p>
        <Link href={operatorRoutes.events(kind)} className={styles.link}>
          {t('back')}
        </Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{heading}</h1>
        {record ? (
          <Link href={shopPathOf(kind, record, locale)} className={styles.link}>
            {t('viewInShop')}
          </Link>
        ) : null}
      </div>
      <ClientMessages add={['operatorEditorial', 'operatorEvents', 'catalogueEditing']}>
        <EditorialForm
          kind={kind}
          initial={record ?? { ...EMPTY[kind], Id: null, Version: null }}
          label={heading}
          draftKey={`${kind}:${id ?? 'new'}`}
          choices={designers?.Rows.map((designer) => ({ id: designer.DesignerId, label: designer.Name }))}
        />
      </ClientMessages>
    </OperatorShell>
  );
}
