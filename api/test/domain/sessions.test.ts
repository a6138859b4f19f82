// Tokens and their sessions: an issued token names a live session; revoking it, expiry or disabling the user ends it.
import type { Context } from '../../src/domain/context';
import { verifyToken } from '../../src/domain/jwt';
import { authenticateClaims, issueToken, TOKEN_LIFETIME_SECONDS } from '../../src/domain/sessions';
import { revokeSession } from '../../src/repositories/sessions';
import { updateStatus } from '../../src/repositories/users';
import { START_TIME } from '../helpers/test-app';
import { insertTestUser, setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();
const secrets = {
  jwt: 'sessions-test-jwt-secret-0123456789',
  verification: 'sessions-test-code-secret-0123',
};
const context = (): Context => ({ db: ctx.db, now: START_TIME, secrets });

async function signedIn(role: 'USER' | 'ADMIN' = 'USER') {
  const id = await insertTestUser(ctx.db, 'sam', { role });
  const token = await issueToken(context(), { id, role });
  const claims = verifyToken(token, secrets.jwt, START_TIME);
  if (!claims) throw new Error('the issued token does not verify');
  return { id, claims };
}

describe('issueToken / authenticateClaims', () => {
  it('signs with the JWT secret a token for 7 days whose session authenticates as the user', async () => {
    const { id, claims } = await signedIn('ADMIN');
    expect(claims).toMatchObject({ sub: String(id), role: 'ADMIN' });
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_LIFETIME_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(await authenticateClaims(ctx.db, claims, START_TIME)).toEqual({
      userId: id,
      role: 'ADMIN',
      sessionId: claims.sid,
    });
  });

  it('refuses a revoked session, an expired one, a disabled user and a session of someone else', async () => {
    const { id, claims } = await signedIn();
    const afterExpiry = new Date(claims.exp * 1000);
    expect(await authenticateClaims(ctx.db, claims, afterExpiry)).toBeNull();
    const otherId = await insertTestUser(ctx.db, 'tom');
    expect(await authenticateClaims(ctx.db, { ...claims, sub: String(otherId) }, START_TIME)).toBeNull();
    await updateStatus(ctx.db, id, 0, START_TIME);
    expect(await authenticateClaims(ctx.db, claims, START_TIME)).toBeNull();
    await updateStatus(ctx.db, id, 1, START_TIME);
    expect(await authenticateClaims(ctx.db, claims, START_TIME)).not.toBeNull();
    await revokeSession(ctx.db, claims.sid, START_TIME);
    expect(await authenticateClaims(ctx.db, claims, START_TIME)).toBeNull();
  });
});
