// SQL on the ledger: a balance is the newest row's balance_after (0 without rows), for one user or many at once.
import { balanceLedger } from '../../src/db/schema';
import { balancesOf, currentBalanceCents } from '../../src/repositories/balance-ledger';
import { START_TIME } from '../helpers/test-app';
import { insertTestUser, setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();

const entry = (userId: number, amountCents: number, balanceAfterCents: number) => ({
  userId,
  type: (amountCents >= 0 ? 'RECHARGE' : 'MEMBERSHIP') as 'RECHARGE' | 'MEMBERSHIP',
  amountCents,
  balanceAfterCents,
  createdAt: START_TIME,
});

describe('balance ledger repository', () => {
  it('reads the newest row of each user, and 0 or nothing for a user without rows', async () => {
    const paul = await insertTestUser(ctx.db, 'paul');
    const rita = await insertTestUser(ctx.db, 'rita');
    const none = await insertTestUser(ctx.db, 'none');
    await ctx.db
      .insert(balanceLedger)
      .values([
        entry(paul, 5000, 5000),
        entry(rita, 800, 800),
        entry(paul, -2900, 2100),
        entry(rita, 200, 1000),
      ]);
    expect(await currentBalanceCents(ctx.db, paul)).toBe(2100);
    expect(await currentBalanceCents(ctx.db, none)).toBe(0);
    expect(await balancesOf(ctx.db, [paul, rita, none])).toEqual(
      new Map([
        [paul, 2100],
        [rita, 1000],
      ]),
    );
    expect(await balancesOf(ctx.db, [])).toEqual(new Map());
  });
});
