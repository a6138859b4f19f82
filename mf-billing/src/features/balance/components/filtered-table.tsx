// A page of rows with one "all or one kind" filter above it: the ledger by type, the recharge orders by status.
import type { Key } from 'react';
import { Flex } from '@modelsmith/shared/antd';
import { type ColumnsType, Select, Table } from '@modelsmith/shared/antd-data';

const ALL = 'ALL';

export interface FilteredTableProps<Row, Value extends string> {
  filter: { label: string; allLabel: string; values: readonly Value[]; labels: Record<Value, string> };
  value: Value | undefined;
  onFilter: (value: Value | undefined) => void;
  page: { current: number; size: number };
  onPage: (current: number, size: number) => void;
  rows: Row[] | undefined;
  total: number | undefined;
  loading: boolean;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & Key;
  scrollX: number;
  emptyText: string;
}

export function FilteredTable<Row extends object, Value extends string>(
  props: FilteredTableProps<Row, Value>,
) {
  const { filter, value, page } = props;
  return (
    <Flex vertical gap={12}>
      <Select<Value | typeof ALL>
        aria-label={filter.label}
        style={{ width: 160 }}
        value={value ?? ALL}
        options={[
          { value: ALL, label: filter.allLabel },
          ...filter.values.map((v) => ({ value: v, label: filter.labels[v] })),
        ]}
        onChange={(next) => props.onFilter(next === ALL ? undefined : (next as Value))}
      />
      <Table<Row>
        rowKey={props.rowKey as string}
        size="middle"
        columns={props.columns}
        dataSource={props.rows}
        loading={props.loading}
        scroll={{ x: props.scrollX }}
        locale={{ emptyText: props.emptyText }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: props.total,
          showTotal: (total) => `共 ${total} 笔`,
          onChange: props.onPage,
        }}
      />
    </Flex>
  );
}
