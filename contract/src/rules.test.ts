import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  EMAIL_RULE,
  normalizeEmail,
  PASSWORD_RULE,
  PHONE_RULE,
  USERNAME_RULE,
  VERIFICATION_CODE_RULE,
} from './rules';
import { RegisterBody } from './users';

test.each([
  [USERNAME_RULE, ['abc', 'alice_01', 'A'.repeat(32)], ['ab', 'a-b', '张三', 'A'.repeat(33)]],
  [
    PASSWORD_RULE,
    ['secret123', 'A1'.repeat(32)],
    ['secret', '12345678', 'abcdefgh', 'secret 123', 'A1'.repeat(33)],
  ],
  [EMAIL_RULE, ['a@b.co', 'alice@example.com'], ['a@b', 'a b@c.d', '@b.co']],
  [VERIFICATION_CODE_RULE, ['012345'], ['12345', '1234567', '12ab56']],
  [PHONE_RULE, ['', '13800138000', '+86 138-0013-8000'], ['abc', '123', '+']],
])('%# the pattern accepts what the rule says and refuses the rest', (rule, good, bad) => {
  for (const value of good) expect([value, rule.pattern.test(value)]).toEqual([value, true]);
  for (const value of bad) expect([value, rule.pattern.test(value)]).toEqual([value, false]);
});

test('the schema validates with the same pattern as the form', () => {
  // The API checks `format: email` with ajv-formats; here the email rule stands in for it.
  FormatRegistry.Set('email', (value) => EMAIL_RULE.pattern.test(value));
  const body = {
    username: 'alice',
    password: 'secret123',
    email: 'alice@example.com',
    verificationCode: '123456',
  };
  expect(Value.Check(RegisterBody, body)).toBe(true);
  expect(Value.Check(RegisterBody, { ...body, password: 'secret' })).toBe(false);
  expect(Value.Check(RegisterBody, { ...body, username: 'a-b' })).toBe(false);
});

test('emails compare trimmed and lower-cased', () => {
  expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com');
});
