// /balance (我的余额): the balance and its trend, the recharge flow, the user's recharge orders and the ledger.
// ?recharge=<cents> opens the flow with that amount (what a membership purchase is short of).
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Card, Col, Flex, Row, Statistic, Tabs, Typography } from '@modelsmith/shared/antd';
import { Skeleton } from '@modelsmith/shared/antd-data';
import { CrownOutlined } from '@modelsmith/shared/icons';
import { fetchUserInfo, selectUser } from '@modelsmith/shared/session';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';
import { ErrorState, formatCents, PageContainer } from '@modelsmith/shared/ui';
import { useBalanceQuery, useLedgerQuery } from '../api';
import { LedgerTable } from './ledger-table';
import { RechargePanel } from './recharge-panel';
import { prefilledCents } from './recharge-steps';
import { RechargeOrders } from './recharge-orders';

// The chart library loads after the page, in a chunk of its own.
const BalanceChart = lazy(() => import('./balance-chart'));

/** How many of the latest ledger rows the trend is drawn from (the API's largest page). */
const TREND_ROWS = 100;

type HistoryTab = 'orders' | 'ledger';

export function BalancePage() {
  const [searchParams] = useSearchParams();
  const [initialCents] = useState(() => prefilledCents(searchParams.get('recharge')));
  const [tab, setTab] = useState<HistoryTab>('orders');
  const balance = useBalanceQuery();
  const trend = useLedgerQuery({ current: 1, size: TREND_ROWS });
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();

  // An order approved since the last 5-minute refresh: bring the header's balance up to date as well.
  const balanceCents = balance.data?.balanceCents;
  const headerCents = user?.balance;
  useEffect(() => {
    if (balanceCents !== undefined && headerCents !== undefined && balanceCents !== headerCents)
      void dispatch(fetchUserInfo());
  }, [balanceCents, headerCents, dispatch]);

  if (balance.error) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;

  return (
    <PageContainer
      title="我的余额"
      subtitle="余额用于开通和续费会员；扫码付款后提交充值单，管理员审核通过即到账。"
    >
      {initialCents !== null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`开通会员还差 ${formatCents(initialCents)}，已为您填好充值金额`}
        />
      ) : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={8}>
              <Statistic
                title="当前余额"
                value={balanceCents === undefined ? '—' : formatCents(balanceCents)}
                loading={balance.isLoading}
                styles={{ content: { fontSize: 32 } }}
              />
              <Typography.Text type="secondary">
                充值单审核通过后计入余额；余额可用于开通和续费会员，不可提现。
              </Typography.Text>
              <Link to="/membership">
                <CrownOutlined /> 开通或续费会员
              </Link>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card
            title="余额走势"
            extra={
              trend.data && trend.data.total > TREND_ROWS ? (
                <Typography.Text type="secondary">最近 {TREND_ROWS} 笔变动</Typography.Text>
              ) : null
            }
            style={{ height: '100%' }}
          >
            {trend.data && balanceCents !== undefined ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <BalanceChart entries={trend.data.records} balanceCents={balanceCents} />
              </Suspense>
            ) : trend.error ? (
              <Typography.Text type="secondary">余额走势暂时无法读取</Typography.Text>
            ) : (
              <Skeleton active paragraph={{ rows: 4 }} />
            )}
          </Card>
        </Col>
      </Row>
      <RechargePanel initialCents={initialCents} onShowOrders={() => setTab('orders')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as HistoryTab)}
          items={[
            { key: 'orders', label: '充值记录', children: <RechargeOrders /> },
            { key: 'ledger', label: '余额流水', children: <LedgerTable /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
