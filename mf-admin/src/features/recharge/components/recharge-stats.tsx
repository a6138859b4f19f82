// The desk's figures (GET /admin/stats): what waits for review, what came in this month, the users.
import { Card, Col, Row, Statistic, Typography } from '@modelsmith/shared/antd';
import { formatCents } from '@modelsmith/shared/ui';
import { useAdminStatsQuery } from '../api';

export function RechargeStats() {
  const { data, isLoading, isError } = useAdminStatsQuery();
  const figure = (value: (stats: NonNullable<typeof data>) => string | number) =>
    data ? value(data) : isError ? '—' : 0;
  const note = (text: string | null) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text ?? '\u00a0'}
    </Typography.Text>
  );
  const cards = [
    {
      title: '待审核订单',
      value: figure((stats) => stats.pendingOrders),
      suffix: '笔',
      note: '待审核的订单排在列表最前',
      highlight: (data?.pendingOrders ?? 0) > 0,
    },
    {
      title: '待审核金额',
      value: figure((stats) => formatCents(stats.pendingAmountCents)),
      note: '通过后记入用户余额，只入账一次',
    },
    {
      title: '本月已到账',
      value: figure((stats) => formatCents(stats.approvedThisMonthCents)),
      note: data ? `共 ${data.approvedThisMonthOrders} 笔（北京时间本月）` : null,
    },
    {
      title: '用户',
      value: figure((stats) => stats.users),
      suffix: '人',
      note: data ? `余额合计 ${formatCents(data.balancesCents)}` : null,
    },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col xs={12} lg={6} key={card.title}>
          <Card size="small" aria-label={card.title}>
            <Statistic
              title={card.title}
              value={card.value}
              suffix={card.suffix}
              loading={isLoading}
              styles={card.highlight ? { content: { color: '#d46b08' } } : undefined}
            />
            {note(card.note)}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
