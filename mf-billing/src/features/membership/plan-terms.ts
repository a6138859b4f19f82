// What a plan costs and whether the member may buy it, in the words the plan cards and the dialog share.
import type { MembershipStatus, MonthOption, PlanView } from '@modelsmith/contract';
import { formatDate } from '@modelsmith/shared/ui';

/** What `option` saves against paying month by month (12 months cost 10 months' price). */
export const savingCents = (plan: PlanView, option: MonthOption): number =>
  plan.monthlyPriceCents * option.months - option.priceCents;

/** How many months `option` is billed as, when fewer than it lasts. */
export const billedMonths = (plan: PlanView, option: MonthOption): number =>
  plan.monthlyPriceCents > 0 ? Math.round(option.priceCents / plan.monthlyPriceCents) : option.months;

export type PlanAction =
  | { kind: 'current-free' }
  | { kind: 'start' | 'extend' | 'upgrade'; label: string }
  | { kind: 'lower'; reason: string };

/** What the member can do with `plan`: a level below the active one is refused, as the server does. */
export function planAction(plan: PlanView, status: MembershipStatus): PlanAction {
  if (plan.level < status.level) {
    const until = status.expiresAt ? `（有效期至 ${formatDate(status.expiresAt)}）` : '';
    const reason =
      plan.monthOptions.length === 0
        ? `当前为${status.levelName}${until}，到期后自动回到${plan.name}`
        : `当前为${status.levelName}${until}，不能购买较低的${plan.name}；到期后可重新选择`;
    return { kind: 'lower', reason };
  }
  if (plan.monthOptions.length === 0) return { kind: 'current-free' };
  if (plan.level === status.level) return { kind: 'extend', label: `续费${plan.name}` };
  if (status.level === 0) return { kind: 'start', label: `开通${plan.name}` };
  return { kind: 'upgrade', label: `升级到${plan.name}` };
}

/** The cents still missing for a purchase, as a recharge of at least ¥1. */
export const shortfallCents = (balanceAfterCents: number): number => Math.max(100, -balanceAfterCents);
