// Membership levels, prices and limits (PRODUCT.md §5): the one plans table. Money is integer cents.
import type { MembershipLimits } from './users';

export interface MembershipPlan {
  level: 0 | 1 | 2;
  code: 'FREE' | 'PRO' | 'ENTERPRISE';
  name: string;
  monthlyPriceCents: number;
  limits: MembershipLimits;
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    level: 0,
    code: 'FREE',
    name: '免费版',
    monthlyPriceCents: 0,
    limits: { projects: 3, entitiesPerProject: 20, ownTemplates: 5, premiumTemplates: false },
  },
  {
    level: 1,
    code: 'PRO',
    name: '专业版',
    monthlyPriceCents: 2900,
    limits: { projects: 50, entitiesPerProject: 200, ownTemplates: 100, premiumTemplates: true },
  },
  {
    level: 2,
    code: 'ENTERPRISE',
    name: '企业版',
    monthlyPriceCents: 9900,
    limits: { projects: null, entitiesPerProject: null, ownTemplates: null, premiumTemplates: true },
  },
];

/** The lengths a membership can be bought for, in months. */
export const MONTH_OPTIONS = [1, 3, 6, 12] as const;

export function membershipPlan(level: number): MembershipPlan {
  const found = MEMBERSHIP_PLANS.find((plan) => plan.level === level);
  if (!found) throw new RangeError(`unknown membership level ${level}`);
  return found;
}

/** Price of `months` at `level`: 12 months cost 10 months' price. */
export function priceCents(level: number, months: number): number {
  const billedMonths = months === 12 ? 10 : months;
  return membershipPlan(level).monthlyPriceCents * billedMonths;
}
