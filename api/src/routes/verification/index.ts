// POST /verification/send and GET /verification/check-interval (seed §7).
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { issueCode, secondsUntilResend } from '../../domain/verification';
import { badRequest, conflict, errorResponses, ok } from '../../http/envelope';
import { CheckIntervalQuery, EnvelopeOf, normalizeEmail, SendCodeBody } from '@modelsmith/contract';

const verificationRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/send',
    {
      schema: {
        tags: ['verification'],
        summary: '发送邮箱验证码',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: SendCodeBody,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { type } = request.body;
      const [account] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (type === 'REGISTER' && account) throw conflict('该邮箱已被注册');
      if (type !== 'REGISTER' && !account) throw badRequest('该邮箱尚未注册');
      await issueCode({ db: app.db, secret: config.jwtSecret, now: app.now() }, email, type, (mail) =>
        app.mailer.send(mail),
      );
      return ok(null, '验证码已发送，请查收邮件');
    },
  );

  app.get(
    '/check-interval',
    {
      schema: {
        tags: ['verification'],
        summary: '距离可再次发送验证码的秒数（0 表示现在可以发送）',
        querystring: CheckIntervalQuery,
        response: { 200: EnvelopeOf(Type.Integer({ minimum: 0 })), ...errorResponses(400) },
      },
    },
    async (request) =>
      ok(
        await secondsUntilResend(app.db, normalizeEmail(request.query.email), request.query.type, app.now()),
      ),
  );
};

export default verificationRoutes;
