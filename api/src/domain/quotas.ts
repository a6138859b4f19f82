// Plan limits (PRODUCT.md §5) enforced on the server: projects per user, entities per project. A refusal is a
// 403 naming the limit and the plan that lifts it. Callers check inside the transaction that holds the owner's
// or project's lock, so parallel creates cannot pass the limit together.
import { MEMBERSHIP_PLANS, type MembershipLimits, type MembershipPlan } from '@modelsmith/contract';
import type { Db } from '../db/client';
import { forbidden } from '../http/envelope';
import { findUserById } from '../repositories/users';
import { effectiveMembership } from './membership';

type CountedLimit = 'projects' | 'entitiesPerProject' | 'ownTemplates';

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

/** The first higher plan that allows more than `limit`. */
function planLifting(key: CountedLimit, limit: number): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((plan) => plan.limits[key] === null || plan.limits[key] > limit);
}

const WORDING: Record<CountedLimit, { reached: (plan: string, limit: number) => string; unit: string }> = {
  projects: { reached: (plan, limit) => `${plan}最多可创建 ${limit} 个项目`, unit: '个项目' },
  entitiesPerProject: { reached: (plan, limit) => `${plan}每个项目最多 ${limit} 个实体`, unit: '个实体' },
  ownTemplates: { reached: (plan, limit) => `${plan}最多可创建 ${limit} 个自有模板`, unit: '个自有模板' },
};

/** The 403 message of a reached limit, e.g. 免费版最多可创建 3 个项目，升级到专业版可增加到 50 个项目. */
export function limitMessage(key: CountedLimit, planName: string, limit: number): string {
  const wording = WORDING[key];
  const lifting = planLifting(key, limit);
  const reached = wording.reached(planName, limit);
  if (!lifting) return reached;
  const more = lifting.limits[key];
  return `${reached}，升级到${lifting.name}可${more === null ? `不限数量` : `增加到 ${more} ${wording.unit}`}`;
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
