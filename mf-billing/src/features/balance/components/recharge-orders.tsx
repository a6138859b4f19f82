// The user's recharge orders, newest first, filtered by status; a pending one can be cancelled after a confirm.
import { useState } from 'react';
import {
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_STATUS_LABELS,
  RECHARGE_STATUSES,
  type RechargeOrder,
  type RechargeStatus,
} from '@modelsmith/contract';
import { App, Button, Flex, Popconfirm, Typography } from '@modelsmith/shared/antd';
import type { ColumnsType } from '@modelsmith/shared/antd-data';
import { ErrorState, formatCents, formatDateTime } from '@modelsmith/shared/ui';
import { type RechargeOrdersArgs, useCancelRechargeOrderMutation, useRechargeOrdersQuery } from '../api';
import { RechargeStatusTag } from './billing-tags';
import { FilteredTable } from './filtered-table';

function CancelOrder({ order }: { order: RechargeOrder }) {
  const { message } = App.useApp();
  const [cancel, { isLoading }] = useCancelRechargeOrderMutation();
  const onConfirm = async () => {
    const result = await cancel(order.id);
    if (!('error' in result)) message.success(`已取消充值单 ${order.orderNo}`);
  };
  return (
    <Popconfirm
      title={`取消充值单 ${order.orderNo}？`}
      description="取消后管理员不再审核此单；如已付款，请勿取消，等待审核即可。"
      okText="取消充值单"
      okButtonProps={{ danger: true }}
      cancelText="不取消"
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger loading={isLoading}>
        取消
      </Button>
    </Popconfirm>
  );
}

const columns: ColumnsType<RechargeOrder> = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    width: 220,
    render: (orderNo: string) => (
      <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
        {orderNo}
      </Typography.Text>
    ),
  },
  {
    title: '金额',
    dataIndex: 'amountCents',
    align: 'right',
    width: 100,
    render: (cents: number) => <Typography.Text strong>{formatCents(cents)}</Typography.Text>,
  },
  {
    title: '渠道',
    dataIndex: 'channel',
    width: 72,
    render: (channel: RechargeOrder['channel']) => RECHARGE_CHANNEL_LABELS[channel],
  },
  { title: '付款凭证号', dataIndex: 'paymentReference', width: 150, ellipsis: true },
  {
    title: '状态',
    dataIndex: 'status',
    width: 150,
    render: (status: RechargeStatus, order) => (
      <Flex vertical gap={2}>
        <span>
          <RechargeStatusTag status={status} />
        </span>
        {order.rejectReason ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            原因：{order.rejectReason}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  { title: '提交时间', dataIndex: 'createdAt', width: 165, render: (at: string) => formatDateTime(at) },
  {
    title: '审核时间',
    dataIndex: 'reviewedAt',
    width: 165,
    render: (at: string | null) => (at ? formatDateTime(at) : '—'),
  },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 72,
    render: (_, order) => (order.status === 'PENDING' ? <CancelOrder order={order} /> : null),
  },
];

export function RechargeOrders() {
  const [query, setQuery] = useState<RechargeOrdersArgs>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useRechargeOrdersQuery(query);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <FilteredTable<RechargeOrder, RechargeStatus>
      filter={{
        label: '订单状态',
        allLabel: '全部状态',
        values: RECHARGE_STATUSES,
        labels: RECHARGE_STATUS_LABELS,
      }}
      value={query.status}
      onFilter={(status) => setQuery((previous) => ({ ...previous, current: 1, status }))}
      page={query}
      onPage={(current, size) => setQuery((previous) => ({ ...previous, current, size }))}
      rows={data?.records}
      total={data?.total}
      loading={isFetching}
      columns={columns}
      rowKey="id"
      scrollX={1100}
      emptyText={query.status ? '没有该状态的充值单' : '还没有充值记录'}
    />
  );
}
