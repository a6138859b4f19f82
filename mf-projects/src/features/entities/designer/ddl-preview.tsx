// The entity's DDL as it would be exported, in either dialect, recomputed as the user edits.
import { useMemo, useState } from 'react';
import { exportDdl, type Model } from '@modelsmith/codegen';
import type { DdlDialect } from '@modelsmith/contract';
import { Flex, Typography } from '@modelsmith/shared/antd';
import { Segmented } from '@modelsmith/shared/antd-data';

/** The statements of `script` that concern `table` (its CREATE TABLE, indexes, comments, foreign keys). */
export function statementsOf(script: string, table: string): string {
  const quoted = [`\`${table}\``, `"${table}"`];
  return script
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) => statement && quoted.some((name) => statement.includes(name)))
    .map((statement) => (statement.endsWith(';') ? statement : `${statement};`))
    .join('\n\n');
}

export interface DdlPreviewProps {
  /** The project's model with the draft in it; null while the draft has problems. */
  model: Model | null;
  table: string;
  defaultDialect: DdlDialect;
}

export function DdlPreview({ model, table, defaultDialect }: DdlPreviewProps) {
  const [dialect, setDialect] = useState<DdlDialect>(defaultDialect);
  const sql = useMemo(() => {
    if (!model) return null;
    try {
      return statementsOf(
        exportDdl(model, dialect),
        model.project.tablePrefix ? `${model.project.tablePrefix}${table}` : table,
      );
    } catch {
      return null;
    }
  }, [model, dialect, table]);

  return (
    <Flex vertical gap={8}>
      <Segmented<DdlDialect>
        value={dialect}
        onChange={setDialect}
        options={[
          { value: 'mysql', label: 'MySQL' },
          { value: 'postgresql', label: 'PostgreSQL' },
        ]}
      />
      {sql ? (
        <pre
          aria-label="DDL 预览"
          style={{
            margin: 0,
            maxHeight: 420,
            overflow: 'auto',
            background: '#0f172a',
            color: '#e2e8f0',
            padding: 12,
            borderRadius: 8,
            fontSize: 12,
            lineHeight: 1.5,
          }}
        >
          {sql}
        </pre>
      ) : (
        <Typography.Text type="secondary">修正校验问题后显示建表语句。</Typography.Text>
      )}
    </Flex>
  );
}
