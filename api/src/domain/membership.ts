// Membership (PRODUCT.md §5): the plan in force, what an upgrade costs, and the upgrade itself, paid from the
// balance in one transaction under the user's row lock. A paid term's value is spread evenly over its days, so
// replacing it by a higher level credits exactly its unused part (never more than was paid for it).
import {
  type Membership,
  membershipPlan,
  type MembershipStatus,
  priceCents,
  type UpgradeBody,
  type UpgradeQuote,
  type UpgradeResult,
} from '@modelsmith/contract';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { badRequest, unauthorized } from '../http/envelope';
import { appendLedger, currentBalanceCents } from '../repositories/balance-ledger';
import { countProjects, lockOwner } from '../repositories/projects';
import { countOwned } from '../repositories/templates';
import { findUserById } from '../repositories/users';
import type { Context } from './context';
import { chinaDate, formatChinaDate } from './china-time';

export const MSG_INSUFFICIENT_BALANCE = '余额不足';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The membership in force at `now`: an expired one reads as the free level. */
export function effectiveMembership(
  stored: { level: number; expiresAt: Date | null },
  now: Date,
): Membership {
  const active = stored.level > 0 && stored.expiresAt !== null && stored.expiresAt.getTime() > now.getTime();
  const level = membershipPlan(active ? stored.level : 0);
  return {
    level: level.level,
    name: level.name,
    expiresAt: active ? stored.expiresAt!.toISOString() : null,
    limits: level.limits,
  };
}

const membershipOf = (user: UserRow, now: Date) =>
  effectiveMembership({ level: user.membershipLevel, expiresAt: user.membershipExpiresAt }, now);

export async function membershipStatus(db: Db, user: UserRow, now: Date): Promise<MembershipStatus> {
  const membership = membershipOf(user, now);
  const [projects, ownTemplates] = await Promise.all([countProjects(db, user.id), countOwned(db, user.id)]);
  return {
    level: membership.level,
    code: membershipPlan(membership.level).code,
    levelName: membership.name,
    name: membership.name,
    expiresAt: membership.expiresAt,
    limits: membership.limits,
    usage: { projects, ownTemplates },
  };
}

/** `date` plus whole calendar months; a day the target month lacks becomes its last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** The unused part of the paid term in force, in whole cents (rounded down: the user never gains from rounding). */
export function unusedValueCents(user: UserRow, now: Date): number {
  const { membershipStartedAt: start, membershipExpiresAt: end, membershipValueCents: value } = user;
  if (!start || !end || value <= 0 || end.getTime() <= now.getTime()) return 0;
  const term = end.getTime() - start.getTime();
  if (term <= 0) return 0;
  const left = Math.min(end.getTime() - now.getTime(), term);
  return Math.floor((value * left) / term);
}

interface Plan {
  quote: UpgradeQuote;
  /** The term the user row will hold afterwards. */
  term: { startedAt: Date; expiresAt: Date; valueCents: number };
  replaced: { name: string; daysLeft: number } | null;
}

/** What buying `months` of `level` means for this user now; refuses a level below the one in force. */
export function planUpgrade(user: UserRow, balanceCents: number, body: UpgradeBody, now: Date): Plan {
  const current = membershipOf(user, now);
  const target = membershipPlan(body.level);
  if (target.level < current.level)
    throw badRequest(
      `当前为${current.name}（有效期至 ${formatChinaDate(new Date(current.expiresAt!))}），不能购买较低的${target.name}；到期后可重新选择`,
    );
  const price = priceCents(target.level, body.months);
  const extending = target.level === current.level;
  const unused = unusedValueCents(user, now);
  const credit = extending ? 0 : unused;
  const expiresAt = extending
    ? addMonths(user.membershipExpiresAt!, body.months)
    : addMonths(now, body.months);
  const startsAt = extending ? (user.membershipStartedAt ?? now) : now;
  const balanceAfter = balanceCents + credit - price;
  return {
    quote: {
      level: target.level,
      levelName: target.name,
      months: body.months,
      priceCents: price,
      creditCents: credit,
      payCents: price - credit,
      balanceCents,
      balanceAfterCents: balanceAfter,
      startsAt: startsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      kind: extending ? 'EXTEND' : 'START',
      affordable: balanceAfter >= 0,
    },
    // Extending re-bases the term at now: what is left of the old one plus what was just paid, up to the new end.
    term: { startedAt: now, expiresAt, valueCents: (extending ? unused : 0) + price },
    replaced:
      !extending && current.level > 0
        ? {
            name: current.name,
            daysLeft: Math.ceil((new Date(current.expiresAt!).getTime() - now.getTime()) / DAY_MS),
          }
        : null,
  };
}

async function userRow(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function quoteUpgrade(
  context: Context,
  userId: number,
  body: UpgradeBody,
): Promise<UpgradeQuote> {
  const user = await userRow(context.db, userId);
  return planUpgrade(user, await currentBalanceCents(context.db, userId), body, context.now).quote;
}

/** A purchase number for the ledger's reference: M + China date and time + 6 random digits. */
const purchaseNo = (now: Date) =>
  `M${chinaDate(now).stamp}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;

/**
 * Pays `months` of `level` from the balance: credits the unused part of a replaced level (CREDIT), charges the
 * price (MEMBERSHIP) and moves the membership, all or nothing. 余额不足 changes nothing.
 */
export async function upgradeMembership(
  context: Context,
  userId: number,
  body: UpgradeBody,
): Promise<UpgradeResult> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const user = await userRow(tx, userId);
    const plan = planUpgrade(user, await currentBalanceCents(tx, userId), body, now);
    const { quote, term, replaced } = plan;
    if (!quote.affordable) throw badRequest(MSG_INSUFFICIENT_BALANCE);
    const reference = purchaseNo(now);
    if (quote.creditCents > 0 && replaced)
      await appendLedger(tx, {
        userId,
        type: 'CREDIT',
        amountCents: quote.creditCents,
        reference,
        description: `${replaced.name}剩余 ${replaced.daysLeft} 天折抵`,
        createdAt: now,
      });
    const last = await appendLedger(tx, {
      userId,
      type: 'MEMBERSHIP',
      amountCents: -quote.priceCents,
      reference,
      description: `${quote.kind === 'EXTEND' ? '续费' : '开通'}${quote.levelName} ${quote.months} 个月`,
      createdAt: now,
    });
    await tx
      .update(users)
      .set({
        membershipLevel: quote.level,
        membershipStartedAt: term.startedAt,
        membershipExpiresAt: term.expiresAt,
        membershipValueCents: term.valueCents,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    const updated = (await findUserById(tx, userId))!;
    return {
      membership: await membershipStatus(tx, updated, now),
      balanceCents: last.balanceAfterCents,
      chargedCents: quote.priceCents,
      creditedCents: quote.creditCents,
    };
  });
}
