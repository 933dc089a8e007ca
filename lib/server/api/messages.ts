import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import type { Issue } from '@/lib/shop/validation/yup';
import type { Locale } from '@/lib/shop/locale';
import type { ErrorCode } from '../errors';

const translators = {
  tr: createTranslator({ locale: 'tr', messages: tr }),
  en: createTranslator({ locale: 'en', messages: en }),
};

export type NoticeKey = keyof (typeof tr)['notices'];

export const noticeMessage = (locale: Locale, key: NoticeKey) => translators[locale](`notices.${key}`);

export const errorMessage = (locale: Locale, code: ErrorCode) => translators[locale](`errors.${code}`);

export const issueMessage = (locale: Locale, issue: Issue) =>
  translators[locale](`validation.${issue.key}`, { min: issue.min ?? 0, max: issue.max ?? 0 });
