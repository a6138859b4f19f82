// /api/v1/admin: what admins (ADMIN, SUPER_ADMIN) manage beyond accounts; everyone else gets 403.
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminTemplateBody, EnvelopeOf, TemplateIdParams, TemplateSet } from '@modelsmith/contract';
import { markPremium, viewerOf } from '../../domain/templates';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { contextOf } from '../context';

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.put(
    '/templates/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '把公开模板设为或取消高级模板',
        security: [{ bearer: [] }],
        params: TemplateIdParams,
        body: AdminTemplateBody,
        response: { 200: EnvelopeOf(TemplateSet), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      const context = contextOf(app);
      const viewer = await viewerOf(app.db, userId, context.now);
      const set = await markPremium(context, viewer, request.params.id, request.body.premium);
      request.log.info(
        { adminId: userId, templateId: set.id, premium: set.premium },
        '管理员修改了模板的高级标记',
      );
      return ok(set, set.premium ? '已设为高级模板' : '已取消高级模板');
    },
  );
};

export default adminRoutes;
