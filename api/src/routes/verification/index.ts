// POST /verification/send and GET /verification/check-interval (seed §7).
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { secondsUntilResend, sendCode } from '../../domain/verification';
import { errorResponses, ok } from '../../http/envelope';
import { contextOf } from '../context';
import { CheckIntervalQuery, EnvelopeOf, normalizeEmail, SendCodeBody } from '@modelsmith/contract';

const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      await sendCode(contextOf(app), email, request.body.type, (mail) => app.mailer.send(mail));
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
