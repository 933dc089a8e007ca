import * as yup from 'yup';

/**
 * yup reports message descriptors instead of English sentences, so the same schema
 * yields Turkish or English text on either side (see `translateIssue`).
 */
export interface Issue {
  key: 'required' | 'type' | 'oneOf' | 'min' | 'max' | 'minLength' | 'maxLength' | 'email' | 'uuid' | 'integer' | 'unknownField';
  field: string;
  min?: number;
  max?: number;
}

const issue = (key: Issue['key']) => (params: { path: string; min?: number; max?: number }): Issue => ({
  key,
  field: params.path,
  min: params.min,
  max: params.max,
});

yup.setLocale({
  mixed: { required: issue('required'), notType: issue('type'), oneOf: issue('oneOf'), notNull: issue('required'), defined: issue('required') },
  string: { min: issue('minLength'), max: issue('maxLength'), email: issue('email'), uuid: issue('uuid') },
  number: { min: issue('min'), max: issue('max'), integer: issue('integer') },
  object: { noUnknown: issue('unknownField') },
});

export const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' && value !== null && 'key' in value && 'field' in value;

export { yup };
