import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { openPage } from '@/lib/server/page';
import { iconMetadata } from '@/lib/shop/site-icons';
import { fontClassNames } from '@/styles/fonts';
import '../../globals.css';

/*
 * The back-office's own root layout (proxy.ts rewrites /{lang}/yonetim/… here): no shop header or
 * footer. Every page reads the operator's cookie, so nothing here is ever rendered ahead or cached.
 */
export const dynamic = 'force-dynamic';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export const viewport: Viewport = { themeColor: '#f7f4ef', colorScheme: 'light' };

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await openPage({ params });
  const t = await getTranslations({ locale, namespace: 'operator' });
  return { title: { default: t('metaTitle'), template: `%s | ${t('brand')}` }, robots: { index: false, follow: false }, icons: iconMetadata };
}

export default async function BackofficeLayout({ children, params }: LayoutProps) {
  const { locale } = await openPage({ params });
  return (
    <html lang={locale} className={fontClassNames} data-scroll-behavior="smooth">
      <body>
        <ClientMessages add={['operator']} root>
          <ModalProvider>{children}</ModalProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
