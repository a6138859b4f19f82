import type { MembershipPlan } from '@modelsmith/contract';

// Money is integer cents in the API; the UI shows ¥ with two decimals (PRODUCT.md §3).
export function formatCents(cents: number | null | undefined): string {
  const value = Number.isFinite(cents) ? (cents as number) : 0;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** A membership limit (PRODUCT.md §5): null means unlimited. */
export const formatLimit = (value: number | null): string => (value === null ? '不限' : String(value));

/** An ISO date-time as a zh-CN date, e.g. 2026/11/23. */
export const formatDate = (iso: string): string => new Date(iso).toLocaleDateString('zh-CN');

/** An ISO date-time as a zh-CN date and time, e.g. 2026/11/23 03:22:29. */
export const formatDateTime = (iso: string): string => new Date(iso).toLocaleString('zh-CN');

/** What a plan includes, as its card lists it: 3 个项目, 每个项目 20 个实体 … (PRODUCT.md §5). */
export function planHighlights({ limits }: MembershipPlan): string[] {
  const counted = (value: number | null, unit: string, unlimited: string) =>
    value === null ? unlimited : `${value} ${unit}`;
  return [
    counted(limits.projects, '个项目', '项目不限'),
    limits.entitiesPerProject === null ? '实体不限' : `每个项目 ${limits.entitiesPerProject} 个实体`,
    counted(limits.ownTemplates, '个自有模板', '自有模板不限'),
    limits.premiumTemplates ? '高级模板' : '全部官方模板',
  ];
}
