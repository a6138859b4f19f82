// Recharge and the admin's desk (API.md "Membership and balance", "Administration"; PRODUCT.md §5): orders filed,
// listed, cancelled; approval credits once under 20 concurrent clicks; reject with a reason; ownership and role;
// QR codes (CRUD, images checked by content, what users see); the desk's figures; every admin change audited.
import type {
  AdminStats,
  LedgerEntry,
  Page,
  PaymentQrCode,
  QrCode,
  RechargeOrder,
} from '@modelsmith/contract';
import { adminActions } from '../../src/db/schema';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { adminToken, expectConsistentLedger, fileOrder } from '../helpers/money';
import { setupTestApp } from '../helpers/test-app';
import { PNG, upload, WEBP } from '../helpers/upload';

const ctx = setupTestApp();

const balance = async (token: string) =>
  body<{ balanceCents: number }>(await json(ctx, 'GET', '/balance', token)).data.balanceCents;

const approve = (token: string, id: number) =>
  json(ctx, 'POST', `/admin/recharge/orders/${id}/approve`, token);
const reject = (token: string, id: number, reason?: unknown) =>
  json(ctx, 'POST', `/admin/recharge/orders/${id}/reject`, token, reason === undefined ? {} : { reason });

describe('recharge orders', () => {
  it('files a PENDING order with a unique order number and lists it, newest first, filtered by status', async () => {
    const ann = await createAccount(ctx, 'ann');
    const first = await fileOrder(ctx, ann.token, 100, 'ALIPAY');
    const second = await fileOrder(ctx, ann.token, 5_000_000);
    expect(first).toMatchObject({
      amountCents: 100,
      channel: 'ALIPAY',
      status: 'PENDING',
      rejectReason: null,
      reviewedAt: null,
    });
    expect(first.orderNo).toMatch(/^R\d{22}$/);
    expect(first.orderNo).not.toBe(second.orderNo);
    const page = body<Page<RechargeOrder>>(await json(ctx, 'GET', '/recharge/orders', ann.token)).data;
    expect(page).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.records.map((o) => o.id)).toEqual([second.id, first.id]);
    await json(ctx, 'POST', `/recharge/orders/${first.id}/cancel`, ann.token);
    const cancelled = body<Page<RechargeOrder>>(
      await json(ctx, 'GET', '/recharge/orders?status=CANCELLED', ann.token),
    ).data;
    expect(cancelled.records.map((o) => [o.id, o.status])).toEqual([[first.id, 'CANCELLED']]);
  });

  it.each([
    [{ amountCents: 99, channel: 'WECHAT', paymentReference: 'x' }, '充值金额需为 ¥1.00–¥50,000.00'],
    [{ amountCents: 5_000_001, channel: 'WECHAT', paymentReference: 'x' }, '充值金额需为 ¥1.00–¥50,000.00'],
    [{ amountCents: 10.5, channel: 'WECHAT', paymentReference: 'x' }, '充值金额需为 ¥1.00–¥50,000.00'],
    [{ amountCents: 1000, channel: 'PAYPAL', paymentReference: 'x' }, '支付渠道 channel 只能是'],
    [{ amountCents: 1000, channel: 'WECHAT', paymentReference: '   ' }, '请填写付款凭证号'],
    [{ amountCents: 1000, channel: 'WECHAT' }, '请填写付款凭证号'],
  ])('refuses %j with a Chinese message', async (payload, message) => {
    const bob = await createAccount(ctx, 'bob');
    const response = await json(ctx, 'POST', '/recharge/orders', bob.token, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toContain(message);
    expect(body<Page<RechargeOrder>>(await json(ctx, 'GET', '/recharge/orders', bob.token)).data.total).toBe(
      0,
    );
  });

  it('cancels only a PENDING order of the caller: another user gets 404, a settled order 409', async () => {
    const desk = await adminToken(ctx);
    const cat = await createAccount(ctx, 'cat');
    const dan = await createAccount(ctx, 'dan');
    const order = await fileOrder(ctx, cat.token, 1000);
    const stranger = await json(ctx, 'POST', `/recharge/orders/${order.id}/cancel`, dan.token);
    expect(stranger.statusCode).toBe(404);
    expect(body(stranger).message).toBe('充值订单不存在');
    expect((await json(ctx, 'POST', '/recharge/orders/9999/cancel', cat.token)).statusCode).toBe(404);
    const cancelled = await json(ctx, 'POST', `/recharge/orders/${order.id}/cancel`, cat.token);
    expect(body<RechargeOrder>(cancelled).data.status).toBe('CANCELLED');
    const again = await json(ctx, 'POST', `/recharge/orders/${order.id}/cancel`, cat.token);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('该订单已取消，不能再取消');
    const approvedLater = await approve(desk, order.id);
    expect(approvedLater.statusCode).toBe(409);
    expect(await balance(cat.token)).toBe(0);
  });

  it('limits a user to 20 pending orders at once', async () => {
    const eve = await createAccount(ctx, 'eve');
    for (let i = 0; i < 20; i += 1) await fileOrder(ctx, eve.token, 100 + i);
    const response = await json(ctx, 'POST', '/recharge/orders', eve.token, {
      amountCents: 500,
      channel: 'WECHAT',
      paymentReference: 'one-too-many',
    });
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toContain('已有 20 笔充值订单待审核');
  });
});

