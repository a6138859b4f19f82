// SQL on the users table: lookups, creation, profile, password, status and the admin's paged list.
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@modelsmith/contract';
import type { Db } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { containing } from './search';

export type NewUser = typeof users.$inferInsert;
/** The profile fields a user edits; null clears one. */
export type ProfileChanges = Partial<Pick<UserRow, 'nickname' | 'phone' | 'bio'>>;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/** `email` already normalized (lower-cased). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/** The new user's id; a taken username or email fails with the database's unique violation. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row.id;
}

/** The new user's id, or null when the username (or email) is already taken: a race-free "create once". */
export async function insertUserIfAbsent(db: Db, user: NewUser): Promise<number | null> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return rows[0]?.id ?? null;
}

export async function updateProfile(
  db: Db,
  id: number,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

export async function updateStatus(
  db: Db,
  id: number,
  status: UserStatus,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateAvatarUrl(db: Db, id: number, avatarUrl: string, now: Date): Promise<void> {
  await db.update(users).set({ avatarUrl, updatedAt: now }).where(eq(users.id, id));
}

export interface UserFilter {
  /** Contained in the username, case-insensitive. */
  username?: string;
  /** Contained in the email, case-insensitive. */
  email?: string;
  status?: UserStatus;
}

/** One page of users in id order, and how many match in all. */
export async function pageUsers(
  db: Db,
  filter: UserFilter,
  page: { current: number; size: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.username) conditions.push(ilike(users.username, containing(filter.username)));
  if (filter.email) conditions.push(ilike(users.email, containing(filter.email)));
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows, total };
}
