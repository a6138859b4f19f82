// The table's own constraints: CHECK conditions and PostgreSQL EXCLUDE constraints, edited as the database writes
// them, and its triggers, each one whole CREATE TRIGGER statement that only its own dialect's DDL writes.
import type { ReactNode } from 'react';
import type { CheckConstraint, Exclusion, Trigger } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { Button, Checkbox, Flex, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { Select, Table, type ColumnsType } from '@modelsmith/shared/antd-data';
import { PlusOutlined } from '@modelsmith/shared/icons';
import type { Draft, DraftProblems } from './draft';
import { ProblemInput, ProblemText } from './problem-input';
import { RemoveRow } from './remove-row';
import { SqlText } from './sql-text';
import { RowSecurityView } from './row-security-view';
import { TriggersEditor } from './triggers-editor';

const PORTABLE = '__portable';

const DIALECT_LABELS = {
  [PORTABLE]: '两种数据库',
  postgresql: '仅 PostgreSQL',
  mysql: '仅 MySQL',
} as const;

export interface ConstraintsEditorProps {
  draft: Draft;
  database: Project['database'];
  /** The table as the DDL names it (prefix, exact name and schema applied): new triggers start on it. */
  table: string;
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
}

/** How many constraints and triggers the tab lists, for its title. */
export const constraintCount = (draft: Draft) =>
  (draft.checks?.length ?? 0) + (draft.exclusions?.length ?? 0) + (draft.triggers?.length ?? 0);

type Row<T> = T & { index: number };

/**
 * A named constraint whose body is SQL text (a CHECK's condition, an EXCLUDE's definition): name, text, the kind's
 * own columns, remove; and an add button. `noun` names the kind in every label (`第 1 个检查约束名`).
 */
function SqlConstraintTable<T extends { name?: string }>({
  title,
  noun,
  path,
  rows,
  text,
  extraColumns = () => [],
  blank,
  problems,
  onChange,
}: {
  title: ReactNode;
  noun: string;
  /** The entity's attribute, for the validator's problems: `checks`, `exclusions`. */
  path: string;
  rows: T[];
  text: { key: keyof T & string; title: string; label: string; placeholder: string };
  extraColumns?: (
    change: (index: number, changes: Partial<T>) => void,
    at: (index: number, attribute: string) => string | undefined,
  ) => ColumnsType<Row<T>>;
  blank: T;
  problems: DraftProblems;
  onChange: (rows: T[]) => void;
}) {
  const change = (index: number, changes: Partial<T>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const at = (index: number, attribute: string) => problems.under(`${path}[${index}].${attribute}`);
  return (
    <Flex vertical gap={8}>
      {title}
      <Table<Row<T>>
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={rows.map((row, index) => ({ ...row, index }))}
        scroll={{ x: 760 }}
        locale={{ emptyText: `没有${noun}` }}
        columns={[
          {
            title: '约束名',
            key: 'name',
            width: 210,
            render: (_, row) => (
              <ProblemInput
                problem={at(row.index, 'name')}
                aria-label={`第 ${row.index + 1} 个${noun}名`}
                value={row.name ?? ''}
                placeholder="可不填，由数据库命名"
                spellCheck={false}
                onChange={(event) =>
                  change(row.index, { name: event.target.value || undefined } as Partial<T>)
                }
              />
            ),
          },
          {
            title: text.title,
            key: text.key,
            render: (_, row) => (
              <SqlText
                label={`第 ${row.index + 1} 个${text.label}`}
                value={String(row[text.key] ?? '')}
                placeholder={text.placeholder}
                problem={at(row.index, text.key) ?? problems.at(`${path}[${row.index}]`)}
                onChange={(value) => change(row.index, { [text.key]: value } as Partial<T>)}
              />
            ),
          },
          ...extraColumns(change, at),
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, row) => (
              <RemoveRow
                label={`删除第 ${row.index + 1} 个${noun}`}
                onRemove={() => onChange(rows.filter((_, i) => i !== row.index))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...rows, blank])}>
          添加{noun}
        </Button>
      </div>
    </Flex>
  );
}

/** A CHECK's dialect and, in a PostgreSQL project, its NOT VALID / NO INHERIT. */
function checkColumns(
  postgresql: boolean,
): (
  change: (index: number, changes: Partial<CheckConstraint>) => void,
  at: (index: number, attribute: string) => string | undefined,
) => ColumnsType<Row<CheckConstraint>> {
  return (change, at) => [
    {
      title: '适用数据库',
      key: 'dialect',
      width: 140,
      render: (_, check) => (
        <Tooltip title={at(check.index, 'dialect')} color="red">
          <Select<string>
            aria-label={`第 ${check.index + 1} 个检查约束适用数据库`}
            value={check.dialect ?? PORTABLE}
            status={at(check.index, 'dialect') ? 'error' : undefined}
            style={{ width: '100%' }}
            options={Object.entries(DIALECT_LABELS).map(([value, label]) => ({ value, label }))}
            onChange={(value) =>
              change(check.index, {
                dialect: value === PORTABLE ? undefined : (value as CheckConstraint['dialect']),
              })
            }
          />
        </Tooltip>
      ),
    },
    ...(postgresql
      ? [
          {
            title: 'PostgreSQL 选项',
            key: 'flags',
            width: 150,
            render: (_: unknown, check: Row<CheckConstraint>) => (
              <Flex vertical>
                <Tooltip title="只检查新写入的行，不检查已有的行">
                  <Checkbox
                    checked={Boolean(check.notValid)}
                    onChange={(event) => change(check.index, { notValid: event.target.checked || undefined })}
                  >
                    NOT VALID
                  </Checkbox>
                </Tooltip>
                <Tooltip title="继承本表的子表不带这一检查">
                  <Checkbox
                    checked={Boolean(check.noInherit)}
                    onChange={(event) =>
                      change(check.index, { noInherit: event.target.checked || undefined })
                    }
                  >
                    NO INHERIT
                  </Checkbox>
                </Tooltip>
                <ProblemText problem={at(check.index, 'notValid') ?? at(check.index, 'noInherit')} />
              </Flex>
            ),
          },
        ]
      : []),
  ];
}

export function ConstraintsEditor({ draft, database, table, problems, onChange }: ConstraintsEditorProps) {
  const checks = draft.checks ?? [];
  const exclusions = draft.exclusions ?? [];
  const showExclusions = database === 'POSTGRESQL' || exclusions.length > 0;
  // NOT VALID and NO INHERIT are PostgreSQL's; a MySQL project shows them only once set, so that they can be cleared.
  const postgresChecks =
    database === 'POSTGRESQL' || checks.some((check) => check.notValid || check.noInherit);
  return (
    <Flex vertical gap={20}>
      <Typography.Text type="secondary">
        条件与定义按数据库的列名书写，照原文写进建表脚本：在设计器中改了列名，请同时改这里。
      </Typography.Text>
      <SqlConstraintTable<CheckConstraint>
        title={<Typography.Text strong>检查约束（CHECK）</Typography.Text>}
        noun="检查约束"
        path="checks"
        rows={checks}
        text={{ key: 'expression', title: '条件', label: '检查条件', placeholder: 'price >= 0' }}
        extraColumns={checkColumns(postgresChecks)}
        blank={{ expression: '' }}
        problems={problems}
        onChange={(next) => onChange({ ...draft, checks: next })}
      />
      {showExclusions ? (
        <SqlConstraintTable<Exclusion>
          title={
            <Flex gap={8} align="center">
              <Typography.Text strong>排除约束（EXCLUDE）</Typography.Text>
              {database === 'POSTGRESQL' ? null : <Tag color="orange">仅 PostgreSQL，MySQL 建表时忽略</Tag>}
            </Flex>
          }
          noun="排除约束"
          path="exclusions"
          rows={exclusions}
          text={{
            key: 'definition',
            title: '定义',
            label: '排除约束定义',
            placeholder: 'EXCLUDE USING gist (room_id WITH =, during WITH &&)',
          }}
          blank={{ definition: '' }}
          problems={problems}
          onChange={(next) => onChange({ ...draft, exclusions: next })}
        />
      ) : null}
      <TriggersEditor
        triggers={draft.triggers ?? []}
        database={database}
        table={table}
        problems={problems}
        onChange={(next: Trigger[]) => onChange({ ...draft, triggers: next })}
      />
      <RowSecurityView entity={draft} problems={problems} />
    </Flex>
  );
}
