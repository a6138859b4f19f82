// What an import would do, listed before the user confirms: entities created / updated / removed, statements
// skipped and things kept only approximately (each with its line and reason), and the codes read from comments,
// which the user may decline field by field.
import { useState } from 'react';
import type { Entity, EnumSuggestion, ImportDdlResult } from '@modelsmith/contract';
import { Checkbox, Flex, Tag, Typography } from '@modelsmith/shared/antd';
import { Collapse, Table } from '@modelsmith/shared/antd-data';

type SkippedStatement = ImportDdlResult['skipped'][number];

/** Up to this many skipped statements show at once; more fold behind a header that counts them by reason. */
const SKIPPED_SHOWN_OPEN = 5;

function SkippedTable({ skipped }: { skipped: SkippedStatement[] }) {
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ y: 260 }}
      dataSource={skipped.map((item, index) => ({ ...item, key: index }))}
      columns={[
        {
          title: '行号',
          dataIndex: 'line',
          width: 72,
          render: (line: number) => (line > 0 ? `第 ${line} 行` : '—'),
        },
        {
          title: '语句',
          dataIndex: 'statement',
          render: (statement: string) => (
            <Typography.Text code style={{ wordBreak: 'break-all', fontSize: 12 }}>
              {statement}
            </Typography.Text>
          ),
        },
        { title: '原因', dataIndex: 'reason', width: 260 },
      ]}
    />
  );
}

/** Reasons with how many statements each skipped, most frequent first. */
function reasonCounts(skipped: SkippedStatement[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function StatementList({
  skipped,
  title,
  tone,
}: {
  skipped: SkippedStatement[];
  title: string;
  tone: 'warning' | 'processing';
}) {
  const [open, setOpen] = useState(false);
  if (skipped.length <= SKIPPED_SHOWN_OPEN) {
    return (
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <div style={{ marginTop: 6 }}>
          <SkippedTable skipped={skipped} />
        </div>
      </div>
    );
  }
  const reasons = reasonCounts(skipped);
  return (
    <Collapse
      size="small"
      activeKey={open ? ['skipped'] : []}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'skipped',
          label: (
            <Flex vertical gap={4}>
              <Typography.Text strong>{title}</Typography.Text>
              <Flex wrap gap={4}>
                {reasons.slice(0, 3).map(([reason, count]) => (
                  <Tag key={reason} color={tone}>
                    {reason} × {count}
                  </Tag>
                ))}
                {reasons.length > 3 ? <Tag>另有 {reasons.length - 3} 种原因</Tag> : null}
              </Flex>
            </Flex>
          ),
          extra: <Typography.Text type="secondary">{open ? '收起' : '展开查看行号与原因'}</Typography.Text>,
          children: <SkippedTable skipped={skipped} />,
        },
      ]}
    />
  );
}

/** A field offered labelled codes read from its comment; unchecked ones are imported as plain fields. */
export const suggestionKey = (s: Pick<EnumSuggestion, 'tableName' | 'field'>) => `${s.tableName}.${s.field}`;

function Suggestions({
  suggestions,
  declined,
  onToggle,
}: {
  suggestions: EnumSuggestion[];
  declined: ReadonlySet<string>;
  onToggle: (suggestion: EnumSuggestion, accepted: boolean) => void;
}) {
  return (
    <div>
      <Typography.Text strong>
        从注释中识别出 {suggestions.length} 个字段的取值（勾选的将作为枚举值与显示名导入）
      </Typography.Text>
      <Flex vertical gap={6} style={{ marginTop: 6, maxHeight: 220, overflow: 'auto' }}>
        {suggestions.map((suggestion) => (
          <Checkbox
            key={suggestionKey(suggestion)}
            checked={!declined.has(suggestionKey(suggestion))}
            onChange={(event) => onToggle(suggestion, event.target.checked)}
          >
            <Typography.Text code>{suggestionKey(suggestion)}</Typography.Text>{' '}
            {suggestion.values.map((v) => (v.label ? `${v.value}=${v.label}` : v.value)).join('，')}
            <Typography.Text type="secondary">（第 {suggestion.line} 行）</Typography.Text>
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
}

/**
 * The table as the script named it: its exact name, in its schema (`archive.orders`, where the entity is
 * ArchiveOrders / archive_orders beside a public `orders`).
 */
export function tableOf(entity: Pick<Entity, 'tableName' | 'sqlTableName' | 'sqlSchema'>): string {
  const table = entity.sqlTableName ?? entity.tableName;
  return entity.sqlSchema ? `${entity.sqlSchema}.${table}` : table;
}

export interface ImportSummaryProps {
  result: ImportDdlResult;
  declined: ReadonlySet<string>;
  onToggle: (suggestion: EnumSuggestion, accepted: boolean) => void;
}

export function ImportSummary({ result, declined, onToggle }: ImportSummaryProps) {
  const groups = [
    { key: 'created', label: '新建', color: 'success', items: result.created },
    { key: 'updated', label: '更新', color: 'processing', items: result.updated },
    { key: 'removed', label: '删除', color: 'error', items: result.removed },
  ] as const;
  return (
    <Flex vertical gap={12}>
      {groups.map(({ key, label, color, items }) =>
        items.length > 0 ? (
          <div key={key}>
            <Typography.Text strong>
              {label} {items.length} 个实体
            </Typography.Text>
            <Flex wrap gap={4} style={{ marginTop: 6 }}>
              {items.map((entity) => (
                <Tag key={entity.className} color={color}>
                  {entity.label ? `${entity.label}（${tableOf(entity)}）` : tableOf(entity)}
                </Tag>
              ))}
            </Flex>
          </div>
        ) : null,
      )}
      {result.skipped.length > 0 ? (
        <StatementList
          skipped={result.skipped}
          title={`跳过 ${result.skipped.length} 条语句（不会导入）`}
          tone="warning"
        />
      ) : null}
      {result.approximations.length > 0 ? (
        <StatementList
          skipped={result.approximations}
          title={`近似保留 ${result.approximations.length} 项（导入后与原脚本略有不同）`}
          tone="processing"
        />
      ) : null}
      {result.suggestions.length > 0 ? (
        <Suggestions suggestions={result.suggestions} declined={declined} onToggle={onToggle} />
      ) : null}
    </Flex>
  );
}
