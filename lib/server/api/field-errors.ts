import type { Locale } from '@/lib/shop/locale';
import type { Issue } from '@/lib/shop/validation/yup';
import { ApiError } from '../errors';
import { issueMessage } from './messages';

/**
 * Refuses a call for checks only the database can make (the district is not the city's), in the
 * same shape as a schema refusal: a 400 with a localized message per field, beside the form's fields.
 */
export function refuseFields(locale: Locale, problems: Partial<Record<string, Issue['key']>>) {
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(problems)) if (key) fields[field] = issueMessage(locale, { key, field });
  const [first] = Object.values(fields);
  if (first) throw new ApiError('validation_failed', { message: first, fields });
}
