import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import type { Locale } from '@/lib/shop/locale';

const translators = {
  tr: createTranslator({ locale: 'tr', messages: tr }),
  en: createTranslator({ locale: 'en', messages: en }),
};

/** The message catalogue of a language for server code that has no request (API answers, mails). */
export const translator = (locale: Locale) => translators[locale];
