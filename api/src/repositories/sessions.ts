// SQL on the sessions table: one row per issued token, revoked by logout, password change and disabling.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Role, sessions, users } from '../db/schema';

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The user of an unrevoked, unexpired session of an enabled user, else undefined. */
export async function findActiveSessionUser(
  db: Db,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<{ userId: number; role: Role } | undefined> {
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(users.id, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, except `keepSessionId` (the one changing its own password). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
