// Money through the real desk, for tests: a user files a recharge order and an admin approves it.
import type { RechargeOrder } from '@modelsmith/contract';
import { balanceLedger } from '../../src/db/schema';
import { eq, asc } from 'drizzle-orm';
import { body, createAccount } from './accounts';
import { json } from './json';
import type { TestContext } from './test-app';

export async function fileOrder(
  ctx: TestContext,
  token: string,
  amountCents: number,
  channel: 'WECHAT' | 'ALIPAY' = 'WECHAT',
): Promise<RechargeOrder> {
  const response = await json(ctx, 'POST', '/recharge/orders', token, {
    amountCents,
    channel,
    paymentReference: `PAY-${amountCents}-${Math.random().toString(36).slice(2, 8)}`,
  });
  if (response.statusCode !== 200) throw new Error(`recharge failed: ${response.body}`);
  return body<RechargeOrder>(response).data;
}

/** Puts `amountCents` on the user's balance the way production does: order, then an admin's approval. */
export async function fund(
  ctx: TestContext,
  token: string,
  amountCents: number,
  adminToken: string,
): Promise<void> {
  const order = await fileOrder(ctx, token, amountCents);
  const response = await json(ctx, 'POST', `/admin/recharge/orders/${order.id}/approve`, adminToken);
  if (response.statusCode !== 200) throw new Error(`approve failed: ${response.body}`);
}

let admins = 0;
export async function adminToken(ctx: TestContext): Promise<string> {
  admins += 1;
  return (await createAccount(ctx, `desk${admins}`, 'ADMIN')).token;
}

/** The books of one user, oldest first: every row's balance_after is the one before plus its amount, from 0. */
export async function expectConsistentLedger(ctx: TestContext, userId: number): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId))
    .orderBy(asc(balanceLedger.id));
  let balance = 0;
  for (const row of rows) {
    balance += row.amountCents;
    if (row.balanceAfterCents !== balance)
      throw new Error(`ledger row ${row.id}: balance after ${row.balanceAfterCents}, sum ${balance}`);
    if (balance < 0) throw new Error(`ledger row ${row.id}: negative balance ${balance}`);
  }
  return balance;
}
