// Schemas of membership, balance, recharge and the admin's recharge desk (API.md "Membership and balance",
// "Administration"; PRODUCT.md §5). Money is integer cents everywhere; the UI shows ¥ with two decimals.
import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageQuery } from './envelope';
import { MEMBERSHIP_PLANS, MONTH_OPTIONS, priceCents } from './plans';
import { MembershipLimits } from './users';

const Id = Type.Integer({ minimum: 1, errorMessage: 'id 需为正整数' });

/* ── Membership ─────────────────────────────────────────────────────────────────────────────── */

export const MonthOption = Type.Object({ months: Type.Integer(), priceCents: Type.Integer() });
export type MonthOption = Static<typeof MonthOption>;

export const PlanView = Type.Object({
  level: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  monthlyPriceCents: Type.Integer(),
  limits: MembershipLimits,
  /** Empty for the free level, which is not bought. */
  monthOptions: Type.Array(MonthOption),
});
export type PlanView = Static<typeof PlanView>;

/** GET /membership/plans: the plans table with each paid level's month options and their prices. */
export const planViews = (): PlanView[] =>
  MEMBERSHIP_PLANS.map((plan) => ({
    level: plan.level,
    code: plan.code,
    name: plan.name,
    monthlyPriceCents: plan.monthlyPriceCents,
    limits: plan.limits,
    monthOptions:
      plan.monthlyPriceCents > 0
        ? MONTH_OPTIONS.map((months) => ({ months, priceCents: priceCents(plan.level, months) }))
        : [],
  }));

export const MembershipUsage = Type.Object({ projects: Type.Integer(), ownTemplates: Type.Integer() });

/** GET /users/membership: the plan in force, its end and what the user has of its limits. */
export const MembershipStatus = Type.Object({
  level: Type.Integer(),
  code: Type.String(),
  levelName: Type.String(),
  /** The same as levelName: the name users/info's membership part carries. */
  name: Type.String(),
  expiresAt: Nullable(Type.String()),
  limits: MembershipLimits,
  usage: MembershipUsage,
});
export type MembershipStatus = Static<typeof MembershipStatus>;

const PAID_LEVELS = MEMBERSHIP_PLANS.filter((plan) => plan.monthlyPriceCents > 0).map((plan) => plan.level);

const LevelField = Type.Integer({
  minimum: Math.min(...PAID_LEVELS),
  maximum: Math.max(...PAID_LEVELS),
  errorMessage: `会员等级 level 只能是 ${PAID_LEVELS.join(' 或 ')}（${MEMBERSHIP_PLANS.filter(
    (plan) => plan.monthlyPriceCents > 0,
  )
    .map((plan) => `${plan.level} ${plan.name}`)
    .join('，')}）`,
});

const MonthsField = Type.Union(
  MONTH_OPTIONS.map((months) => Type.Literal(months)),
  { errorMessage: `购买月数 months 只能是 ${MONTH_OPTIONS.join('、')}` },
);

/** POST /users/membership/upgrade (seed §7, form-encoded). */
export const UpgradeBody = Type.Object({ level: LevelField, months: MonthsField });
export type UpgradeBody = Static<typeof UpgradeBody>;

/** GET /users/membership/quote: what an upgrade would cost now, before the user confirms it. */
export const UpgradeQuote = Type.Object({
  level: Type.Integer(),
  levelName: Type.String(),
  months: Type.Integer(),
  /** The months' price. */
  priceCents: Type.Integer(),
  /** The unused part of the level it replaces, paid back first (0 when extending or starting fresh). */
  creditCents: Type.Integer(),
  /** What leaves the balance: price − credit. */
  payCents: Type.Integer(),
  balanceCents: Type.Integer(),
  balanceAfterCents: Type.Integer(),
  /** When the new membership would start and end. */
  startsAt: Type.String(),
  expiresAt: Type.String(),
  /** EXTEND: the same level, the end moves; START: a paid level from now on. */
  kind: Type.Union([Type.Literal('EXTEND'), Type.Literal('START')]),
  affordable: Type.Boolean(),
});
export type UpgradeQuote = Static<typeof UpgradeQuote>;

