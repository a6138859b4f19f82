// SQL on the verification_codes table: the latest code of an address, sends in a window, tries and consumption.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type VerificationType, verificationCodes } from '../db/schema';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** Inside a transaction: serializes work on one address across replicas until the transaction ends. */
export async function lockAddress(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`);
}

export async function latestCode(
  db: Db,
  email: string,
  type: VerificationType,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.type, type)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Codes of every type sent to `email` after `since`. */
export async function countCodesSince(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), gt(verificationCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertCode(
  db: Db,
  code: { email: string; type: VerificationType; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(verificationCodes).values(code).returning({ id: verificationCodes.id });
  return row.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function setCodeAttempts(db: Db, id: number, attempts: number): Promise<void> {
  await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, id));
}

export async function markCodeConsumed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
}
