// Administration of accounts: the paged user list and enabling/disabling (ADMIN and SUPER_ADMIN only).
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import { revokeUserSessions } from '../../domain/sessions';
import { balancesOf, findUser, toUser } from '../../domain/user-view';
import { errorResponses, forbidden, notFound, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { EnvelopeOf, PageOf, StatusQuery, User, UserIdParams, UserPageQuery } from '@modelsmith/contract';

/** `%` and `_` typed by the admin are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    async (request) => {
      const { current, size, username, email, status } = request.query;
      const filters: SQL[] = [];
      if (username?.trim()) filters.push(ilike(users.username, containing(username.trim())));
      if (email?.trim()) filters.push(ilike(users.email, containing(email.trim().toLowerCase())));
      if (status !== undefined) filters.push(eq(users.status, status));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [{ total }] = await app.db.select({ total: count() }).from(users).where(where);
      const rows = await app.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(size)
        .offset((current - 1) * size);
      const balances = await balancesOf(
        app.db,
        rows.map((r) => r.id),
      );
      return ok({ records: rows.map((r) => toUser(r, balances.get(r.id) ?? 0)), total, current, size });
    },
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
      const actor = requirePrincipal(request);
      const target = await findUser(app.db, request.params.id);
      if (!target) throw notFound('用户不存在');
      if (target.id === actor.userId) throw forbidden('不能修改自己的账号状态');
      if (target.role === 'SUPER_ADMIN' && actor.role !== 'SUPER_ADMIN')
        throw forbidden('无权修改超级管理员的状态');
      const now = app.now();
      const [updated] = await app.db
        .update(users)
        .set({ status: request.query.status, updatedAt: now })
        .where(eq(users.id, target.id))
        .returning();
      if (request.query.status === 0) await revokeUserSessions(app.db, target.id, now);
      const balances = await balancesOf(app.db, [target.id]);
      return ok(
        toUser(updated, balances.get(target.id) ?? 0),
        request.query.status === 0 ? '已禁用' : '已启用',
      );
    },
  );
};

export default adminRoutes;
