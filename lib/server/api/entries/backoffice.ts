import { localizedPath } from '@/lib/shop/locale';
import type { InboxKind, InboxState, OutboxState, RefundState, SortDirection } from '@/lib/shop/operators/lists';
import type { OperatorRole } from '@/lib/shop/operators/roles';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import {
  cvSchema,
  dashboardSchema,
  inboxItemSchema,
  inboxListSchema,
  inboxReplySchema,
  mailIdSchema,
  operatorActiveSchema,
  operatorIdSchema,
  operatorInviteSchema,
  operatorListSchema,
  operatorRoleSchema,
  outboxListSchema,
  refundApproveSchema,
  refundListSchema,
  refundRejectSchema,
  subscriberExportSchema,
  subscriberIdSchema,
  subscriberListSchema,
} from '@/lib/shop/validation/backoffice';
import { dashboard } from '../../services/backoffice/dashboard';
import { careerCv, inboxList, markHandled, replyTo } from '../../services/backoffice/inbox';
import { allSubscribers, outboxList, removeSubscriber, resendMail, subscriberList } from '../../services/backoffice/mail';
import { answerRefund, refundList } from '../../services/backoffice/refunds';
import { changeRole, inviteOperator, operatorList, resetTwoFactor, setActive } from '../../services/backoffice/team';
import { endpoint, Reply } from '../endpoint';
import { signedIn } from './operators';

/** Staff run refunds, the inbox and the mail; the owner passes every call, and alone manages operators. */
const STAFF: readonly OperatorRole[] = ['staff'];
const OWNER: readonly OperatorRole[] = [];

/** The yup schemas keep these to their allowed values; the casts only name them for the services. */
const listed = <T extends { Sort: string; Dir: string }>(input: T) => ({ ...input, Dir: input.Dir as SortDirection });

/** The back-office's dashboard, refunds, inbox, mail and operators (issue 22). */
export const backofficeEntries = {
  'operator-dashboard': endpoint({
    input: dashboardSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (_input, { db }) => dashboard(db),
  }),
  'operator-refunds': endpoint({
    input: refundListSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (input, { db, operator }) => refundList(db, signedIn(operator).role, { ...listed(input), State: input.State as RefundState, Sort: input.Sort as 'date' }),
  }),
  'operator-refund-approve': endpoint({
    input: refundApproveSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ RequestId, BankReference }, { db, operator }) =>
      new Reply(await answerRefund(db, signedIn(operator), RequestId, { approved: true, bankReference: BankReference }), 'refund_approved'),
  }),
  'operator-refund-reject': endpoint({
    input: refundRejectSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ RequestId, Reason }, { db, operator }) => new Reply(await answerRefund(db, signedIn(operator), RequestId, { approved: false, reason: Reason }), 'refund_rejected'),
  }),
  'operator-inbox': endpoint({
    input: inboxListSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (input, { db }) => inboxList(db, { ...listed(input), Kind: input.Kind as InboxKind, State: input.State as InboxState, Sort: input.Sort as 'date' }),
  }),
  'operator-inbox-handled': endpoint({
    input: inboxItemSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ Kind, Id }, { db, operator }) => new Reply(await markHandled(db, signedIn(operator), Kind as InboxKind, Id), 'message_marked_handled'),
  }),
  'operator-inbox-reply': endpoint({
    input: inboxReplySchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ Kind, Id, Subject, Message }, { db, operator }) => new Reply(await replyTo(db, signedIn(operator), Kind as InboxKind, Id, { Subject, Message }), 'reply_queued'),
  }),
  'operator-cv': endpoint({
    input: cvSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ Id }, { db }) => careerCv(db, Id),
  }),
  'operator-outbox': endpoint({
    input: outboxListSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (input, { db }) => outboxList(db, { ...listed(input), State: input.State as OutboxState, Sort: input.Sort as 'date' }),
  }),
  'operator-mail-resend': endpoint({
    input: mailIdSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ Id }, { db, operator }) => new Reply(await resendMail(db, signedIn(operator), Id), 'mail_resent'),
  }),
  'operator-subscribers': endpoint({
    input: subscriberListSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (input, { db }) => subscriberList(db, { ...listed(input), Sort: input.Sort as 'date' }),
  }),
  'operator-subscribers-export': endpoint({
    input: subscriberExportSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async (_input, { db }) => allSubscribers(db),
  }),
  'operator-subscriber-remove': endpoint({
    input: subscriberIdSchema,
    auth: 'operator',
    roles: STAFF,
    handler: async ({ Id }, { db, operator }) => new Reply(await removeSubscriber(db, signedIn(operator), Id), 'subscriber_removed'),
  }),
  'operator-operators': endpoint({
    input: operatorListSchema,
    auth: 'operator',
    roles: OWNER,
    handler: async (input, { db }) => operatorList(db, { ...listed(input), Sort: input.Sort as 'email' }),
  }),
  'operator-invite': endpoint({
    input: operatorInviteSchema,
    auth: 'operator',
    roles: OWNER,
    handler: async (input, { db, operator, locale, origin }) => {
      const { id, code } = await inviteOperator(db, signedIn(operator), { ...input, Role: input.Role as OperatorRole });
      return new Reply({ Id: id, Link: new URL(localizedPath(operatorRoutes.setPassword(code), locale), origin).toString() }, 'operator_invited');
    },
  }),
  'operator-role': endpoint({
    input: operatorRoleSchema,
    auth: 'operator',
    roles: OWNER,
    handler: async ({ Id, Role }, { db, operator }) => new Reply(await changeRole(db, signedIn(operator), Id, Role as OperatorRole), 'operator_role_changed'),
  }),
  'operator-active': endpoint({
    input: operatorActiveSchema,
    auth: 'operator',
    roles: OWNER,
    handler: async ({ Id, Active }, { db, operator }) => new Reply(await setActive(db, signedIn(operator), Id, Active), Active ? 'operator_enabled' : 'operator_disabled'),
  }),
  'operator-two-factor-reset': endpoint({
    input: operatorIdSchema,
    auth: 'operator',
    roles: OWNER,
    handler: async ({ Id }, { db, operator }) => new Reply(await resetTwoFactor(db, signedIn(operator), Id), 'operator_two_factor_reset'),
  }),
};
