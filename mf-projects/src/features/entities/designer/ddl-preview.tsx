// The entity's DDL as it would be exported, in either dialect, recomputed as the user edits.
import { useMemo, useState } from 'react';
import { exportDdl, type Model } from '@modelsmith/codegen';
import type { DdlDialect } from '@modelsmith/contract';
import { Flex, Typography } from '@modelsmith/shared/antd';
import { Segmented } from '@modelsmith/shared/antd-data';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The statements of `script` that concern `table` (its CREATE TABLE, indexes, comments, foreign keys) or one of its
 * `partitions` (a partition of a partition is created `PARTITION OF` its parent): the table as the database names it,
 * in `schema` when given (PostgreSQL `"archive"."orders"`), else the unqualified one: not a table of that name
 * qualified by another schema (`"archive"."orders"` is not `"orders"`).
 */
export function statementsOf(
  script: string,
  table: string,
  schema?: string,
  partitions: string[] = [],
): string {
  const name = [table, ...partitions].map(escapeRegExp).join('|');
  const pattern = schema
    ? new RegExp(`"${escapeRegExp(schema)}"\\."(?:${name})"`)
    : new RegExp(`\`(?:${name})\`|(?<!"\\.)"(?:${name})"`);
  return script
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) => statement && pattern.test(statement))
    .map((statement) => (statement.endsWith(';') ? statement : `${statement};`))
    .join('\n\n');
}

const PREVIEW = {
  margin: 0,
  maxHeight: 420,
  overflowX: 'hidden',
  overflowY: 'auto',
  background: '#0f172a',
  color: '#e2e8f0',
  padding: 12,
  borderRadius: 8,
  fontFamily: 'var(--ant-font-family-code, monospace)',
  fontSize: 12,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  // `anywhere`, unlike `break-word`, also lets a long name break when the column measures its content.
  overflowWrap: 'anywhere',
} as const;

export interface DdlPreviewProps {
  /** The project's model with the draft in it; null while the draft has problems. */
  model: Model | null;
  /** The table as the database names it (prefix included, or the exact imported name). */
  table: string;
  /** PostgreSQL schema of the table when not public. */
  schema?: string;
  /** The table's partitions, whose own partitions name them. */
  partitions?: string[];
  defaultDialect: DdlDialect;
}

export function DdlPreview({ model, table, schema, partitions, defaultDialect }: DdlPreviewProps) {
  const [dialect, setDialect] = useState<DdlDialect>(defaultDialect);
  const sql = useMemo(() => {
    if (!model) return null;
    try {
      // MySQL has no schemas: its DDL names the table alone.
      return statementsOf(
        exportDdl(model, dialect),
        table,
        dialect === 'postgresql' ? schema : undefined,
        dialect === 'postgresql' ? partitions : undefined,
      );
    } catch {
      return null;
    }
  }, [model, dialect, table, schema, partitions]);

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
        <pre aria-label="DDL 预览" style={PREVIEW}>
          {sql.split('\n').map((line, i) => {
            // A long line wraps inside the narrow side column (no sideways scrolling), its continuation indented
            // past the line's own indent so it does not read as a line of its own.
            const [, indent, first, rest] = /^( *)(\S*)([\s\S]*)$/.exec(line) ?? ['', '', '', line];
            const hang = `${indent.length + 4}ch`;
            return (
              <div key={i} style={{ paddingLeft: hang, textIndent: `-${hang}`, minHeight: '1.5em' }}>
                {/* The indent and a first word too long for the line break inside the word, not after the indent,
                    which would leave the indent alone on a blank line. */}
                <span style={{ wordBreak: 'break-all' }}>{indent + first}</span>
                {rest}
              </div>
            );
          })}
        </pre>
      ) : sql === '' ? (
        // Valid, yet the script names the table otherwise than the preview looks for it: say so, not "fix problems".
        <Typography.Text type="secondary">
          建表脚本中没有 {schema && dialect === 'postgresql' ? `${schema}.${table}` : table} 的语句。
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">修正校验问题后显示建表语句。</Typography.Text>
      )}
    </Flex>
  );
}
