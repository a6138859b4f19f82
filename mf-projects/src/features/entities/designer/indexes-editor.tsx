// Indexes of the entity: a name, the fields in order, unique or not, and a MySQL prefix length per text or binary
// field; an imported PostgreSQL expression (lower(name)) is shown over its field.
import type { Field, Index } from '@modelsmith/codegen';
import { Button, Checkbox, Flex, Tooltip, Typography } from '@modelsmith/shared/antd';
import { InputNumber, Select, Table } from '@modelsmith/shared/antd-data';
import { PlusOutlined } from '@modelsmith/shared/icons';
import { ProblemInput } from './problem-input';
import { RemoveRow } from './remove-row';
import type { Draft, DraftProblems } from './draft';

export interface IndexesEditorProps {
  draft: Draft;
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
}

const PREFIXABLE: Field['type'][] = ['string', 'text', 'binary'];

/**
 * The index over other fields: each kept field keeps its prefix length, expression and order (DESC), a new one is
 * indexed whole, ascending.
 */
export function withIndexFields(index: Index, fields: string[]): Index {
  const { prefixLengths, expressions, descending, ...rest } = index;
  const at = (name: string) => index.fields.indexOf(name);
  const lengths = fields.map((name) => prefixLengths?.[at(name)] ?? null);
  const exprs = fields.map((name) => expressions?.[at(name)] ?? null);
  const desc = fields.map((name) => descending?.[at(name)] === true);
  return {
    ...rest,
    fields,
    ...(lengths.some((length) => length !== null) ? { prefixLengths: lengths } : {}),
    ...(exprs.some((expression) => expression !== null) ? { expressions: exprs } : {}),
    ...(desc.some(Boolean) ? { descending: desc } : {}),
  };
}

/** The index with one field's prefix length set (null: the whole field). */
export function withPrefixLength(index: Index, position: number, length: number | null): Index {
  const { prefixLengths, ...rest } = index;
  const lengths = index.fields.map((_, i) => (i === position ? length : (prefixLengths?.[i] ?? null)));
  return lengths.some((l) => l !== null) ? { ...rest, prefixLengths: lengths } : rest;
}

export function IndexesEditor({ draft, problems, onChange }: IndexesEditorProps) {
  const indexes = draft.indexes ?? [];
  const set = (next: Index[]) => onChange({ ...draft, indexes: next });
  const change = (position: number, changes: Partial<Index>) =>
    set(indexes.map((index, i) => (i === position ? { ...index, ...changes } : index)));
  const replace = (position: number, next: Index) =>
    set(indexes.map((index, i) => (i === position ? next : index)));
  const prefixable = new Set(draft.fields.filter((f) => PREFIXABLE.includes(f.type)).map((f) => f.name));
  const fieldOptions = draft.fields
    .filter((f) => f.name)
    .map((f) => ({ value: f.name, label: f.label ? `${f.name}（${f.label}）` : f.name }));

  return (
    <Flex vertical gap={12}>
      <Table<Index & { position: number }>
        rowKey="position"
        size="small"
        pagination={false}
        dataSource={indexes.map((index, position) => ({ ...index, position }))}
        locale={{ emptyText: '没有索引' }}
        columns={[
          {
            title: '索引名',
            key: 'name',
            width: 220,
            render: (_, index) => {
              const problem = problems.at(`indexes[${index.position}].name`);
              return (
                <ProblemInput
                  problem={problem}
                  aria-label={`第 ${index.position + 1} 个索引名`}
                  value={index.name}
                  onChange={(event) => change(index.position, { name: event.target.value })}
                />
              );
            },
          },
          {
            title: '字段',
            key: 'fields',
            render: (_, index) => {
              const problem = problems.list.find((p) =>
                p.path.startsWith(`indexes[${index.position}].fields`),
              )?.message;
              return (
                <Tooltip title={problem} color="red">
                  <Select
                    aria-label={`第 ${index.position + 1} 个索引字段`}
                    mode="multiple"
                    status={problem ? 'error' : undefined}
                    value={index.fields}
                    options={fieldOptions}
                    style={{ width: '100%' }}
                    onChange={(fields: string[]) => replace(index.position, withIndexFields(index, fields))}
                  />
                </Tooltip>
              );
            },
          },
          {
            title: (
              <Tooltip title="MySQL 按前缀建立索引时每个字段的前缀长度（文本按字符、二进制按字节），留空为整列；PostgreSQL 以 left(列, n) 表达式建立同样的索引">
                前缀 / 表达式
              </Tooltip>
            ),
            key: 'prefixLengths',
            width: 200,
            render: (_, index) => {
              const problem = problems.list.find((p) =>
                p.path.startsWith(`indexes[${index.position}].prefixLengths`),
              )?.message;
              const inputs = index.fields.flatMap((name, i) =>
                index.expressions?.[i]
                  ? [
                      <Typography.Text key={name} code title="PostgreSQL 表达式索引；MySQL 按字段本身建立">
                        {index.expressions[i]}
                      </Typography.Text>,
                    ]
                  : prefixable.has(name)
                    ? [
                        <InputNumber
                          key={name}
                          size="small"
                          aria-label={`第 ${index.position + 1} 个索引 ${name} 的前缀长度`}
                          prefix={name}
                          placeholder="整列"
                          min={1}
                          max={3072}
                          precision={0}
                          status={problem ? 'error' : undefined}
                          value={index.prefixLengths?.[i] ?? null}
                          onChange={(length: number | null) =>
                            replace(index.position, withPrefixLength(index, i, length))
                          }
                          style={{ width: '100%' }}
                        />,
                      ]
                    : [],
              );
              // Parts kept in descending order (imported `DESC`): both databases write them so.
              const descending = index.fields.filter((_, i) => index.descending?.[i]);
              const order = descending.length ? (
                <Typography.Text key="order" code title="按降序建立索引的字段">
                  {descending.map((name) => `${name} DESC`).join(', ')}
                </Typography.Text>
              ) : null;
              // A PostgreSQL partial index: MySQL, which has none, indexes every row.
              const where = index.where ? (
                <Typography.Text
                  key="where"
                  code
                  title="PostgreSQL 部分索引的条件；MySQL 对所有行建立索引（唯一索引改为普通索引）"
                >
                  WHERE {index.where}
                </Typography.Text>
              ) : null;
              return (
                <Tooltip title={problem} color="red">
                  <Flex vertical gap={4}>
                    {inputs.length || order || where ? [...inputs, order, where] : '—'}
                  </Flex>
                </Tooltip>
              );
            },
          },
          {
            title: '唯一',
            key: 'unique',
            width: 60,
            align: 'center',
            render: (_, index) => (
              <Checkbox
                aria-label={`第 ${index.position + 1} 个索引唯一`}
                checked={index.unique}
                onChange={(event) => change(index.position, { unique: event.target.checked })}
              />
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, index) => (
              <RemoveRow
                label={`删除第 ${index.position + 1} 个索引`}
                onRemove={() => set(indexes.filter((_, i) => i !== index.position))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            set([
              ...indexes,
              { name: `idx_${draft.tableName || 'table'}_${indexes.length + 1}`, fields: [], unique: false },
            ])
          }
        >
          添加索引
        </Button>
      </div>
    </Flex>
  );
}
