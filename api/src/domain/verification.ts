// Email verification codes (PRODUCT.md §4): 6 digits, 10 minutes, 5 tries, 60 s between sends, 10 sends a day,
// stored as an HMAC, single use. All state is in the database so every replica enforces the same limits.
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type VerificationType, verificationCodes } from '../db/schema';
import { ApiError, badRequest, tooManyRequests } from '../http/envelope';
import type { Mail } from '../plugins/mail';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_SENDS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

export const MSG_CODE_INVALID = '验证码无效，请重新获取';
export const MSG_CODE_EXPIRED = '验证码已过期，请重新获取';
export const MSG_CODE_TOO_MANY_TRIES = '验证码错误次数过多，请重新获取';
export const MSG_DAILY_LIMIT = '该邮箱今日获取验证码次数已达上限，请明天再试';
export const msgWrongCode = (left: number) => `验证码错误，还可尝试 ${left} 次`;
export const msgRetryIn = (seconds: number) => `请在 ${seconds} 秒后重试`;

const PURPOSE: Record<VerificationType, { subject: string; action: string }> = {
  REGISTER: { subject: '【模型工匠】注册验证码', action: '注册模型工匠账号' },
  LOGIN: { subject: '【模型工匠】登录验证码', action: '使用邮箱验证码登录模型工匠' },
  RESET_PASSWORD: { subject: '【模型工匠】重置密码验证码', action: '重置模型工匠账号的密码' },
};

export function codeMail(email: string, type: VerificationType, code: string): Mail {
  const purpose = PURPOSE[type];
  return {
    to: email,
    subject: purpose.subject,
    text: [
      '您好！',
      '',
      `您正在${purpose.action}，验证码为：${code}`,
      '',
      '验证码 10 分钟内有效，请勿告诉他人。如非本人操作，请忽略本邮件。',
      '',
      '—— 模型工匠',
    ].join('\n'),
  };
}

const hashCode = (secret: string, email: string, type: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`${email}\n${type}\n${code}`).digest('hex');

async function latestCode(db: Db, email: string, type: VerificationType) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.type, type)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Seconds before another code of this type may be sent to this address; 0 = now. */
export async function secondsUntilResend(
  db: Db,
  email: string,
  type: VerificationType,
  now: Date,
): Promise<number> {
  const latest = await latestCode(db, email, type);
  if (!latest) return 0;
  const leftMs = latest.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

export interface CodeContext {
  db: Db;
  secret: string;
  now: Date;
}

/** Creates a code within the send limits and hands its mail to `deliver`; a failed delivery takes the code back. */
export async function issueCode(
  { db, secret, now }: CodeContext,
  email: string,
  type: VerificationType,
  deliver: (mail: Mail) => Promise<void>,
): Promise<void> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // Serializes sends to one address across replicas, so two clicks cannot both pass the interval check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`);
    const wait = await secondsUntilResend(tx, email, type, now);
    if (wait > 0) throw tooManyRequests(msgRetryIn(wait), wait);
    const [sent] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.email, email),
          gt(verificationCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= MAX_SENDS_PER_DAY) throw tooManyRequests(MSG_DAILY_LIMIT);
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        email,
        type,
        codeHash: hashCode(secret, email, type, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning({ id: verificationCodes.id });
    return row.id;
  });
  try {
    await deliver(codeMail(email, type, code));
  } catch (error) {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    throw error;
  }
}

type CheckResult = { ok: true } | { ok: false; error: ApiError };

/** Consumes the latest code of this address and type if `code` matches; a wrong code uses up one of 5 tries. */
export async function consumeCode(
  { db, secret, now }: CodeContext,
  email: string,
  type: VerificationType,
  code: string,
): Promise<void> {
  // The transaction returns the failure instead of throwing it, so a wrong try is still counted.
  const result = await db.transaction(async (tx): Promise<CheckResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`);
    const latest = await latestCode(tx, email, type);
    if (!latest || latest.consumedAt !== null) return { ok: false, error: badRequest(MSG_CODE_INVALID) };
    if (latest.attempts >= MAX_CODE_TRIES)
      return { ok: false, error: tooManyRequests(MSG_CODE_TOO_MANY_TRIES) };
    if (latest.expiresAt.getTime() <= now.getTime())
      return { ok: false, error: badRequest(MSG_CODE_EXPIRED) };
    const expected = Buffer.from(latest.codeHash);
    const actual = Buffer.from(hashCode(secret, email, type, code));
    if (!crypto.timingSafeEqual(actual, expected)) {
      const tries = latest.attempts + 1;
      await tx.update(verificationCodes).set({ attempts: tries }).where(eq(verificationCodes.id, latest.id));
      return tries >= MAX_CODE_TRIES
        ? { ok: false, error: tooManyRequests(MSG_CODE_TOO_MANY_TRIES) }
        : { ok: false, error: badRequest(msgWrongCode(MAX_CODE_TRIES - tries)) };
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, latest.id));
    return { ok: true };
  });
  if (!result.ok) throw result.error;
}
