// SQL on the balance ledger (PRODUCT.md §5): a balance is the newest row's balance_after, 0 with no rows. Rows are
// only appended, by callers holding the user's row lock (lockOwner), so balance_after chains without gaps.
import type { LedgerType } from '@modelsmith/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { balanceLedger, type LedgerRow } from '../db/schema';

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

/** Every balance together: the newest row of each user, summed. */
export async function totalBalancesCents(db: Db): Promise<number> {
  const newest = db
    .selectDistinctOn([balanceLedger.userId], { balance: balanceLedger.balanceAfterCents })
    .from(balanceLedger)
    .orderBy(balanceLedger.userId, sql`${balanceLedger.id} desc`)
    .as('newest');
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${newest.balance}), 0)` }).from(newest);
  return Number(row?.total ?? 0);
}

export interface LedgerChange {
  userId: number;
  type: LedgerType;
  /** Signed cents. */
  amountCents: number;
  reference: string | null;
  description: string | null;
  createdAt: Date;
}

/**
 * Appends one change and answers its row. The caller holds the user's row lock inside a transaction; the
 * table's check refuses a negative balance, so a caller's mistake fails the transaction instead of the books.
 */
export async function appendLedger(db: Db, change: LedgerChange): Promise<LedgerRow> {
  const before = await currentBalanceCents(db, change.userId);
  const [row] = await db
    .insert(balanceLedger)
    .values({ ...change, balanceAfterCents: before + change.amountCents })
    .returning();
  return row;
}

export async function pageLedger(
  db: Db,
  userId: number,
  query: { current: number; size: number; type?: LedgerType },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = and(
    eq(balanceLedger.userId, userId),
    query.type ? eq(balanceLedger.type, query.type) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(balanceLedger)
      .where(where)
      .orderBy(desc(balanceLedger.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.$count(balanceLedger, where),
  ]);
  return { rows, total };
}
