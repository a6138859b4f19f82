// Sessions behind the tokens: a token works only while its sessions row is unrevoked and its user is enabled.
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import { findActiveSessionUser, insertSession } from '../repositories/sessions';
import type { Context } from './context';
import { signToken, type TokenClaims } from './jwt';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface Principal {
  userId: number;
  role: Role;
  sessionId: string;
}

/** Opens a session for `user` and answers its signed token. */
export async function issueToken(
  { db, now, secrets }: Context,
  user: { id: number; role: Role },
): Promise<string> {
  const sessionId = crypto.randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + TOKEN_LIFETIME_SECONDS;
  await insertSession(db, {
    id: sessionId,
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(exp * 1000),
  });
  return signToken({ sub: String(user.id), role: user.role, sid: sessionId, iat, exp }, secrets.jwt);
}

/** The principal of a verified token's claims when its session is unrevoked and its user enabled, else null. */
export async function authenticateClaims(db: Db, claims: TokenClaims, now: Date): Promise<Principal | null> {
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) return null;
  const row = await findActiveSessionUser(db, claims.sid, userId, now);
  return row ? { userId: row.userId, role: row.role, sessionId: claims.sid } : null;
}
