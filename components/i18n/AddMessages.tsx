'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';

/**
 * A page's own catalogues beside the ones its layout already handed down. A nested provider replaces
 * the outer one's messages, so the page would otherwise send the shell's catalogues a second time in
 * its payload; merged here in the browser, they travel once.
 */
export function AddMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