describe('the admin recharge desk', () => {
  it('refuses USER with 403 on every admin call and without a session with 401', async () => {
    const fay = await createAccount(ctx, 'fay');
    const order = await fileOrder(ctx, fay.token, 1000);
    for (const [method, url] of [
      ['GET', '/admin/recharge/orders'],
      ['POST', `/admin/recharge/orders/${order.id}/approve`],
      ['POST', `/admin/recharge/orders/${order.id}/reject`],
      ['GET', '/admin/qrcodes'],
      ['POST', '/admin/qrcodes'],
      ['PUT', '/admin/qrcodes/1'],
      ['DELETE', '/admin/qrcodes/1'],
      ['GET', '/admin/stats'],
    ] as const) {
      expect((await json(ctx, method, url, fay.token, method === 'GET' ? undefined : {})).statusCode).toBe(
        403,
      );
      expect((await json(ctx, method, url, null)).statusCode).toBe(401);
    }
    expect(await balance(fay.token)).toBe(0);
  });

  it('lists every order with its user, pending first, filtered by status and username', async () => {
    const desk = await adminToken(ctx);
    const gus = await createAccount(ctx, 'gus');
    const hal = await createAccount(ctx, 'Hal_Jordan');
    const a = await fileOrder(ctx, gus.token, 1000);
    const b = await fileOrder(ctx, hal.token, 2000);
    const c = await fileOrder(ctx, gus.token, 3000);
    await approve(desk, c.id);
    const page = body<Page<RechargeOrder>>(await json(ctx, 'GET', '/admin/recharge/orders', desk)).data;
    expect(page.records.map((o) => [o.id, o.status, o.user?.username])).toEqual([
      [b.id, 'PENDING', 'Hal_Jordan'],
      [a.id, 'PENDING', 'gus'],
      [c.id, 'APPROVED', 'gus'],
    ]);
    const byName = body<Page<RechargeOrder>>(
      await json(ctx, 'GET', '/admin/recharge/orders?username=hal_', desk),
    ).data;
    expect(byName.records.map((o) => o.id)).toEqual([b.id]);
    const approved = body<Page<RechargeOrder>>(
      await json(ctx, 'GET', '/admin/recharge/orders?status=APPROVED', desk),
    ).data;
    expect(approved.records.map((o) => o.id)).toEqual([c.id]);
  });

  it('approves once: the balance and the ledger show it, a second approval is 409 and changes nothing', async () => {
    const desk = await adminToken(ctx);
    const ivy = await createAccount(ctx, 'ivy');
    const order = await fileOrder(ctx, ivy.token, 12_345);
    const response = await approve(desk, order.id);
    expect(response.statusCode).toBe(200);
    expect(body<RechargeOrder>(response).data).toMatchObject({
      status: 'APPROVED',
      reviewedAt: ctx.clock.now().toISOString(),
      user: { id: ivy.id, username: 'ivy' },
    });
    expect(await balance(ivy.token)).toBe(12_345);
    const ledger = body<Page<LedgerEntry>>(await json(ctx, 'GET', '/balance/ledger', ivy.token)).data;
    expect(ledger.records).toEqual([
      {
        id: expect.any(Number),
        type: 'RECHARGE',
        amountCents: 12_345,
        balanceAfterCents: 12_345,
        reference: order.orderNo,
        description: '微信充值',
        createdAt: ctx.clock.now().toISOString(),
      },
    ]);
    const again = await approve(desk, order.id);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ code: 409, message: '该订单已到账，不能再审核', data: null });
    const rejectLater = await reject(desk, order.id, '重复');
    expect(rejectLater.statusCode).toBe(409);
    expect(await balance(ivy.token)).toBe(12_345);
    expect((await approve(desk, 99999)).statusCode).toBe(404);
  });

  it('credits exactly once when 20 approvals of one order arrive at once, from several admins', async () => {
    const desks = await Promise.all([adminToken(ctx), adminToken(ctx), adminToken(ctx), adminToken(ctx)]);
    const jon = await createAccount(ctx, 'jon');
    await fileOrder(ctx, jon.token, 500);
    const order = await fileOrder(ctx, jon.token, 8_800);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approve(desks[i % desks.length], order.id)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await balance(jon.token)).toBe(8_800);
    expect(await expectConsistentLedger(ctx, jon.id)).toBe(8_800);
    const audit = await ctx.db.select().from(adminActions);
    expect(audit.filter((a) => a.action === 'RECHARGE_APPROVE')).toHaveLength(1);
  }, 60_000);

  it('rejects with a reason (1–200 characters), recorded with the admin who did it', async () => {
    const desk = await createAccount(ctx, 'kim', 'SUPER_ADMIN');
    const lou = await createAccount(ctx, 'lou');
    const order = await fileOrder(ctx, lou.token, 3000);
    for (const reason of [undefined, '', '  ', 'x'.repeat(201)]) {
      const refused = await reject(desk.token, order.id, reason);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).message).toContain('请填写拒绝原因');
    }
    const response = await reject(desk.token, order.id, '未查到这笔付款');
    expect(body<RechargeOrder>(response).data).toMatchObject({
      status: 'REJECTED',
      rejectReason: '未查到这笔付款',
    });
    expect(await balance(lou.token)).toBe(0);
    const mine = body<Page<RechargeOrder>>(await json(ctx, 'GET', '/recharge/orders', lou.token)).data;
    expect(mine.records[0]).toMatchObject({ status: 'REJECTED', rejectReason: '未查到这笔付款' });
    const [audit] = await ctx.db.select().from(adminActions);
    expect(audit).toMatchObject({
      adminId: desk.id,
      action: 'RECHARGE_REJECT',
      targetType: 'RECHARGE_ORDER',
      targetId: String(order.id),
      createdAt: ctx.clock.now(),
    });
  });

  it('answers the figures: users, pending count and amount, approved this month (China time), balances', async () => {
    const desk = await adminToken(ctx);
    const mia = await createAccount(ctx, 'mia');
    const a = await fileOrder(ctx, mia.token, 1000);
    await fileOrder(ctx, mia.token, 2500);
    await approve(desk, a.id);
    const stats = body<AdminStats>(await json(ctx, 'GET', '/admin/stats', desk)).data;
    expect(stats).toEqual({
      users: 2,
      pendingOrders: 1,
      pendingAmountCents: 2500,
      approvedThisMonthOrders: 1,
      approvedThisMonthCents: 1000,
      balancesCents: 1000,
    });
  });
});

