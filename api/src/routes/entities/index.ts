// /api/v1/entities: every entity of the caller across projects, with its project's name (API.md "Entities").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllEntitiesQuery, EntityWithProject, EnvelopeOf, PageOf } from '@modelsmith/contract';
import { listOwnedEntities } from '../../domain/entities';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';

const entitiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['entities'],
        summary: '我的全部实体（跨项目；可按项目筛选，keyword 匹配类名、表名、中文名与注释）',
        security: [{ bearer: [] }],
        querystring: AllEntitiesQuery,
        response: { 200: EnvelopeOf(PageOf(EntityWithProject)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listOwnedEntities(app.db, requirePrincipal(request).userId, request.query)),
  );
};

export default entitiesRoutes;
