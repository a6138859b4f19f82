// Getting and ending a session: login, login-by-email, register, logout, and forgot-password reset.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { type UserRow, users } from '../../db/schema';
import {
  clearAttempts,
  isLimited,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USERNAME,
  recordAttempt,
} from '../../domain/attempts';
import { hashPassword, verifyPassword } from '../../domain/password';
import { issueToken, revokeSession, revokeUserSessions } from '../../domain/sessions';
import { consumeCode } from '../../domain/verification';
import { badRequest, conflict, errorResponses, forbidden, ok, tooManyRequests } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import {
  EnvelopeOf,
  LoginBody,
  LoginByEmailBody,
  normalizeEmail,
  RegisterBody,
  ResetPasswordBody,
  TokenData,
} from '@modelsmith/contract';

export const MSG_BAD_CREDENTIALS = '用户名或密码错误';
export const MSG_DISABLED = '账号已被禁用';
export const MSG_LOGIN_LOCKED = '登录失败次数过多，请 15 分钟后再试';
export const MSG_USERNAME_TAKEN = '用户名已存在';
export const MSG_EMAIL_TAKEN = '邮箱已被注册';
export const MSG_EMAIL_UNKNOWN = '该邮箱尚未注册';

const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'];

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || Boolean(e.message?.includes(constraint)));
};

const sessionRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const codeContext = () => ({ db: app.db, secret: config.jwtSecret, now: app.now() });
  const tokenFor = (user: UserRow) => issueToken(app.db, user, config.jwtSecret, app.now());
  const findByEmail = async (email: string) =>
    (await app.db.select().from(users).where(eq(users.email, email)).limit(1))[0];

  app.post(
    '/login',
    {
      schema: {
        tags: ['users'],
        summary: '用户名密码登录',
        consumes: FORM_OR_JSON,
        body: LoginBody,
        response: { 200: EnvelopeOf(TokenData), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const now = app.now();
      if (
        (await isLimited(app.db, LOGIN_FAILURES_PER_USERNAME, username, now)) ||
        (await isLimited(app.db, LOGIN_FAILURES_PER_IP, request.ip, now))
      )
        throw tooManyRequests(MSG_LOGIN_LOCKED);
      const [user] = await app.db.select().from(users).where(eq(users.username, username)).limit(1);
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        await recordAttempt(app.db, LOGIN_FAILURES_PER_USERNAME, username, now);
        await recordAttempt(app.db, LOGIN_FAILURES_PER_IP, request.ip, now);
        throw badRequest(MSG_BAD_CREDENTIALS);
      }
      if (user.status !== 1) throw forbidden(MSG_DISABLED);
      await clearAttempts(app.db, LOGIN_FAILURES_PER_USERNAME, username);
      return ok({ token: await tokenFor(user) }, '登录成功');
    },
  );

  app.post(
    '/login-by-email',
    {
      schema: {
        tags: ['users'],
        summary: '邮箱验证码登录',
        consumes: FORM_OR_JSON,
        body: LoginByEmailBody,
        response: { 200: EnvelopeOf(TokenData), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findByEmail(email);
      if (!user) throw badRequest(MSG_EMAIL_UNKNOWN);
      await consumeCode(codeContext(), email, 'LOGIN', request.body.verificationCode);
      if (user.status !== 1) throw forbidden(MSG_DISABLED);
      return ok({ token: await tokenFor(user) }, '登录成功');
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['users'],
        summary: '注册',
        consumes: FORM_OR_JSON,
        body: RegisterBody,
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { username, password, verificationCode } = request.body;
      const email = normalizeEmail(request.body.email);
      // Duplicates are refused before the code is checked, so a taken name does not burn the code.
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      if (taken) throw conflict(MSG_USERNAME_TAKEN);
      if (await findByEmail(email)) throw conflict(MSG_EMAIL_TAKEN);
      await consumeCode(codeContext(), email, 'REGISTER', verificationCode);
      const now = app.now();
      try {
        const [created] = await app.db
          .insert(users)
          .values({
            username,
            email,
            passwordHash: await hashPassword(password),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        return ok({ id: created.id }, '注册成功');
      } catch (error) {
        // Two registrations racing for one name: the unique constraint decides.
        if (isUniqueViolation(error, 'users_username_unique')) throw conflict(MSG_USERNAME_TAKEN);
        if (isUniqueViolation(error, 'users_email_unique')) throw conflict(MSG_EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: '退出登录（令牌立即失效）',
        security: [{ bearer: [] }],
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(401) },
      },
    },
    async (request) => {
      await revokeSession(app.db, requirePrincipal(request).sessionId, app.now());
      return ok(null, '已退出登录');
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags: ['users'],
        summary: '忘记密码：用邮箱验证码重置密码',
        consumes: FORM_OR_JSON,
        body: ResetPasswordBody,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findByEmail(email);
      if (!user) throw badRequest(MSG_EMAIL_UNKNOWN);
      await consumeCode(codeContext(), email, 'RESET_PASSWORD', request.body.verificationCode);
      const now = app.now();
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeUserSessions(app.db, user.id, now);
      await clearAttempts(app.db, LOGIN_FAILURES_PER_USERNAME, user.username);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
};

export default sessionRoutes;
