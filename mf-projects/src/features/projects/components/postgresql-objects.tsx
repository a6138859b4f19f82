// What a PostgreSQL import keeps at the project level — the extensions, composite types and functions the schema
// needs — shown as they are: the project API does not take them in an update, a new import merges them by name.
import type { Project } from '@modelsmith/contract';
import { Card, Empty, Flex, Tag, Typography } from '@modelsmith/shared/antd';
import { Collapse } from '@modelsmith/shared/antd-data';

const MONOSPACE = {
  fontFamily: 'var(--ant-font-family-code, monospace)',
  fontSize: 12,
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** Named statements (`CREATE TYPE …`, `CREATE FUNCTION …`), folded, each opened to its text. */
function Definitions({ title, items }: { title: string; items: { name: string; definition: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>
        {title}（{items.length}）
      </Typography.Text>
      <Collapse
        size="small"
        items={items.map((item) => ({
          key: item.name,
          label: <Typography.Text code>{item.name}</Typography.Text>,
          children: <pre style={MONOSPACE}>{item.definition}</pre>,
        }))}
      />
    </Flex>
  );
}

export function PostgresqlObjects({ project }: { project: Project }) {
  const extensions = project.postgresqlExtensions ?? [];
  const types = project.postgresqlTypes ?? [];
  const routines = project.postgresqlRoutines ?? [];
  const empty = extensions.length + types.length + routines.length === 0;
  return (
    <Card title="PostgreSQL 扩展、类型与函数" style={{ maxWidth: 720 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          导入建表脚本时保留，导出的 PostgreSQL
          脚本在建表前创建它们。此处只读：要增加或更改，请把它们写进建表脚本后重新导入（按名称合并）。
        </Typography.Text>
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有导入的扩展、类型或函数" />
        ) : null}
        {extensions.length ? (
          <Flex vertical gap={6}>
            <Typography.Text strong>扩展（{extensions.length}）</Typography.Text>
            <Flex gap={8} wrap>
              {extensions.map((extension) => (
                <Tag key={extension.name} color="blue">
                  {extension.name}
                  {extension.schema ? `（模式 ${extension.schema}）` : ''}
                </Tag>
              ))}
            </Flex>
          </Flex>
        ) : null}
        <Definitions title="复合类型" items={types} />
        <Definitions title="函数" items={routines} />
      </Flex>
    </Card>
  );
}
