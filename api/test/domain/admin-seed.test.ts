// The first SUPER_ADMIN: created once, idempotent on restarts; a generated password is returned only when created.
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { generatePassword, seedAdmin } from '../../src/domain/admin-seed';
import { PASSWORD_RULE } from '@modelsmith/contract';
import { login } from '../helpers/accounts';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

describe('seedAdmin', () => {
  it('creates the SUPER_ADMIN from the configured password once; later starts change nothing', async () => {
    const first = await seedAdmin(ctx.db, { username: 'admin', password: 'Admin12345' }, ctx.clock.now());
    expect(first).toEqual({ created: true, generatedPassword: null });
    const again = await Promise.all([
      seedAdmin(ctx.db, { username: 'admin', password: 'Other12345' }, ctx.clock.now()),
      seedAdmin(ctx.db, { username: 'admin', password: null }, ctx.clock.now()),
    ]);
    expect(again).toEqual([
      { created: false, generatedPassword: null },
      { created: false, generatedPassword: null },
    ]);
    const rows = await ctx.db.select().from(users).where(eq(users.username, 'admin'));
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('SUPER_ADMIN');
    expect(await login(ctx, 'admin', 'Admin12345')).toBeTruthy();
  });

  it('generates a valid password when none is configured and hands it back once', async () => {
    const result = await seedAdmin(ctx.db, { username: 'chief', password: null }, ctx.clock.now());
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(PASSWORD_RULE.pattern);
    expect(await login(ctx, 'chief', result.generatedPassword!)).toBeTruthy();
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
