import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import type { Locale } from '@/lib/shop/locale';

/** The shop's staff read their notifications in the shop's own language. */
export const SHOP_LOCALE: Locale = 'tr';

const translators = {
  tr: createTranslator({ locale: 'tr', messages: tr, namespace: 'mails' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'mails' }),
};

/** Texts of the mails the shop sends (messages/*.json `mails`). */
export const mailText = (locale: Locale) => translators[locale];
