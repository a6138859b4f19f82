// /admin/recharge (充值审核): the desk's figures, then every order, pending first (the server orders them so),
// filtered by status and username; a pending order is approved after a confirmation or rejected with a reason.
import { useState } from 'react';
import {
  RECHARGE_STATUS_LABELS,
  RECHARGE_STATUSES,
  type RechargeOrder,
  type RechargeStatus,
} from '@modelsmith/contract';
import {
  App,
  Button,
  Flex,
  Form,
  Input,
  Popconfirm,
  Space,
  Tooltip,
  Typography,
} from '@modelsmith/shared/antd';
import { type ColumnsType, Select, Table } from '@modelsmith/shared/antd-data';
import { baseApi } from '@modelsmith/shared/api';
import { CheckCircleOutlined, ReloadOutlined, SearchOutlined, UserOutlined } from '@modelsmith/shared/icons';
import { useAppDispatch } from '@modelsmith/shared/store';
import { ErrorState, formatCents, formatDateTime, PageContainer } from '@modelsmith/shared/ui';
import { type AdminOrdersQuery, useAdminRechargeOrdersQuery, useApproveRechargeOrderMutation } from '../api';
import { RechargeStats } from '../components/recharge-stats';
import { RejectOrderModal } from '../components/reject-order-modal';
import { ChannelTag, RechargeStatusTag } from '../labels';

interface Filters {
  username?: string;
  status?: RechargeStatus;
}

const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

export default function RechargeReviewPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<AdminOrdersQuery>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useAdminRechargeOrdersQuery(query);
  const dispatch = useAppDispatch();
  // The figures and the list together: both change when any admin reviews.
  const refresh = () => dispatch(baseApi.util.invalidateTags(['Recharge']));
  const [approve, { isLoading: approving }] = useApproveRechargeOrderMutation();
  const [rejecting, setRejecting] = useState<RechargeOrder | null>(null);
  const reviewing = approving || rejecting !== null;

  const search = ({ username, status }: Filters) =>
    setQuery({ current: 1, size: query.size, username: username?.trim() || undefined, status });

  const approveOrder = async (order: RechargeOrder) => {
    try {
      await approve(order.id).unwrap();
      void message.success(
        `已通过：${order.user?.username ?? ''} 的余额增加 ${formatCents(order.amountCents)}`,
      );
    } catch {
      // The HTTP layer has shown why; on 409 the list refreshes by itself (the endpoint invalidates it).
    }
  };

  const columns: ColumnsType<RechargeOrder> = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 220,
      render: (orderNo: string) => (
        <Typography.Text copyable style={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
          {orderNo}
        </Typography.Text>
      ),
    },
    {
      title: '用户',
      key: 'user',
      width: 90,
      render: (_, order) => order.user?.username ?? muted('—'),
    },
    {
      title: '金额',
      dataIndex: 'amountCents',
      width: 100,
      align: 'right',
      render: (cents: number) => <Typography.Text strong>{formatCents(cents)}</Typography.Text>,
    },
    {
      title: '渠道',
      dataIndex: 'channel',
      width: 70,
      render: (channel: RechargeOrder['channel']) => <ChannelTag channel={channel} />,
    },
    {
      title: '付款凭证',
      dataIndex: 'paymentReference',
      width: 210,
      render: (reference: string) => (
        <Typography.Text copyable style={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
          {reference}
        </Typography.Text>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 130,
      render: (_, order) => (
        <Flex vertical gap={2} align="flex-start">
          <RechargeStatusTag status={order.status} />
          {order.rejectReason ? (
            <Tooltip title={order.rejectReason}>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 114, fontSize: 12 }}>
                原因：{order.rejectReason}
              </Typography.Text>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    {
      title: '时间',
      key: 'times',
      width: 190,
      render: (_, order) => (
        <Flex vertical style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <span>提交 {formatDateTime(order.createdAt)}</span>
          {order.reviewedAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              审核 {formatDateTime(order.reviewedAt)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, order) =>
        order.status === 'PENDING' ? (
          <Space size={4}>
            <Popconfirm
              title={`通过 ${order.user?.username ?? ''} 的充值？`}
              description={
                <>
                  请确认已收到 {formatCents(order.amountCents)}（凭证 {order.paymentReference}）。
                  <br />
                  通过后该用户余额立即增加 {formatCents(order.amountCents)}。
                </>
              }
              okText="确认通过"
              cancelText="取消"
              onConfirm={() => approveOrder(order)}
              disabled={reviewing}
            >
              <Button type="primary" size="small" icon={<CheckCircleOutlined />} disabled={reviewing}>
                通过
              </Button>
            </Popconfirm>
            <Button danger size="small" disabled={reviewing} onClick={() => setRejecting(order)}>
              拒绝
            </Button>
          </Space>
        ) : (
          muted('已处理')
        ),
    },
  ];

  return (
    <PageContainer
      title="充值管理"
      subtitle="核对付款凭证后通过（余额只入账一次）或填写原因拒绝；待审核的订单排在最前。"
      extra={
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={isFetching}>
          刷新
        </Button>
      }
    >
      <RechargeStats />
      <Form<Filters> layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="username">
          <Input placeholder="用户名" allowClear prefix={<UserOutlined />} aria-label="用户名" />
        </Form.Item>
        <Form.Item name="status">
          <Select
            placeholder="全部状态"
            allowClear
            aria-label="状态"
            style={{ width: 140 }}
            options={RECHARGE_STATUSES.map((status) => ({
              value: status,
              label: RECHARGE_STATUS_LABELS[status],
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
        </Form.Item>
      </Form>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<RechargeOrder>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.records}
          columns={columns}
          scroll={{ x: 1160 }}
          locale={{ emptyText: query.username || query.status ? '没有符合条件的充值订单' : '还没有充值订单' }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 笔`,
            onChange: (current, size) => setQuery({ ...query, current, size }),
          }}
        />
      )}
      <RejectOrderModal order={rejecting} onClose={() => setRejecting(null)} />
    </PageContainer>
  );
}
