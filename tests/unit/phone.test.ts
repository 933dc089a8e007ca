/** @jest-environment node */
import { nationalDigits, phone } from '@/lib/shop/validation/common';
import { isIssue } from '@/lib/shop/validation/yup';

const schema = phone().required();

test.each([
  ['5321234567', '+905321234567'],
  ['(532) 123 45 67', '+905321234567'],
  ['05321234567', '+905321234567'],
  ['+90 532 123 45 67', '+905321234567'],
  ['905321234567', '+905321234567'],
  ['2121234567', '+902121234567'],
])('%s is stored as %s, however it was typed', (typed, stored) => {
  expect(schema.validateSync(typed)).toBe(stored);
});

test.each(['532123456', '53212345678', '0123456789', 'phone', '+1 415 555 0100'])('%s is refused with the phone message', (typed) => {
  try {
    schema.validateSync(typed);
    throw new Error('accepted');
  } catch (failure) {
    const issue = (failure as { errors: unknown[] }).errors.find(isIssue);
    expect(issue?.key).toBe('phone');
  }
});

test('only a leading 0 or 90 before ten digits is dropped', () => {
  expect(nationalDigits('0 (532) 123-45-67')).toBe('5321234567');
  expect(nationalDigits('9053212345')).toBe('9053212345');
});
