// The flood guard: per user when signed in, per client address when anonymous, a lower separate ceiling for routes
// marked expensive, 0 turning a guard off, and every 429 saying in Chinese when to try again.
import type { FastifyInstance } from 'fastify';
import { EXPENSIVE_ROUTE, WINDOW_MS } from '../../src/plugins/rate-limit';
import { bearer, body, createAccount } from '../helpers/accounts';
import { setupTestApp, type TestContext } from '../helpers/test-app';

// Stand-ins for the expensive routes (render, generate, zip, DDL import) that do not exist yet, and a cheap one.
const testRoutes = (app: FastifyInstance) => {
  app.get('/api/v1/test/cheap', async () => ({ code: 200, message: '操作成功', data: null }));
  app.post('/api/v1/test/expensive', { config: EXPENSIVE_ROUTE }, async () => ({
    code: 200,
    message: '操作成功',
    data: null,
  }));
};

const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const cheap = (ctx: TestContext, headers: Record<string, string> = {}) =>
  get(ctx, '/api/v1/test/cheap', headers);
const expensive = (ctx: TestContext, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/test/expensive', headers });

/** The statuses of `n` calls made one after another. */
async function statuses(n: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < n; i += 1) result.push((await send()).statusCode);
  return result;
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

// The counters live in the app across tests while the clock restarts: move each test to its own later minute.
function freshWindowEachTest(ctx: TestContext) {
  let epoch = 0;
  beforeEach(() => {
    epoch += 1;
    ctx.clock.advance(epoch * 10 * WINDOW_MS);
  });
}

describe('rate limit, signed in (per user)', () => {
  const ctx = setupTestApp({
    config: {
      trustProxy: true,
      // Anonymous calls unlimited here, so the logins that make the accounts are never refused.
      rateLimit: { userPerMinute: 25, ipPerMinute: 0, expensivePerMinute: 3 },
    },
    routes: testRoutes,
  });
  freshWindowEachTest(ctx);

  it('gives two users behind the same address a budget each', async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    expect(await statuses(25, () => cheap(ctx, bearer(alice.token)))).toEqual(times(25, 200));
    expect((await cheap(ctx, bearer(alice.token))).statusCode).toBe(429);
    expect(await statuses(25, () => cheap(ctx, bearer(bob.token)))).toEqual(times(25, 200));
    expect((await cheap(ctx, bearer(bob.token))).statusCode).toBe(429);
  });

  it('counts real routes too and keys on the verified subject, not the address', async () => {
    const alice = await createAccount(ctx, 'alice');
    const me = () =>
      get(ctx, '/api/v1/users/info', { ...bearer(alice.token), 'x-forwarded-for': '203.0.113.9' });
    const first = await me();
    expect(first.statusCode).not.toBe(429);
    expect(
      await statuses(24, () => cheap(ctx, { ...bearer(alice.token), 'x-forwarded-for': '198.51.100.1' })),
    ).toEqual(times(24, 200));
    // Same user from another address: the one budget is spent.
    expect((await me()).statusCode).toBe(429);
  });

  // 30 accounts mean 60 scrypt hashes: more than jest's default 5 s on a busy machine.
  it('does not let 30 users behind one gateway address throttle each other', async () => {
    const accounts = [];
    for (let i = 0; i < 30; i += 1) accounts.push(await createAccount(ctx, `user_${i}`));
    const headers = (token: string) => ({ ...bearer(token), 'x-forwarded-for': '192.0.2.7' });
    const results = await Promise.all(
      accounts.map((account) => statuses(25, () => cheap(ctx, headers(account.token)))),
    );
    expect(results.flat()).toEqual(times(30 * 25, 200));
  }, 30_000);

  it('never throttles a burst of 20 parallel calls from one user', async () => {
    const alice = await createAccount(ctx, 'alice');
    const responses = await Promise.all(Array.from({ length: 20 }, () => cheap(ctx, bearer(alice.token))));
    expect(responses.map((r) => r.statusCode)).toEqual(times(20, 200));
  });

  it('gives expensive routes their own lower ceiling, separate from the general one', async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    expect(await statuses(3, () => expensive(ctx, bearer(alice.token)))).toEqual(times(3, 200));
    expect((await expensive(ctx, bearer(alice.token))).statusCode).toBe(429);
    // The general budget (25, of which 4 are spent) still serves cheap calls.
    expect(await statuses(20, () => cheap(ctx, bearer(alice.token)))).toEqual(times(20, 200));
    // Another user has an expensive budget of their own.
    expect(await statuses(3, () => expensive(ctx, bearer(bob.token)))).toEqual(times(3, 200));
  });

  it('answers 429 with Retry-After in seconds and a Chinese message saying when, then lets calls through again', async () => {
    const alice = await createAccount(ctx, 'alice');
    await statuses(3, () => expensive(ctx, bearer(alice.token)));
    ctx.clock.advance(48_000);
    const refused = await expensive(ctx, bearer(alice.token));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('12');
    expect(body(refused)).toEqual({ code: 429, message: '请求过于频繁，请 12 秒后再试', data: null });
    ctx.clock.advance(12_000);
    expect((await expensive(ctx, bearer(alice.token))).statusCode).toBe(200);
  });

  it('treats a token that does not verify as anonymous', async () => {
    const alice = await createAccount(ctx, 'alice');
    const forged = `${alice.token.slice(0, -4)}AAAA`;
    // Anonymous calls are unlimited in this app, so the forged token never spends alice's budget.
    expect(await statuses(30, () => cheap(ctx, bearer(forged)))).toEqual(times(30, 200));
    expect(await statuses(25, () => cheap(ctx, bearer(alice.token)))).toEqual(times(25, 200));
  });

  it('leaves non-API paths alone', async () => {
    const results = await statuses(30, () => get(ctx, '/remotes.json'));
    expect(results).not.toContain(429);
  });
});

describe('rate limit, anonymous (per client address)', () => {
  const ctx = setupTestApp({
    config: {
      trustProxy: true,
      rateLimit: { userPerMinute: 0, ipPerMinute: 5, expensivePerMinute: 0 },
    },
    routes: testRoutes,
  });
  freshWindowEachTest(ctx);

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('limits anonymous calls per forwarded client address', async () => {
    expect(await statuses(5, () => cheap(ctx, from('203.0.113.1')))).toEqual(times(5, 200));
    const refused = await cheap(ctx, from('203.0.113.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(body(refused)).toEqual({ code: 429, message: '请求过于频繁，请 60 秒后再试', data: null });
    expect(await statuses(5, () => cheap(ctx, from('203.0.113.2')))).toEqual(times(5, 200));
  });

  it('never refuses the liveness probe', async () => {
    expect(await statuses(30, () => get(ctx, '/api/health', from('203.0.113.4')))).toEqual(times(30, 200));
  });

  it('counts a token that does not verify against the address', async () => {
    const forged = bearer('not.a.token');
    expect(await statuses(5, () => cheap(ctx, { ...forged, ...from('203.0.113.3') }))).toEqual(times(5, 200));
    expect((await cheap(ctx, from('203.0.113.3'))).statusCode).toBe(429);
  });

  it('turns the per-user and the expensive guard off with 0', async () => {
    const alice = await createAccount(ctx, 'alice');
    // 100 calls from one address, far over its anonymous budget of 5: signed-in calls do not count there.
    expect(await statuses(100, () => cheap(ctx, bearer(alice.token)))).toEqual(times(100, 200));
    expect(await statuses(100, () => expensive(ctx, bearer(alice.token)))).toEqual(times(100, 200));
  });
});
