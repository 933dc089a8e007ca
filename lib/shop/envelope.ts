import type tr from '@/messages/tr.json';

/** A refusal's stable code: the keys of `errors` in messages/*.json. */
export type ErrorCode = keyof (typeof tr)['errors'];

/** Spec 01 §7's answer: checking `succeeded` narrows `data`, so no caller reads the data of a failure. */
export type Envelope<T = unknown> =
  | { succeeded: true; message: string; data: T }
  | { succeeded: false; message: string; data: null; code: ErrorCode; errors?: Record<string, string> };

export type Failure = Extract<Envelope, { succeeded: false }>;
