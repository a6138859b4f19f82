// Membership (API.md "Membership and balance", PRODUCT.md §5): the public plans, the plan in force with usage,
// quotes, upgrades paid from the balance (extend, higher level with pro-rata credit, lower refused, 余额不足
// changes nothing), 100 concurrent upgrades that the balance covers exactly k times, and expiry back to FREE.
import type {
  LedgerEntry,
  MembershipStatus,
  Page,
  PlanView,
  UpgradeQuote,
  UpgradeResult,
} from '@modelsmith/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { type Account, body, call, createAccount, login } from '../helpers/accounts';
import { json } from '../helpers/json';
import { adminToken, expectConsistentLedger, fund } from '../helpers/money';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;

/** Moves the clock on and answers a fresh token (sessions last 7 days). */
async function later(account: Account & { token: string }, ms: number) {
  ctx.clock.advance(ms);
  account.token = await login(ctx, account.username, account.password);
}

const upgrade = (token: string, level: number | string, months: number | string) =>
  call(ctx, 'POST', '/users/membership/upgrade', { level, months }, token);

const status = async (token: string) =>
  body<MembershipStatus>(await call(ctx, 'GET', '/users/membership', undefined, token)).data;

const balance = async (token: string) =>
  body<{ balanceCents: number }>(await json(ctx, 'GET', '/balance', token)).data.balanceCents;

const ledger = async (token: string, query = '') =>
  body<Page<LedgerEntry>>(await json(ctx, 'GET', `/balance/ledger?size=100${query}`, token)).data;

describe('GET /membership/plans', () => {
  it('answers the three plans with month options without a session; 12 months cost 10', async () => {
    const response = await json(ctx, 'GET', '/membership/plans', null);
    expect(response.statusCode).toBe(200);
    const plans = body<PlanView[]>(response).data;
    expect(plans.map((p) => [p.level, p.code, p.name, p.monthlyPriceCents])).toEqual([
      [0, 'FREE', '免费版', 0],
      [1, 'PRO', '专业版', 2900],
      [2, 'ENTERPRISE', '企业版', 9900],
    ]);
    expect(plans[0].monthOptions).toEqual([]);
    expect(plans[1].monthOptions).toEqual([
      { months: 1, priceCents: 2900 },
      { months: 3, priceCents: 8700 },
      { months: 6, priceCents: 17400 },
      { months: 12, priceCents: 29000 },
    ]);
    expect(plans[2].limits).toEqual({
      projects: null,
      entitiesPerProject: null,
      ownTemplates: null,
      premiumTemplates: true,
    });
  });
});

describe('GET /users/membership', () => {
  it('answers the plan in force with its usage of projects and own templates', async () => {
    const ann = await createAccount(ctx, 'ann');
    for (const name of ['一', '二'])
      await json(ctx, 'POST', '/projects', ann.token, {
        name,
        basePackage: 'com.example',
        database: 'MYSQL',
      });
    const data = await status(ann.token);
    expect(data).toEqual({
      level: 0,
      code: 'FREE',
      levelName: '免费版',
      name: '免费版',
      expiresAt: null,
      limits: { projects: 3, entitiesPerProject: 20, ownTemplates: 5, premiumTemplates: false },
      usage: { projects: 2, ownTemplates: 0 },
    });
    expect((await call(ctx, 'GET', '/users/membership')).statusCode).toBe(401);
  });
});

