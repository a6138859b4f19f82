// The table's partitioning (an advanced, rarely used setting): the dialect it is written in, the PARTITION BY
// clause, MySQL's PARTITIONS n and the partitions with their bounds, all as SQL text the validator checks.
import type { Partition } from '@modelsmith/codegen';
import { Button, Col, Flex, Input, Popconfirm, Row, Space, Tag, Typography } from '@modelsmith/shared/antd';
import { InputNumber, Table } from '@modelsmith/shared/antd-data';
import { DeleteOutlined, PlusOutlined } from '@modelsmith/shared/icons';
import type { Draft, DraftProblems } from './draft';
import {
  addPartition,
  boundExample,
  changePartition,
  changePartitioning,
  DIALECT_LABELS,
  newPartitioning,
  type PartitionDialect,
  removePartition,
  setPartitioning,
  takesCount,
} from './partitioning';
import { ProblemInput } from './problem-input';
import { RemoveRow } from './remove-row';

export interface PartitioningEditorProps {
  draft: Draft;
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
  /** The dialect a new scheme is written in: the project's database. */
  defaultDialect: PartitionDialect;
}

const OTHER: Record<PartitionDialect, PartitionDialect> = { mysql: 'postgresql', postgresql: 'mysql' };
const DIALECT_COLORS: Record<PartitionDialect, string> = { mysql: 'blue', postgresql: 'geekblue' };

/** Problems of the scheme that no input shows: its shape, the partition list as a whole, MySQL's foreign keys. */
const OWN_INPUT = /^partitioning\.(by|count|partitions\[\d+\]\.(name|bound))$/;

export function PartitioningEditor({ draft, problems, onChange, defaultDialect }: PartitioningEditorProps) {
  const partitioning = draft.partitioning;
  if (!partitioning)
    return (
      <Flex align="center" gap={12} wrap>
        <Typography.Text type="secondary">未分区</Typography.Text>
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange(setPartitioning(draft, newPartitioning(draft, defaultDialect)))}
        >
          设置分区
        </Button>
      </Flex>
    );

  const { dialect } = partitioning;
  const partitions = partitioning.partitions ?? [];
  const byProblem = problems.at('partitioning.by');
  const countProblem = problems.at('partitioning.count');
  const showCount = partitioning.count !== undefined || takesCount(partitioning);
  const general = problems.list.filter(
    (problem) => problem.path.startsWith('partitioning') && !OWN_INPUT.test(problem.path),
  );
  const table = draft.sqlTableName ?? (draft.tableName || '这张表');

  return (
    <Flex vertical gap={12}>
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Flex align="center" gap={8} wrap>
          <Tag color={DIALECT_COLORS[dialect]} style={{ marginInlineEnd: 0 }}>
            {DIALECT_LABELS[dialect]}
          </Tag>
          <Typography.Text type="secondary">
            只写进 {DIALECT_LABELS[dialect]} 的 DDL；导出 {DIALECT_LABELS[OTHER[dialect]]} 时为普通表
          </Typography.Text>
        </Flex>
        <Popconfirm
          title="移除分区设置？"
          description={
            dialect === 'postgresql'
              ? `导出的 DDL 不再写 PARTITION BY 和各分区表，${table} 成为普通表。`
              : `导出的 DDL 不再写 PARTITION BY，${table} 成为普通表。`
          }
          okText="移除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => onChange(setPartitioning(draft, undefined))}
        >
          <Button danger icon={<DeleteOutlined />}>
            移除分区
          </Button>
        </Popconfirm>
      </Flex>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={showCount ? 16 : 24}>
          <Typography.Text>分区方式</Typography.Text>
          <Space.Compact block>
            <Space.Addon status={byProblem ? 'error' : undefined}>PARTITION BY</Space.Addon>
            <Input
              aria-label="分区方式"
              placeholder={dialect === 'mysql' ? 'RANGE (YEAR(created_at))' : 'LIST (status)'}
              status={byProblem ? 'error' : undefined}
              value={partitioning.by}
              onChange={(event) => onChange(changePartitioning(draft, { by: event.target.value }))}
            />
          </Space.Compact>
          {byProblem ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {byProblem}
            </Typography.Text>
          ) : null}
        </Col>
        {showCount ? (
          <Col xs={24} md={8}>
            <Typography.Text>分区数</Typography.Text>
            <Space.Compact block>
              <Space.Addon status={countProblem ? 'error' : undefined}>PARTITIONS</Space.Addon>
              <InputNumber
                aria-label="分区数"
                placeholder="1"
                min={1}
                max={1024}
                precision={0}
                status={countProblem ? 'error' : undefined}
                value={partitioning.count ?? null}
                onChange={(count: number | null) =>
                  onChange(changePartitioning(draft, { count: count ?? undefined }))
                }
                style={{ width: '100%' }}
              />
            </Space.Compact>
            {countProblem ? (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {countProblem}
              </Typography.Text>
            ) : null}
          </Col>
        ) : null}
      </Row>
      <Table<Partition & { position: number }>
        rowKey="position"
        size="small"
        pagination={false}
        dataSource={partitions.map((partition, position) => ({ ...partition, position }))}
        locale={{ emptyText: showCount ? '没有逐个列出分区（按分区数自动命名）' : '没有列出分区' }}
        columns={[
          {
            title: dialect === 'postgresql' ? '名称（分区表）' : '名称',
            key: 'name',
            width: 240,
            render: (_, partition) => {
              const problem = problems.at(`partitioning.partitions[${partition.position}].name`);
              return (
                <ProblemInput
                  problem={problem}
                  aria-label={`第 ${partition.position + 1} 个分区名`}
                  value={partition.name}
                  onChange={(event) =>
                    onChange(changePartition(draft, partition.position, { name: event.target.value }))
                  }
                />
              );
            },
          },
          {
            title: '范围 / 取值',
            key: 'bound',
            render: (_, partition) => {
              const problem = problems.at(`partitioning.partitions[${partition.position}].bound`);
              return (
                <ProblemInput
                  problem={problem}
                  aria-label={`第 ${partition.position + 1} 个分区的范围`}
                  placeholder={boundExample(partitioning)}
                  value={partition.bound}
                  onChange={(event) =>
                    onChange(changePartition(draft, partition.position, { bound: event.target.value }))
                  }
                />
              );
            },
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, partition) => (
              <RemoveRow
                label={`删除第 ${partition.position + 1} 个分区`}
                onRemove={() => onChange(removePartition(draft, partition.position))}
              />
            ),
          },
        ]}
      />
      {general.map((problem) => (
        <Typography.Text key={`${problem.path} ${problem.message}`} type="danger">
          {problem.message}
        </Typography.Text>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange(addPartition(draft))}>
          添加分区
        </Button>
      </div>
    </Flex>
  );
}
