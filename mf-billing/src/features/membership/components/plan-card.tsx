// One plan of the plans table: price per month, limits, month options with their prices, and what the member may do.
import { useState } from 'react';
import type { MembershipStatus, PlanView } from '@modelsmith/contract';
import { Button, Card, Divider, Flex, Radio, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { CheckCircleFilled, CrownOutlined } from '@modelsmith/shared/icons';
import { formatCents, formatLimit } from '@modelsmith/shared/ui';
import { billedMonths, planAction, savingCents } from '../plan-terms';

export interface PlanCardProps {
  plan: PlanView;
  status: MembershipStatus;
  onBuy: (plan: PlanView, months: number) => void;
}

function LimitRow({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong>{value}</Typography.Text>
    </Flex>
  );
}

export function PlanCard({ plan, status, onBuy }: PlanCardProps) {
  const [months, setMonths] = useState(plan.monthOptions[0]?.months ?? 1);
  const action = planAction(plan, status);
  const isCurrent = plan.level === status.level;
  const offered = action.kind !== 'lower';

  return (
    <section aria-label={plan.name} style={{ height: '100%' }}>
      <Card
        style={{ height: '100%', borderColor: isCurrent ? '#faad14' : undefined }}
        styles={{ body: { height: '100%' } }}
      >
        <Flex vertical gap={12} style={{ height: '100%' }}>
          <Flex justify="space-between" align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {plan.level > 0 ? <CrownOutlined style={{ color: '#faad14', marginRight: 8 }} /> : null}
              {plan.name}
            </Typography.Title>
            {isCurrent ? <Tag color="gold">当前等级</Tag> : null}
          </Flex>
          <div>
            <Typography.Text style={{ fontSize: 28, fontWeight: 600 }}>
              {plan.monthlyPriceCents > 0 ? formatCents(plan.monthlyPriceCents) : '免费'}
            </Typography.Text>
            {plan.monthlyPriceCents > 0 ? <Typography.Text type="secondary"> / 月</Typography.Text> : null}
          </div>
          <Flex vertical gap={6}>
            <LimitRow label="项目" value={formatLimit(plan.limits.projects)} />
            <LimitRow label="每个项目的实体" value={formatLimit(plan.limits.entitiesPerProject)} />
            <LimitRow label="自有模板" value={formatLimit(plan.limits.ownTemplates)} />
            <Flex justify="space-between">
              <Typography.Text type="secondary">高级模板</Typography.Text>
              {plan.limits.premiumTemplates ? (
                <Typography.Text strong style={{ color: '#52c41a' }}>
                  <CheckCircleFilled /> 可用
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">不可用</Typography.Text>
              )}
            </Flex>
          </Flex>
          <Divider style={{ margin: '4px 0' }} />
          {plan.monthOptions.length > 0 ? (
            <Radio.Group
              value={months}
              disabled={!offered}
              onChange={(event) => setMonths(event.target.value as number)}
              aria-label={`${plan.name}购买月数`}
              style={{ width: '100%' }}
            >
              <Flex vertical gap={8}>
                {plan.monthOptions.map((option) => {
                  const saving = savingCents(plan, option);
                  return (
                    <Radio key={option.months} value={option.months} style={{ width: '100%' }}>
                      <Flex gap={8} align="center" wrap>
                        <span style={{ minWidth: 48 }}>{option.months} 个月</span>
                        <Typography.Text strong>{formatCents(option.priceCents)}</Typography.Text>
                        {saving > 0 ? (
                          <Tooltip title={`${option.months} 个月按 ${billedMonths(plan, option)} 个月计费`}>
                            <Tag color="red" style={{ marginInlineEnd: 0 }}>
                              省 {formatCents(saving)}
                            </Tag>
                          </Tooltip>
                        ) : null}
                      </Flex>
                    </Radio>
                  );
                })}
              </Flex>
            </Radio.Group>
          ) : (
            <Typography.Text type="secondary">
              基础功能长期免费，付费等级到期后自动回到免费版。
            </Typography.Text>
          )}
          {plan.monthOptions.some((option) => savingCents(plan, option) > 0) ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {plan.monthOptions
                .filter((option) => savingCents(plan, option) > 0)
                .map((option) => `${option.months} 个月按 ${billedMonths(plan, option)} 个月计费`)
                .join('；')}
            </Typography.Text>
          ) : null}
          <div style={{ marginTop: 'auto' }}>
            {action.kind === 'lower' ? (
              <Flex vertical gap={6}>
                <Button block disabled>
                  不可降级
                </Button>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {action.reason}
                </Typography.Text>
              </Flex>
            ) : action.kind === 'current-free' ? (
              <Button block disabled>
                正在使用
              </Button>
            ) : (
              <Button
                block
                type={action.kind === 'extend' ? 'default' : 'primary'}
                onClick={() => onBuy(plan, months)}
              >
                {action.label}
              </Button>
            )}
          </div>
        </Flex>
      </Card>
    </section>
  );
}