describe('POST /users/membership/upgrade', () => {
  it('buys PRO from the balance (form-encoded), answering the membership and the balance left', async () => {
    const desk = await adminToken(ctx);
    const bob = await createAccount(ctx, 'bob');
    await fund(ctx, bob.token, 5000, desk);
    const quote = body<UpgradeQuote>(
      await json(ctx, 'GET', '/users/membership/quote?level=1&months=1', bob.token),
    ).data;
    expect(quote).toMatchObject({
      priceCents: 2900,
      creditCents: 0,
      payCents: 2900,
      balanceCents: 5000,
      balanceAfterCents: 2100,
      kind: 'START',
      affordable: true,
    });
    const response = await upgrade(bob.token, 1, 1);
    expect(response.statusCode).toBe(200);
    const result = body<UpgradeResult>(response).data;
    expect(result.balanceCents).toBe(2100);
    expect(result.membership).toMatchObject({
      level: 1,
      levelName: '专业版',
      expiresAt: '2026-04-02T08:00:00.000Z',
    });
    expect(result.membership.expiresAt).toBe(quote.expiresAt);
    expect(await balance(bob.token)).toBe(2100);
    const rows = (await ledger(bob.token)).records;
    expect(rows.map((r) => [r.type, r.amountCents, r.balanceAfterCents])).toEqual([
      ['MEMBERSHIP', -2900, 2100],
      ['RECHARGE', 5000, 5000],
    ]);
    expect(rows[0].description).toBe('开通专业版 1 个月');
    expect(await expectConsistentLedger(ctx, bob.id)).toBe(2100);
    // users/info carries the new level at once (the header reads it).
    const info = body<{ membership: { level: number } }>(
      await call(ctx, 'GET', '/users/info', undefined, bob.token),
    );
    expect(info.data.membership.level).toBe(1);
  });

  it('refuses with 余额不足 and changes nothing when the balance is short', async () => {
    const desk = await adminToken(ctx);
    const cat = await createAccount(ctx, 'cat');
    await fund(ctx, cat.token, 2899, desk);
    const response = await upgrade(cat.token, 1, 1);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, message: '余额不足', data: null });
    expect(await balance(cat.token)).toBe(2899);
    expect((await ledger(cat.token)).total).toBe(1);
    expect((await status(cat.token)).level).toBe(0);
  });

  it('charges 10 months for 12, and extends the same level from its end date', async () => {
    const desk = await adminToken(ctx);
    const dan = await createAccount(ctx, 'dan');
    await fund(ctx, dan.token, 40000, desk);
    expect(body<UpgradeResult>(await upgrade(dan.token, 1, 12)).data.balanceCents).toBe(11000);
    expect((await status(dan.token)).expiresAt).toBe('2027-03-02T08:00:00.000Z');
    await later(dan, 40 * DAY);
    const extended = body<UpgradeResult>(await upgrade(dan.token, 1, 3)).data;
    expect(extended.membership.expiresAt).toBe('2027-06-02T08:00:00.000Z');
    expect(extended.balanceCents).toBe(11000 - 8700);
    expect(extended.creditedCents).toBe(0);
    expect((await ledger(dan.token)).records[0].description).toBe('续费专业版 3 个月');
  });

  it('starts a higher level now and credits the unused part of the old one pro rata', async () => {
    const desk = await adminToken(ctx);
    const eve = await createAccount(ctx, 'eve');
    await fund(ctx, eve.token, 20000, desk);
    await upgrade(eve.token, 1, 1); // 2026-03-02 → 2026-04-02: 31 days for 2900
    await later(eve, 10 * DAY);
    const quote = body<UpgradeQuote>(
      await json(ctx, 'GET', '/users/membership/quote?level=2&months=1', eve.token),
    ).data;
    const credit = Math.floor((2900 * 21) / 31); // 21 of 31 days unused
    expect(quote).toMatchObject({
      creditCents: credit,
      priceCents: 9900,
      payCents: 9900 - credit,
      kind: 'START',
    });
    const result = body<UpgradeResult>(await upgrade(eve.token, 2, 1)).data;
    expect(result.creditedCents).toBe(credit);
    expect(result.balanceCents).toBe(20000 - 2900 + credit - 9900);
    expect(result.membership).toMatchObject({ level: 2, expiresAt: '2026-04-12T08:00:00.000Z' });
    const rows = (await ledger(eve.token)).records;
    expect(rows.slice(0, 2).map((r) => [r.type, r.amountCents, r.description])).toEqual([
      ['MEMBERSHIP', -9900, '开通企业版 1 个月'],
      ['CREDIT', credit, '专业版剩余 21 天折抵'],
    ]);
    expect(rows[0].reference).toBe(rows[1].reference);
    expect(await expectConsistentLedger(ctx, eve.id)).toBe(result.balanceCents);
  });

  it('never credits more than was paid: an extended term is spread over its whole length', async () => {
    const desk = await adminToken(ctx);
    const fay = await createAccount(ctx, 'fay');
    await fund(ctx, fay.token, 100000, desk);
    await upgrade(fay.token, 1, 12); // 29000 for a year
    await upgrade(fay.token, 1, 1); // + 2900, the term re-based on 31900
    const credit = body<UpgradeQuote>(
      await json(ctx, 'GET', '/users/membership/quote?level=2&months=1', fay.token),
    ).data.creditCents;
    expect(credit).toBe(31900);
    await later(fay, 30 * DAY);
    const afterAMonth = body<UpgradeQuote>(
      await json(ctx, 'GET', '/users/membership/quote?level=2&months=1', fay.token),
    ).data.creditCents;
    expect(afterAMonth).toBeLessThan(31900);
    expect(afterAMonth).toBeGreaterThan(29000);
  });

  it('refuses a level below the one in force, a free level, and months outside 1, 3, 6, 12', async () => {
    const desk = await adminToken(ctx);
    const gus = await createAccount(ctx, 'gus');
    await fund(ctx, gus.token, 20000, desk);
    await upgrade(gus.token, 2, 1);
    const lower = await upgrade(gus.token, 1, 1);
    expect(lower.statusCode).toBe(400);
    expect(body(lower).message).toBe(
      '当前为企业版（有效期至 2026-04-02），不能购买较低的专业版；到期后可重新选择',
    );
    for (const [level, months] of [
      [0, 1],
      [3, 1],
      [1, 2],
      [1, 0],
      ['x', 1],
    ] as const) {
      const response = await upgrade(gus.token, level, months);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toMatch(/level|months/);
    }
    expect(await balance(gus.token)).toBe(20000 - 9900);
    expect(await expectConsistentLedger(ctx, gus.id)).toBe(20000 - 9900);
  });

  it('of 100 concurrent upgrades, exactly the k the balance covers succeed and the ledger sums to the balance', async () => {
    const desk = await adminToken(ctx);
    const hal = await createAccount(ctx, 'hal');
    const k = 7;
    await fund(ctx, hal.token, k * 2900 + 150, desk);
    const responses = await Promise.all(Array.from({ length: 100 }, () => upgrade(hal.token, 1, 1)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(k);
    expect(codes.filter((c) => c === 400)).toHaveLength(100 - k);
    for (const r of responses.filter((r) => r.statusCode === 400)) expect(body(r).message).toBe('余额不足');
    expect(await balance(hal.token)).toBe(150);
    expect(await expectConsistentLedger(ctx, hal.id)).toBe(150);
    // Each success extended the one before: k months from now.
    expect((await status(hal.token)).expiresAt).toBe('2026-10-02T08:00:00.000Z');
    expect((await ledger(hal.token, '&type=MEMBERSHIP')).total).toBe(k);
  }, 60_000);

  it('falls back to FREE when it expires: data stays readable, creation past the FREE limits is refused', async () => {
    const desk = await adminToken(ctx);
    const ivy = await createAccount(ctx, 'ivy');
    await fund(ctx, ivy.token, 2900, desk);
    await upgrade(ivy.token, 1, 1);
    for (const name of ['一', '二', '三', '四']) {
      const created = await json(ctx, 'POST', '/projects', ivy.token, {
        name,
        basePackage: 'com.example',
        database: 'MYSQL',
      });
      expect(created.statusCode).toBe(200);
    }
    await later(ivy, 32 * DAY);
    expect(await status(ivy.token)).toMatchObject({ level: 0, expiresAt: null, usage: { projects: 4 } });
    const list = body<Page<unknown>>(await json(ctx, 'GET', '/projects', ivy.token)).data;
    expect(list.total).toBe(4);
    const refused = await json(ctx, 'POST', '/projects', ivy.token, {
      name: '五',
      basePackage: 'com.example',
      database: 'MYSQL',
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toContain('免费版最多可创建 3 个项目');
    // An expired membership is a fresh start: no credit for it.
    const quote = body<UpgradeQuote>(
      await json(ctx, 'GET', '/users/membership/quote?level=2&months=1', ivy.token),
    ).data;
    expect(quote).toMatchObject({ creditCents: 0, kind: 'START', affordable: false });
  });

  it('an admin-granted level (nothing paid) credits nothing when replaced', async () => {
    const desk = await adminToken(ctx);
    const jon = await createAccount(ctx, 'jon');
    await ctx.db
      .update(users)
      .set({ membershipLevel: 1, membershipExpiresAt: new Date('2026-12-01') })
      .where(eq(users.id, jon.id));
    await fund(ctx, jon.token, 9900, desk);
    const result = body<UpgradeResult>(await upgrade(jon.token, 2, 1)).data;
    expect(result).toMatchObject({ creditedCents: 0, balanceCents: 0 });
  });
});
