// Codes by mail: who may get one, the 60 s interval (check-interval), the daily cap, and the mail itself.
import { verificationCodes } from '../../src/db/schema';
import { body, call, createAccount } from '../helpers/accounts';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();
const send = (email: string, type: string) => call(ctx, 'POST', '/verification/send', { email, type });
const interval = (email: string, type: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/verification/check-interval?email=${encodeURIComponent(email)}&type=${type}`,
  });

describe('POST /verification/send', () => {
  it('mails a 6-digit REGISTER code with a Chinese subject and stores only its hash', async () => {
    const response = await send('New@Example.com', 'REGISTER');
    expect(response.statusCode).toBe(200);
    expect(ctx.sink.mails).toHaveLength(1);
    const mail = ctx.sink.mails[0];
    expect(mail.to).toEqual(['new@example.com']);
    expect(mail.subject).toBe('【模型工匠】注册验证码');
    expect(mail.from).toContain('no-reply@modelsmith.local');
    const code = ctx.sink.lastCode('new@example.com');
    expect(mail.text).toContain(`验证码为：${code}`);
    const [row] = await ctx.db.select().from(verificationCodes);
    expect(row.email).toBe('new@example.com');
    expect(row.codeHash).not.toContain(code);
  });

  it('refuses REGISTER for a registered email, LOGIN and RESET_PASSWORD for an unknown one', async () => {
    await createAccount(ctx, 'bob');
    expect(body(await send('bob@example.com', 'REGISTER'))).toMatchObject({
      code: 409,
      message: '该邮箱已被注册',
    });
    expect(body(await send('nobody@example.com', 'LOGIN'))).toMatchObject({
      code: 400,
      message: '该邮箱尚未注册',
    });
    expect(body(await send('nobody@example.com', 'RESET_PASSWORD'))).toMatchObject({
      code: 400,
      message: '该邮箱尚未注册',
    });
    expect((await send('bob@example.com', 'LOGIN')).statusCode).toBe(200);
    expect(ctx.sink.mails[0].subject).toBe('【模型工匠】登录验证码');
  });

  it('validates email and type in Chinese', async () => {
    expect(body(await send('not-an-email', 'REGISTER'))).toMatchObject({
      code: 400,
      message: '请输入有效的邮箱地址',
    });
    expect(body(await send('a@example.com', 'HACK'))).toMatchObject({
      code: 400,
      message: '验证码类型 type 必须是 REGISTER、LOGIN 或 RESET_PASSWORD',
    });
  });

  it('answers 429 请在 N 秒后重试 within 60 s, and check-interval counts down to 0', async () => {
    expect(body<number>(await interval('c@example.com', 'REGISTER')).data).toBe(0);
    await send('c@example.com', 'REGISTER');
    expect(body<number>(await interval('c@example.com', 'REGISTER')).data).toBe(60);
    ctx.clock.advance(15_500);
    expect(body<number>(await interval('c@example.com', 'REGISTER')).data).toBe(45);
    const early = await send('c@example.com', 'REGISTER');
    expect(early.statusCode).toBe(429);
    expect(body(early)).toEqual({ code: 429, message: '请在 45 秒后重试', data: null });
    expect(early.headers['retry-after']).toBe('45');
    ctx.clock.advance(44_500);
    expect(body<number>(await interval('c@example.com', 'REGISTER')).data).toBe(0);
    expect((await send('c@example.com', 'REGISTER')).statusCode).toBe(200);
    expect(ctx.sink.mails).toHaveLength(2);
  });

  it('allows at most 10 sends an address a day', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('d@example.com', 'REGISTER')).statusCode).toBe(200);
      ctx.clock.advance(61_000);
    }
    const eleventh = await send('d@example.com', 'REGISTER');
    expect(body(eleventh)).toEqual({
      code: 429,
      message: '该邮箱今日获取验证码次数已达上限，请明天再试',
      data: null,
    });
    ctx.clock.advance(24 * 60 * 60_000);
    expect((await send('d@example.com', 'REGISTER')).statusCode).toBe(200);
  });
});
