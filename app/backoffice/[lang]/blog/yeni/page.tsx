import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EditorialForm } from '@/components/operator/editorial/EditorialForm';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operatorEditorial', 'newPostTitle');

/** A new post: empty texts, shown as soon as it is saved unless a later date schedules it. */
const NEW_POST = {
  Id: null, Version: null, TitleTr: '', TitleEn: '', SlugTr: '', SlugEn: '', SummaryTr: '', SummaryEn: '', DescriptionTr: '', DescriptionEn: '',
  CoverPhoto: '', PublishedAt: '', IsActive: true, IsFeatured: false, SimilarIds: [] as number[],
};

/** /yonetim/blog/yeni: an empty post form. */
export default async function NewBlogPostPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="blog" />;
  const [t, posts] = await Promise.all([getTranslations('operatorEditorial'), operatorRead('operator-blogs', {}, locale)]);
  return (
    <OperatorShell me={me} current="blog">
      <p>
        <Link href={operatorRoutes.blogPosts()} className={styles.link}>
          {t('backToBlog')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('newPostTitle')}</h1>
      <ClientMessages add={['operatorEditorial', 'operatorEvents', 'catalogueEditing']}>
        <EditorialForm
          kind="blog"
          initial={NEW_POST}
          label={t('newPostTitle')}
          draftKey="blog:new"
          choices={posts.List.map((post) => ({ id: post.Id, label: locale === 'tr' ? post.TitleTr : post.TitleEn }))}
        />
      </ClientMessages>
    </OperatorShell>
  );
}
