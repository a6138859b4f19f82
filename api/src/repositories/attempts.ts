// SQL on the attempts table: the log of counted events (login failures) behind the business rate limits.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema';

export async function countAttemptsSince(
  db: Db,
  kind: string,
  subject: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.kind, kind), eq(attempts.subject, subject), gt(attempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertAttempt(db: Db, kind: string, subject: string, now: Date): Promise<void> {
  await db.insert(attempts).values({ kind, subject, createdAt: now });
}

export async function deleteAttempts(db: Db, kind: string, subject: string): Promise<void> {
  await db.delete(attempts).where(and(eq(attempts.kind, kind), eq(attempts.subject, subject)));
}
