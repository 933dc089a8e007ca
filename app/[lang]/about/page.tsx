import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageIntro } from '@/components/ui/PageIntro';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { read } from '@/lib/server/read';
import { siteUrl } from '@/lib/server/seo/site';
import { languageIdOf } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import styles from './About.module.css';

export const generateMetadata = seoMetadata({
  path: routes.about,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'about' });
    return { title: t('metaTitle'), description: t('metaDescription') };
  },
});

/** About (spec 02 §2): title, the video when the shop has one, the photograph and the story. */
export default async function AboutPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const [t, { aboutData: about }] = await Promise.all([getTranslations('about'), read('get-about-detail', { LanguageId: languageIdOf(locale) })]);
  return (
    <>
      <PageIntro title={about.Title} width="wide" breadcrumb={<Breadcrumb steps={[{ name: about.Title, path: routes.about() }]} locale={locale} site={siteUrl()} />} />
      <Container width="wide" className={styles.grid}>
        <div className={styles.media}>
          <Image src={about.PhotoPath} alt="" fill priority sizes="(max-width: 992px) 100vw, 55vw" className={styles.image} />
        </div>
        <div className={styles.text}>
          <RichText html={about.Description} />
        </div>
      </Container>
      {about.VideoUrl ? (
        <Container width="wide" className={styles.videoWrap}>
          {/* The photograph stands in until the visitor plays it; it never starts on its own, and starts silent. */}
          <video controls muted playsInline preload="metadata" poster={about.PhotoPath} className={styles.video} aria-label={t('video', { title: about.Title })}>
            <source src={about.VideoUrl} />
          </video>
        </Container>
      ) : null}
    </>
  );
}
