// Email verification codes (PRODUCT.md §4): 6 digits, 10 minutes, 5 tries, 60 s between sends, 10 sends a day,
// stored as an HMAC, single use. All state is in the database so every replica enforces the same limits.
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { VerificationType } from '../db/schema';
import { ApiError, badRequest, conflict, tooManyRequests } from '../http/envelope';
import type { Mail } from '../plugins/mail';
import { emailExists } from '../repositories/users';
import {
  countCodesSince,
  deleteCode,
  insertCode,
  latestCode,
  lockAddress,
  markCodeConsumed,
  setCodeAttempts,
} from '../repositories/verification-codes';
import type { Context } from './context';

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
export const MSG_EMAIL_REGISTERED = '该邮箱已被注册';
export const MSG_EMAIL_NOT_REGISTERED = '该邮箱尚未注册';
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

/** HMAC of a code bound to its address and type, keyed with the verification secret (never the JWT one). */
export const hashCode = (secret: string, email: string, type: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`${email}\n${type}\n${code}`).digest('hex');

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

/** Creates a code within the send limits and hands its mail to `deliver`; a failed delivery takes the code back. */
export async function issueCode(
  { db, secrets, now }: Context,
  email: string,
  type: VerificationType,
  deliver: (mail: Mail) => Promise<void>,
): Promise<void> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // Serializes sends to one address across replicas, so two clicks cannot both pass the interval check.
    await lockAddress(tx, email);
    const wait = await secondsUntilResend(tx, email, type, now);
    if (wait > 0) throw tooManyRequests(msgRetryIn(wait), wait);
    if ((await countCodesSince(tx, email, new Date(now.getTime() - DAY_MS))) >= MAX_SENDS_PER_DAY)
      throw tooManyRequests(MSG_DAILY_LIMIT);
    return insertCode(tx, {
      email,
      type,
      codeHash: hashCode(secrets.verification, email, type, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  try {
    await deliver(codeMail(email, type, code));
  } catch (error) {
    await deleteCode(db, id);
    throw error;
  }
}

/** POST /verification/send: REGISTER only for a new address, LOGIN and RESET_PASSWORD only for a registered one. */
export async function sendCode(
  context: Context,
  email: string,
  type: VerificationType,
  deliver: (mail: Mail) => Promise<void>,
): Promise<void> {
  const registered = await emailExists(context.db, email);
  if (type === 'REGISTER' && registered) throw conflict(MSG_EMAIL_REGISTERED);
  if (type !== 'REGISTER' && !registered) throw badRequest(MSG_EMAIL_NOT_REGISTERED);
  await issueCode(context, email, type, deliver);
}

type CheckResult = { ok: true } | { ok: false; error: ApiError };

/** Consumes the latest code of this address and type if `code` matches; a wrong code uses up one of 5 tries. */
export async function consumeCode(
  { db, secrets, now }: Context,
  email: string,
  type: VerificationType,
  code: string,
): Promise<void> {
  // The transaction returns the failure instead of throwing it, so a wrong try is still counted.
  const result = await db.transaction(async (tx): Promise<CheckResult> => {
    await lockAddress(tx, email);
    const latest = await latestCode(tx, email, type);
    if (!latest || latest.consumedAt !== null) return { ok: false, error: badRequest(MSG_CODE_INVALID) };
    if (latest.attempts >= MAX_CODE_TRIES)
      return { ok: false, error: tooManyRequests(MSG_CODE_TOO_MANY_TRIES) };
    if (latest.expiresAt.getTime() <= now.getTime())
      return { ok: false, error: badRequest(MSG_CODE_EXPIRED) };
    const expected = Buffer.from(latest.codeHash);
    const actual = Buffer.from(hashCode(secrets.verification, email, type, code));
    if (!crypto.timingSafeEqual(actual, expected)) {
      const tries = latest.attempts + 1;
      await setCodeAttempts(tx, latest.id, tries);
      return tries >= MAX_CODE_TRIES
        ? { ok: false, error: tooManyRequests(MSG_CODE_TOO_MANY_TRIES) }
        : { ok: false, error: badRequest(msgWrongCode(MAX_CODE_TRIES - tries)) };
    }
    await markCodeConsumed(tx, latest.id, now);
    return { ok: true };
  });
  if (!result.ok) throw result.error;
}
