import { ValidationError, type InferType, type ObjectSchema } from 'yup';
import { isIssue } from '@/lib/shop/validation/yup';
import type { Locale } from '@/lib/shop/locale';
import { ApiError } from './errors';
import { errorMessage, issueMessage } from './messages';

/** Casts and checks a call's data against its schema; every failure becomes one localized 400. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function validateInput<S extends ObjectSchema<any>>(schema: S, data: unknown, locale: Locale): Promise<InferType<S>> {
  try {
    return await schema.validate(data, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const issue = inner.errors.find(isIssue) ?? inner.message;
      const path = inner.path || (isIssue(issue) ? issue.field : 'data');
      fields[path] ??= isIssue(issue) ? issueMessage(locale, issue) : String(issue);
    }
    const first = Object.values(fields)[0] ?? errorMessage(locale, 'validation_failed');
    throw new ApiError('validation_failed', { message: first, fields });
  }
}
