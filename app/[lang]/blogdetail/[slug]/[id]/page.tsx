import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogDate } from '@/components/blog/BlogDate';
import { BlogGrid } from '@/components/blog/BlogGrid';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf, localizedPath } from '@/lib/shop/locale';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import styles from './BlogDetail.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Params = { slug: string; id: string };

/** Rendered on first request and cached like every page (none are built ahead: the build never opens the database). */
export function generateStaticParams(): Params[] {
  return [];
}

export const generateMetadata = seoMetadata<Params>({
  path: ({ slug, id }) => routes.blog(slug, parseRouteId(id) ?? 0),
  dataId: ({ id }) => parseRouteId(id) ?? undefined,
  fallback: async (locale, { id }) => {
    const BlogId = parseRouteId(id);
    if (!BlogId) return { title: '', description: '' };
    const { blogData } = await read('get-blog-detail', { LanguageId: languageIdOf(locale), BlogId });
    return { title: blogData.Title, description: blogData.DescriptionShort };
  },
});

/** Blog detail (spec 01 §2): the article, similar stories and the newsletter. */
export default async function BlogDetailPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const BlogId = parseRouteId(params.id);
  if (!BlogId) notFound();
  const LanguageId = languageIdOf(locale);
  const [t, { blogData: blog }, { blogList: similar }] = await Promise.all([
    getTranslations('blog'),
    read('get-blog-detail', { LanguageId, BlogId }),
    read('get-similiar-blogs', { LanguageId, BlogId }),
  ]);
  // Another language's slug (after a language switch) or an old title: one address per article.
  if (routes.blog(params.slug, BlogId) !== blog.Url) permanentRedirect(localizedPath(blog.Url, locale));
  const absolute = (path: string) => new URL(path, siteUrl()).toString();

  return (
    <ClientMessages add={['newsletter']}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.Title,
          description: blog.DescriptionShort,
          image: absolute(blog.DetailPhoto),
          datePublished: blog.PublishedAt,
          inLanguage: locale,
          mainEntityOfPage: absolute(localizedPath(blog.Url, locale)),
          publisher: { '@type': 'Organization', name: 'Vitrin' },
        }}
      />
      <article className={styles.article}>
        <Container width="narrow" className={styles.head}>
          <Breadcrumb
            steps={[
              { name: t('title'), path: routes.blogs() },
              { name: blog.Title, path: blog.Url },
            ]}
            locale={locale}
            site={siteUrl()}
            className={styles.trail}
          />
          <p className={styles.meta}>
            <span className="visually-hidden">{t('published')}: </span>
            <BlogDate iso={blog.PublishedAt} />
          </p>
          <h1 className={styles.title}>{blog.Title}</h1>
          <p className={styles.lead}>{blog.DescriptionShort}</p>
        </Container>
        <Container width="wide">
          <div className={styles.media}>
            <Picture src={blog.DetailPhoto} alt="" fill preload sizes="(max-width: 1440px) 100vw, 1440px" className={styles.image} />
          </div>
        </Container>
        <Container width="narrow" className={styles.body}>
          <RichText html={blog.Description} />
          <ButtonLink href={routes.blogs()} variant="ghost" className={styles.back}>
            {t('back')}
          </ButtonLink>
        </Container>
      </article>
      {similar.length ? (
        <Section id="similar-blogs" width="wide" title={t('similar')}>
          <BlogGrid blogs={similar.map((each) => ({ ...each, IsWidePhoto: false }))} />
        </Section>
      ) : null}
      <NewsletterSignup />
    </ClientMessages>
  );
}
