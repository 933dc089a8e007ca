import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import backoffice from '@/components/operator/backoffice/Backoffice.module.css';
import { EditorialTable } from '@/components/operator/editorial/EditorialTable';
import { ScheduleRunButton } from '@/components/operator/editorial/ScheduleRunButton';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { Link } from '@/lib/i18n/navigation';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';
import { operatorRoutes } from '@/lib/shop/operator-routes';

export const generateMetadata = operatorTitle('operatorEditorial', 'blogTitle');

/** /yonetim/blog: every post, newest first, published, scheduled or hidden; a new one; the schedule job on demand. */
export default async function BlogPostsPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="blog" />;
  const [t, format, data] = await Promise.all([getTranslations('operatorEditorial'), getFormatter(), operatorRead('operator-blogs', {}, locale)]);
  return (
    <OperatorShell me={me} current="blog">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('blogTitle')}</h1>
        <Link href={operatorRoutes.newBlogPost()} className={backoffice.link}>
          {t('newPost')}
        </Link>
      </div>
      <p className={styles.intro}>{t('blogIntro')}</p>
      <div className={styles.stack}>
        <ClientMessages add={['operatorEditorial']}>
          <ScheduleRunButton />
        </ClientMessages>
        <EditorialTable
          caption={t('blogTitle')}
          columns={[t('colPublishedAt'), t('colState')]}
          rows={data.List.map((post) => ({
            key: post.Id,
            title: locale === 'tr' ? post.TitleTr : post.TitleEn,
            href: operatorRoutes.blogPost(post.Id),
            cells: [format.dateTime(new Date(post.PublishedAt), { dateStyle: 'medium', timeStyle: 'short' }), t(`state.${post.State}`)],
          }))}
        />
      </div>
    </OperatorShell>
  );
}
