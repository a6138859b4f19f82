// The first SUPER_ADMIN (PRODUCT.md §4): created once, whichever replica starts first; a generated password is printed once.
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { insertUserIfAbsent } from '../repositories/users';
import { hashPassword } from './password';

export interface SeedResult {
  created: boolean;
  /** Only when this call created the admin with a password it generated. */
  generatedPassword: string | null;
}

/** 16 letters and digits, always with both. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(14);
  const body = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `${body}a${crypto.randomInt(10)}`;
}

export async function seedAdmin(
  db: Db,
  admin: { username: string; password: string | null },
  now: Date,
): Promise<SeedResult> {
  const password = admin.password ?? generatePassword();
  // The unique username makes a second start, or a second replica starting at once, a no-op.
  const id = await insertUserIfAbsent(db, {
    username: admin.username,
    email: `${admin.username.toLowerCase()}@modelsmith.local`,
    passwordHash: await hashPassword(password),
    nickname: '超级管理员',
    role: 'SUPER_ADMIN',
    createdAt: now,
    updatedAt: now,
  });
  const created = id !== null;
  return { created, generatedPassword: created && admin.password === null ? password : null };
}
