import { id, languageId, version } from './common';
import { issue, yup } from './yup';

/*
 * Pieces every back-office record form shares (home content, arts & fashion): who the record is,
 * a date that may be none, and a move within a hand-ordered list.
 */

/** An instant, or none: empty, or null as the editor's read answers a missing date. */
export const instant = () =>
  yup
    .string()
    .trim()
    .transform((value: string, original: unknown) => (original === null ? '' : value))
    .default('')
    .test('date', issue('date'), (value) => !value || !Number.isNaN(Date.parse(value)));

/** The record's id (absent for a new one) and the version its form was opened at (older → 409). */
export const recordIdentity = {
  LanguageId: languageId(),
  Id: id().nullable().default(null),
  Version: version()
    .nullable()
    .default(null)
    .when('Id', { is: (value: number | null) => value != null, then: (schema) => schema.required() }),
};

/** One record of a hand-ordered list of `kinds` moved a place up or down. */
export const moveSchema = <K extends string>(kinds: readonly K[]) =>
  yup.object({
    LanguageId: languageId(),
    Kind: yup.string().required().oneOf([...kinds]),
    Id: id().required(),
    Direction: yup.string().required().oneOf(['up', 'down'] as const),
  });
