import { parseAmount } from '../money';
import { id, languageId, version } from './common';
import { issue, yup } from './yup';

/*
 * The editor's discount-code and cargo-rate calls (issue 23). Amounts arrive as the operator types
 * them ("1299.90") and are stored in minor units; dates as ISO instants (the form sends the
 * operator's local time converted by the browser).
 */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKindInput = (typeof DISCOUNT_KINDS)[number];

/** A code as shoppers type it: letters, digits, - and _, compared without letter case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** An amount field: empty means 0 when `optional`, else required. */
const amount = (optional: boolean) => {
  const base = yup.string().trim().test('amount', issue('amount'), (value) => !value || parseAmount(value) !== null);
  return optional ? base.default('') : base.required();
};

const instant = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('date', issue('date'), (value) => !value || !Number.isNaN(Date.parse(value)));

/** An optional whole count (usage limits): empty means none. */
const optionalCount = () =>
  yup
    .number()
    .integer()
    .min(1)
    .max(1_000_000)
    .nullable()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .default(null);

export const discountCodeListSchema = yup.object({
  LanguageId: languageId(),
  Page: yup.number().integer().min(1).max(99_999).default(1),
});

export const discountCodeIdSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

export const discountCodeSaveSchema = yup.object({
  LanguageId: languageId(),
  /** Absent for a new code. */
  Id: id().nullable().default(null),
  /** The version the editor's form was opened at: a code changed since is refused (409), never overwritten. */
  Version: version()
    .nullable()
    .default(null)
    .when('Id', { is: (value: number | null) => value != null, then: (schema) => schema.required() }),
  Code: yup.string().trim().required().matches(DISCOUNT_CODE_PATTERN, { message: issue('type') }),
  Kind: yup.string().required().oneOf([...DISCOUNT_KINDS]),
  Percent: yup
    .number()
    .integer()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .when('Kind', { is: 'percent', then: (schema) => schema.required().min(1).max(100), otherwise: (schema) => schema.min(0).max(100).default(0) }),
  AmountTry: yup.string().when('Kind', { is: 'amount', then: () => amount(false), otherwise: () => amount(true) }),
  AmountUsd: yup.string().when('Kind', { is: 'amount', then: () => amount(false), otherwise: () => amount(true) }),
  MinTotalTry: amount(true),
  MinTotalUsd: amount(true),
  /** A designer's own code counts only that designer's lines. */
  DesignerId: id()
    .nullable()
    .transform((value: number, original: unknown) => (original === '' ? null : value))
    .default(null),
  StartsAt: instant(),
  EndsAt: instant().test('date', issue('date'), function endsAfterStart(value) {
    const starts = (this.parent as { StartsAt?: string }).StartsAt;
    return !value || !starts || Date.parse(value) > Date.parse(starts);
  }),
  UsageLimit: optionalCount(),
  PerCustomerLimit: optionalCount(),
  IsActive: yup.boolean().default(true),
});

export type DiscountCodeInput = yup.InferType<typeof discountCodeSaveSchema>;

export const cargoZoneListSchema = yup.object({ LanguageId: languageId() });

export const cargoZoneSaveSchema = yup.object({
  LanguageId: languageId(),
  Zone: yup.string().trim().required().max(16),
  FlatTry: amount(false),
  FreeFromTry: amount(false),
  FlatUsd: amount(false),
  FreeFromUsd: amount(false),
});

export const contractListSchema = yup.object({ LanguageId: languageId() });

export const contractIdSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

/** A contract's new text; `Version` is the one the editor's form was opened at (older → 409). */
export const contractSaveSchema = yup.object({
  LanguageId: languageId(),
  Id: id().required(),
  Version: version().required(),
  TitleTr: yup.string().trim().min(2).max(200).required(),
  TitleEn: yup.string().trim().min(2).max(200).required(),
  DescriptionTr: yup.string().trim().min(20).max(200_000).required(),
  DescriptionEn: yup.string().trim().min(20).max(200_000).required(),
});

export type ContractSaveInput = yup.InferType<typeof contractSaveSchema>;
