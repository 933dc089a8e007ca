import Image from 'next/image';
import { notFound, permanentRedirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { WorkshopCard } from '@/components/workshops/WorkshopCard';
import { WorkshopEnquiryForm } from '@/components/workshops/WorkshopEnquiryForm';
import { workshopCardSizes } from '@/components/workshops/cardSizes';
import gridStyles from '@/components/workshops/WorkshopGrid.module.css';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { plainText } from '@/lib/shop/html';
import { languageIdOf, localizedPath } from '@/lib/shop/locale';
import { formatMoney } from '@/lib/shop/money';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import styles from './WorkshopDetail.module.css';

type Params = { slug: string; id: string };

/** Rendered on first request and cached like every page (none are built ahead: the build never opens the database). */
export function generateStaticParams(): Params[] {
  return [];
}

export const generateMetadata = seoMetadata<Params>({
  path: ({ slug, id }) => routes.workshop(slug, parseRouteId(id) ?? 0),
  dataId: ({ id }) => parseRouteId(id) ?? undefined,
  fallback: async (locale, { id }) => {
    const Id = parseRouteId(id);
    if (!Id) return { title: '', description: '' };
    const { detailData } = await read('get-arts-workshops-detail', { LanguageId: languageIdOf(locale), Id });
    return { title: detailData.Title, description: detailData.Subtitle || plainText(detailData.Description).slice(0, 160) };
  },
});

/**
 * Arts or workshop detail (spec 02 §2): title, description, cover and detail photos, similar items in
 * three columns. A workshop adds its fee in the page's currency and an enquiry form (an island) that
 * reaches the shop like the contact form.
 */
export default async function WorkshopDetailPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const Id = parseRouteId(params.id);
  if (!Id) notFound();
  const LanguageId = languageIdOf(locale);
  const [t, format, { detailData: item }, { workshopList: similar }] = await Promise.all([
    getTranslations('workshops'),
    getFormatter(),
    read('get-arts-workshops-detail', { LanguageId, Id }),
    read('get-similiar-workshops', { LanguageId, WorkshopId: Id }),
  ]);
  // Another language's slug (after a language switch) or an old title: one address per item.
  if (routes.workshop(params.slug, Id) !== item.Url) permanentRedirect(localizedPath(item.Url, locale));
  const absolute = (path: string) => new URL(path, siteUrl()).toString();
  const photos = [
    { src: item.CoverPhoto, alt: t('coverAlt', { title: item.Title }) },
    { src: item.DetailPhoto, alt: t('detailAlt', { title: item.Title }) },
  ];

  return (
    <ClientMessages add={['workshops']}>
      {/* The dates and place are text inside the description, so the item is a CreativeWork rather than a dated Event. */}
      <JsonLd
        data={{
          '@type': 'CreativeWork',
          name: item.Title,
          headline: item.Title,
          alternativeHeadline: item.Subtitle || undefined,
          genre: item.IsWorkshop ? t('kindWorkshop') : t('kindArt'),
          description: plainText(item.Description).slice(0, 300),
          image: photos.map((photo) => absolute(photo.src)),
          datePublished: item.PublishedAt,
          inLanguage: locale,
          url: absolute(localizedPath(item.Url, locale)),
          publisher: { '@type': 'Organization', name: 'Vitrin' },
        }}
      />
      <article className={styles.article}>
        <Container width="narrow" className={styles.head}>
          <Breadcrumb
            steps={[
              { name: t('title'), path: routes.workshops() },
              { name: item.Title, path: item.Url },
            ]}
            locale={locale}
            site={siteUrl()}
            className={styles.trail}
          />
          <p className={styles.kind}>{item.IsWorkshop ? t('kindWorkshop') : t('kindArt')}</p>
          <h1 className={styles.title}>{item.Title}</h1>
          {item.Subtitle ? <p className={styles.lead}>{item.Subtitle}</p> : null}
        </Container>
        <Container width="wide">
          <ul className={styles.gallery} aria-label={t('photosLabel')}>
            {photos.map((photo, index) => (
              <li key={photo.src} className={styles.photo}>
                {/* The gallery's columns are 3fr and 2fr of the wide container, one column on phones. */}
                <Image src={photo.src} alt={photo.alt} fill priority={index === 0} sizes={`(max-width: 576px) 100vw, ${index === 0 ? 60 : 40}vw`} className={styles.image} />
              </li>
            ))}
          </ul>
        </Container>
        <Container width="narrow" className={styles.body}>
          <RichText html={item.Description} />
          {item.Fee !== null || item.StartsAt ? (
            <dl className={styles.facts}>
              {item.StartsAt ? (
                <>
                  <dt>{t('datesLabel')}</dt>
                  <dd>{format.dateTimeRange(new Date(item.StartsAt), new Date(item.EndsAt ?? item.StartsAt), { dateStyle: 'long', timeStyle: 'short' })}</dd>
                </>
              ) : null}
              {item.Fee !== null ? (
                <>
                  <dt>{t('feeLabel')}</dt>
                  <dd>{t('feeValue', { fee: formatMoney(item.Fee, item.Currency) })}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {item.IsWorkshop ? (
            <section aria-labelledby="workshop-enquiry" className={styles.enquiry}>
              <h2 id="workshop-enquiry" className={styles.enquiryTitle}>
                {t('enquiryHeading')}
              </h2>
              <p className={styles.enquiryIntro}>{t('enquiryIntro')}</p>
              <WorkshopEnquiryForm workshopId={item.Id} />
            </section>
          ) : null}
          <ButtonLink href={routes.workshops({ tab: item.IsWorkshop ? 'workshops' : 'art' })} variant="ghost" className={styles.back}>
            {t('back')}
          </ButtonLink>
        </Container>
      </article>
      {similar.length ? (
        <Section id="similar-workshops" width="wide" title={item.IsWorkshop ? t('similar') : t('similarArt')}>
          <ul className={gridStyles.grid}>
            {similar.map((each, index) => (
              <li key={each.Id}>
                <WorkshopCard item={each} sizes={workshopCardSizes(index, similar.length)} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </ClientMessages>
  );
}
