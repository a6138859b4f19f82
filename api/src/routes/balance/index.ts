// /api/v1/balance: the caller's balance and its ledger, newest first (API.md "Membership and balance").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceData, EnvelopeOf, LedgerEntry, LedgerQuery, PageOf } from '@modelsmith/contract';
import { balanceOf, ledgerPage } from '../../domain/recharge';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';

const security = [{ bearer: [] }];
const tags = ['balance'];

const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '当前余额（分）',
        security,
        response: { 200: EnvelopeOf(BalanceData), ...errorResponses(401) },
      },
    },
    async (request) => ok({ balanceCents: await balanceOf(app.db, requirePrincipal(request).userId) }),
  );

  app.get(
    '/ledger',
    {
      schema: {
        tags,
        summary: '余额流水：每一笔变动（类型、带符号金额、变动后余额、关联单号），最新在前',
        security,
        querystring: LedgerQuery,
        response: { 200: EnvelopeOf(PageOf(LedgerEntry)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await ledgerPage(app.db, requirePrincipal(request).userId, request.query)),
  );
};

export default balanceRoutes;
