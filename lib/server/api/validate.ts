import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { isIssue, type Issue } from '@/lib/shop/validation/yup';
import type { Locale } from '@/lib/shop/locale';
import { ApiError } from '../errors';
import { cleanInput, NulByteError } from './clean-input';
import { errorMessage, issueMessage } from './messages';

const refusal = (locale: Locale, fields: Record<string, string>) =>
  new ApiError('validation_failed', { message: Object.values(fields)[0] ?? errorMessage(locale, 'validation_failed'), fields });

/**
 * Cleans, casts and checks a call's data against its schema. Every failure, whatever shape the data
 * had, is one localized 400 with a message per field; the messages never name the raw field.
 */
export async function validateInput<S extends AnyObjectSchema>(schema: S, data: unknown, locale: Locale): Promise<InferType<S>> {
  let cleaned: unknown;
  try {
    cleaned = cleanInput(schema, data);
  } catch (error) {
    if (!(error instanceof NulByteError)) throw error;
    throw refusal(locale, { [error.path]: issueMessage(locale, { key: 'nulByte', field: error.path }) });
  }
  try {
    return await schema.validate(cleaned, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      // A transform met a value of a shape it cannot take (an object where text belongs): bad input, not a fault.
      throw refusal(locale, { data: errorMessage(locale, 'validation_failed') });
    }
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const issue: Issue | string = inner.errors.find(isIssue) ?? inner.message;
      const path = inner.path || (isIssue(issue) ? issue.field : '') || 'data';
      fields[path] ??= isIssue(issue) ? issueMessage(locale, issue) : errorMessage(locale, 'validation_failed');
    }
    throw refusal(locale, fields);
  }
}
