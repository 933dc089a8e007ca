'use client';

import { use } from 'react';
import { Button } from '@/components/ui/Button';
import { buttonClassName } from '@/components/ui/buttonStyles';
import { StatusPage } from '@/components/ui/StatusPage';
import { localeOfPath, localizedPath, type Locale } from '@/lib/shop/locale';
import { routes } from '@/lib/shop/routes';
import './globals.css';

/** Fetched only when this page is shown: importing the catalogues outright put both into every page's scripts. */
const catalogues = new Map<Locale, Promise<{ errorPage: Record<'eyebrow' | 'title' | 'text' | 'retry' | 'home', string> }>>();
const catalogue = (locale: Locale) => {
  if (!catalogues.has(locale)) catalogues.set(locale, locale === 'tr' ? import('@/messages/tr.json') : import('@/messages/en.json'));
  return catalogues.get(locale)!;
};

/**
 * When the shell itself (header or footer data) cannot be read there is no layout, and so no
 * translation provider: the language comes from the path, the texts straight from the catalogue.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = (typeof window === 'undefined' ? null : localeOfPath(window.location.pathname)) ?? 'tr';
  const t = use(catalogue(locale)).errorPage;
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body>
        <main>
          <StatusPage eyebrow={t.eyebrow} title={t.title} text={t.text}>
            <Button onClick={() => window.location.reload()}>{t.retry}</Button>
            <a href={localizedPath(routes.home(), locale)} onClick={() => reset()} className={buttonClassName({ variant: 'secondary' })}>
              {t.home}
            </a>
          </StatusPage>
        </main>
      </body>
    </html>
  );
}
