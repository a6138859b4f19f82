// Password hashes: scrypt with a per-user salt, the parameters in the stored form, only the right password verifies.
import { hashPassword, verifyPassword } from '../../src/domain/password';

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt with its parameters and never the password itself', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('secret123');
  });

  it('salts each hash, and verifies only the right password against either', async () => {
    const first = await hashPassword('secret123');
    const second = await hashPassword('secret123');
    expect(first).not.toBe(second);
    for (const stored of [first, second]) {
      expect(await verifyPassword('secret123', stored)).toBe(true);
      expect(await verifyPassword('secret124', stored)).toBe(false);
      expect(await verifyPassword('', stored)).toBe(false);
    }
  });

  it('refuses a stored value of another scheme or a broken one', async () => {
    const stored = await hashPassword('secret123');
    expect(await verifyPassword('secret123', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('secret123', 'scrypt$test')).toBe(false);
    expect(await verifyPassword('secret123', '')).toBe(false);
  });
});
