// The user as clients see it (the contract's User: no password hash, balance in cents) and the GET /users/info answer.
import type { Membership, User } from '@modelsmith/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { balanceLedger, type UserRow, users } from '../db/schema';
import { currentBalanceCents } from './balance';
import { effectiveMembership } from './membership';

export const toUser = (row: UserRow, balanceCents: number): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  nickname: row.nickname,
  avatarUrl: row.avatarUrl,
  phone: row.phone,
  bio: row.bio,
  role: row.role,
  status: row.status,
  balance: balanceCents,
  createdAt: row.createdAt.toISOString(),
});

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userInfo(
  db: Db,
  row: UserRow,
  now: Date,
): Promise<{ user: User; membership: Membership }> {
  return {
    user: toUser(row, await currentBalanceCents(db, row.id)),
    membership: effectiveMembership({ level: row.membershipLevel, expiresAt: row.membershipExpiresAt }, now),
  };
}

/** Balances of many users in one query: the newest ledger row of each. */
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
