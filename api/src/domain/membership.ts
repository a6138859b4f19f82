// The membership in force for a stored level and end date (PRODUCT.md §5; the plans table is in @modelsmith/contract).
import { type Membership, membershipPlan } from '@modelsmith/contract';

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
