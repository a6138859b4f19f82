// The user as clients see it (the contract's User: no password hash, balance in cents) and the GET /users/info answer.
import type { Membership, User } from '@modelsmith/contract';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { balancesOf, currentBalanceCents } from '../repositories/balance-ledger';
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

/** Many users as clients see them, their balances read in one query. */
export async function toUsers(db: Db, rows: UserRow[]): Promise<User[]> {
  const balances = await balancesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUser(r, balances.get(r.id) ?? 0));
}
