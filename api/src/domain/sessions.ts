// Sessions behind the tokens: a token works only while its sessions row is unrevoked and its user is enabled.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Role, sessions, users } from '../db/schema';
import { signToken, type TokenClaims } from './jwt';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface Principal {
  userId: number;
  role: Role;
  sessionId: string;
}

export async function issueToken(
  db: Db,
  user: { id: number; role: Role },
  secret: string,
  now: Date,
): Promise<string> {
  const sessionId = crypto.randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + TOKEN_LIFETIME_SECONDS;
  await db
    .insert(sessions)
    .values({ id: sessionId, userId: user.id, createdAt: now, expiresAt: new Date(exp * 1000) });
  return signToken({ sub: String(user.id), role: user.role, sid: sessionId, iat, exp }, secret);
}

/** The principal of a verified token's claims when its session is unrevoked and its user enabled, else null. */
export async function authenticateClaims(db: Db, claims: TokenClaims, now: Date): Promise<Principal | null> {
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(users.id, Number(claims.sub)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  return row ? { userId: row.userId, role: row.role, sessionId: claims.sid } : null;
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
