// Getting an account and a session: register, password login with its lockout, login by email code, password reset.
import type { UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http/envelope';
import { revokeUserSessions } from '../repositories/sessions';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  updatePasswordHash,
  usernameExists,
} from '../repositories/users';
import {
  clearAttempts,
  isLimited,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USERNAME,
  recordAttempt,
} from './attempts';
import type { Context } from './context';
import { hashPassword, verifyPassword } from './password';
import { issueToken } from './sessions';
import { consumeCode } from './verification';

export const MSG_BAD_CREDENTIALS = '用户名或密码错误';
export const MSG_DISABLED = '账号已被禁用';
export const MSG_LOGIN_LOCKED = '登录失败次数过多，请 15 分钟后再试';
export const MSG_USERNAME_TAKEN = '用户名已存在';
export const MSG_EMAIL_TAKEN = '邮箱已被注册';
export const MSG_EMAIL_UNKNOWN = '该邮箱尚未注册';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || Boolean(e.message?.includes(constraint)));
};

/** The token of a username and password; failures count towards the per-username and per-address lockouts. */
export async function loginWithPassword(
  context: Context,
  credentials: { username: string; password: string; ip: string },
): Promise<string> {
  const { db, now } = context;
  const { username, password, ip } = credentials;
  if (
    (await isLimited(db, LOGIN_FAILURES_PER_USERNAME, username, now)) ||
    (await isLimited(db, LOGIN_FAILURES_PER_IP, ip, now))
  )
    throw tooManyRequests(MSG_LOGIN_LOCKED);
  const user = await findUserByUsername(db, username);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    await recordAttempt(db, LOGIN_FAILURES_PER_USERNAME, username, now);
    await recordAttempt(db, LOGIN_FAILURES_PER_IP, ip, now);
    throw badRequest(MSG_BAD_CREDENTIALS);
  }
  if (user.status !== 1) throw forbidden(MSG_DISABLED);
  await clearAttempts(db, LOGIN_FAILURES_PER_USERNAME, username);
  return issueToken(context, user);
}

async function registeredUser(context: Context, email: string): Promise<UserRow> {
  const user = await findUserByEmail(context.db, email);
  if (!user) throw badRequest(MSG_EMAIL_UNKNOWN);
  return user;
}

/** The token of a registered address that presents its mailed LOGIN code. */
export async function loginWithEmailCode(context: Context, email: string, code: string): Promise<string> {
  const user = await registeredUser(context, email);
  await consumeCode(context, email, 'LOGIN', code);
  if (user.status !== 1) throw forbidden(MSG_DISABLED);
  return issueToken(context, user);
}

/** The new account's id. Duplicates are refused before the code is checked, so a taken name does not burn it. */
export async function register(
  context: Context,
  account: { username: string; password: string; email: string; code: string },
): Promise<number> {
  const { db, now } = context;
  const { username, email } = account;
  if (await usernameExists(db, username)) throw conflict(MSG_USERNAME_TAKEN);
  if (await findUserByEmail(db, email)) throw conflict(MSG_EMAIL_TAKEN);
  await consumeCode(context, email, 'REGISTER', account.code);
  try {
    return await insertUser(db, {
      username,
      email,
      passwordHash: await hashPassword(account.password),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Two registrations racing for one name: the unique constraint decides.
    if (isUniqueViolation(error, 'users_username_unique')) throw conflict(MSG_USERNAME_TAKEN);
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(MSG_EMAIL_TAKEN);
    throw error;
  }
}

/** Forgot-password: a RESET_PASSWORD code sets the new password, ends every session and lifts the lockout. */
export async function resetPassword(
  context: Context,
  reset: { email: string; code: string; newPassword: string },
): Promise<void> {
  const { db, now } = context;
  const user = await registeredUser(context, reset.email);
  await consumeCode(context, reset.email, 'RESET_PASSWORD', reset.code);
  await updatePasswordHash(db, user.id, await hashPassword(reset.newPassword), now);
  await revokeUserSessions(db, user.id, now);
  await clearAttempts(db, LOGIN_FAILURES_PER_USERNAME, user.username);
}
