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

/** The plan limits counted against what a user has (PRODUCT.md §5). */
export type CountedLimit = 'projects' | 'entitiesPerProject' | 'ownTemplates';

/** The first plan that allows more than `limit` of `key`. */
export function planLifting(key: CountedLimit, limit: number): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((plan) => plan.limits[key] === null || plan.limits[key] > limit);
}

const LIMIT_WORDING: Record<
  CountedLimit,
  { reached: (plan: string, limit: number) => string; unit: string }
> = {
  projects: { reached: (plan, limit) => `${plan}最多可创建 ${limit} 个项目`, unit: '个项目' },
  entitiesPerProject: { reached: (plan, limit) => `${plan}每个项目最多 ${limit} 个实体`, unit: '个实体' },
  ownTemplates: { reached: (plan, limit) => `${plan}最多可创建 ${limit} 个自有模板`, unit: '个自有模板' },
};

/**
 * A reached limit in words, naming the plan that lifts it, e.g. 免费版最多可创建 3 个项目，升级到专业版可增加到
 * 50 个项目: the API's 403 and the web's disabled create buttons say the same.
 */
export function limitMessage(key: CountedLimit, planName: string, limit: number): string {
  const wording = LIMIT_WORDING[key];
  const lifting = planLifting(key, limit);
  const reached = wording.reached(planName, limit);
  if (!lifting) return reached;
  const more = lifting.limits[key];
  return `${reached}，升级到${lifting.name}可${more === null ? '不限数量' : `增加到 ${more} ${wording.unit}`}`;
}
