// The balance ledger, newest first: every change with its type, signed amount, the balance after it and what it
// belongs to; filtered by type.
import { useState } from 'react';
import { LEDGER_TYPE_LABELS, LEDGER_TYPES, type LedgerEntry, type LedgerType } from '@modelsmith/contract';
import { Flex, Typography } from '@modelsmith/shared/antd';
import type { ColumnsType } from '@modelsmith/shared/antd-data';
import { ErrorState, formatCents, formatDateTime } from '@modelsmith/shared/ui';
import { type LedgerArgs, useLedgerQuery } from '../api';
import { LedgerTypeTag } from './billing-tags';
import { FilteredTable } from './filtered-table';

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
    <FilteredTable<LedgerEntry, LedgerType>
      filter={{ label: '流水类型', allLabel: '全部类型', values: LEDGER_TYPES, labels: LEDGER_TYPE_LABELS }}
      value={query.type}
      onFilter={(type) => setQuery((previous) => ({ ...previous, current: 1, type }))}
      page={query}
      onPage={(current, size) => setQuery((previous) => ({ ...previous, current, size }))}
      rows={data?.records}
      total={data?.total}
      loading={isFetching}
      columns={columns}
      rowKey="id"
      scrollX={760}
      emptyText={query.type ? '没有该类型的流水' : '还没有余额变动'}
    />
  );
}
