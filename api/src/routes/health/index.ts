// GET /api/health: liveness plus which database this replica runs on.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { EnvelopeOf } from '@modelsmith/contract';
import { ok } from '../../http/envelope';

const Health = Type.Object({
  status: Type.Literal('ok'),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
});

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: '健康检查', response: { 200: EnvelopeOf(Health) } } },
    async () => {
      // A round trip proves the database answers, not just that the process is up.
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, db: app.dbKind });
    },
  );
};

export default healthRoutes;
