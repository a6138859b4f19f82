// Register, login (password and email code), logout and forgot-password, each through its real mailed code.
import { users } from '../../../src/db/schema';
import { body, call, createAccount, login, mailedCode, registerUser } from '../../helpers/accounts';
import { setupTestApp } from '../../helpers/test-app';

const ctx = setupTestApp();
const info = (token: string) => call(ctx, 'GET', '/users/info', undefined, token);
const register = (fields: Record<string, string>) => call(ctx, 'POST', '/users/register', fields);

describe('POST /users/register', () => {
  it('creates the account with the mailed code; the password is stored hashed', async () => {
    const verificationCode = await mailedCode(ctx, 'Carol@Example.com', 'REGISTER');
    const response = await register({
      username: 'carol_1',
      password: 'abc12345',
      email: 'Carol@Example.com',
      verificationCode,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ code: 200, message: '注册成功' });
    const [row] = await ctx.db.select().from(users);
    expect(row).toMatchObject({ username: 'carol_1', email: 'carol@example.com', role: 'USER', status: 1 });
    expect(row.passwordHash).not.toContain('abc12345');
    expect(await login(ctx, 'carol_1', 'abc12345')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it.each([
    [{ username: 'ab' }, '用户名需为 3–32 位字母、数字或下划线'],
    [{ username: 'has space' }, '用户名需为 3–32 位字母、数字或下划线'],
    [{ username: 'x'.repeat(33) }, '用户名需为 3–32 位字母、数字或下划线'],
    [{ password: 'short1' }, '密码需为 8–64 位，且同时包含字母和数字'],
    [{ password: 'lettersonly' }, '密码需为 8–64 位，且同时包含字母和数字'],
    [{ password: '1234567890' }, '密码需为 8–64 位，且同时包含字母和数字'],
    [{ email: 'nope' }, '请输入有效的邮箱地址'],
    [{ verificationCode: '12ab56' }, '请输入 6 位数字验证码'],
  ])('refuses %j with 400 %s', async (override, message) => {
    const fields = {
      username: 'dave',
      password: 'abc12345',
      email: 'dave@example.com',
      verificationCode: '123456',
    };
    const response = await register({ ...fields, ...override });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, message, data: null });
  });

  it('refuses a taken username or email without using up the code', async () => {
    await createAccount(ctx, 'erin');
    const verificationCode = await mailedCode(ctx, 'fresh@example.com', 'REGISTER');
    const taken = await register({
      username: 'erin',
      password: 'abc12345',
      email: 'fresh@example.com',
      verificationCode,
    });
    expect(body(taken)).toEqual({ code: 409, message: '用户名已存在', data: null });
    const takenEmail = await register({
      username: 'frank',
      password: 'abc12345',
      email: 'ERIN@example.com',
      verificationCode,
    });
    expect(body(takenEmail)).toEqual({ code: 409, message: '邮箱已被注册', data: null });
    const ok = await register({
      username: 'frank',
      password: 'abc12345',
      email: 'fresh@example.com',
      verificationCode,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a wrong, expired, reused or never-sent code', async () => {
    const fields = { username: 'gina', password: 'abc12345', email: 'gina@example.com' };
    expect(body(await register({ ...fields, verificationCode: '000000' }))).toMatchObject({
      code: 400,
      message: '验证码无效，请重新获取',
    });
    const code = await mailedCode(ctx, 'gina@example.com', 'REGISTER');
    const wrong = code === '999999' ? '999998' : '999999';
    expect(body(await register({ ...fields, verificationCode: wrong }))).toMatchObject({
      code: 400,
      message: '验证码错误，还可尝试 4 次',
    });
    ctx.clock.advance(10 * 60_000 + 1);
    expect(body(await register({ ...fields, verificationCode: code }))).toMatchObject({
      code: 400,
      message: '验证码已过期，请重新获取',
    });
    const fresh = await mailedCode(ctx, 'gina@example.com', 'REGISTER');
    expect((await register({ ...fields, verificationCode: fresh })).statusCode).toBe(200);
    const again = await register({ ...fields, username: 'gina2', verificationCode: fresh });
    expect(body(again).code).toBe(409);
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const fields = { username: 'hank', password: 'abc12345', email: 'hank@example.com' };
    const code = await mailedCode(ctx, 'hank@example.com', 'REGISTER');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let left = 4; left >= 1; left--) {
      expect(body(await register({ ...fields, verificationCode: wrong })).message).toBe(
        `验证码错误，还可尝试 ${left} 次`,
      );
    }
    const fifth = await register({ ...fields, verificationCode: wrong });
    expect(body(fifth)).toEqual({ code: 429, message: '验证码错误次数过多，请重新获取', data: null });
    const right = await register({ ...fields, verificationCode: code });
    expect(body(right)).toEqual({ code: 429, message: '验证码错误次数过多，请重新获取', data: null });
  });
});

describe('POST /users/login', () => {
  it('answers data.token for the right password and 用户名或密码错误 otherwise', async () => {
    await registerUser(ctx, 'ivan', 'abc12345');
    const token = await login(ctx, 'ivan', 'abc12345');
    expect(body<{ user: { username: string } }>(await info(token)).data.user.username).toBe('ivan');
    for (const fields of [
      { username: 'ivan', password: 'wrong1234' },
      { username: 'nobody', password: 'abc12345' },
    ]) {
      const response = await call(ctx, 'POST', '/users/login', fields);
      expect(body(response)).toEqual({ code: 400, message: '用户名或密码错误', data: null });
    }
  });

  it('answers 403 账号已被禁用 for a disabled account with the right password', async () => {
    const jane = await createAccount(ctx, 'jane');
    await ctx.db.update(users).set({ status: 0 });
    const response = await call(ctx, 'POST', '/users/login', { username: 'jane', password: jane.password });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ code: 403, message: '账号已被禁用', data: null });
  });

  it('locks a username for 15 minutes after 5 failures, even for the right password', async () => {
    await createAccount(ctx, 'kate');
    for (let i = 0; i < 5; i++)
      await call(ctx, 'POST', '/users/login', { username: 'kate', password: 'bad12345' });
    const locked = await call(ctx, 'POST', '/users/login', { username: 'kate', password: 'secret123' });
    expect(locked.statusCode).toBe(429);
    expect(body(locked).message).toBe('登录失败次数过多，请 15 分钟后再试');
    ctx.clock.advance(15 * 60_000 + 1);
    expect(
      (await call(ctx, 'POST', '/users/login', { username: 'kate', password: 'secret123' })).statusCode,
    ).toBe(200);
  });

  it('takes JSON as well as the form encoding', async () => {
    await createAccount(ctx, 'liam');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { username: 'liam', password: 'secret123', extra: 'dropped' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /users/login-by-email', () => {
  it('logs in with a LOGIN code, and refuses a REGISTER-type code or a disabled account', async () => {
    const mia = await createAccount(ctx, 'mia');
    const code = await mailedCode(ctx, mia.email, 'LOGIN');
    const response = await call(ctx, 'POST', '/users/login-by-email', {
      email: 'MIA@example.com',
      verificationCode: code,
    });
    expect(response.statusCode).toBe(200);
    expect((await info(body<{ token: string }>(response).data.token)).statusCode).toBe(200);

    ctx.clock.advance(61_000);
    const second = await mailedCode(ctx, mia.email, 'LOGIN');
    await ctx.db.update(users).set({ status: 0 });
    const disabled = await call(ctx, 'POST', '/users/login-by-email', {
      email: mia.email,
      verificationCode: second,
    });
    expect(body(disabled)).toEqual({ code: 403, message: '账号已被禁用', data: null });
  });
});

describe('POST /users/logout', () => {
  it('ends the token at once; other sessions keep working', async () => {
    const nick = await createAccount(ctx, 'nick');
    const other = await login(ctx, 'nick', nick.password);
    expect((await call(ctx, 'POST', '/users/logout', undefined, nick.token)).statusCode).toBe(200);
    const after = await info(nick.token);
    expect(after.statusCode).toBe(401);
    expect(body(after).message).toBe('未授权，请重新登录');
    expect((await info(other)).statusCode).toBe(200);
  });
});

describe('POST /users/password/reset', () => {
  it('sets the new password with a RESET_PASSWORD code and ends every token', async () => {
    const olga = await createAccount(ctx, 'olga');
    const code = await mailedCode(ctx, olga.email, 'RESET_PASSWORD');
    expect(ctx.sink.mails.at(-1)?.subject).toBe('【模型工匠】重置密码验证码');
    const response = await call(ctx, 'POST', '/users/password/reset', {
      email: olga.email,
      verificationCode: code,
      newPassword: 'brandnew99',
    });
    expect(response.statusCode).toBe(200);
    expect((await info(olga.token)).statusCode).toBe(401);
    expect(
      body(await call(ctx, 'POST', '/users/login', { username: 'olga', password: olga.password })).code,
    ).toBe(400);
    expect(await login(ctx, 'olga', 'brandnew99')).toBeTruthy();
  });

  it('validates the new password and refuses an unknown email', async () => {
    const bad = await call(ctx, 'POST', '/users/password/reset', {
      email: 'x@example.com',
      verificationCode: '123456',
      newPassword: 'short',
    });
    expect(body(bad).message).toBe('密码需为 8–64 位，且同时包含字母和数字');
    const unknown = await call(ctx, 'POST', '/users/password/reset', {
      email: 'x@example.com',
      verificationCode: '123456',
      newPassword: 'longenough1',
    });
    expect(body(unknown)).toEqual({ code: 400, message: '该邮箱尚未注册', data: null });
  });
});
