// Getting and ending a session: login, login-by-email, register, logout, and forgot-password reset.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { loginWithEmailCode, loginWithPassword, register, resetPassword } from '../../domain/accounts';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { revokeSession } from '../../repositories/sessions';
import { contextOf } from '../context';
import {
  EnvelopeOf,
  LoginBody,
  LoginByEmailBody,
  normalizeEmail,
  RegisterBody,
  ResetPasswordBody,
  TokenData,
} from '@modelsmith/contract';

const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'];

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const token = await loginWithPassword(contextOf(app), { username, password, ip: request.ip });
      return ok({ token }, '登录成功');
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
      const token = await loginWithEmailCode(contextOf(app), email, request.body.verificationCode);
      return ok({ token }, '登录成功');
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
      const { username, password, verificationCode: code } = request.body;
      const email = normalizeEmail(request.body.email);
      const id = await register(contextOf(app), { username, password, email, code });
      return ok({ id }, '注册成功');
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
      const { verificationCode: code, newPassword } = request.body;
      const email = normalizeEmail(request.body.email);
      await resetPassword(contextOf(app), { email, code, newPassword });
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
};

export default sessionRoutes;
