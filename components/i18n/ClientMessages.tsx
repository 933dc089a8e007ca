import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { SHELL_NAMESPACES, type Namespace } from '@/lib/i18n/client-namespaces';
import { compileMessages } from '@/lib/i18n/compile-messages';
import { AddMessages } from './AddMessages';

interface ClientMessagesProps {
  /** The catalogues of this page's own islands, beside the shell's. */
  add?: readonly Namespace[];
  /** A root layout's provider, which hands down the shell's catalogues; a page's adds only its own. */
  root?: boolean;
  children: ReactNode;
}

/**
 * Hands the client islands below only the catalogues they read. Every page carries its messages in
 * its HTML and its RSC payload, so the whole catalogue (≈ 60 KB) there made every page heavier to
 * render, send and parse; the shell's catalogues are ≈ 8 KB and are sent once, by the root layout
 * (a page's provider merges its own into them in the browser). They go compiled, so the browser needs
 * no ICU parser (lib/i18n/compile-messages.ts).
 */
export async function ClientMessages({ add = [], root = false, children }: ClientMessagesProps) {
  const messages = await getMessages();
  if (!root) return <AddMessages messages={compileMessages(messages, add)}>{children}</AddMessages>;
  return <NextIntlClientProvider messages={compileMessages(messages, [...SHELL_NAMESPACES, ...add])}>{children}</NextIntlClientProvider>;
}
