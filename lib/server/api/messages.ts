import type tr from '@/messages/tr.json';
import type { Issue } from '@/lib/shop/validation/yup';
import type { Locale } from '@/lib/shop/locale';
import type { ErrorCode } from '../errors';
import { translator } from '../translate';

export type NoticeKey = keyof (typeof tr)['notices'];

export const noticeMessage = (locale: Locale, key: NoticeKey) => translator(locale)(`notices.${key}`);

export const errorMessage = (locale: Locale, code: ErrorCode) => translator(locale)(`errors.${code}`);

export const issueMessage = (locale: Locale, issue: Issue) =>
  translator(locale)(`validation.${issue.key}`, { min: issue.min ?? 0, max: issue.max ?? 0 });
