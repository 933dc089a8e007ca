import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EditorialForm } from '@/components/operator/editorial/EditorialForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { parseRouteId } from '@/lib/shop/route-params';
import { routes } from '@/lib/shop/routes';
import { operatorRoutes } from '@/lib/shop/operator-routes';

type Params = { id: string };

export const generateMetadata = operatorTitle('operatorEditorial', 'blogTitle');

/** /yonetim/blog/{id}: one post's form, and a link to it in the shop. */
export default async function BlogPostPage(props: LangPageProps<Params>) {
  const { locale, params } = await openPage(props);
  const id = parseRouteId(params.id);
  if (!id) notFound();
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="blog" />;
  const [t, post, posts] = await Promise.all([getTranslations('operatorEditorial'), operatorRead('operator-blog', { Id: id }, locale), operatorRead('operator-blogs', {}, locale)]);
  const title = locale === 'tr' ? post.TitleTr : post.TitleEn;
  return (
    <OperatorShell me={me} current="blog">
      <p>
        <Link href={operatorRoutes.blogPosts()} className={styles.link}>
          {t('backToBlog')}
        </Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('editTitle', { title })}</h1>
        <Link href={routes.blog(locale === 'tr' ? post.SlugTr : post.SlugEn, post.Id)} className={styles.link}>
          {t('viewInShop')}
        </Link>
      </div>
      <ClientMessages add={['operatorEditorial', 'operatorEvents', 'catalogueEditing']}>
        <EditorialForm
          kind="blog"
          initial={post}
          label={t('editTitle', { title })}
          draftKey={`blog:${post.Id}`}
          choices={posts.List.filter((other) => other.Id !== post.Id).map((other) => ({ id: other.Id, label: locale === 'tr' ? other.TitleTr : other.TitleEn }))}
        />
      </ClientMessages>
    </OperatorShell>
  );
}
