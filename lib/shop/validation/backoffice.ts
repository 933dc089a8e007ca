import { INBOX_KINDS, INBOX_STATES, OUTBOX_STATES, REFUND_STATES, SORT_DIRECTIONS, SORTS, type SortableList } from '../operators/lists';
import { OPERATOR_ROLES } from '../operators/roles';
import { email, id, languageId } from './common';
import { issue, yup } from './yup';

/*
 * The back-office calls of the dashboard, refunds, inbox, mail and operators (issue 22). Lists take
 * their URL state (filters, sort, page) as it stands; the actions take what the operator typed.
 */

const sortOf = (list: SortableList) => ({
  Sort: yup.string().oneOf([...SORTS[list]]).default(SORTS[list][0]),
  Dir: yup.string().oneOf([...SORT_DIRECTIONS]).default('desc'),
  Page: yup.number().integer().min(1).max(99_999).default(1),
});

export const dashboardSchema = yup.object({ LanguageId: languageId() });

export const refundListSchema = yup.object({ LanguageId: languageId(), State: yup.string().oneOf([...REFUND_STATES]).default('open'), ...sortOf('refunds') });

/** The bank's reference of the transfer that paid the refund back: letters, digits and - / . only. */
export const BANK_REFERENCE_MAX = 64;
export const refundApproveSchema = yup.object({
  LanguageId: languageId(),
  RequestId: id().required(),
  BankReference: yup.string().trim().required().min(4).max(BANK_REFERENCE_MAX).matches(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { message: issue('type') }),
});

export const REASON_MAX = 500;
export const refundRejectSchema = yup.object({ LanguageId: languageId(), RequestId: id().required(), Reason: yup.string().trim().required().min(5).max(REASON_MAX) });

export const inboxListSchema = yup.object({
  LanguageId: languageId(),
  Kind: yup.string().oneOf([...INBOX_KINDS]).default('contact'),
  State: yup.string().oneOf([...INBOX_STATES]).default('open'),
  Query: yup.string().trim().max(100).default(''),
  ...sortOf('inbox'),
});

export const inboxItemSchema = yup.object({ LanguageId: languageId(), Kind: yup.string().required().oneOf([...INBOX_KINDS]), Id: id().required() });

export const REPLY_MAX = 5000;
export const inboxReplySchema = yup.object({
  LanguageId: languageId(),
  Kind: yup.string().required().oneOf([...INBOX_KINDS]),
  Id: id().required(),
  Subject: yup.string().trim().required().min(3).max(150),
  Message: yup.string().trim().required().min(5).max(REPLY_MAX),
});

export const cvSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

export const outboxListSchema = yup.object({ LanguageId: languageId(), State: yup.string().oneOf([...OUTBOX_STATES]).default('all'), ...sortOf('outbox') });

export const mailIdSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

export const subscriberListSchema = yup.object({ LanguageId: languageId(), Query: yup.string().trim().max(100).default(''), ...sortOf('subscribers') });

export const subscriberExportSchema = yup.object({ LanguageId: languageId() });

export const subscriberIdSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

export const operatorListSchema = yup.object({ LanguageId: languageId(), ...sortOf('operators') });

export const operatorInviteSchema = yup.object({
  LanguageId: languageId(),
  Email: email(),
  Name: yup.string().trim().max(100).default(''),
  Role: yup.string().required().oneOf([...OPERATOR_ROLES]),
});

export const operatorRoleSchema = yup.object({ LanguageId: languageId(), Id: id().required(), Role: yup.string().required().oneOf([...OPERATOR_ROLES]) });

export const operatorIdSchema = yup.object({ LanguageId: languageId(), Id: id().required() });

/** Disable (Active false) or enable again. */
export const operatorActiveSchema = yup.object({ LanguageId: languageId(), Id: id().required(), Active: yup.boolean().required() });
