// The database-backed attempt log behind business rate limits, shared by every API replica.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema';

export interface AttemptRule {
  kind: string;
  max: number;
  windowMs: number;
}

/** 5 failed logins for one username in 15 minutes lock that username for the rest of the window. */
export const LOGIN_FAILURES_PER_USERNAME: AttemptRule = {
  kind: 'login_fail_user',
  max: 5,
  windowMs: 15 * 60_000,
};
/** Looser per address: many people can share one (office NAT). */
export const LOGIN_FAILURES_PER_IP: AttemptRule = { kind: 'login_fail_ip', max: 20, windowMs: 15 * 60_000 };

export async function countRecent(db: Db, rule: AttemptRule, subject: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.kind, rule.kind), eq(attempts.subject, subject), gt(attempts.createdAt, since)));
  return row?.n ?? 0;
}

export const isLimited = async (db: Db, rule: AttemptRule, subject: string, now: Date) =>
  (await countRecent(db, rule, subject, now)) >= rule.max;

export async function recordAttempt(db: Db, rule: AttemptRule, subject: string, now: Date): Promise<void> {
  await db.insert(attempts).values({ kind: rule.kind, subject, createdAt: now });
}

export async function clearAttempts(db: Db, rule: AttemptRule, subject: string): Promise<void> {
  await db.delete(attempts).where(and(eq(attempts.kind, rule.kind), eq(attempts.subject, subject)));
}
