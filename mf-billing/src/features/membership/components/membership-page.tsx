// /membership: the member's current level and what it allows; upgrading ships with the billing release.
import { MEMBERSHIP_PLANS, MONTH_OPTIONS } from '@modelsmith/contract';
import { Card, Descriptions, Tag } from '@modelsmith/shared/antd';
import { selectMembership } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import {
  ComingSoon,
  formatCents,
  formatDateTime,
  formatLimit,
  LoadingState,
  PageContainer,
} from '@modelsmith/shared/ui';

/** 专业版 ¥29.00/月、企业版 ¥99.00/月: the plans table's paid levels. */
const PAID_PLANS = MEMBERSHIP_PLANS.filter((plan) => plan.monthlyPriceCents > 0)
  .map((plan) => `${plan.name} ${formatCents(plan.monthlyPriceCents)}/月`)
  .join('、');

export function MembershipPage() {
  const membership = useAppSelector(selectMembership);
  return (
    <PageContainer title="会员中心" subtitle="会员等级决定项目、实体与自有模板的上限，以及能否使用高级模板。">
      {membership ? (
        <Card title="当前会员" style={{ marginBottom: 24 }}>
          <Descriptions column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="等级">
              <Tag color={membership.level > 0 ? 'gold' : 'default'}>{membership.name}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="到期时间">
              {membership.expiresAt ? formatDateTime(membership.expiresAt) : '长期有效'}
            </Descriptions.Item>
            <Descriptions.Item label="项目上限">{formatLimit(membership.limits.projects)}</Descriptions.Item>
            <Descriptions.Item label="每个项目的实体上限">
              {formatLimit(membership.limits.entitiesPerProject)}
            </Descriptions.Item>
            <Descriptions.Item label="自有模板上限">
              {formatLimit(membership.limits.ownTemplates)}
            </Descriptions.Item>
            <Descriptions.Item label="高级模板">
              {membership.limits.premiumTemplates ? '可用' : '不可用'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : (
        <LoadingState tip="正在读取会员信息…" />
      )}
      <Card title="升级会员">
        <ComingSoon
          feature="会员升级"
          description={`${PAID_PLANS}，可选 ${MONTH_OPTIONS.join('、')} 个月，从余额支付。`}
        />
      </Card>
    </PageContainer>
  );
}
