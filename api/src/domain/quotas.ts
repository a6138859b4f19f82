// Plan limits (PRODUCT.md §5) enforced on the server: projects per user, entities per project. A refusal is a
// 403 naming the limit and the plan that lifts it. Callers check inside the transaction that holds the owner's
// or project's lock, so parallel creates cannot pass the limit together.
import { type CountedLimit, limitMessage, type MembershipLimits } from '@modelsmith/contract';
import type { Db } from '../db/client';
import { forbidden } from '../http/envelope';
import { findUserById } from '../repositories/users';
import { effectiveMembership } from './membership';

/** The limits of the user's plan in force at `now`. */
export async function limitsOf(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ name: string; limits: MembershipLimits }> {
  const user = await findUserById(db, userId);
  const membership = effectiveMembership(
    { level: user?.membershipLevel ?? 0, expiresAt: user?.membershipExpiresAt ?? null },
    now,
  );
  return { name: membership.name, limits: membership.limits };
}

/** Refuses (403) when `existing + adding` would pass the plan's limit `key`. */
export async function assertWithinLimit(
  db: Db,
  userId: number,
  key: CountedLimit,
  existing: number,
  adding: number,
  now: Date,
): Promise<void> {
  const { name, limits } = await limitsOf(db, userId, now);
  const limit = limits[key];
  if (limit !== null && existing + adding > limit) throw forbidden(limitMessage(key, name, limit));
}
