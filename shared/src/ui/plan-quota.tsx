// The membership quota of a list page (PRODUCT.md §5): how much of the plan's limit is used (projects, entities
// of a project, own templates), and a create button that is disabled at the limit and names the plan that lifts
// it, in the server's words. The server enforces the same limits; this only spares the user a refused request.
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  type CountedLimit,
  limitMessage as limitWords,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
} from '@modelsmith/contract';
import { Button, Flex, Progress, Tooltip, Typography } from '@modelsmith/shared/antd';
import { selectMembership } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import type { Membership } from '@modelsmith/shared/types';

export type QuotaKind = CountedLimit;

export interface Quota {
  kind: QuotaKind;
  used: number;
  /** null: the plan sets no limit. */
  limit: number | null;
  planName: string;
  reached: boolean;
  /** The first plan above the user's whose limit is above `used` (none on the top plan). */
  upgrade?: MembershipPlan;
}

const NOUN: Record<QuotaKind, string> = {
  projects: '项目',
  entitiesPerProject: '实体',
  ownTemplates: '自有模板',
};

/** The quota of `kind` for a membership with `used` of it taken; null while either is unknown. */
export function quotaOf(
  membership: Membership | null,
  kind: QuotaKind,
  used: number | undefined,
): Quota | null {
  if (!membership || used === undefined) return null;
  const limit = membership.limits[kind];
  const upgrade = MEMBERSHIP_PLANS.find((plan) => {
    const lifted = plan.limits[kind];
    return plan.level > membership.level && (lifted === null || lifted > used);
  });
  return { kind, used, limit, planName: membership.name, reached: limit !== null && used >= limit, upgrade };
}

/** Why the create button is disabled, in the server's words (e.g. 免费版最多可创建 3 个项目，升级到专业版…). */
export function limitMessage(quota: Quota): string {
  return quota.limit === null ? '' : limitWords(quota.kind, quota.planName, quota.limit);
}

/** "项目 2 / 3（免费版）" over a progress bar; the bar turns red at the limit. */
export function QuotaMeter({ quota }: { quota: Quota | null }) {
  if (!quota) return null;
  const noun = NOUN[quota.kind];
  if (quota.limit === null) {
    return (
      <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
        {noun} {quota.used}（{quota.planName}，不限数量）
      </Typography.Text>
    );
  }
  const percent = quota.limit > 0 ? Math.min(100, Math.round((quota.used / quota.limit) * 100)) : 100;
  return (
    <Flex vertical justify="center" style={{ minWidth: 168 }} aria-label={`${noun}配额`}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type={quota.reached ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {noun} {quota.used} / {quota.limit}（{quota.planName}）
        </Typography.Text>
        {quota.reached && quota.upgrade ? (
          <Link to="/membership" style={{ fontSize: 12 }}>
            升级
          </Link>
        ) : null}
      </Flex>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        status={quota.reached ? 'exception' : 'normal'}
        style={{ margin: 0 }}
      />
    </Flex>
  );
}

/** A create button that is disabled at the limit, with the reason and the way to lift it on hover. */
export function QuotaButton({
  quota,
  children,
  ...button
}: ComponentProps<typeof Button> & { quota: Quota | null; children: ReactNode }) {
  if (!quota?.reached) return <Button {...button}>{children}</Button>;
  return (
    <Tooltip
      title={
        <>
          {limitMessage(quota)}。<Link to="/membership">前往会员中心</Link>
        </>
      }
    >
      {/* React sends no mouse events from a disabled button: the wrapper is what the tooltip hovers. */}
      <span style={{ display: 'inline-flex', cursor: 'not-allowed' }}>
        <Button {...button} disabled style={{ ...button.style, pointerEvents: 'none' }}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}

/** The signed-in user's quota of `kind` with `used` taken. */
export function useQuota(kind: QuotaKind, used: number | undefined): Quota | null {
  return quotaOf(useAppSelector(selectMembership), kind, used);
}
