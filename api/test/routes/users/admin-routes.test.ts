// Account administration: paged, filtered user list and enable/disable, with who may change whom.
import { body, call, createAccount } from '../../helpers/accounts';
import { setupTestApp } from '../../helpers/test-app';

const ctx = setupTestApp();

interface Page {
  records: { username: string; status: number; balance: number }[];
  total: number;
  current: number;
  size: number;
}

const page = (token: string, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/users/page?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /users/page', () => {
  it('pages and filters by contained username/email and status, for admins only', async () => {
    const admin = await createAccount(ctx, 'boss', 'ADMIN');
    for (const name of ['anna', 'annabel', 'bert', 'joanna']) await createAccount(ctx, name);
    const user = await createAccount(ctx, 'plain');

    const first = body<Page>(await page(admin.token, 'current=1&size=2')).data;
    expect(first).toMatchObject({ total: 6, current: 1, size: 2 });
    expect(first.records.map((r) => r.username)).toEqual(['boss', 'anna']);
    const third = body<Page>(await page(admin.token, 'current=3&size=2')).data;
    expect(third.records.map((r) => r.username)).toEqual(['joanna', 'plain']);

    const anna = body<Page>(await page(admin.token, 'username=ANNA')).data;
    expect(anna.records.map((r) => r.username)).toEqual(['anna', 'annabel', 'joanna']);
    expect(body<Page>(await page(admin.token, 'email=bert@')).data.total).toBe(1);
    expect(body<Page>(await page(admin.token, 'username=%25')).data.total).toBe(0);

    await call(ctx, 'PUT', `/users/${user.id}/status?status=0`, undefined, admin.token);
    const disabled = body<Page>(await page(admin.token, 'status=0')).data;
    expect(disabled.records.map((r) => r.username)).toEqual(['plain']);

    expect(body(await page(admin.token, 'size=1000')).message).toBe('每页条数 size 需为 1–100 的整数');
    expect((await page(user.token, 'current=1')).statusCode).toBe(401);
    const other = await createAccount(ctx, 'other');
    expect(body(await page(other.token, 'current=1'))).toEqual({
      code: 403,
      message: '拒绝访问',
      data: null,
    });
  });
});

describe('PUT /users/{id}/status', () => {
  it('disabling ends the user token at once; enabling lets them log in again', async () => {
    const admin = await createAccount(ctx, 'boss', 'ADMIN');
    const xena = await createAccount(ctx, 'xena');
    const off = await call(ctx, 'PUT', `/users/${xena.id}/status?status=0`, undefined, admin.token);
    expect(body(off)).toMatchObject({ code: 200, data: { username: 'xena', status: 0 } });
    expect((await call(ctx, 'GET', '/users/info', undefined, xena.token)).statusCode).toBe(401);
    const login = await call(ctx, 'POST', '/users/login', { username: 'xena', password: xena.password });
    expect(body(login).message).toBe('账号已被禁用');
    await call(ctx, 'PUT', `/users/${xena.id}/status?status=1`, undefined, admin.token);
    expect(
      (await call(ctx, 'POST', '/users/login', { username: 'xena', password: xena.password })).statusCode,
    ).toBe(200);
  });

  it('keeps an ADMIN off SUPER_ADMINs and off their own account; validates status and id', async () => {
    const root = await createAccount(ctx, 'root', 'SUPER_ADMIN');
    const admin = await createAccount(ctx, 'boss', 'ADMIN');
    const onRoot = await call(ctx, 'PUT', `/users/${root.id}/status?status=0`, undefined, admin.token);
    expect(body(onRoot)).toEqual({ code: 403, message: '无权修改超级管理员的状态', data: null });
    const onSelf = await call(ctx, 'PUT', `/users/${admin.id}/status?status=0`, undefined, admin.token);
    expect(body(onSelf)).toEqual({ code: 403, message: '不能修改自己的账号状态', data: null });
    const bad = await call(ctx, 'PUT', `/users/${admin.id}/status?status=2`, undefined, root.token);
    expect(body(bad)).toEqual({ code: 400, message: '状态 status 只能是 0（禁用）或 1（正常）', data: null });
    const missing = await call(ctx, 'PUT', `/users/99999/status?status=0`, undefined, root.token);
    expect(body(missing)).toEqual({ code: 404, message: '用户不存在', data: null });
    expect(
      (await call(ctx, 'PUT', `/users/${admin.id}/status?status=0`, undefined, root.token)).statusCode,
    ).toBe(200);
    expect((await call(ctx, 'GET', '/users/info', undefined, admin.token)).statusCode).toBe(401);
  });
});
