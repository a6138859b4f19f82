// SQL on the balance ledger (PRODUCT.md §5): a balance is the newest row's balance_after, 0 with no rows.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { balanceLedger } from '../db/schema';

export async function currentBalanceCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: balanceLedger.balanceAfterCents })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId))
    .orderBy(desc(balanceLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

/** Balances of many users in one query: the newest ledger row of each; users without rows are absent. */
export async function balancesOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([balanceLedger.userId], {
      userId: balanceLedger.userId,
      balance: balanceLedger.balanceAfterCents,
    })
    .from(balanceLedger)
    .where(inArray(balanceLedger.userId, userIds))
    .orderBy(balanceLedger.userId, sql`${balanceLedger.id} desc`);
  return new Map(rows.map((r) => [r.userId, r.balance]));
}
