// The plan in force: level, end date, what is used of its limits, and the balance it is paid from.
import { Link } from 'react-router-dom';
import type { MembershipStatus } from '@modelsmith/contract';
import { Card, Col, Flex, Row, Statistic, Tag, Typography } from '@modelsmith/shared/antd';
import { CrownOutlined } from '@modelsmith/shared/icons';
import { selectUser } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import { formatCents, formatDate, formatLimit, QuotaMeter, quotaOf } from '@modelsmith/shared/ui';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysLeft(expiresAt: string): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / DAY_MS));
}

export function CurrentMembership({ status }: { status: MembershipStatus }) {
  const user = useAppSelector(selectUser);
  return (
    <Card title="当前会员" style={{ marginBottom: 24 }}>
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} md={8}>
          <Flex vertical gap={8}>
            <Flex align="center" gap={8}>
              <Tag
                icon={<CrownOutlined />}
                color={status.level > 0 ? 'gold' : 'default'}
                style={{ fontSize: 16, padding: '4px 12px' }}
              >
                {status.levelName}
              </Tag>
            </Flex>
            <Typography.Text type="secondary">
              {status.expiresAt
                ? `有效期至 ${formatDate(status.expiresAt)}（剩余 ${daysLeft(status.expiresAt)} 天）`
                : '长期有效'}
            </Typography.Text>
            <Typography.Text type="secondary">
              每个项目的实体上限 {formatLimit(status.limits.entitiesPerProject)} · 高级模板
              {status.limits.premiumTemplates ? '可用' : '不可用'}
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={24} md={10}>
          <Flex vertical gap={12}>
            <QuotaMeter quota={quotaOf(status, 'projects', status.usage.projects)} />
            <QuotaMeter quota={quotaOf(status, 'ownTemplates', status.usage.ownTemplates)} />
          </Flex>
        </Col>
        <Col xs={24} md={6}>
          <Statistic title="账户余额" value={user ? formatCents(user.balance) : '—'} />
          <Link to="/balance">充值与明细</Link>
        </Col>
      </Row>
    </Card>
  );
}
