// /membership (会员中心): the plan in force and its usage, the three plans side by side with their month options,
// and the purchase dialog (PRODUCT.md §5). A level below the active one is shown but not offered.
import { useState } from 'react';
import type { PlanView } from '@modelsmith/contract';
import { Col, Row } from '@modelsmith/shared/antd';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useMembershipStatusQuery, usePlansQuery } from '../api';
import { planAction } from '../plan-terms';
import { CurrentMembership } from './current-membership';
import { PlanCard } from './plan-card';
import { UpgradeDialog } from './upgrade-dialog';

interface Purchase {
  plan: PlanView;
  months: number;
  title: string;
}

export function MembershipPage() {
  const plans = usePlansQuery();
  const status = useMembershipStatusQuery();
  const [purchase, setPurchase] = useState<Purchase | null>(null);

  const error = plans.error ?? status.error;
  const current = status.data;
  const body = error ? (
    <ErrorState
      error={error}
      onRetry={() => {
        void plans.refetch();
        void status.refetch();
      }}
    />
  ) : !plans.data || !current ? (
    <LoadingState tip="正在读取会员信息…" />
  ) : (
    <>
      <CurrentMembership status={current} />
      <Row gutter={[16, 16]} align="stretch">
        {plans.data.map((plan) => (
          <Col key={plan.level} xs={24} md={8}>
            <PlanCard
              plan={plan}
              status={current}
              onBuy={(chosen, months) => {
                const action = planAction(chosen, current);
                if ('label' in action) setPurchase({ plan: chosen, months, title: action.label });
              }}
            />
          </Col>
        ))}
      </Row>
    </>
  );

  return (
    <PageContainer
      title="会员中心"
      subtitle="会员等级决定项目、实体与自有模板的上限，以及能否使用高级模板；从余额支付，升级时按剩余天数折抵原等级。"
    >
      {body}
      {purchase ? (
        <UpgradeDialog
          key={`${purchase.plan.level}-${purchase.months}`}
          plan={purchase.plan}
          currentName={current?.levelName ?? ''}
          months={purchase.months}
          title={purchase.title}
          onClose={() => setPurchase(null)}
        />
      ) : null}
    </PageContainer>
  );
}
