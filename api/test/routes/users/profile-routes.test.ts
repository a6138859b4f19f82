// The signed-in user's account: info with membership and balance, profile edits, password change, avatar, membership.
import type { Membership } from '@modelsmith/contract';
import { balanceLedger, users } from '../../../src/db/schema';
import { body, call, createAccount, login } from '../../helpers/accounts';
import { setupTestApp } from '../../helpers/test-app';
import { JPEG, PNG, upload as uploadFile, WEBP } from '../../helpers/upload';

const ctx = setupTestApp();

const upload = (token: string, content: Buffer, filename: string, field = 'file') =>
  uploadFile(ctx, '/users/avatar', token, content, filename, field);

interface Info {
  user: Record<string, unknown>;
  membership: Membership;
}

describe('GET /users/info', () => {
  it('answers the user without the password hash, with the ledger balance and the free membership', async () => {
    const paul = await createAccount(ctx, 'paul');
    const response = await call(ctx, 'GET', '/users/info', undefined, paul.token);
    const { user, membership } = body<Info>(response).data;
    expect(user).toEqual({
      id: paul.id,
      username: 'paul',
      email: 'paul@example.com',
      nickname: null,
      avatarUrl: null,
      phone: null,
      bio: null,
      role: 'USER',
      status: 1,
      balance: 0,
      createdAt: ctx.clock.now().toISOString(),
    });
    expect(membership).toEqual({
      level: 0,
      name: '免费版',
      expiresAt: null,
      limits: { projects: 3, entitiesPerProject: 20, ownTemplates: 5, premiumTemplates: false },
    });
    await ctx.db.insert(balanceLedger).values([
      {
        userId: paul.id,
        type: 'RECHARGE',
        amountCents: 5000,
        balanceAfterCents: 5000,
        createdAt: ctx.clock.now(),
      },
      {
        userId: paul.id,
        type: 'MEMBERSHIP',
        amountCents: -2900,
        balanceAfterCents: 2100,
        createdAt: ctx.clock.now(),
      },
    ]);
    expect(body<Info>(await call(ctx, 'GET', '/users/info', undefined, paul.token)).data.user.balance).toBe(
      2100,
    );
  });

  it('reads an active paid membership, and an expired one as 免费版', async () => {
    const quinn = await createAccount(ctx, 'quinn');
    const expiresAt = new Date(ctx.clock.now().getTime() + 24 * 60 * 60_000);
    await ctx.db.update(users).set({ membershipLevel: 2, membershipExpiresAt: expiresAt });
    const active = body<Membership>(await call(ctx, 'GET', '/users/membership', undefined, quinn.token)).data;
    expect(active).toMatchObject({ level: 2, name: '企业版', expiresAt: expiresAt.toISOString() });
    expect(active.limits).toEqual({
      projects: null,
      entitiesPerProject: null,
      ownTemplates: null,
      premiumTemplates: true,
    });
    ctx.clock.advance(24 * 60 * 60_000 + 1);
    const expired = body<Info>(await call(ctx, 'GET', '/users/info', undefined, quinn.token)).data.membership;
    expect(expired).toMatchObject({ level: 0, name: '免费版', expiresAt: null });
  });
});

describe('PUT /users/info', () => {
  it('changes only the fields sent, clears with an empty string, and refuses an email change', async () => {
    const sam = await createAccount(ctx, 'sam');
    await call(
      ctx,
      'PUT',
      '/users/info',
      { nickname: '小山', phone: '13800138000', bio: '写代码' },
      sam.token,
    );
    const put = await call(ctx, 'PUT', '/users/info', { bio: '' }, sam.token);
    expect(body<Info>(put).data.user).toMatchObject({ nickname: '小山', phone: '13800138000', bio: null });
    const json = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/info',
      headers: { authorization: `Bearer ${sam.token}` },
      payload: { nickname: null, phone: '+86 139-0000-0000', role: 'SUPER_ADMIN' },
    });
    expect(body<Info>(json).data.user).toMatchObject({
      nickname: '小山',
      phone: '+86 139-0000-0000',
      role: 'USER',
    });
    const email = await call(ctx, 'PUT', '/users/info', { email: 'other@example.com' }, sam.token);
    expect(body(email)).toEqual({ code: 400, message: '邮箱不能在这里修改', data: null });
    const phone = await call(ctx, 'PUT', '/users/info', { phone: 'call me' }, sam.token);
    expect(body(phone).message).toBe('手机号格式不正确');
  });
});

describe('PUT /users/password', () => {
  it('checks the old password, keeps this session and ends all others', async () => {
    const tina = await createAccount(ctx, 'tina');
    const elsewhere = await login(ctx, 'tina', tina.password);
    const wrong = await call(
      ctx,
      'PUT',
      '/users/password',
      { oldPassword: 'nope1234', newPassword: 'next12345' },
      tina.token,
    );
    expect(body(wrong)).toEqual({ code: 400, message: '原密码错误', data: null });
    const ok = await call(
      ctx,
      'PUT',
      '/users/password',
      { oldPassword: tina.password, newPassword: 'next12345' },
      tina.token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/users/info', undefined, tina.token)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/users/info', undefined, elsewhere)).statusCode).toBe(401);
    expect(await login(ctx, 'tina', 'next12345')).toBeTruthy();
  });
});

describe('POST /users/avatar', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('accepts a %s by its content and serves it back from data.url', async (_name, content, mime) => {
    const uma = await createAccount(ctx, 'uma');
    const response = await upload(uma.token, content, 'photo.bin');
    expect(response.statusCode).toBe(200);
    const { url } = body<{ url: string }>(response).data;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(body<Info>(await call(ctx, 'GET', '/users/info', undefined, uma.token)).data.user.avatarUrl).toBe(
      url,
    );
  });

  it('refuses a .png that is really text, and a file over 2 MB', async () => {
    const vic = await createAccount(ctx, 'vic');
    const text = await upload(vic.token, Buffer.from('just some text pretending'), 'avatar.png');
    expect(body(text)).toEqual({ code: 400, message: '只支持 PNG、JPEG 或 WebP 格式的图片', data: null });
    const big = await upload(vic.token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
    expect(big.statusCode).toBe(413);
    expect(body(big).message).toBe('文件大小不能超过 2 MB');
    expect(
      body<Info>(await call(ctx, 'GET', '/users/info', undefined, vic.token)).data.user.avatarUrl,
    ).toBeNull();
  });

  it('replaces the previous avatar, whose url then answers 404', async () => {
    const wes = await createAccount(ctx, 'wes');
    const first = body<{ url: string }>(await upload(wes.token, PNG, 'a.png')).data.url;
    await upload(wes.token, JPEG, 'b.jpg');
    const gone = await ctx.app.inject({ method: 'GET', url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 404, message: '文件不存在', data: null });
  });
});
