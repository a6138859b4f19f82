// Balance, recharge orders and the admin's recharge desk (PRODUCT.md §5). Every change of money happens in one
// transaction holding the user's row lock, so the ledger's balance_after chain has no gaps and no races; an
// order's review is gated by one conditional UPDATE, so an order is credited once however many admins click.
import {
  type AdminRechargeOrdersQuery,
  type AdminStats,
  type CreateRechargeBody,
  type LedgerEntry,
  type LedgerQuery,
  type Page,
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_STATUS_LABELS,
  type RechargeOrder,
  type RechargeOrdersQuery,
} from '@modelsmith/contract';
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { users, type LedgerRow, type RechargeOrderRow } from '../db/schema';
import { conflict, notFound } from '../http/envelope';
import { recordAdminAction } from '../repositories/admin-actions';
import {
  appendLedger,
  currentBalanceCents,
  pageLedger,
  totalBalancesCents,
} from '../repositories/balance-ledger';
import { lockOwner } from '../repositories/projects';
import {
  countPendingOrders,
  findOrder,
  insertOrder,
  orderFigures,
  pageOrders,
  settleOrder,
} from '../repositories/recharge';
import { findUserById } from '../repositories/users';
import { chinaDate, chinaMonthStart } from './china-time';
import type { Context } from './context';

/** Pending orders one user may have at once: enough for any real use, a wall against flooding the desk. */
export const MAX_PENDING_ORDERS = 20;

const MSG_ORDER_NOT_FOUND = '充值订单不存在';

export const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  type: row.type,
  amountCents: row.amountCents,
  balanceAfterCents: row.balanceAfterCents,
  reference: row.reference,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

export const toOrder = (row: RechargeOrderRow, username?: string): RechargeOrder => ({
  id: row.id,
  orderNo: row.orderNo,
  amountCents: row.amountCents,
  channel: row.channel,
  paymentReference: row.paymentReference,
  status: row.status,
  rejectReason: row.rejectReason,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  ...(username === undefined ? {} : { user: { id: row.userId, username } }),
});

export const balanceOf = (db: Db, userId: number) => currentBalanceCents(db, userId);

export async function ledgerPage(db: Db, userId: number, query: LedgerQuery): Promise<Page<LedgerEntry>> {
  const { rows, total } = await pageLedger(db, userId, query);
  return { records: rows.map(toLedgerEntry), total, current: query.current, size: query.size };
}

/** R + China date and time + 8 random digits: unique, sortable by day, and readable over the phone. */
const orderNo = (now: Date) =>
  `R${chinaDate(now).stamp}${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;

export async function fileOrder(
  context: Context,
  userId: number,
  body: CreateRechargeBody,
): Promise<RechargeOrder> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    if ((await countPendingOrders(tx, userId)) >= MAX_PENDING_ORDERS)
      throw conflict(`已有 ${MAX_PENDING_ORDERS} 笔充值订单待审核，请等待审核或取消其中的订单后再提交`);
    const row = await insertOrder(tx, {
      orderNo: orderNo(now),
      userId,
      amountCents: body.amountCents,
      channel: body.channel,
      paymentReference: body.paymentReference.trim(),
      createdAt: now,
    });
    return toOrder(row);
  });
}

export async function ordersPage(
  db: Db,
  userId: number,
  query: RechargeOrdersQuery,
): Promise<Page<RechargeOrder>> {
  const { rows, total } = await pageOrders(db, { ...query, userId }, false);
  return { records: rows.map((row) => toOrder(row)), total, current: query.current, size: query.size };
}

/** Why an order can no longer be settled, e.g. 该订单已到账，不能再审核. */
const settledMessage = (order: RechargeOrderRow, action: string) =>
  `该订单${RECHARGE_STATUS_LABELS[order.status]}，不能再${action}`;

export async function cancelOrder(context: Context, userId: number, id: number): Promise<RechargeOrder> {
  const row = await settleOrder(
    context.db,
    id,
    { status: 'CANCELLED', reviewedAt: context.now, reviewedBy: null },
    userId,
  );
  if (row) return toOrder(row);
  const order = await findOrder(context.db, id);
  if (!order || order.userId !== userId) throw notFound(MSG_ORDER_NOT_FOUND);
  throw conflict(settledMessage(order, '取消'));
}

/* ── Admin ── */

export async function adminOrdersPage(db: Db, query: AdminRechargeOrdersQuery): Promise<Page<RechargeOrder>> {
  const username = query.username?.trim();
  const { rows, total } = await pageOrders(db, { ...query, username: username || undefined }, true);
  return {
    records: rows.map((row) => toOrder(row, row.username)),
    total,
    current: query.current,
    size: query.size,
  };
}

async function withUser(db: Db, row: RechargeOrderRow): Promise<RechargeOrder> {
  const user = await findUserById(db, row.userId);
  return toOrder(row, user?.username ?? '');
}

/** Approves a PENDING order and credits its amount, once: every other attempt gets 409 and changes nothing. */
export async function approveOrder(context: Context, adminId: number, id: number): Promise<RechargeOrder> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order) throw notFound(MSG_ORDER_NOT_FOUND);
    // The owner's lock first, as every money change takes it: the credit then chains after any upgrade in flight.
    await lockOwner(tx, order.userId);
    const approved = await settleOrder(tx, id, { status: 'APPROVED', reviewedAt: now, reviewedBy: adminId });
    if (!approved) throw conflict(settledMessage((await findOrder(tx, id))!, '审核'));
    const entry = await appendLedger(tx, {
      userId: approved.userId,
      type: 'RECHARGE',
      amountCents: approved.amountCents,
      reference: approved.orderNo,
      description: `${RECHARGE_CHANNEL_LABELS[approved.channel]}充值`,
      createdAt: now,
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'RECHARGE_APPROVE',
      targetType: 'RECHARGE_ORDER',
      targetId: approved.id,
      detail: {
        orderNo: approved.orderNo,
        amountCents: approved.amountCents,
        balanceAfterCents: entry.balanceAfterCents,
      },
      createdAt: now,
    });
    return withUser(tx, approved);
  });
}

export async function rejectOrder(
  context: Context,
  adminId: number,
  id: number,
  reason: string,
): Promise<RechargeOrder> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const rejected = await settleOrder(tx, id, {
      status: 'REJECTED',
      rejectReason: reason.trim(),
      reviewedAt: now,
      reviewedBy: adminId,
    });
    if (!rejected) {
      const order = await findOrder(tx, id);
      if (!order) throw notFound(MSG_ORDER_NOT_FOUND);
      throw conflict(settledMessage(order, '审核'));
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'RECHARGE_REJECT',
      targetType: 'RECHARGE_ORDER',
      targetId: rejected.id,
      detail: { orderNo: rejected.orderNo, reason: rejected.rejectReason },
      createdAt: now,
    });
    return withUser(tx, rejected);
  });
}

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [userCount, figures, balancesCents] = await Promise.all([
    db.$count(users),
    orderFigures(db, chinaMonthStart(now)),
    totalBalancesCents(db),
  ]);
  return { users: userCount, ...figures, balancesCents };
}
