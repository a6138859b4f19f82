// The balance is its ledger (PRODUCT.md §5): the current balance is the newest row's balance_after, 0 with no rows.
import { desc, eq } from 'drizzle-orm';
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
