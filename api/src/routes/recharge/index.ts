// /api/v1/recharge: the enabled payment QR codes and the caller's recharge orders (file, list, cancel).
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CreateRechargeBody,
  EnvelopeOf,
  OrderIdParams,
  PageOf,
  PaymentQrCode,
  QrCodesQuery,
  RechargeOrder,
  RechargeOrdersQuery,
} from '@modelsmith/contract';
import { paymentQrCodes } from '../../domain/payment-qrcodes';
import { cancelOrder, fileOrder, ordersPage } from '../../domain/recharge';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { contextOf } from '../context';

const security = [{ bearer: [] }];
const tags = ['recharge'];

const rechargeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/qrcodes',
    {
      schema: {
        tags,
        summary: '可用的收款码（可按渠道筛选），按排序值、编号升序',
        security,
        querystring: QrCodesQuery,
        response: { 200: EnvelopeOf(Type.Array(PaymentQrCode)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await paymentQrCodes(app.db, request.query.channel)),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: '提交充值订单（扫码付款后填写付款凭证号），状态为待审核',
        security,
        body: CreateRechargeBody,
        response: { 200: EnvelopeOf(RechargeOrder), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      ok(
        await fileOrder(contextOf(app), requirePrincipal(request).userId, request.body),
        '充值订单已提交，管理员审核通过后到账',
      ),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: '我的充值订单，最新在前，可按状态筛选',
        security,
        querystring: RechargeOrdersQuery,
        response: { 200: EnvelopeOf(PageOf(RechargeOrder)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await ordersPage(app.db, requirePrincipal(request).userId, request.query)),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: '取消待审核的充值订单',
        security,
        params: OrderIdParams,
        response: { 200: EnvelopeOf(RechargeOrder), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await cancelOrder(contextOf(app), requirePrincipal(request).userId, request.params.id),
        '订单已取消',
      ),
  );
};

export default rechargeRoutes;
