import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Container } from '@/components/ui/Container';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { PageIntro } from '@/components/ui/PageIntro';
import { Section } from '@/components/ui/Section';
import { WorkshopCard } from '@/components/workshops/WorkshopCard';
import { WorkshopList } from '@/components/workshops/WorkshopList';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import type { SearchParams } from '@/lib/shop/listing';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { parseWorkshopQuery, WORKSHOP_PAGE_SIZE, WORKSHOP_TABS, WORKSHOP_TYPES } from '@/lib/shop/workshops';
import styles from './Workshops.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/** The tab and page live in the query string, so the page renders per request (its reads stay cached by tag). */
export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata({
  path: () => routes.workshops(),
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'workshops' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

type Props = LangPageProps & { searchParams: Promise<SearchParams> };

const TAB_LABELS = { all: 'tabAll', art: 'tabArt', workshops: 'tabWorkshops' } as const;
const LIST_TITLES = { all: 'listTitle', art: 'listTitleArt', workshops: 'listTitleWorkshops' } as const;

/** Arts and workshops (spec 02 §2): tabs All / Art / Workshops as links, the featured item, a grid of 10 with load more. */
export default async function WorkshopsPage(props: Props) {
  const { locale } = await openPage(props);
  const { tab, page } = parseWorkshopQuery(await props.searchParams);
  const type = WORKSHOP_TYPES[tab];
  const offset = (page - 1) * WORKSHOP_PAGE_SIZE;
  const [t, { featuredBlog: featured, dataList, TotalCount, Continue }] = await Promise.all([
    getTranslations('workshops'),
    read('get-arts-workshops', { LanguageId: languageIdOf(locale), Type: type, Take: WORKSHOP_PAGE_SIZE, Skip: offset }),
  ]);
  // A page past the end (an old or hand-made link) is not a page.
  if (page > 1 && dataList.length === 0) notFound();
  const tabs = WORKSHOP_TABS.map((each) => ({ key: each, label: t(TAB_LABELS[each]), href: routes.workshops({ tab: each }), active: each === tab }));

  return (
    <ClientMessages add={['workshops']}>
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        width="wide"
        breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.workshops() }]} locale={locale} site={siteUrl()} />}
      />
      <Container width="wide" className={styles.tabs}>
        <FilterLinks label={t('tabsLabel')} links={tabs} />
      </Container>
      {featured && page === 1 ? (
        <section aria-label={t('featured')}>
          <Container width="wide">
            <WorkshopCard item={featured} featuredLabel={t('featured')} headingLevel="h2" sizes="(max-width: 992px) 100vw, 58vw" />
          </Container>
        </section>
      ) : null}
      <Section id="workshop-list" width="wide" title={t(LIST_TITLES[tab])}>
        <WorkshopList
          key={`${tab}-${page}`}
          initial={dataList}
          total={TotalCount}
          more={Continue}
          type={type}
          offset={offset}
          nextHref={Continue ? routes.workshops({ tab, page: page + 1 }) : null}
          previousHref={page > 1 ? routes.workshops({ tab, page: page - 1 }) : null}
        />
      </Section>
    </ClientMessages>
  );
}
