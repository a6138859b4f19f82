// /api/v1/membership: the plans table, public (the home page shows the plans before anyone signs in).
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EnvelopeOf, PlanView, planViews } from '@modelsmith/contract';
import { ok } from '../../http/envelope';

const membershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['membership'],
        summary: '会员方案：价格、权益与可选月数（12 个月按 10 个月计费）',
        response: { 200: EnvelopeOf(Type.Array(PlanView)) },
      },
    },
    async () => ok(planViews()),
  );
};

export default membershipRoutes;
