// The envelope on every failure: 401/403/404 texts, Chinese validation messages, no 5xx details; plus health and OpenAPI.
import Fastify from 'fastify';
import errorsPlugin from '../../src/plugins/errors';
import { body, call, createAccount } from '../helpers/accounts';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

describe('envelopes', () => {
  it('answers GET /api/health with the database kind', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
    expect(response.json()).toEqual({ code: 200, message: '操作成功', data: { status: 'ok', db: expected } });
  });

  it('answers 401 未授权，请重新登录 without a token, with a forged token and with a garbage header', async () => {
    const forged =
      Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url') +
      '.' +
      Buffer.from('{"sub":"1","role":"SUPER_ADMIN","sid":"x","exp":9999999999}').toString('base64url') +
      '.AAAA';
    for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: 'Basic abc' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: '未授权，请重新登录', data: null });
    }
  });

  it('answers 403 拒绝访问 to a USER on an admin call', async () => {
    const user = await createAccount(ctx, 'plainuser');
    const response = await call(ctx, 'GET', '/users/page', undefined, user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: '拒绝访问', data: null });
  });

  it('answers 404 请求的资源不存在 for unknown API paths, also without a built shell', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/unknown', '/somewhere']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: '请求的资源不存在', data: null });
    }
  });

  it('names the field in a Chinese validation message and keeps the HTTP status in code', async () => {
    const response = await call(ctx, 'POST', '/users/login', { username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, message: '缺少字段 password：请输入密码', data: null });
  });

  it('says how long a too-long text or list may be, naming the field', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    const schema = {
      body: {
        type: 'object',
        properties: {
          where: { type: 'string', maxLength: 10 },
          parts: { type: 'array', items: { type: 'string' }, maxItems: 2 },
        },
      },
    };
    app.post('/t', { schema }, async () => ({}));
    const long = await app.inject({ method: 'POST', url: '/t', payload: { where: 'x'.repeat(11) } });
    expect(long.json().message).toBe('字段 where 过长：不能超过 10 个字符');
    const many = await app.inject({ method: 'POST', url: '/t', payload: { parts: ['a', 'b', 'c'] } });
    expect(many.json().message).toBe('字段 parts 的项数过多：不能超过 2 项');
    await app.close();
  });

  it('answers 415 in Chinese for a body type the API does not take', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response).message).toBe('不支持的请求格式，请使用表单或 JSON');
  });

  it('never shows a 5xx cause to the client', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    bare.get('/boom', async () => {
      throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
    });
    const response = await bare.inject({ method: 'GET', url: '/boom' });
    await bare.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: '服务器错误', data: null });
    expect(response.body).not.toContain('password_hash');
  });

  it('serves the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/login', '/api/v1/users/info', '/api/v1/verification/send']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
