// Administration of accounts: the paged user list and enabling/disabling (ADMIN and SUPER_ADMIN only).
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listUsers, setUserStatus } from '../../domain/administration';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { EnvelopeOf, PageOf, StatusQuery, User, UserIdParams, UserPageQuery } from '@modelsmith/contract';

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/page',
    {
      schema: {
        tags: ['admin'],
        summary: '用户列表（分页；用户名、邮箱包含匹配，可按状态筛选）',
        security: [{ bearer: [] }],
        querystring: UserPageQuery,
        response: { 200: EnvelopeOf(PageOf(User)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query)),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: '启用（1）或禁用（0）用户；禁用后该用户的登录立即失效',
        security: [{ bearer: [] }],
        params: UserIdParams,
        querystring: StatusQuery,
        response: { 200: EnvelopeOf(User), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const user = await setUserStatus(
        app.db,
        requirePrincipal(request),
        request.params.id,
        status,
        app.now(),
      );
      return ok(user, status === 0 ? '已禁用' : '已启用');
    },
  );
};

export default adminRoutes;
