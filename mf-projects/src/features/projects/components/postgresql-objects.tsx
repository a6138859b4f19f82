// What a PostgreSQL import keeps at the project level — the extensions, composite types, functions and sequences
// the schema needs — as a draft the edit page saves with the project: remove any of them, add an extension by name.
import type {
  PostgresqlExtension,
  PostgresqlRoutine,
  PostgresqlSequence,
  PostgresqlType,
  Project,
} from '@modelsmith/contract';
import { Button, Card, Empty, Flex, Input, Popconfirm, Tag, Typography } from '@modelsmith/shared/antd';
import { Collapse } from '@modelsmith/shared/antd-data';
import { useState } from 'react';

const MONOSPACE = {
  fontFamily: 'var(--ant-font-family-code, monospace)',
  fontSize: 12,
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** The codegen validator's rule for an extension name (validate-postgresql.ts), checked here before saving. */
const EXTENSION_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,62}$/;

export interface PostgresqlObjectLists {
  postgresqlExtensions: PostgresqlExtension[];
  postgresqlRoutines: PostgresqlRoutine[];
  postgresqlTypes: PostgresqlType[];
  postgresqlSequences: PostgresqlSequence[];
}

const LIST_KEYS = [
  'postgresqlExtensions',
  'postgresqlRoutines',
  'postgresqlTypes',
  'postgresqlSequences',
] as const;

export const objectListsOf = (project: Project): PostgresqlObjectLists => ({
  postgresqlExtensions: project.postgresqlExtensions ?? [],
  postgresqlRoutines: project.postgresqlRoutines ?? [],
  postgresqlTypes: project.postgresqlTypes ?? [],
  postgresqlSequences: project.postgresqlSequences ?? [],
});

/** The lists the draft changed, for a partial update: an untouched list is left out so the server keeps it. */
export function changedObjectLists(
  project: Project,
  draft: PostgresqlObjectLists,
): Partial<PostgresqlObjectLists> {
  const saved = objectListsOf(project);
  const changed: Partial<PostgresqlObjectLists> = {};
  for (const key of LIST_KEYS)
    if (JSON.stringify(saved[key]) !== JSON.stringify(draft[key]))
      Object.assign(changed, { [key]: draft[key] });
  return changed;
}

interface Named {
  name: string;
  /** A PostgreSQL type's schema when not public: the same name in two schemas is two types. */
  schema?: string;
  definition: string;
}

/** How the list names an item: schema-qualified when it has a schema (`app.email`), as its definition creates it. */
const qualifiedName = (item: Named) =>
  item.schema === undefined ? item.name : `${item.schema}.${item.name}`;

/**
 * Named statements (`CREATE TYPE …`, `CREATE FUNCTION …`), folded, each opened to its text, each removable; also the
 * MariaDB sequences of a MySQL project (mysql-sequences.tsx).
 */
export function Definitions({
  title,
  kind,
  items,
  confirm,
  onRemove,
}: {
  title: string;
  kind: string;
  items: Named[];
  /** Why removing one needs a second thought; without it, a click removes it from the draft. */
  confirm?: string;
  onRemove: (name: string, schema?: string) => void;
}) {
  if (items.length === 0) return null;
  const removeButton = (item: Named) => {
    const name = qualifiedName(item);
    const button = (
      <Button
        size="small"
        type="link"
        danger
        aria-label={`移除${kind} ${name}`}
        onClick={(event) => {
          // The button sits in the panel's header: a click must not also fold or open the panel.
          event.stopPropagation();
          if (!confirm) onRemove(item.name, item.schema);
        }}
      >
        移除
      </Button>
    );
    if (!confirm) return button;
    return (
      <Popconfirm
        title={`移除${kind} ${name}？`}
        description={confirm}
        okText="移除"
        cancelText="取消"
        onConfirm={() => onRemove(item.name, item.schema)}
      >
        {button}
      </Popconfirm>
    );
  };
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>
        {title}（{items.length}）
      </Typography.Text>
      <Collapse
        size="small"
        items={items.map((item) => ({
          key: JSON.stringify([item.schema, item.name]),
          label: <Typography.Text code>{qualifiedName(item)}</Typography.Text>,
          extra: removeButton(item),
          children: <pre style={MONOSPACE}>{item.definition}</pre>,
        }))}
      />
    </Flex>
  );
}

