// SQL on verification codes: the latest of an address and type, sends counted across types, tries and consumption.
import {
  countCodesSince,
  deleteCode,
  insertCode,
  latestCode,
  markCodeConsumed,
  setCodeAttempts,
} from '../../src/repositories/verification-codes';
import { START_TIME } from '../helpers/test-app';
import { setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();
const EMAIL = 'vic@example.com';
const at = (ms: number) => new Date(START_TIME.getTime() + ms);
const code = (type: 'REGISTER' | 'LOGIN', createdAt: Date, codeHash = 'h') => ({
  email: EMAIL,
  type,
  codeHash,
  createdAt,
  expiresAt: new Date(createdAt.getTime() + 600_000),
});

describe('verification codes repository', () => {
  it('answers the latest code of the address and type', async () => {
    await insertCode(ctx.db, code('REGISTER', at(0), 'first'));
    await insertCode(ctx.db, code('REGISTER', at(1000), 'second'));
    await insertCode(ctx.db, code('LOGIN', at(2000), 'login'));
    expect((await latestCode(ctx.db, EMAIL, 'REGISTER'))?.codeHash).toBe('second');
    expect((await latestCode(ctx.db, EMAIL, 'LOGIN'))?.codeHash).toBe('login');
    expect(await latestCode(ctx.db, 'other@example.com', 'LOGIN')).toBeUndefined();
  });

  it('counts every type sent after a moment', async () => {
    await insertCode(ctx.db, code('REGISTER', at(0)));
    await insertCode(ctx.db, code('LOGIN', at(1000)));
    await insertCode(ctx.db, code('REGISTER', at(2000)));
    expect(await countCodesSince(ctx.db, EMAIL, at(-1))).toBe(3);
    expect(await countCodesSince(ctx.db, EMAIL, at(0))).toBe(2);
    expect(await countCodesSince(ctx.db, 'other@example.com', at(-1))).toBe(0);
  });

  it('records tries and consumption, and deletes a code', async () => {
    const id = await insertCode(ctx.db, code('REGISTER', at(0)));
    await setCodeAttempts(ctx.db, id, 3);
    await markCodeConsumed(ctx.db, id, at(5000));
    expect(await latestCode(ctx.db, EMAIL, 'REGISTER')).toMatchObject({
      id,
      attempts: 3,
      consumedAt: at(5000),
    });
    await deleteCode(ctx.db, id);
    expect(await latestCode(ctx.db, EMAIL, 'REGISTER')).toBeUndefined();
  });
});
