// /api/v1/admin: what admins (ADMIN, SUPER_ADMIN) manage beyond accounts (template premium flags, the recharge
// desk, payment QR codes, figures); everyone else gets 403.
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminTemplateBody, EnvelopeOf, TemplateIdParams, TemplateSet } from '@modelsmith/contract';
import { markPremium, viewerOf } from '../../domain/templates';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { recordAdminAction } from '../../repositories/admin-actions';
import { contextOf } from '../context';
import rechargeDeskRoutes from './recharge-desk';

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
      await recordAdminAction(app.db, {
        adminId: userId,
        action: set.premium ? 'TEMPLATE_MARK_PREMIUM' : 'TEMPLATE_UNMARK_PREMIUM',
        targetType: 'TEMPLATE_SET',
        targetId: set.id,
        createdAt: context.now,
      });
      request.log.info(
        { adminId: userId, templateId: set.id, premium: set.premium },
        '管理员修改了模板的高级标记',
      );
      return ok(set, set.premium ? '已设为高级模板' : '已取消高级模板');
    },
  );

  await app.register(rechargeDeskRoutes);
};

export default adminRoutes;
