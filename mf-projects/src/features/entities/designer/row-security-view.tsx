// The table's PostgreSQL row-level security, as the import kept it: whether it is enabled (and forced on the owner) and
// each policy's CREATE POLICY statement, shown read-only beside the triggers. The PostgreSQL DDL writes them after the
// tables; a renamed table takes its policies along (followTable), and the validator's message on one shows here.
import type { Entity } from '@modelsmith/codegen';
import { Flex, Tag, Typography } from '@modelsmith/shared/antd';
import type { DraftProblems } from './draft';
import { ProblemText } from './problem-input';
import { MONOSPACE } from './sql-text';

/** A policy's statement as the triggers' SQL boxes show theirs: bordered, monospace, wrapped on its own lines. */
const STATEMENT = {
  ...MONOSPACE,
  margin: 0,
  padding: '4px 11px',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  border: '1px solid var(--ant-color-border, #d9d9d9)',
  borderRadius: 6,
  background: 'var(--ant-color-fill-quaternary, #fafafa)',
} as const;

export interface RowSecurityViewProps {
  entity: Pick<Entity, 'rowSecurity' | 'forceRowSecurity' | 'policies'>;
  problems: DraftProblems;
}

export function RowSecurityView({ entity, problems }: RowSecurityViewProps) {
  const policies = entity.policies ?? [];
  if (!entity.rowSecurity && !entity.forceRowSecurity && policies.length === 0) return null;
  return (
    <Flex vertical gap={8} aria-label="行级安全">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>行级安全（{policies.length} 条策略）</Typography.Text>
        <Tag color={entity.rowSecurity ? 'blue' : 'default'}>{entity.rowSecurity ? '已启用' : '未启用'}</Tag>
        {entity.forceRowSecurity ? <Tag color="blue">对表的所有者也生效（FORCE）</Tag> : null}
        <Tag color="orange">仅 PostgreSQL，MySQL 建表脚本不包含</Tag>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        导入时原样保留，建表脚本在建表之后照原文写出；策略中 TO 列出的角色须在数据库中已存在。此处只读。
      </Typography.Text>
      {policies.map((policy, index) => (
        <Flex key={index} vertical gap={2}>
          <pre style={STATEMENT}>{policy.definition}</pre>
          <ProblemText problem={problems.under(`policies[${index}]`)} />
        </Flex>
      ))}
    </Flex>
  );
}
