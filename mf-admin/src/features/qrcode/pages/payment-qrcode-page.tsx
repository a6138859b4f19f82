// /admin/qrcode (收款码管理): the payment QR codes users see when they recharge — picture, name, channel, account
// name; enabled and sort are edited in place; add and edit in a dialog with the picture upload; delete after a confirm.
import { useState } from 'react';
import {
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_CHANNELS,
  type QrCode,
  type RechargeChannel,
} from '@modelsmith/contract';
import { App, Button, Popconfirm, Space, Typography } from '@modelsmith/shared/antd';
import { type ColumnsType, Image, Segmented, Table } from '@modelsmith/shared/antd-data';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@modelsmith/shared/icons';
import { ErrorState, formatDateTime, PageContainer } from '@modelsmith/shared/ui';
import { type QrCodesQuery, useAdminQrCodesQuery, useDeleteQrCodeMutation } from '../api';
import { QrCodeFormModal } from '../components/qrcode-form-modal';
import { EnabledSwitch, SortInput } from '../components/qrcode-row-controls';
import { qrImageSrc } from '../qr-image';
import { ChannelTag } from '../../recharge/labels';

type ChannelFilter = RechargeChannel | 'ALL';

export default function PaymentQrcodePage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<QrCodesQuery>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useAdminQrCodesQuery(query);
  const [remove] = useDeleteQrCodeMutation();
  // undefined: no dialog; null: a new code; a QrCode: editing it.
  const [editing, setEditing] = useState<QrCode | null | undefined>(undefined);
  // Each opening gets a fresh form (the key stays while the dialog closes, so it animates out).
  const [dialogKey, setDialogKey] = useState(0);
  const openDialog = (qrCode: QrCode | null) => {
    setDialogKey((key) => key + 1);
    setEditing(qrCode);
  };

  const onDelete = async (qrCode: QrCode) => {
    const result = await remove(qrCode.id);
    if (!('error' in result)) void message.success(`已删除「${qrCode.name}」`);
  };

  const columns: ColumnsType<QrCode> = [
    {
      title: '收款码',
      dataIndex: 'imageUrl',
      width: 96,
      render: (url: string, qrCode) => (
        <Image
          src={qrImageSrc(url)}
          alt={qrCode.name}
          width={64}
          height={64}
          style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4, background: '#fff' }}
        />
      ),
    },
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: '渠道',
      dataIndex: 'channel',
      width: 90,
      render: (channel: RechargeChannel) => <ChannelTag channel={channel} />,
    },
    { title: '收款人', dataIndex: 'accountName', width: 160 },
    {
      title: '状态',
      key: 'enabled',
      width: 100,
      render: (_, qrCode) => <EnabledSwitch qrCode={qrCode} />,
    },
    {
      title: '排序',
      key: 'sort',
      width: 110,
      // Re-keyed on the saved value, so a refreshed list resets the draft.
      render: (_, qrCode) => <SortInput key={`${qrCode.id}:${qrCode.sort}`} qrCode={qrCode} />,
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, qrCode) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openDialog(qrCode)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除收款码「${qrCode.name}」？`}
            description="删除后用户充值时不再看到它，已提交的充值订单不受影响。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => onDelete(qrCode)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const channel: ChannelFilter = query.channel ?? 'ALL';
  return (
    <PageContainer
      title="收款码管理"
      subtitle="用户充值时按渠道看到已启用的收款码，排序数字小的在前。"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)}>
          添加收款码
        </Button>
      }
    >
      <Segmented<ChannelFilter>
        style={{ marginBottom: 16 }}
        value={channel}
        onChange={(value) =>
          setQuery({ current: 1, size: query.size, channel: value === 'ALL' ? undefined : value })
        }
        options={[
          { value: 'ALL', label: '全部' },
          ...RECHARGE_CHANNELS.map((value) => ({ value, label: RECHARGE_CHANNEL_LABELS[value] })),
        ]}
      />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<QrCode>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.records}
          columns={columns}
          scroll={{ x: 980 }}
          locale={{
            emptyText: query.channel
              ? `还没有${RECHARGE_CHANNEL_LABELS[query.channel]}收款码`
              : '还没有收款码，点击「添加收款码」上传第一张',
          }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: data?.total ?? 0,
            showTotal: (total) => `共 ${total} 个`,
            onChange: (current, size) => setQuery({ ...query, current, size }),
          }}
        />
      )}
      <QrCodeFormModal key={dialogKey} editing={editing} onClose={() => setEditing(undefined)} />
    </PageContainer>
  );
}
