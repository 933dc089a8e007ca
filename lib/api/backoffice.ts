import { callApi } from './client';
import type { InputOf } from './contract';

/**
 * The back-office actions of the refunds, inbox, mail and operators screens. Silent: each island
 * shows a refusal beside its field or in its own status line.
 */
type Without<N extends Parameters<typeof callApi>[0]> = Omit<InputOf<N>, 'LanguageId'>;

const silent = { silent: true } as const;

export const approveRefund = (input: Without<'operator-refund-approve'>) => callApi('operator-refund-approve', input, silent);
export const rejectRefund = (input: Without<'operator-refund-reject'>) => callApi('operator-refund-reject', input, silent);
export const replyToMessage = (input: Without<'operator-inbox-reply'>) => callApi('operator-inbox-reply', input, silent);
export const inviteOperator = (input: Without<'operator-invite'>) => callApi('operator-invite', input, silent);

/** The one-button actions, each with the record it acts on. */
export const ACTION_CALLS = {
  handled: (data: Without<'operator-inbox-handled'>) => callApi('operator-inbox-handled', data, silent),
  resend: (data: Without<'operator-mail-resend'>) => callApi('operator-mail-resend', data, silent),
  removeSubscriber: (data: Without<'operator-subscriber-remove'>) => callApi('operator-subscriber-remove', data, silent),
  active: (data: Without<'operator-active'>) => callApi('operator-active', data, silent),
  resetTwoFactor: (data: Without<'operator-two-factor-reset'>) => callApi('operator-two-factor-reset', data, silent),
  role: (data: Without<'operator-role'>) => callApi('operator-role', data, silent),
  endDiscountCode: (data: Without<'operator-discount-code-end'>) => callApi('operator-discount-code-end', data, silent),
  deleteDiscountCode: (data: Without<'operator-discount-code-delete'>) => callApi('operator-discount-code-delete', data, silent),
  deleteHomeContent: (data: Without<'operator-home-content-delete'>) => callApi('operator-home-content-delete', data, silent),
  moveHomeContent: (data: Without<'operator-home-content-move'>) => callApi('operator-home-content-move', data, silent),
  moveEvent: (data: Without<'operator-event-move'>) => callApi('operator-event-move', data, silent),
  deleteFashionTile: (data: Without<'operator-fashion-tile-delete'>) => callApi('operator-fashion-tile-delete', data, silent),
};

export type ActionName = keyof typeof ACTION_CALLS;
export type ActionData<A extends ActionName> = Parameters<(typeof ACTION_CALLS)[A]>[0];
