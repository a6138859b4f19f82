// The balance ledger, newest first: every change with its type, signed amount, the balance after it and what it
// belongs to; filtered by type.
import { useState } from 'react';
import { LEDGER_TYPE_LABELS, LEDGER_TYPES, type LedgerEntry, type LedgerType } from '@modelsmith/contract';
import { Flex, Typography } from '@modelsmith/shared/antd';
import { type ColumnsType, Select, Table } from '@modelsmith/shared/antd-data';
import { ErrorState, formatCents, formatDateTime } from '@modelsmith/shared/ui';
import { type LedgerArgs, useLedgerQuery } from '../api';
import { LedgerTypeTag } from './billing-tags';

/** +¥100.00 in green, −¥29.00 in red. */
export function SignedAmount({ cents }: { cents: number }) {
  return (
    <Typography.Text strong style={{ color: cents >= 0 ? '#389e0d' : '#cf1322' }}>
      {cents >= 0 ? '+' : '−'}
      {formatCents(Math.abs(cents))}
    </Typography.Text>
  );
}

const columns: ColumnsType<LedgerEntry> = [
  { title: '时间', dataIndex: 'createdAt', width: 180, render: (at: string) => formatDateTime(at) },
  {
    title: '类型',
    dataIndex: 'type',
    width: 110,
    render: (type: LedgerType) => <LedgerTypeTag type={type} />,
  },
  {
    title: '金额',
    dataIndex: 'amountCents',
    align: 'right',
    width: 130,
    render: (cents: number) => <SignedAmount cents={cents} />,
  },
  {
    title: '变动后余额',
    dataIndex: 'balanceAfterCents',
    align: 'right',
    width: 130,
    render: (cents: number) => formatCents(cents),
  },
  {
    title: '说明',
    key: 'description',
    render: (_, entry) => (
      <Flex vertical gap={2}>
        <span>{entry.description ?? '—'}</span>
        {entry.reference ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.reference}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
];

export function LedgerTable() {
  const [query, setQuery] = useState<LedgerArgs>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useLedgerQuery(query);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Flex vertical gap={12}>
      <Select<LedgerType | 'ALL'>
        aria-label="流水类型"
        style={{ width: 160 }}
        value={query.type ?? 'ALL'}
        options={[
          { value: 'ALL', label: '全部类型' },
          ...LEDGER_TYPES.map((type) => ({ value: type, label: LEDGER_TYPE_LABELS[type] })),
        ]}
        onChange={(value) =>
          setQuery((previous) => ({ ...previous, current: 1, type: value === 'ALL' ? undefined : value }))
        }
      />
      <Table<LedgerEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.records}
        loading={isFetching}
        scroll={{ x: 760 }}
        locale={{ emptyText: query.type ? '没有该类型的流水' : '还没有余额变动' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: data?.total,
          showTotal: (total) => `共 ${total} 笔`,
          onChange: (current, size) => setQuery((previous) => ({ ...previous, current, size })),
        }}
      />
    </Flex>
  );
}
