// Bearer authentication: only a token signed with the JWT secret, unexpired, whose session is live and whose user is
// enabled passes app.authenticate (401 otherwise); app.requireAdmin lets ADMIN and SUPER_ADMIN through (403 otherwise).
import type { FastifyInstance } from 'fastify';
import { signToken, verifyToken } from '../../src/domain/jwt';
import { requirePrincipal } from '../../src/plugins/auth';
import { bearer, body, call, createAccount } from '../helpers/accounts';
import { setupTestApp, testConfig } from '../helpers/test-app';

const routes = (app: FastifyInstance) => {
  app.get('/test/claims', async (request) => ({ claims: app.verifiedClaims(request) }));
  app.get('/test/me', { onRequest: app.authenticate }, async (request) => requirePrincipal(request));
  app.get('/test/admin', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
};

const ctx = setupTestApp({ routes });
const { jwtSecret, verificationSecret } = testConfig();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('app.verifiedClaims', () => {
  it('reads the claims of a valid bearer token, and null for none, another scheme or a token it did not sign', async () => {
    const alice = await createAccount(ctx, 'alice');
    const claims = verifyToken(alice.token, jwtSecret, ctx.clock.now());
    expect((await get('/test/claims', bearer(alice.token))).json()).toEqual({ claims });
    expect(claims?.sub).toBe(String(alice.id));
    expect((await get('/test/claims')).json()).toEqual({ claims: null });
    expect((await get('/test/claims', { authorization: `Basic ${alice.token}` })).json()).toEqual({
      claims: null,
    });
    // Same claims signed with the verification secret: the two keys are not interchangeable.
    const foreign = signToken(claims!, verificationSecret);
    expect((await get('/test/claims', bearer(foreign))).json()).toEqual({ claims: null });
  });
});

describe('app.authenticate', () => {
  it('sets the principal of a live session', async () => {
    const alice = await createAccount(ctx, 'alice', 'ADMIN');
    const response = await get('/test/me', bearer(alice.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: alice.id, role: 'ADMIN', sessionId: expect.any(String) });
  });

  it('answers 401 未授权，请重新登录 after logout, after expiry and for a disabled user', async () => {
    const unauthorized = { code: 401, message: '未授权，请重新登录', data: null };
    const bob = await createAccount(ctx, 'bob');
    await call(ctx, 'POST', '/users/logout', undefined, bob.token);
    expect(body(await get('/test/me', bearer(bob.token)))).toEqual(unauthorized);

    const carol = await createAccount(ctx, 'carol');
    ctx.clock.advance(7 * 24 * 60 * 60_000);
    expect(body(await get('/test/me', bearer(carol.token)))).toEqual(unauthorized);
    ctx.clock.reset();

    const root = await createAccount(ctx, 'root', 'SUPER_ADMIN');
    const dave = await createAccount(ctx, 'dave');
    expect((await get('/test/me', bearer(dave.token))).statusCode).toBe(200);
    await call(ctx, 'PUT', `/users/${dave.id}/status?status=0`, undefined, root.token);
    expect(body(await get('/test/me', bearer(dave.token)))).toEqual(unauthorized);
  });
});

describe('app.requireAdmin', () => {
  it('lets ADMIN and SUPER_ADMIN through, answers 403 拒绝访问 to a USER and 401 without a token', async () => {
    for (const role of ['ADMIN', 'SUPER_ADMIN'] as const) {
      const admin = await createAccount(ctx, `admin_${role.toLowerCase()}`, role);
      expect((await get('/test/admin', bearer(admin.token))).statusCode).toBe(200);
    }
    const user = await createAccount(ctx, 'plain');
    expect(body(await get('/test/admin', bearer(user.token)))).toEqual({
      code: 403,
      message: '拒绝访问',
      data: null,
    });
    expect((await get('/test/admin')).statusCode).toBe(401);
  });
});
