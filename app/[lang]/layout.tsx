import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { AnonymousIdBootstrap } from '@/components/layout/AnonymousIdBootstrap';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { IntentPrefetch } from '@/components/layout/IntentPrefetch';
import { LazyFavouriteHearts } from '@/components/product/hearts/LazyFavouriteHearts';
import { SkipLink } from '@/components/layout/SkipLink';
import { StoredAddressCleaner } from '@/components/layout/StoredAddressCleaner';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { DEFAULT_OG_IMAGE, siteUrl } from '@/lib/server/seo/site';
import { navCategory } from '@/components/layout/navTypes';
import { routing } from '@/lib/i18n/routing';
import { openPage } from '@/lib/server/page';
import { inDraftMode } from '@/lib/server/preview';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { read } from '@/lib/server/read';
import { languageIdOf } from '@/lib/shop/locale';
import { iconMetadata } from '@/lib/shop/site-icons';
import { fontClassNames } from '@/styles/fonts';
import '../globals.css';

/*
 * Pages render on their first request and are then served from the cache (ISR), revalidated hourly
 * and by tag when the data under them changes. Nothing is prerendered at build time, so the build
 * never opens the database.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { lang: string }[] {
  return [];
}

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export const viewport: Viewport = {
  themeColor: '#f7f4ef',
  colorScheme: 'light',
};

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    metadataBase: siteUrl(),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    icons: iconMetadata,
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      locale: lang === 'tr' ? 'tr_TR' : 'en_US',
      images: [{ ...DEFAULT_OG_IMAGE, alt: t('ogAlt') }],
    },
    twitter: { card: 'summary_large_image' },
    // An editor's preview shows unpublished content: never indexed (pages' own metadata says so too).
    ...((await inDraftMode()) ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The root layout: <html lang>, fonts, the header and footer, the modal system and the small client effects. */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale: lang } = await openPage({ params });
  const LanguageId = languageIdOf(lang);
  const [{ categories }, layout, { contractList }, draft] = await Promise.all([
    read('get-categories', { LanguageId }),
    read('get-layout-info', {}),
    read('get-contracts', { LanguageId }),
    inDraftMode(),
  ]);

  return (
    <html lang={lang} className={fontClassNames} data-scroll-behavior="smooth">
      <body>
        <ClientMessages root>
          <ModalProvider>
            <SkipLink />
            {draft ? <PreviewBar /> : null}
            <Header categories={categories.map(navCategory)} />
            <main id="main">
              {children}
            </main>
            <Footer layout={layout} contractList={contractList} />
          </ModalProvider>
          <StoredAddressCleaner />
          <AnonymousIdBootstrap />
          <LazyFavouriteHearts />
          <IntentPrefetch />
        </ClientMessages>
      </body>
    </html>
  );
}
