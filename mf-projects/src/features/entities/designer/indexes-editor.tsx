// Indexes of the entity: a name, the fields in order, unique or not, and a MySQL prefix length per text or binary
// field; an imported PostgreSQL expression (lower(name)) is shown over its field, an imported method (GIN, FULLTEXT),
// operator class, part collation, order (DESC, NULLS FIRST / LAST) and INCLUDE columns as they are.
import type { Field, Index } from '@modelsmith/codegen';
import { Button, Checkbox, Flex, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
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

/** Why a primary index is shown and not edited: it is the database's own key, kept as the import read it. */
export const PRIMARY_INDEX_NOTE =
  '数据库中真正的主键（PRIMARY KEY）：含长文本、JSON、不限长度的二进制列或按前缀建立，不能由标识字段表示。建表脚本照原样写出主键，生成的代码以标识字段区分行。导入时保留，不能在此修改，可以删除（删除后建表脚本不再写主键）';

/** A primary index's fields as the DDL keys them, MySQL prefixes included: `url(191), site_id`. */
const keyParts = (index: Index) =>
  index.fields
    .map((name, i) => (index.prefixLengths?.[i] ? `${name}(${index.prefixLengths[i]})` : name))
    .join(', ');

/** An index's lists with one entry per key field, in field order (`fields` and `include` are names, not parts). */
type PartKey = {
  [K in keyof Index]-?: NonNullable<Index[K]> extends unknown[] ? K : never;
}[keyof Index] &
  Exclude<keyof Index, 'fields' | 'include'>;

/**
 * What each per-part list says of a part it is silent about (a new field's): typed over every such list of the model,
 * so a per-part property added to Index does not compile until it is listed here, and the designer keeps it too.
 */
const PART_DEFAULTS: { [K in PartKey]: NonNullable<Index[K]>[number] } = {
  prefixLengths: null,
  expressions: null,
  descending: false,
  nullsOrder: null,
  opclasses: null,
  collations: null,
};

/**
 * The index over other fields: each kept field keeps every per-part property (prefix length, expression, order, NULLS
 * order, operator class, collation), a new one is indexed whole, ascending, with the defaults; a list left with only
 * defaults goes, and the expressions' dialect with the last expression; an INCLUDE column that became a key field
 * leaves INCLUDE.
 */
export function withIndexFields(index: Index, fields: string[]): Index {
  const { include, ...rest } = index;
  const next: Record<string, unknown> = { ...rest, fields };
  const at = (name: string) => index.fields.indexOf(name);
  for (const key of Object.keys(PART_DEFAULTS) as PartKey[]) {
    const fallback = PART_DEFAULTS[key];
    const parts = fields.map((name) => (index[key] as unknown[] | undefined)?.[at(name)] ?? fallback);
    delete next[key];
    if (parts.some((part) => part !== fallback)) next[key] = parts;
  }
  if (!next.expressions) delete next.expressionsDialect;
  const covered = (include ?? []).filter((name) => !fields.includes(name));
  if (covered.length > 0) next.include = covered;
  return next as unknown as Index;
}

/** The index made unique or not; a plain index has no NULLs treatment, so it leaves NULLS NOT DISTINCT. */
export function withUnique(index: Index, unique: boolean): Index {
  // NULLS NOT DISTINCT and MariaDB's hash unique key exist only on a unique index.
  const { nullsNotDistinct, mysqlUsingHash, ...rest } = index;
  return {
    ...rest,
    unique,
    ...(unique && nullsNotDistinct ? { nullsNotDistinct } : {}),
    ...(unique && mysqlUsingHash ? { mysqlUsingHash } : {}),
  };
}

const USING_HASH_TAG = {
  label: 'UNIQUE HASH',
  note: 'MariaDB 的哈希唯一键（USING HASH，适合很长的列）：MySQL 建表脚本照写；PostgreSQL 建为普通唯一索引',
};

/** How the grid names an index method, and what the other database makes of it. */
export const INDEX_METHOD_TAGS: Record<NonNullable<Index['method']>, { label: string; note: string }> = {
  hash: { label: 'HASH', note: 'PostgreSQL 哈希索引（只支持等值查询）；MySQL 建为普通 B-tree 索引' },
  gin: {
    label: 'GIN',
    note: 'PostgreSQL GIN 索引（数组、JSON、全文检索）；MySQL 没有这种索引，建表脚本略去',
  },
  gist: {
    label: 'GiST',
    note: 'PostgreSQL GiST 索引（范围、几何、全文检索）；MySQL 没有这种索引，建表脚本略去',
  },
  spgist: { label: 'SP-GiST', note: 'PostgreSQL SP-GiST 索引；MySQL 没有这种索引，建表脚本略去' },
  brin: {
    label: 'BRIN',
    note: 'PostgreSQL BRIN 索引（按数据块的范围，适合按时间顺序写入的大表）；MySQL 建为普通 B-tree 索引',
  },
  fulltext: {
    label: '全文',
    note: "MySQL 全文索引（FULLTEXT）；PostgreSQL 建为 GIN 表达式索引 to_tsvector('simple', 列)",
  },
  spatial: { label: '空间', note: 'MySQL 空间索引（SPATIAL）；PostgreSQL 没有 PostGIS 时略去' },
};

/** Methods that index whole columns only: no prefix lengths (MySQL's FULLTEXT, SPATIAL; GIN, GiST, SP-GiST). */
const WHOLE_COLUMNS: Index['method'][] = ['fulltext', 'spatial', 'gin', 'gist', 'spgist'];

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
              const keyProblem = problems.at(`indexes[${index.position}].primary`);
              if (index.primary)
                return (
                  <Flex align="center" gap={4} wrap>
                    <Typography.Text>{index.name}</Typography.Text>
                    <Tooltip title={PRIMARY_INDEX_NOTE}>
                      <Tag color="gold">主键</Tag>
                    </Tooltip>
                    {problem || keyProblem ? (
                      <Typography.Text type="danger">{problem ?? keyProblem}</Typography.Text>
                    ) : null}
                  </Flex>
                );
              const input = (
                <ProblemInput
                  problem={problem}
                  aria-label={`第 ${index.position + 1} 个索引名`}
                  value={index.name}
                  onChange={(event) => change(index.position, { name: event.target.value })}
                />
              );
              if (!index.method && !index.mysqlUsingHash) return input;
              // The method is the database's own (imported): shown, not edited.
              const tag = index.method ? INDEX_METHOD_TAGS[index.method] : USING_HASH_TAG;
              const methodProblem =
                problems.at(`indexes[${index.position}].method`) ??
                problems.at(`indexes[${index.position}].mysqlUsingHash`);
              return (
                <Flex vertical gap={2}>
                  {input}
                  <Flex align="center" gap={4} wrap>
                    <Tooltip title={tag?.note}>
                      <Tag color="blue">{tag?.label ?? index.method}</Tag>
                    </Tooltip>
                    {methodProblem ? <Typography.Text type="danger">{methodProblem}</Typography.Text> : null}
                  </Flex>
                </Flex>
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
              if (index.primary)
                return (
                  <Flex vertical gap={2}>
                    <Typography.Text code aria-label={`第 ${index.position + 1} 个索引字段`}>
                      {keyParts(index)}
                    </Typography.Text>
                    <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                      {problem ?? '数据库主键，导入时保留，不能修改'}
                    </Typography.Text>
                  </Flex>
                );
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
              const parts = ['prefixLengths', 'opclasses', 'collations', 'nullsOrder', 'include'].map(
                (part) => `indexes[${index.position}].${part}`,
              );
              const problem = problems.list.find((p) =>
                parts.some((part) => p.path.startsWith(part)),
              )?.message;
              // A primary index's prefixes are shown with its fields.
              if (index.primary)
                return problem ? <Typography.Text type="danger">{problem}</Typography.Text> : '—';
              const inputs = index.fields.flatMap((name, i) =>
                index.expressions?.[i]
                  ? [
                      <Typography.Text key={name} code title="PostgreSQL 表达式索引；MySQL 按字段本身建立">
                        {index.expressions[i]}
                      </Typography.Text>,
                    ]
                  : prefixable.has(name) && !WHOLE_COLUMNS.includes(index.method)
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
              // Parts kept in descending order (imported `DESC`, which both databases write) or with their NULLs
              // placed otherwise than their direction puts them (PostgreSQL's NULLS FIRST / LAST).
              const ordered = index.fields.flatMap((name, i) => {
                const nulls = index.nullsOrder?.[i];
                const part = `${name}${index.descending?.[i] ? ' DESC' : ''}${nulls ? ` NULLS ${nulls.toUpperCase()}` : ''}`;
                return part === name ? [] : [part];
              });
              const order = ordered.length ? (
                <Typography.Text
                  key="order"
                  code
                  title="不按默认顺序建立索引的字段：DESC 为降序；NULLS FIRST / NULLS LAST 为空值排在最前 / 最后（PostgreSQL 照写，MySQL 不写，空值升序时在前、降序时在后）"
                >
                  {ordered.join(', ')}
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
              // PostgreSQL operator classes and INCLUDE columns, as imported: MySQL has neither.
              const classes = index.fields.flatMap((name, i) =>
                index.opclasses?.[i]
                  ? [
                      <Typography.Text key={`opclass-${name}`} code title="PostgreSQL 运算符类；MySQL 不写">
                        {name} {index.opclasses[i]}
                      </Typography.Text>,
                    ]
                  : [],
              );
              const collations = index.fields.flatMap((name, i) =>
                index.collations?.[i]
                  ? [
                      <Typography.Text
                        key={`collation-${name}`}
                        code
                        title="PostgreSQL 索引列自己的排序规则（与列的不同）；MySQL 不写，按列的排序规则建立索引"
                      >
                        {name} COLLATE {index.collations[i]}
                      </Typography.Text>,
                    ]
                  : [],
              );
              const include = index.include?.length ? (
                <Typography.Text
                  key="include"
                  code
                  title="PostgreSQL 覆盖索引的 INCLUDE 列：存入索引但不参与排序和唯一性；MySQL 不写"
                >
                  INCLUDE ({index.include.join(', ')})
                </Typography.Text>
              ) : null;
              // PostgreSQL 15's NULLS NOT DISTINCT, as imported: MySQL's unique key takes any number of NULLs.
              const nulls = index.nullsNotDistinct ? (
                <Typography.Text
                  key="nulls"
                  code
                  title="PostgreSQL 15+：空值也算重复，键为空的行最多一行；MySQL 写为普通唯一索引（允许多个空值）"
                >
                  NULLS NOT DISTINCT
                </Typography.Text>
              ) : null;
              const shown = [...inputs, ...collations, ...classes, order, include, nulls, where].filter(
                Boolean,
              );
              return (
                <Tooltip title={problem} color="red">
                  <Flex vertical gap={4}>
                    {shown.length ? shown : '—'}
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
                disabled={index.primary || (index.method !== undefined && !index.unique)}
                onChange={(event) =>
                  replace(index.position, withUnique(indexes[index.position], event.target.checked))
                }
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
