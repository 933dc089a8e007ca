import type { ErrorCode } from '@/lib/shop/envelope';

export type { ErrorCode };

const STATUS: Partial<Record<ErrorCode, number>> = {
  login_required: 401,
  invalid_credentials: 401,
  forbidden: 403,
  operator_setup_required: 403,
  operator_exists: 409,
  operator_link_invalid: 410,
  order_changed: 409,
  record_changed: 409,
  order_move_not_allowed: 409,
  message_handled: 409,
  mail_already_sent: 409,
  operator_self: 409,
  account_not_active: 403,
  cross_site_request: 403,
  unknown_endpoint: 404,
  method_not_allowed: 405,
  no_stock: 409,
  cart_empty: 409,
  order_not_payable: 409,
  card_payments_unavailable: 409,
  discount_code_used_up: 409,
  discount_code_expired: 410,
  discount_code_taken: 409,
  discount_code_in_use: 409,
  category_not_empty: 409,
  photo_in_use: 409,
  photo_last: 409,
  category_cycle: 409,
  discount_code_ended: 409,
  refund_request_open: 409,
  refund_not_offered: 409,
  activation_code_used: 410,
  activation_code_expired: 410,
  password_request_used: 410,
  password_request_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unexpected: 500,
};

/** HTTP status tells the class: *_not_found is 404, the listed ones theirs, any other refusal is bad input. */
export function statusOf(code: ErrorCode): number {
  return STATUS[code] ?? (code.endsWith('_not_found') ? 404 : 400);
}

/**
 * A refusal the caller should see: a stable code, a localized message, optional field details.
 * Neutral ground: services throw it, the API layer turns it into an envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: { message: string; fields?: Record<string, string> },
  ) {
    super(code);
    this.name = 'ApiError';
  }

  get status() {
    return statusOf(this.code);
  }
}

/** Too many calls: a 429 that says when the caller may try again. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests');
  }
}
