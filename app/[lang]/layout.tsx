import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AnonymousIdBootstrap } from '@/components/layout/AnonymousIdBootstrap';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SkipLink } from '@/components/layout/SkipLink';
import { StoredAddressCleaner } from '@/components/layout/StoredAddressCleaner';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { DEFAULT_OG_IMAGE, siteUrl } from '@/components/seo/site';
import { routing } from '@/lib/i18n/routing';
import { fontClassNames } from '@/styles/fonts';
import '../globals.css';

/** The message namespaces client islands use (add yours here when a client component needs one); the rest stays on the server. */
const CLIENT_NAMESPACES = ['header', 'menu', 'language', 'carousel', 'modals', 'popup'] as const;

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
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      locale: lang === 'tr' ? 'tr_TR' : 'en_US',
      images: [{ ...DEFAULT_OG_IMAGE, alt: t('ogAlt') }],
    },
    twitter: { card: 'summary_large_image' },
  };
}

function pick(messages: Record<string, unknown>, namespaces: readonly string[]) {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}

/** The root layout: <html lang>, fonts, the header and footer, the modal system and the small client effects. */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const messages = await getMessages();

  return (
    <html lang={lang} className={fontClassNames}>
      <body>
        <NextIntlClientProvider messages={pick(messages, CLIENT_NAMESPACES)}>
          <ModalProvider>
            <SkipLink />
            <Header locale={lang} />
            <main id="main">
              {children}
            </main>
            <Footer locale={lang} />
          </ModalProvider>
          <StoredAddressCleaner />
          <AnonymousIdBootstrap />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
