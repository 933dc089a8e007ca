import { getTranslations } from 'next-intl/server';
import { BlogCard } from '@/components/blog/BlogCard';
import { BlogGrid } from '@/components/blog/BlogGrid';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageIntro } from '@/components/ui/PageIntro';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.blogs,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'blog' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** Blog and magazine (spec 01 §2): the featured story, the grid of the others, the newsletter. */
export default async function BlogsPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, { featuredBlog, blogList }] = await Promise.all([getTranslations('blog'), read('get-blogs', { LanguageId: languageIdOf(locale) })]);
  return (
    <ClientMessages add={['newsletter']}>
      <PageIntro
        title={t('title')}
        intro={t('intro')}
        width="wide"
        breadcrumb={<Breadcrumb steps={[{ name: t('title'), path: routes.blogs() }]} locale={locale} site={siteUrl()} />}
      />
      {featuredBlog ? (
        <section aria-label={t('featured')}>
          <Container width="wide">
            <BlogCard blog={featuredBlog} featuredLabel={t('featured')} headingLevel="h2" sizes="(max-width: 992px) 100vw, 58vw" />
          </Container>
        </section>
      ) : null}
      <Section id="blog-list" width="wide" title={t('latest')}>
        <BlogGrid blogs={blogList} />
      </Section>
      <NewsletterSignup />
    </ClientMessages>
  );
}
