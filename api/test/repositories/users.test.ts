// SQL on users: lookups, create-once, profile/password/status updates, and the admin's filtered page.
import { START_TIME } from '../helpers/test-app';
import { insertTestUser, setupTestDatabase } from '../helpers/test-database';
import {
  emailExists,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  insertUserIfAbsent,
  pageUsers,
  updatePasswordHash,
  updateProfile,
  updateStatus,
  usernameExists,
} from '../../src/repositories/users';

const ctx = setupTestDatabase();
const LATER = new Date(START_TIME.getTime() + 60_000);
const newUser = (username: string) => ({
  username,
  email: `${username}@example.com`,
  passwordHash: 'scrypt$test',
  createdAt: START_TIME,
  updatedAt: START_TIME,
});

describe('users repository', () => {
  it('finds a user by id, username and email, and tells taken names and addresses', async () => {
    const id = await insertUser(ctx.db, newUser('wendy'));
    expect((await findUserById(ctx.db, id))?.username).toBe('wendy');
    expect((await findUserByUsername(ctx.db, 'wendy'))?.id).toBe(id);
    expect((await findUserByEmail(ctx.db, 'wendy@example.com'))?.id).toBe(id);
    expect(await findUserById(ctx.db, id + 1)).toBeUndefined();
    expect(await findUserByUsername(ctx.db, 'Wendy')).toBeUndefined();
    expect(await usernameExists(ctx.db, 'wendy')).toBe(true);
    expect(await usernameExists(ctx.db, 'xavier')).toBe(false);
    expect(await emailExists(ctx.db, 'wendy@example.com')).toBe(true);
    expect(await emailExists(ctx.db, 'xavier@example.com')).toBe(false);
  });

  it('refuses a duplicate username on insert, and inserts only once when asked to create if absent', async () => {
    await insertUser(ctx.db, newUser('wendy'));
    await expect(insertUser(ctx.db, { ...newUser('wendy'), email: 'other@example.com' })).rejects.toThrow();
    const created = await insertUserIfAbsent(ctx.db, newUser('yara'));
    expect(created).toEqual(expect.any(Number));
    expect(await insertUserIfAbsent(ctx.db, { ...newUser('yara'), email: 'yara2@example.com' })).toBeNull();
  });

  it('updates the profile, the password hash and the status with the time of the change', async () => {
    const id = await insertTestUser(ctx.db, 'zoe');
    const edited = await updateProfile(ctx.db, id, { nickname: 'Z', bio: null }, LATER);
    expect(edited).toMatchObject({ nickname: 'Z', bio: null, updatedAt: LATER });
    await updatePasswordHash(ctx.db, id, 'scrypt$new', LATER);
    expect((await findUserById(ctx.db, id))?.passwordHash).toBe('scrypt$new');
    expect(await updateStatus(ctx.db, id, 0, LATER)).toMatchObject({ status: 0 });
    expect(await updateStatus(ctx.db, id + 100, 0, LATER)).toBeUndefined();
  });

  it('pages in id order with the total, filtering by contained text (wildcards literal) and status', async () => {
    for (const name of ['anna', 'annabel', 'bert', 'joanna', 'an_na']) await insertTestUser(ctx.db, name);
    await insertTestUser(ctx.db, 'off', { status: 0 });
    const second = await pageUsers(ctx.db, {}, { current: 2, size: 2 });
    expect(second.total).toBe(6);
    expect(second.rows.map((r) => r.username)).toEqual(['bert', 'joanna']);
    const anna = await pageUsers(ctx.db, { username: 'ANNA' }, { current: 1, size: 10 });
    expect(anna.rows.map((r) => r.username)).toEqual(['anna', 'annabel', 'joanna']);
    const literal = await pageUsers(ctx.db, { username: 'n_n' }, { current: 1, size: 10 });
    expect(literal.rows.map((r) => r.username)).toEqual(['an_na']);
    expect((await pageUsers(ctx.db, { username: '%' }, { current: 1, size: 10 })).total).toBe(0);
    expect((await pageUsers(ctx.db, { email: 'bert@' }, { current: 1, size: 10 })).total).toBe(1);
    const off = await pageUsers(ctx.db, { status: 0 }, { current: 1, size: 10 });
    expect(off.rows.map((r) => r.username)).toEqual(['off']);
  });
});
