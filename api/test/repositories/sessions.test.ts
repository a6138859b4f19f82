// SQL on sessions: a live session of an enabled user is found; revoking one or all (but one) ends them.
import {
  findActiveSessionUser,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from '../../src/repositories/sessions';
import { START_TIME } from '../helpers/test-app';
import { insertTestUser, setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();
const HOUR = 60 * 60_000;
const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

async function threeSessions() {
  const userId = await insertTestUser(ctx.db, 'sara');
  for (const id of ids)
    await insertSession(ctx.db, {
      id,
      userId,
      createdAt: START_TIME,
      expiresAt: new Date(START_TIME.getTime() + HOUR),
    });
  return userId;
}
const live = async (userId: number) => {
  const found = [];
  for (const id of ids) if (await findActiveSessionUser(ctx.db, id, userId, START_TIME)) found.push(id);
  return found;
};

describe('sessions repository', () => {
  it('finds a live session with its user and role, not an expired one or one named with another user', async () => {
    const userId = await threeSessions();
    expect(await findActiveSessionUser(ctx.db, ids[0], userId, START_TIME)).toEqual({ userId, role: 'USER' });
    expect(
      await findActiveSessionUser(ctx.db, ids[0], userId, new Date(START_TIME.getTime() + HOUR)),
    ).toBeUndefined();
    expect(await findActiveSessionUser(ctx.db, ids[0], userId + 1, START_TIME)).toBeUndefined();
  });

  it('revokes one session, or every session of a user but the one kept', async () => {
    const userId = await threeSessions();
    await revokeSession(ctx.db, ids[0], START_TIME);
    expect(await live(userId)).toEqual([ids[1], ids[2]]);
    await revokeUserSessions(ctx.db, userId, START_TIME, ids[2]);
    expect(await live(userId)).toEqual([ids[2]]);
    await revokeUserSessions(ctx.db, userId, START_TIME);
    expect(await live(userId)).toEqual([]);
  });
});
