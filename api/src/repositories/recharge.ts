// SQL on recharge orders and payment QR codes (PRODUCT.md §5).
import type { RechargeChannel, RechargeStatus } from '@modelsmith/contract';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentQrCodes, type QrCodeRow, rechargeOrders, type RechargeOrderRow, users } from '../db/schema';

export type NewRechargeOrder = typeof rechargeOrders.$inferInsert;
export type OrderWithUser = RechargeOrderRow & { username: string };

export async function insertOrder(db: Db, order: NewRechargeOrder): Promise<RechargeOrderRow> {
  const [row] = await db.insert(rechargeOrders).values(order).returning();
  return row;
}

export async function findOrder(db: Db, id: number): Promise<RechargeOrderRow | undefined> {
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id));
  return row;
}

export const countPendingOrders = (db: Db, userId: number) =>
  db.$count(rechargeOrders, and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, 'PENDING')));

/**
 * Moves a PENDING order to `status` and answers it; answers nothing when the order is not PENDING any more. The
 * one conditional UPDATE is the gate: of any number of concurrent reviews, exactly one gets the row back.
 */
export async function settleOrder(
  db: Db,
  id: number,
  change: {
    status: Exclude<RechargeStatus, 'PENDING'>;
    rejectReason?: string;
    reviewedAt: Date;
    reviewedBy: number | null;
  },
  ownerId?: number,
): Promise<RechargeOrderRow | undefined> {
  const [row] = await db
    .update(rechargeOrders)
    .set(change)
    .where(
      and(
        eq(rechargeOrders.id, id),
        eq(rechargeOrders.status, 'PENDING'),
        ownerId === undefined ? undefined : eq(rechargeOrders.userId, ownerId),
      ),
    )
    .returning();
  return row;
}

export interface OrderFilter {
  current: number;
  size: number;
  status?: RechargeStatus;
  userId?: number;
  /** Part of the username, any case. */
  username?: string;
}

/** A page of orders with their users; an admin's list puts PENDING first, then newest first. */
export async function pageOrders(
  db: Db,
  filter: OrderFilter,
  pendingFirst: boolean,
): Promise<{ rows: OrderWithUser[]; total: number }> {
  const where = and(
    filter.userId === undefined ? undefined : eq(rechargeOrders.userId, filter.userId),
    filter.status ? eq(rechargeOrders.status, filter.status) : undefined,
    filter.username ? ilike(users.username, `%${escapeLike(filter.username)}%`) : undefined,
  );
  const order = pendingFirst
    ? [sql`(${rechargeOrders.status} = 'PENDING') desc`, desc(rechargeOrders.id)]
    : [desc(rechargeOrders.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: rechargeOrders, username: users.username })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.size)
      .offset((filter.current - 1) * filter.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rechargeOrders)
      .innerJoin(users, eq(users.id, rechargeOrders.userId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.order, username: r.username })), total };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function orderFigures(db: Db, monthStart: Date) {
  const [row] = await db
    .select({
      pendingOrders: sql<number>`count(*) filter (where ${rechargeOrders.status} = 'PENDING')::int`,
      pendingAmountCents: sql<string>`coalesce(sum(${rechargeOrders.amountCents}) filter (where ${rechargeOrders.status} = 'PENDING'), 0)`,
      approvedThisMonthOrders: sql<number>`count(*) filter (where ${rechargeOrders.status} = 'APPROVED' and ${rechargeOrders.reviewedAt} >= ${monthStart.toISOString()})::int`,
      approvedThisMonthCents: sql<string>`coalesce(sum(${rechargeOrders.amountCents}) filter (where ${rechargeOrders.status} = 'APPROVED' and ${rechargeOrders.reviewedAt} >= ${monthStart.toISOString()}), 0)`,
    })
    .from(rechargeOrders);
  return {
    pendingOrders: row.pendingOrders,
    pendingAmountCents: Number(row.pendingAmountCents),
    approvedThisMonthOrders: row.approvedThisMonthOrders,
    approvedThisMonthCents: Number(row.approvedThisMonthCents),
  };
}

/* ── QR codes ── */

export type NewQrCode = typeof paymentQrCodes.$inferInsert;

export async function insertQrCode(db: Db, code: NewQrCode): Promise<QrCodeRow> {
  const [row] = await db.insert(paymentQrCodes).values(code).returning();
  return row;
}

export async function findQrCode(db: Db, id: number): Promise<QrCodeRow | undefined> {
  const [row] = await db.select().from(paymentQrCodes).where(eq(paymentQrCodes.id, id));
  return row;
}

export async function updateQrCode(
  db: Db,
  id: number,
  changes: Partial<NewQrCode>,
): Promise<QrCodeRow | undefined> {
  const [row] = await db.update(paymentQrCodes).set(changes).where(eq(paymentQrCodes.id, id)).returning();
  return row;
}

export async function deleteQrCode(db: Db, id: number): Promise<QrCodeRow | undefined> {
  const [row] = await db.delete(paymentQrCodes).where(eq(paymentQrCodes.id, id)).returning();
  return row;
}

export const countQrCodesUsingImage = (db: Db, imageUrl: string) =>
  db.$count(paymentQrCodes, eq(paymentQrCodes.imageUrl, imageUrl));

const qrOrder = [asc(paymentQrCodes.sort), asc(paymentQrCodes.id)];

export function enabledQrCodes(db: Db, channel?: RechargeChannel): Promise<QrCodeRow[]> {
  return db
    .select()
    .from(paymentQrCodes)
    .where(and(eq(paymentQrCodes.enabled, true), channel ? eq(paymentQrCodes.channel, channel) : undefined))
    .orderBy(...qrOrder);
}

export async function pageQrCodes(
  db: Db,
  query: { current: number; size: number; channel?: RechargeChannel },
): Promise<{ rows: QrCodeRow[]; total: number }> {
  const where = query.channel ? eq(paymentQrCodes.channel, query.channel) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(paymentQrCodes)
      .where(where)
      .orderBy(...qrOrder)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.$count(paymentQrCodes, where),
  ]);
  return { rows, total };
}
