// Membership levels, prices and limits (PRODUCT.md §5). Money is integer cents.

export interface MembershipLimits {
  /** null = unlimited. */
  projects: number | null;
  entitiesPerProject: number | null;
  ownTemplates: number | null;
  premiumTemplates: boolean;
}

export interface MembershipLevel {
  level: 0 | 1 | 2;
  code: 'FREE' | 'PRO' | 'ENTERPRISE';
  name: string;
  monthlyPriceCents: number;
  limits: MembershipLimits;
}

export const MEMBERSHIP_LEVELS: readonly MembershipLevel[] = [
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

export const MONTH_OPTIONS = [1, 3, 6, 12] as const;

export function membershipLevel(level: number): MembershipLevel {
  const found = MEMBERSHIP_LEVELS.find((l) => l.level === level);
  if (!found) throw new RangeError(`unknown membership level ${level}`);
  return found;
}

/** Price of `months` at `level`: 12 months cost 10 months' price. */
export function priceCents(level: number, months: number): number {
  const billedMonths = months === 12 ? 10 : months;
  return membershipLevel(level).monthlyPriceCents * billedMonths;
}

export interface MembershipView {
  level: number;
  name: string;
  /** ISO date-time; null for the free level, which never ends. */
  expiresAt: string | null;
  limits: MembershipLimits;
}

/** The membership in force at `now`: an expired one reads as the free level. */
export function effectiveMembership(
  stored: { level: number; expiresAt: Date | null },
  now: Date,
): MembershipView {
  const active = stored.level > 0 && stored.expiresAt !== null && stored.expiresAt.getTime() > now.getTime();
  const level = membershipLevel(active ? stored.level : 0);
  return {
    level: level.level,
    name: level.name,
    expiresAt: active ? stored.expiresAt!.toISOString() : null,
    limits: level.limits,
  };
}
