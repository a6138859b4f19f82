// API answers the billing tests start from: the plans table, memberships, quotes, orders and ledger rows.
import {
  type LedgerEntry,
  type MembershipStatus,
  type Page,
  planViews,
  type RechargeOrder,
  type UpgradeQuote,
} from '@modelsmith/contract';

export const plans = planViews();

export const freeStatus: MembershipStatus = {
  level: 0,
  code: 'FREE',
  levelName: '免费版',
  name: '免费版',
  expiresAt: null,
  limits: plans[0].limits,
  usage: { projects: 2, ownTemplates: 1 },
};

export const enterpriseStatus: MembershipStatus = {
  level: 2,
  code: 'ENTERPRISE',
  levelName: '企业版',
  name: '企业版',
  expiresAt: '2027-03-01T00:00:00.000Z',
  limits: plans[2].limits,
  usage: { projects: 12, ownTemplates: 30 },
};

export const proQuote: UpgradeQuote = {
  level: 1,
  levelName: '专业版',
  months: 12,
  priceCents: 29000,
  creditCents: 0,
  payCents: 29000,
  balanceCents: 50000,
  balanceAfterCents: 21000,
  startsAt: '2026-11-23T00:00:00.000Z',
  expiresAt: '2027-11-23T00:00:00.000Z',
  kind: 'START',
  affordable: true,
};

export const pendingOrder: RechargeOrder = {
  id: 31,
  orderNo: 'R202611230001',
  amountCents: 10000,
  channel: 'WECHAT',
  paymentReference: '4200001234',
  status: 'PENDING',
  rejectReason: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  reviewedAt: null,
};

export const rejectedOrder: RechargeOrder = {
  ...pendingOrder,
  id: 30,
  orderNo: 'R202611220009',
  channel: 'ALIPAY',
  status: 'REJECTED',
  rejectReason: '未查到该笔付款',
  reviewedAt: '2026-11-22T09:00:00.000Z',
};

export const ledgerRows: LedgerEntry[] = [
  {
    id: 3,
    type: 'MEMBERSHIP',
    amountCents: -2900,
    balanceAfterCents: 7100,
    reference: 'M20261120',
    description: '购买专业版 1 个月',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 2,
    type: 'RECHARGE',
    amountCents: 10000,
    balanceAfterCents: 10000,
    reference: 'R202611190001',
    description: '充值到账',
    createdAt: '2026-11-19T08:00:00.000Z',
  },
];

export const pageOf = <T>(records: T[], total = records.length): Page<T> => ({
  records,
  total,
  current: 1,
  size: 10,
});
