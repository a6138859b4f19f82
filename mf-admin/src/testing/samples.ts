// Sample server data for mf-admin's page tests, shaped as API.md answers it.
import type { AdminStats, Page, QrCode, RechargeOrder } from '@modelsmith/contract';

export const pageOf = <T>(records: T[], total = records.length): Page<T> => ({
  records,
  total,
  current: 1,
  size: 10,
});

export const stats: AdminStats = {
  users: 12,
  pendingOrders: 2,
  pendingAmountCents: 15_000,
  approvedThisMonthOrders: 4,
  approvedThisMonthCents: 88_800,
  balancesCents: 123_456,
};

export const pendingOrder: RechargeOrder = {
  id: 31,
  orderNo: 'R202611230001',
  amountCents: 10_000,
  channel: 'WECHAT',
  paymentReference: 'WX4200001234',
  status: 'PENDING',
  rejectReason: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  reviewedAt: null,
  user: { id: 7, username: 'alice' },
};

export const rejectedOrder: RechargeOrder = {
  id: 30,
  orderNo: 'R202611220009',
  amountCents: 5_000,
  channel: 'ALIPAY',
  paymentReference: 'ALI2026112299',
  status: 'REJECTED',
  rejectReason: '未查到该笔转账',
  createdAt: '2026-11-22T02:00:00.000Z',
  reviewedAt: '2026-11-22T05:00:00.000Z',
  user: { id: 8, username: 'bob' },
};

export const wechatCode: QrCode = {
  id: 3,
  name: '微信收款（主）',
  channel: 'WECHAT',
  imageUrl: '/uploads/qrcodes/wechat.png',
  accountName: '模型工匠科技',
  enabled: true,
  sort: 1,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
};
