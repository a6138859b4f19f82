// A PostgreSQL partition's own indexes in the 分区 tab's cell: each as the DDL writes it after `ON <partition>`,
// removable, with the validator's message under it; a new one added from its name, UNIQUE and definition text.
import { type ReactNode, useState } from 'react';
import type { PartitionIndex } from '@modelsmith/codegen';
import { Button, Checkbox, Flex, Input, Typography } from '@modelsmith/shared/antd';
import { Popover } from '@modelsmith/shared/antd-data';
import { PlusOutlined } from '@modelsmith/shared/icons';
import { ProblemText } from './problem-input';
import { MONOSPACE } from './sql-text';
import { RemoveRow } from './remove-row';

/** A partition's own index as the DDL writes it, to read in the list. */
const indexText = ({ name, unique, definition }: PartitionIndex) =>
  `${unique ? 'UNIQUE ' : ''}${name ?? '（自动命名）'} ${definition}`;

/** The form of a new index: what follows `CREATE [UNIQUE] INDEX [name] ON <partition>`. */
function NewPartitionIndex({
  partition,
  onAdd,
}: {
  partition: string;
  onAdd: (index: PartitionIndex) => void;
}) {
  const [name, setName] = useState('');
  const [unique, setUnique] = useState(false);
  const [definition, setDefinition] = useState('');
  const add = () => {
    const index: PartitionIndex = { definition: definition.trim() };
    if (name.trim()) index.name = name.trim();
    if (unique) index.unique = true;
    onAdd(index);
    setName('');
    setUnique(false);
    setDefinition('');
  };
  return (
    <Flex vertical gap={8} style={{ width: 340 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        建表脚本写 CREATE INDEX 索引名 ON {partition}{' '}
        定义；表本身的索引已覆盖每个分区，这里只加这个分区独有的。
      </Typography.Text>
      <Input
        aria-label={`分区 ${partition} 的新索引名`}
        placeholder="索引名，可不填，由数据库命名"
        spellCheck={false}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Input
        aria-label={`分区 ${partition} 的新索引定义`}
        placeholder="USING btree (created_at)"
        spellCheck={false}
        style={MONOSPACE}
        value={definition}
        onChange={(event) => setDefinition(event.target.value)}
        onPressEnter={() => (definition.trim() ? add() : undefined)}
      />
      <Flex justify="space-between" align="center">
        <Checkbox checked={unique} onChange={(event) => setUnique(event.target.checked)}>
          唯一（UNIQUE）
        </Checkbox>
        <Button type="primary" size="small" disabled={!definition.trim()} onClick={add}>
          添加
        </Button>
      </Flex>
    </Flex>
  );
}

export function PartitionIndexes({
  partition,
  position,
  indexes,
  problemOf,
  onChange,
  beforeAdd,
}: {
  /** The partition's name, shown in the labels. */
  partition: string;
  /** Its row, counted from 1 in the labels. */
  position: number;
  indexes: PartitionIndex[];
  /** The validator's message for the index at `i`, or for the list as a whole at -1. */
  problemOf: (i: number) => string | undefined;
  onChange: (indexes: PartitionIndex[] | undefined) => void;
  /** What shares the 添加索引 line, before the button (the 分区 grid puts the partition's PARTITION BY there). */
  beforeAdd?: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Flex vertical gap={2}>
      <Flex align="center" gap={8}>
        {beforeAdd ? <div style={{ flex: 1, minWidth: 0 }}>{beforeAdd}</div> : null}
        <Popover
          trigger="click"
          open={adding}
          onOpenChange={setAdding}
          title={`为分区 ${partition || `第 ${position + 1} 个分区`} 添加索引`}
          content={
            <NewPartitionIndex
              partition={partition}
              onAdd={(index) => {
                onChange([...indexes, index]);
                setAdding(false);
              }}
            />
          }
        >
          <Button size="small" type="link" icon={<PlusOutlined />} style={{ paddingInline: 0 }}>
            添加索引
          </Button>
        </Popover>
      </Flex>
      <Flex vertical gap={2} aria-label={`第 ${position + 1} 个分区的索引`} role="list">
        {indexes.map((index, i) => (
          <Flex key={i} vertical role="listitem">
            <Flex align="center" gap={4}>
              <Typography.Text code style={{ fontSize: 12 }}>
                {indexText(index)}
              </Typography.Text>
              <RemoveRow
                label={`删除第 ${position + 1} 个分区的第 ${i + 1} 个索引`}
                onRemove={() => {
                  const next = indexes.filter((_, k) => k !== i);
                  onChange(next.length ? next : undefined);
                }}
              />
            </Flex>
            <ProblemText problem={problemOf(i)} />
          </Flex>
        ))}
      </Flex>
      <ProblemText problem={problemOf(-1)} />
    </Flex>
  );
}
