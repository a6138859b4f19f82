// The table's partitioning (an advanced, rarely used setting): the dialect it is written in, the PARTITION BY
// clause, MySQL's PARTITIONS n and SUBPARTITION BY, and the partitions with their bounds (PostgreSQL's nested under
// their parent partition) and a PostgreSQL partition's own indexes, all as SQL text the validator checks.
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
  partitionDepths,
  type PartitionDialect,
  partitionMethodOf,
  removePartition,
  setPartitioning,
  subPartitionsOf,
  takesCount,
} from './partitioning';
import { PartitionIndexes } from './partition-indexes';
import { ProblemInput, ProblemText } from './problem-input';
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
const OWN_INPUT =
  /^partitioning\.(by|count|subpartitionBy|subpartitionCount|partitions\[\d+\]\.(name|bound|of|by|subpartitions(\[\d+\])?|indexes(\[\d+\](\.\w+)?)?))$/;

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
  // MySQL's second level: only a RANGE / LIST partitioning takes it, but an imported or wrong one is shown anyway.
  const showSubBy =
    dialect === 'mysql' &&
    (partitioning.subpartitionBy !== undefined ||
      partitioning.subpartitionCount !== undefined ||
      ['RANGE', 'LIST'].includes(partitionMethodOf(partitioning.by) ?? ''));
  const subByProblem = problems.at('partitioning.subpartitionBy');
  const subCountProblem = problems.at('partitioning.subpartitionCount');
  const nested = dialect === 'postgresql' || partitions.some((p) => p.of !== undefined || p.by !== undefined);
  const listsSubs = partitions.some((p) => p.subpartitions !== undefined);
  // A partition's own indexes are PostgreSQL's; a MySQL scheme shows them only once set, so that they can be removed.
  const hasIndexes = dialect === 'postgresql' || partitions.some((p) => p.indexes !== undefined);
  const depths = partitionDepths(partitions);
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
          <ProblemText problem={byProblem} />
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
            <ProblemText problem={countProblem} />
          </Col>
        ) : null}
        {showSubBy ? (
          <Col xs={24} md={16}>
            <Typography.Text>子分区方式</Typography.Text>
            <Space.Compact block>
              <Space.Addon status={subByProblem ? 'error' : undefined}>SUBPARTITION BY</Space.Addon>
              <Input
                aria-label="子分区方式"
                placeholder="不分子分区；或 HASH (TO_DAYS(created_at))"
                status={subByProblem ? 'error' : undefined}
                value={partitioning.subpartitionBy ?? ''}
                onChange={(event) =>
                  onChange(changePartitioning(draft, { subpartitionBy: event.target.value || undefined }))
                }
              />
            </Space.Compact>
            <ProblemText problem={subByProblem} />
          </Col>
        ) : null}
        {showSubBy && (partitioning.subpartitionBy || partitioning.subpartitionCount !== undefined) ? (
          <Col xs={24} md={8}>
            <Typography.Text>子分区数</Typography.Text>
            <Space.Compact block>
              <Space.Addon status={subCountProblem ? 'error' : undefined}>SUBPARTITIONS</Space.Addon>
              <InputNumber
                aria-label="子分区数"
                placeholder={listsSubs ? '已逐个列出' : '1'}
                min={1}
                max={1024}
                precision={0}
                status={subCountProblem ? 'error' : undefined}
                value={partitioning.subpartitionCount ?? null}
                onChange={(count: number | null) =>
                  onChange(changePartitioning(draft, { subpartitionCount: count ?? undefined }))
                }
                style={{ width: '100%' }}
              />
            </Space.Compact>
            <ProblemText problem={subCountProblem} />
          </Col>
        ) : null}
      </Row>
      <Table<Partition & { position: number }>
        rowKey="position"
        size="small"
        pagination={false}
        // A fixed layout keeps the grid inside the designer's card: a PostgreSQL partition's parent, its own
        // PARTITION BY and its indexes sit on a second line under its name and bound, not in more columns. Only a
        // phone-narrow card scrolls sideways, rather than squeeze the inputs.
        tableLayout="fixed"
        scroll={{ x: 560 }}
        dataSource={partitions.map((partition, position) => ({ ...partition, position }))}
        locale={{ emptyText: showCount ? '没有逐个列出分区（按分区数自动命名）' : '没有列出分区' }}
        columns={[
          {
            title: dialect === 'postgresql' ? '名称（分区表）' : '名称',
            key: 'name',
            width: '36%',
            render: (_, partition) => {
              const ofProblem = problems.at(`partitioning.partitions[${partition.position}].of`);
              return (
                // A partition of a partition sits under its parent, one step in per level.
                <Flex vertical gap={4} style={{ paddingInlineStart: depths[partition.position]! * 20 }}>
                  <ProblemInput
                    problem={problems.at(`partitioning.partitions[${partition.position}].name`)}
                    prefix={depths[partition.position] ? '└' : undefined}
                    aria-label={`第 ${partition.position + 1} 个分区名`}
                    value={partition.name}
                    onChange={(event) =>
                      onChange(changePartition(draft, partition.position, { name: event.target.value }))
                    }
                  />
                  {nested ? (
                    <Space.Compact block>
                      <Space.Addon status={ofProblem ? 'error' : undefined}>属于</Space.Addon>
                      <ProblemInput
                        problem={ofProblem}
                        aria-label={`第 ${partition.position + 1} 个分区所属的分区`}
                        placeholder="（表本身）"
                        value={partition.of ?? ''}
                        onChange={(event) =>
                          onChange(
                            changePartition(draft, partition.position, {
                              of: event.target.value || undefined,
                            }),
                          )
                        }
                      />
                    </Space.Compact>
                  ) : null}
                </Flex>
              );
            },
          },
          {
            title: '范围 / 取值',
            key: 'bound',
            render: (_, partition) => {
              const at = `partitioning.partitions[${partition.position}]`;
              const byProblem = problems.at(`${at}.by`);
              const by = nested ? (
                <Space.Compact block>
                  <Space.Addon status={byProblem ? 'error' : undefined}>再分区</Space.Addon>
                  <ProblemInput
                    problem={byProblem}
                    aria-label={`第 ${partition.position + 1} 个分区的再分区方式`}
                    placeholder="不再分区"
                    value={partition.by ?? ''}
                    onChange={(event) =>
                      onChange(
                        changePartition(draft, partition.position, { by: event.target.value || undefined }),
                      )
                    }
                  />
                </Space.Compact>
              ) : null;
              return (
                <Flex vertical gap={4}>
                  <ProblemInput
                    problem={problems.at(`${at}.bound`)}
                    aria-label={`第 ${partition.position + 1} 个分区的范围`}
                    placeholder={boundExample(partitioning)}
                    value={partition.bound}
                    onChange={(event) =>
                      onChange(changePartition(draft, partition.position, { bound: event.target.value }))
                    }
                  />
                  {hasIndexes ? (
                    <PartitionIndexes
                      partition={partition.name}
                      position={partition.position}
                      indexes={partition.indexes ?? []}
                      problemOf={(i) =>
                        i < 0 ? problems.at(`${at}.indexes`) : problems.under(`${at}.indexes[${i}]`)
                      }
                      onChange={(indexes) =>
                        onChange(changePartition(draft, partition.position, { indexes }))
                      }
                      beforeAdd={by}
                    />
                  ) : (
                    by
                  )}
                </Flex>
              );
            },
          },
          ...(listsSubs
            ? [
                {
                  title: '子分区',
                  key: 'subpartitions',
                  width: 120,
                  render: (_: unknown, partition: Partition & { position: number }) => (
                    <CellList
                      label={`第 ${partition.position + 1} 个分区的子分区`}
                      items={partition.subpartitions ?? []}
                      problem={problems.under(`partitioning.partitions[${partition.position}].subpartitions`)}
                    />
                  ),
                },
              ]
            : []),
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, partition) => {
              const under = subPartitionsOf(partitions, partition.position);
              const label = `删除第 ${partition.position + 1} 个分区`;
              const remove = () => onChange(removePartition(draft, partition.position));
              if (!under.length) return <RemoveRow label={label} onRemove={remove} />;
              return (
                <Popconfirm
                  title={`删除分区 ${partition.name}？`}
                  description={`它下面的 ${under.length} 个分区（${under
                    .map((i) => partitions[i]!.name)
                    .join('、')}）会一起删除。`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={remove}
                >
                  <Button size="small" type="text" danger aria-label={label} icon={<DeleteOutlined />} />
                </Popconfirm>
              );
            },
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

/** A read-only list in a cell (a MySQL partition's subpartitions) with the validator's message under it. */
function CellList({ label, items, problem }: { label: string; items: string[]; problem?: string }) {
  return (
    <Flex vertical gap={2} aria-label={label} role="list">
      {items.map((item, i) => (
        <Typography.Text key={i} code role="listitem" style={{ fontSize: 12 }}>
          {item}
        </Typography.Text>
      ))}
      <ProblemText problem={problem} />
    </Flex>
  );
}
