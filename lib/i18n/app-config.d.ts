import type en from '@/messages/en.json';
import type { Locale } from '@/lib/shop/locale';

/** next-intl checks every message key and its arguments against the catalogue at compile time. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
