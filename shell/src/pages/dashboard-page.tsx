// /dashboard: who is signed in, their membership and balance, and where to start; an admin also sees the
// recharges waiting for review.
import { Link } from 'react-router-dom';
import type { AdminStats } from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';
import { Button, Card, Col, Descriptions, Row, Statistic, Tag, Typography } from '@modelsmith/shared/antd';
import {
  ArrowRightOutlined,
  AppstoreOutlined,
  CodeOutlined,
  MoneyCollectOutlined,
  ProjectOutlined,
} from '@modelsmith/shared/icons';
import {
  selectIsAdmin,
  selectUser,
  selectUserInfoError,
  selectUserInfoStatus,
} from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import {
  ErrorState,
  formatCents,
  formatDate,
  formatLimit,
  LoadingState,
  PageContainer,
  RoleTag,
} from '@modelsmith/shared/ui';
import { useModelCountsQuery } from './model-counts';

// The admin's figures (API.md "Administration"); asked for only in an admin's session.
const adminStatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardAdminStats: build.query<AdminStats, void>({
      query: () => ({ url: '/admin/stats' }),
      providesTags: ['Recharge'],
    }),
  }),
});

function PendingRechargesCard() {
  const { data, isLoading, isError } = adminStatsApi.useDashboardAdminStatsQuery();
  const pending = data?.pendingOrders ?? 0;
  return (
    <Card
      title={
        <>
          <MoneyCollectOutlined /> 充值审核
        </>
      }
      extra={<Link to="/admin/recharge">去审核</Link>}
      style={{ marginTop: 16 }}
      aria-label="充值审核"
    >
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic
            title="待审核"
            loading={isLoading}
            value={data ? pending : '—'}
            suffix={data ? '笔' : undefined}
            styles={pending > 0 ? { content: { color: '#d46b08' } } : undefined}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="待审核金额"
            loading={isLoading}
            value={data ? formatCents(data.pendingAmountCents) : '—'}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="本月已到账"
            loading={isLoading}
            value={data ? formatCents(data.approvedThisMonthCents) : '—'}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="用户"
            loading={isLoading}
            value={data ? data.users : '—'}
            suffix={data ? '人' : undefined}
          />
        </Col>
      </Row>
      {isError ? <Typography.Text type="secondary">无法读取审核数据，稍后刷新重试。</Typography.Text> : null}
    </Card>
  );
}

const START_STEPS = [
  { to: '/projects', icon: <ProjectOutlined />, title: '创建项目', text: '设定包名、数据库与表前缀' },
  {
    to: '/templates',
    icon: <AppstoreOutlined />,
    title: '挑选模板',
    text: 'Spring Boot、NestJS、React 等官方模板集',
  },
  { to: '/code-preview-test', icon: <CodeOutlined />, title: '预览代码', text: '用示例模型先看看生成结果' },
];

export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectUserInfoStatus);
  const error = useAppSelector(selectUserInfoError);
  const counts = useModelCountsQuery();
  const isAdmin = useAppSelector(selectIsAdmin);

  if (!user) {
    return status === 'failed' ? <ErrorState error={error} title="无法读取账号信息" /> : <LoadingState />;
  }
  const membership = user.membershipInfo;

  return (
    <PageContainer
      title={`你好，${user.nickname || user.username}`}
      subtitle="这是你的工作台：账号、会员与余额一览。"
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="账号" style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
              <Descriptions.Item label="邮箱">{user.email}</Descriptions.Item>
              <Descriptions.Item label="角色">
                <RoleTag role={user.role} />
              </Descriptions.Item>
              <Descriptions.Item label="注册时间">{formatDate(user.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={7}>
          <Card title="会员" extra={<Link to="/membership">会员中心</Link>} style={{ height: '100%' }}>
            {membership ? (
              <>
                <Tag
                  color={membership.level > 0 ? 'gold' : 'default'}
                  style={{ fontSize: 14, padding: '2px 10px' }}
                >
                  {membership.name}
                </Tag>
                <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
                  <Descriptions.Item label="到期">
                    {membership.expiresAt ? formatDate(membership.expiresAt) : '长期有效'}
                  </Descriptions.Item>
                  <Descriptions.Item label="项目上限">
                    {formatLimit(membership.limits.projects)}
                  </Descriptions.Item>
                  <Descriptions.Item label="每项目实体">
                    {formatLimit(membership.limits.entitiesPerProject)}
                  </Descriptions.Item>
                </Descriptions>
              </>
            ) : (
              <LoadingState tip="正在读取会员信息…" />
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={7}>
          <Card title="余额" extra={<Link to="/balance">查看明细</Link>} style={{ height: '100%' }}>
            <Statistic value={formatCents(user.balance)} />
            <Link to="/balance">
              <Button style={{ marginTop: 16 }}>去充值</Button>
            </Link>
          </Card>
        </Col>
      </Row>
      {isAdmin ? <PendingRechargesCard /> : null}
      <Card title="我的模型" extra={<Link to="/projects">我的项目</Link>} style={{ marginTop: 16 }}>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic
              title="项目"
              loading={counts.isLoading}
              value={counts.data?.projects ?? '—'}
              suffix={membership?.limits.projects != null ? `/ ${membership.limits.projects}` : undefined}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="实体" loading={counts.isLoading} value={counts.data?.entities ?? '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="代码快照" loading={counts.isLoading} value={counts.data?.snapshots ?? '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title="我的模板"
              loading={counts.isLoading}
              value={counts.data?.templates ?? '—'}
              suffix={
                membership?.limits.ownTemplates != null ? `/ ${membership.limits.ownTemplates}` : undefined
              }
            />
          </Col>
        </Row>
      </Card>
      <Card title="开始使用" style={{ marginTop: 16 }}>
        <Row gutter={[16, 16]}>
          {START_STEPS.map((step) => (
            <Col xs={24} md={8} key={step.to}>
              <Link to={step.to}>
                <Card hoverable size="small">
                  <Card.Meta
                    avatar={<span style={{ fontSize: 22, color: '#4f46e5' }}>{step.icon}</span>}
                    title={
                      <>
                        {step.title} <ArrowRightOutlined />
                      </>
                    }
                    description={step.text}
                  />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </PageContainer>
  );
}