export const UpgradeResult = Type.Object({
  membership: MembershipStatus,
  balanceCents: Type.Integer(),
  chargedCents: Type.Integer(),
  creditedCents: Type.Integer(),
});
export type UpgradeResult = Static<typeof UpgradeResult>;

/* ── Balance and ledger ─────────────────────────────────────────────────────────────────────── */

export const LEDGER_TYPES = ['RECHARGE', 'MEMBERSHIP', 'CREDIT', 'ADJUST'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const LEDGER_TYPE_LABELS: Record<LedgerType, string> = {
  RECHARGE: '充值',
  MEMBERSHIP: '购买会员',
  CREDIT: '会员折抵',
  ADJUST: '人工调整',
};

export const BalanceData = Type.Object({ balanceCents: Type.Integer() });
export type BalanceData = Static<typeof BalanceData>;

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  type: Type.Union(LEDGER_TYPES.map((type) => Type.Literal(type))),
  /** Signed: + into the balance, − out of it. */
  amountCents: Type.Integer(),
  balanceAfterCents: Type.Integer(),
  /** The order number or membership purchase the row belongs to. */
  reference: Nullable(Type.String()),
  /** What happened, in words. */
  description: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerQuery = Type.Object({
  ...PageQuery,
  type: Type.Optional(
    Type.Union(
      LEDGER_TYPES.map((type) => Type.Literal(type)),
      { errorMessage: `流水类型 type 只能是 ${LEDGER_TYPES.join('、')}` },
    ),
  ),
});
export type LedgerQuery = Static<typeof LedgerQuery>;

/* ── Recharge ───────────────────────────────────────────────────────────────────────────────── */

export const RECHARGE_CHANNELS = ['WECHAT', 'ALIPAY'] as const;
export type RechargeChannel = (typeof RECHARGE_CHANNELS)[number];
export const RECHARGE_CHANNEL_LABELS: Record<RechargeChannel, string> = { WECHAT: '微信', ALIPAY: '支付宝' };

export const RECHARGE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
export const RECHARGE_STATUS_LABELS: Record<RechargeStatus, string> = {
  PENDING: '待审核',
  APPROVED: '已到账',
  REJECTED: '已拒绝',
  CANCELLED: '已取消',
};

/** ¥1–¥50,000 (PRODUCT.md §5). */
export const RECHARGE_MIN_CENTS = 100;
export const RECHARGE_MAX_CENTS = 5_000_000;
export const PAYMENT_REFERENCE_MAX = 64;
export const REJECT_REASON_MAX = 200;

const ChannelField = Type.Union(
  RECHARGE_CHANNELS.map((channel) => Type.Literal(channel)),
  { errorMessage: '支付渠道 channel 只能是 WECHAT（微信）或 ALIPAY（支付宝）' },
);

const StatusField = Type.Union(
  RECHARGE_STATUSES.map((status) => Type.Literal(status)),
  { errorMessage: `订单状态 status 只能是 ${RECHARGE_STATUSES.join('、')}` },
);

export const RechargeOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  amountCents: Type.Integer(),
  channel: ChannelField,
  paymentReference: Type.String(),
  status: StatusField,
  rejectReason: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
  user: Type.Optional(Type.Object({ id: Type.Integer(), username: Type.String() })),
});
export type RechargeOrder = Static<typeof RechargeOrder>;

export const CreateRechargeBody = Type.Object({
  amountCents: Type.Integer({
    minimum: RECHARGE_MIN_CENTS,
    maximum: RECHARGE_MAX_CENTS,
    errorMessage: '充值金额需为 ¥1.00–¥50,000.00（amountCents 为 100–5000000 的整数，单位分）',
  }),
  channel: ChannelField,
  paymentReference: Type.String({
    minLength: 1,
    maxLength: PAYMENT_REFERENCE_MAX,
    pattern: '\\S',
    errorMessage: `请填写付款凭证号（转账单号或交易号，1–${PAYMENT_REFERENCE_MAX} 个字符）`,
  }),
});
export type CreateRechargeBody = Static<typeof CreateRechargeBody>;