describe('payment QR codes', () => {
  async function uploadImage(token: string, content = PNG) {
    const response = await upload(ctx, '/admin/qrcodes/image', token, content, 'qr.png');
    return { response, url: body<{ url: string } | null>(response).data?.url };
  }

  it('creates, lists, changes and deletes codes; users see only enabled ones, by sort then id', async () => {
    const desk = await adminToken(ctx);
    const ned = await createAccount(ctx, 'ned');
    const { url } = await uploadImage(desk);
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const create = async (name: string, channel: string, sort: number, enabled = true) =>
      body<QrCode>(
        await json(ctx, 'POST', '/admin/qrcodes', desk, {
          name,
          channel,
          imageUrl: url,
          accountName: '模型工匠',
          enabled,
          sort,
        }),
      ).data;
    const w2 = await create('微信二', 'WECHAT', 5);
    const w1 = await create('微信一', 'WECHAT', 1);
    const off = await create('停用的', 'WECHAT', 0, false);
    const ali = await create('支付宝', 'ALIPAY', 0);
    expect(w1).toMatchObject({ name: '微信一', channel: 'WECHAT', enabled: true, sort: 1, imageUrl: url });
    const seen = body<PaymentQrCode[]>(
      await json(ctx, 'GET', '/recharge/qrcodes?channel=WECHAT', ned.token),
    ).data;
    expect(seen).toEqual([
      { id: w1.id, name: '微信一', channel: 'WECHAT', imageUrl: url, accountName: '模型工匠' },
      { id: w2.id, name: '微信二', channel: 'WECHAT', imageUrl: url, accountName: '模型工匠' },
    ]);
    const all = body<PaymentQrCode[]>(await json(ctx, 'GET', '/recharge/qrcodes', ned.token)).data;
    expect(all.map((q) => q.id)).toEqual([ali.id, w1.id, w2.id]);
    const adminPage = body<Page<QrCode>>(await json(ctx, 'GET', '/admin/qrcodes?channel=WECHAT', desk)).data;
    expect(adminPage.records.map((q) => q.id)).toEqual([off.id, w1.id, w2.id]);
    const changed = await json(ctx, 'PUT', `/admin/qrcodes/${w2.id}`, desk, {
      enabled: false,
      name: ' 微信 二 ',
    });
    expect(body<QrCode>(changed).data).toMatchObject({
      enabled: false,
      name: '微信 二',
      sort: 5,
      channel: 'WECHAT',
    });
    expect((await json(ctx, 'DELETE', `/admin/qrcodes/${w1.id}`, desk)).statusCode).toBe(200);
    expect((await json(ctx, 'DELETE', `/admin/qrcodes/${w1.id}`, desk)).statusCode).toBe(404);
    expect((await json(ctx, 'PUT', `/admin/qrcodes/${w1.id}`, desk, { sort: 1 })).statusCode).toBe(404);
    const left = body<PaymentQrCode[]>(
      await json(ctx, 'GET', '/recharge/qrcodes?channel=WECHAT', ned.token),
    ).data;
    expect(left).toEqual([]);
    const actions = (await ctx.db.select().from(adminActions)).map((a) => a.action);
    expect(actions.filter((a) => a === 'QRCODE_CREATE')).toHaveLength(4);
    expect(actions).toContain('QRCODE_UPDATE');
    expect(actions).toContain('QRCODE_DELETE');
    expect(actions).toContain('QRCODE_IMAGE_UPLOAD');
  });

  it('checks images by content (PNG/JPEG/WebP, ≤ 2 MB) and drops an image no code uses any more', async () => {
    const desk = await adminToken(ctx);
    const text = await uploadImage(desk, Buffer.from('not an image at all'));
    expect(body(text.response)).toEqual({
      code: 400,
      message: '只支持 PNG、JPEG 或 WebP 格式的图片',
      data: null,
    });
    const big = await uploadImage(desk, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.response.statusCode).toBe(413);
    const first = (await uploadImage(desk)).url!;
    const second = (await uploadImage(desk, WEBP)).url!;
    const code = body<QrCode>(
      await json(ctx, 'POST', '/admin/qrcodes', desk, {
        name: '收款',
        channel: 'ALIPAY',
        imageUrl: first,
        accountName: '张三',
      }),
    ).data;
    expect(code).toMatchObject({ enabled: true, sort: 0 });
    await json(ctx, 'PUT', `/admin/qrcodes/${code.id}`, desk, { imageUrl: second });
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const served = await ctx.app.inject({ method: 'GET', url: second });
    expect(served.headers['content-type']).toBe('image/webp');
    await json(ctx, 'DELETE', `/admin/qrcodes/${code.id}`, desk);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('refuses codes without a name, account, image or valid channel', async () => {
    const desk = await adminToken(ctx);
    for (const [payload, message] of [
      [{ channel: 'WECHAT', imageUrl: '/a.png', accountName: 'x' }, '收款码名称'],
      [
        { name: 'a', channel: 'WECHAT', imageUrl: 'javascript:alert(1)', accountName: 'x' },
        '请上传收款码图片',
      ],
      [{ name: 'a', channel: 'BANK', imageUrl: '/a.png', accountName: 'x' }, '支付渠道'],
      [{ name: 'a', channel: 'WECHAT', imageUrl: '/a.png', accountName: ' ' }, '收款账户名'],
    ] as const) {
      const response = await json(ctx, 'POST', '/admin/qrcodes', desk, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toContain(message);
    }
  });
});
