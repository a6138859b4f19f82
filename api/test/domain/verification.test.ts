// Verification codes: stored as an HMAC under the verification secret (not the JWT one), single use, 5 tries, 10 minutes.
import crypto from 'node:crypto';
import { ApiError } from '../../src/http/envelope';
import type { Context } from '../../src/domain/context';
import type { Mail } from '../../src/plugins/mail';
import {
  codeMail,
  consumeCode,
  hashCode,
  issueCode,
  MSG_CODE_EXPIRED,
  MSG_CODE_INVALID,
  sendCode,
} from '../../src/domain/verification';
import { latestCode } from '../../src/repositories/verification-codes';
import { START_TIME } from '../helpers/test-app';
import { insertTestUser, setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();
const secrets = {
  jwt: 'verification-test-jwt-secret-0123456789',
  verification: 'verification-test-code-secret-0123',
};
const context = (overrides: Partial<Context> = {}): Context => ({
  db: ctx.db,
  now: START_TIME,
  secrets,
  ...overrides,
});
const EMAIL = 'una@example.com';

/** Issues a code and answers it as mailed. */
async function issued(c: Context = context()): Promise<string> {
  let mailed: Mail | undefined;
  await issueCode(c, EMAIL, 'REGISTER', async (mail) => {
    mailed = mail;
  });
  const code = mailed && /验证码为：(\d{6})/.exec(mailed.text)?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof ApiError ? { status: error.status, message: error.message } : error,
  );

describe('hashCode', () => {
  it('is an HMAC-SHA256 keyed with the given secret over address, type and code', () => {
    const expected = crypto
      .createHmac('sha256', secrets.verification)
      .update(`${EMAIL}\nREGISTER\n123456`)
      .digest('hex');
    expect(hashCode(secrets.verification, EMAIL, 'REGISTER', '123456')).toBe(expected);
    expect(hashCode(secrets.jwt, EMAIL, 'REGISTER', '123456')).not.toBe(expected);
    expect(hashCode(secrets.verification, EMAIL, 'LOGIN', '123456')).not.toBe(expected);
  });
});

describe('issueCode / consumeCode', () => {
  it('stores the code hashed with the verification secret, never with the JWT secret', async () => {
    const code = await issued();
    const row = await latestCode(ctx.db, EMAIL, 'REGISTER');
    expect(row?.codeHash).toBe(hashCode(secrets.verification, EMAIL, 'REGISTER', code));
    expect(row?.codeHash).not.toBe(hashCode(secrets.jwt, EMAIL, 'REGISTER', code));
  });

  it('accepts the code only under the same verification secret, whatever the JWT secret', async () => {
    const code = await issued();
    const otherKey = context({
      secrets: { ...secrets, verification: 'another-verification-secret-0123456' },
    });
    expect(await failure(consumeCode(otherKey, EMAIL, 'REGISTER', code))).toEqual({
      status: 400,
      message: '验证码错误，还可尝试 4 次',
    });
    const otherJwt = context({ secrets: { ...secrets, jwt: 'another-jwt-secret-0123456789-abcdef' } });
    await expect(consumeCode(otherJwt, EMAIL, 'REGISTER', code)).resolves.toBeUndefined();
    expect(await failure(consumeCode(context(), EMAIL, 'REGISTER', code))).toEqual({
      status: 400,
      message: MSG_CODE_INVALID,
    });
  });

  it('expires a code after 10 minutes', async () => {
    const code = await issued();
    const late = context({ now: new Date(START_TIME.getTime() + 10 * 60_000) });
    expect(await failure(consumeCode(late, EMAIL, 'REGISTER', code))).toEqual({
      status: 400,
      message: MSG_CODE_EXPIRED,
    });
  });

  it('takes the code back when the mail cannot be delivered', async () => {
    const refused = issueCode(context(), EMAIL, 'REGISTER', () => Promise.reject(new Error('SMTP down')));
    await expect(refused).rejects.toThrow('SMTP down');
    expect(await latestCode(ctx.db, EMAIL, 'REGISTER')).toBeUndefined();
  });
});

describe('sendCode', () => {
  it('sends REGISTER only to a new address, LOGIN and RESET_PASSWORD only to a registered one', async () => {
    const deliver = jest.fn(async () => undefined);
    await insertTestUser(ctx.db, 'una');
    expect(await failure(sendCode(context(), EMAIL, 'REGISTER', deliver))).toEqual({
      status: 409,
      message: '该邮箱已被注册',
    });
    expect(await failure(sendCode(context(), 'new@example.com', 'LOGIN', deliver))).toEqual({
      status: 400,
      message: '该邮箱尚未注册',
    });
    expect(deliver).not.toHaveBeenCalled();
    await sendCode(context(), EMAIL, 'RESET_PASSWORD', deliver);
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});

describe('codeMail', () => {
  it('writes the code and its purpose in Chinese for each type', () => {
    expect(codeMail(EMAIL, 'LOGIN', '012345')).toEqual({
      to: EMAIL,
      subject: '【模型工匠】登录验证码',
      text: expect.stringContaining('您正在使用邮箱验证码登录模型工匠，验证码为：012345'),
    });
    expect(codeMail(EMAIL, 'RESET_PASSWORD', '1').subject).toBe('【模型工匠】重置密码验证码');
  });
});