export const RechargeOrdersQuery = Type.Object({ ...PageQuery, status: Type.Optional(StatusField) });
export type RechargeOrdersQuery = Static<typeof RechargeOrdersQuery>;

export const AdminRechargeOrdersQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(StatusField),
  username: Type.Optional(Type.String({ maxLength: 64 })),
});
export type AdminRechargeOrdersQuery = Static<typeof AdminRechargeOrdersQuery>;

export const RejectBody = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: REJECT_REASON_MAX,
    pattern: '\\S',
    errorMessage: `请填写拒绝原因（1–${REJECT_REASON_MAX} 个字符）`,
  }),
});
export type RejectBody = Static<typeof RejectBody>;

export const OrderIdParams = Type.Object({ id: Id });

/* ── Payment QR codes ───────────────────────────────────────────────────────────────────────── */

export const QR_NAME_MAX = 64;
export const QR_ACCOUNT_MAX = 64;
export const QR_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What a user sees of an enabled QR code. */
export const PaymentQrCode = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  channel: ChannelField,
  imageUrl: Type.String(),
  accountName: Type.String(),
});
export type PaymentQrCode = Static<typeof PaymentQrCode>;

export const QrCode = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  channel: ChannelField,
  imageUrl: Type.String(),
  accountName: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type QrCode = Static<typeof QrCode>;

const QrFields = {
  name: Type.String({
    minLength: 1,
    maxLength: QR_NAME_MAX,
    pattern: '\\S',
    errorMessage: `收款码名称需为 1–${QR_NAME_MAX} 个字符`,
  }),
  channel: ChannelField,
  imageUrl: Type.String({
    minLength: 1,
    maxLength: 255,
    pattern: '^(/|https?://)\\S+$',
    errorMessage: '请上传收款码图片（imageUrl 需为站内图片地址或 http(s) 地址）',
  }),
  accountName: Type.String({
    minLength: 1,
    maxLength: QR_ACCOUNT_MAX,
    pattern: '\\S',
    errorMessage: `收款账户名需为 1–${QR_ACCOUNT_MAX} 个字符`,
  }),
  enabled: Type.Boolean({ errorMessage: 'enabled 需为 true 或 false' }),
  sort: Type.Integer({
    minimum: -100000,
    maximum: 100000,
    errorMessage: '排序 sort 需为 -100000–100000 的整数',
  }),
};

export const CreateQrCodeBody = Type.Object({
  name: QrFields.name,
  channel: QrFields.channel,
  imageUrl: QrFields.imageUrl,
  accountName: QrFields.accountName,
  enabled: Type.Optional(QrFields.enabled),
  sort: Type.Optional(QrFields.sort),
});
export type CreateQrCodeBody = Static<typeof CreateQrCodeBody>;

export const UpdateQrCodeBody = Type.Partial(Type.Object(QrFields));
export type UpdateQrCodeBody = Static<typeof UpdateQrCodeBody>;

export const QrCodesQuery = Type.Object({ channel: Type.Optional(ChannelField) });
export const AdminQrCodesQuery = Type.Object({ ...PageQuery, channel: Type.Optional(ChannelField) });
export type AdminQrCodesQuery = Static<typeof AdminQrCodesQuery>;
export const QrCodeIdParams = Type.Object({ id: Id });

/* ── Admin figures ──────────────────────────────────────────────────────────────────────────── */

export const AdminStats = Type.Object({
  users: Type.Integer(),
  pendingOrders: Type.Integer(),
  pendingAmountCents: Type.Integer(),
  /** Approved since the first of this month, China time (UTC+8). */
  approvedThisMonthOrders: Type.Integer(),
  approvedThisMonthCents: Type.Integer(),
  /** Every balance together: what the platform owes its users. */
  balancesCents: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStats>;