function AddExtension({
  extensions,
  onAdd,
}: {
  extensions: PostgresqlExtension[];
  onAdd: (extension: PostgresqlExtension) => void;
}) {
  const [name, setName] = useState('');
  const [schema, setSchema] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const trimmed = name.trim();
    const inSchema = schema.trim();
    if (!EXTENSION_NAME.test(trimmed))
      return setProblem(
        '扩展名应以字母或下划线开头，只含字母、数字、下划线和连字符，最多 63 个字符，如 pg_trgm、uuid-ossp',
      );
    if (extensions.some((extension) => extension.name.toLowerCase() === trimmed.toLowerCase()))
      return setProblem(`扩展 ${trimmed} 已在列表中`);
    if (inSchema.length > 63 || inSchema.includes('"'))
      return setProblem('模式名最多 63 个字符，且不能包含双引号');
    onAdd(inSchema ? { name: trimmed, schema: inSchema } : { name: trimmed });
    setName('');
    setSchema('');
    setProblem(undefined);
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          aria-label="扩展名"
          placeholder="扩展名，如 pg_trgm"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={add}
          style={{ width: 220 }}
        />
        <Input
          aria-label="扩展所在模式"
          placeholder="所在模式（可不填）"
          value={schema}
          onChange={(event) => setSchema(event.target.value)}
          onPressEnter={add}
          style={{ width: 180 }}
        />
        <Button onClick={add}>添加扩展</Button>
      </Flex>
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </Flex>
  );
}

export function PostgresqlObjects({
  value,
  onChange,
}: {
  value: PostgresqlObjectLists;
  onChange: (next: PostgresqlObjectLists) => void;
}) {
  const { postgresqlExtensions: extensions, postgresqlTypes: types, postgresqlRoutines: routines } = value;
  const sequences = value.postgresqlSequences;
  const empty = extensions.length + types.length + routines.length + sequences.length === 0;
  // A type is one name in one schema (the others have no schema): removing `app.email` keeps the public `email`.
  const without =
    <K extends (typeof LIST_KEYS)[number]>(key: K) =>
    (name: string, schema?: string) =>
      onChange({
        ...value,
        [key]: (value[key] as { name: string; schema?: string }[]).filter(
          (item) => item.name !== name || item.schema !== schema,
        ),
      });
  return (
    <Card title="PostgreSQL 扩展、类型、函数与序列" style={{ maxWidth: 720 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          导入建表脚本时保留，导出的 PostgreSQL
          脚本在建表前创建它们。在这里移除或添加扩展后，点上方的「保存」才会生效；要增加或更改类型、函数和序列，请把它们写进建表脚本后重新导入（按名称合并）。
        </Typography.Text>
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有扩展、类型、函数或序列" />
        ) : null}
        {extensions.length ? (
          <Flex vertical gap={6}>
            <Typography.Text strong>扩展（{extensions.length}）</Typography.Text>
            <Flex gap={8} wrap>
              {extensions.map((extension) => (
                <Tag key={extension.name} color="blue">
                  {extension.name}
                  {extension.schema ? `（模式 ${extension.schema}）` : ''}
                  <Button
                    size="small"
                    type="link"
                    danger
                    aria-label={`移除扩展 ${extension.name}`}
                    onClick={() => without('postgresqlExtensions')(extension.name, extension.schema)}
                  >
                    移除
                  </Button>
                </Tag>
              ))}
            </Flex>
          </Flex>
        ) : null}
        <AddExtension
          extensions={extensions}
          onAdd={(extension) => onChange({ ...value, postgresqlExtensions: [...extensions, extension] })}
        />
        <Definitions
          title="类型（复合类型、域、枚举）"
          kind="类型"
          items={types}
          confirm="表的列可能用它作类型：移除后导出的脚本不再创建它，用到它的表会建表失败。"
          onRemove={without('postgresqlTypes')}
        />
        <Definitions
          title="函数"
          kind="函数"
          items={routines}
          confirm="表的检查约束或列的默认值可能调用它：移除后导出的脚本不再创建它，调用它的表会建表失败。"
          onRemove={without('postgresqlRoutines')}
        />
        <Definitions title="序列" kind="序列" items={sequences} onRemove={without('postgresqlSequences')} />
      </Flex>
    </Card>
  );
}
