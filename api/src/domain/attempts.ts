// Business rate limits on a database log shared by every API replica: how many of an event, per subject, per window.
import type { Db } from '../db/client';
import { countAttemptsSince, deleteAttempts, insertAttempt } from '../repositories/attempts';

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

export const countRecent = (db: Db, rule: AttemptRule, subject: string, now: Date) =>
  countAttemptsSince(db, rule.kind, subject, new Date(now.getTime() - rule.windowMs));

export const isLimited = async (db: Db, rule: AttemptRule, subject: string, now: Date) =>
  (await countRecent(db, rule, subject, now)) >= rule.max;

export const recordAttempt = (db: Db, rule: AttemptRule, subject: string, now: Date) =>
  insertAttempt(db, rule.kind, subject, now);

export const clearAttempts = (db: Db, rule: AttemptRule, subject: string) =>
  deleteAttempts(db, rule.kind, subject);
