// /api/v1/admin: the recharge desk (orders, approve, reject), payment QR codes and the desk's figures. The admin
// hook of the parent plugin has already refused everyone but ADMIN and SUPER_ADMIN; every change is audited.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  AdminQrCodesQuery,
  AdminRechargeOrdersQuery,
  AdminStats,
  CreateQrCodeBody,
  EnvelopeOf,
  OrderIdParams,
  PageOf,
  QrCode,
  QrCodeIdParams,
  RechargeOrder,
  RejectBody,
  UpdateQrCodeBody,
} from '@modelsmith/contract';
import {
  createQrCode,
  editQrCode,
  qrCodesPage,
  removeQrCode,
  saveQrImage,
} from '../../domain/payment-qrcodes';
import { adminOrdersPage, adminStats, approveOrder, rejectOrder } from '../../domain/recharge';
import { badRequest, errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { contextOf } from '../context';

const security = [{ bearer: [] }];
const tags = ['admin'];

const rechargeDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminId = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  app.get(
    '/recharge/orders',
    {
      schema: {
        tags,
        summary: '充值订单（待审核在前，其后最新在前），可按状态与用户名筛选',
        security,
        querystring: AdminRechargeOrdersQuery,
        response: { 200: EnvelopeOf(PageOf(RechargeOrder)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await adminOrdersPage(app.db, request.query)),
  );

  app.post(
    '/recharge/orders/:id/approve',
    {
      schema: {
        tags,
        summary: '审核通过：金额记入用户余额，只记一次；订单已不是待审核时 409 且不做任何更改',
        security,
        params: OrderIdParams,
        response: { 200: EnvelopeOf(RechargeOrder), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await approveOrder(contextOf(app), adminId(request), request.params.id);
      request.log.info({ adminId: adminId(request), orderNo: order.orderNo }, '充值订单已审核通过');
      return ok(order, '已审核通过，金额已记入用户余额');
    },
  );

  app.post(
    '/recharge/orders/:id/reject',
    {
      schema: {
        tags,
        summary: '拒绝充值订单并写明原因（1–200 个字符）',
        security,
        params: OrderIdParams,
        body: RejectBody,
        response: { 200: EnvelopeOf(RechargeOrder), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await rejectOrder(contextOf(app), adminId(request), request.params.id, request.body.reason),
        '已拒绝',
      ),
  );

  app.get(
    '/qrcodes',
    {
      schema: {
        tags,
        summary: '收款码（含停用的），按排序值、编号升序',
        security,
        querystring: AdminQrCodesQuery,
        response: { 200: EnvelopeOf(PageOf(QrCode)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await qrCodesPage(app.db, request.query)),
  );

  app.post(
    '/qrcodes',
    {
      schema: {
        tags,
        summary: '新建收款码',
        security,
        body: CreateQrCodeBody,
        response: { 200: EnvelopeOf(QrCode), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await createQrCode(contextOf(app), adminId(request), request.body), '收款码已创建'),
  );

  app.put(
    '/qrcodes/:id',
    {
      schema: {
        tags,
        summary: '修改收款码（只修改传入的字段）',
        security,
        params: QrCodeIdParams,
        body: UpdateQrCodeBody,
        response: { 200: EnvelopeOf(QrCode), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await editQrCode(contextOf(app), adminId(request), request.params.id, request.body), '收款码已保存'),
  );

  app.delete(
    '/qrcodes/:id',
    {
      schema: {
        tags,
        summary: '删除收款码',
        security,
        params: QrCodeIdParams,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeQrCode(contextOf(app), adminId(request), request.params.id);
      return ok(null, '收款码已删除');
    },
  );

  app.post(
    '/qrcodes/image',
    {
      schema: {
        tags,
        summary: '上传收款码图片（multipart 字段 file；PNG/JPEG/WebP，不超过 2 MB，按文件内容判断）',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: EnvelopeOf(Type.Object({ url: Type.String() })),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传，文件字段名为 file');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片（字段名 file）');
      const url = await saveQrImage(contextOf(app), adminId(request), await part.toBuffer());
      return ok({ url }, '图片已上传');
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: '管理概览：用户数、待审核订单数与金额、本月（北京时间）已到账订单数与金额、余额总额',
        security,
        response: { 200: EnvelopeOf(AdminStats), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await adminStats(app.db, app.now())),
  );
};

export default rechargeDeskRoutes;
