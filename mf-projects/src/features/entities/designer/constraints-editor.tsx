// The table's own constraints: CHECK conditions and PostgreSQL EXCLUDE constraints, edited as the database writes
// them, and the triggers an import kept (shown as they are: the DDL writes them back unchanged).
import type { CheckConstraint, Exclusion } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { Button, Checkbox, Flex, Input, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { Collapse, Select, Table } from '@modelsmith/shared/antd-data';
import { PlusOutlined } from '@modelsmith/shared/icons';
import type { Draft, DraftProblems } from './draft';
import { ProblemInput, ProblemText } from './problem-input';
import { RemoveRow } from './remove-row';

const MONOSPACE = { fontFamily: 'var(--ant-font-family-code, monospace)', fontSize: 12 };
const PORTABLE = '__portable';

const DIALECT_LABELS = {
  [PORTABLE]: '两种数据库',
  postgresql: '仅 PostgreSQL',
  mysql: '仅 MySQL',
} as const;

export interface ConstraintsEditorProps {
  draft: Draft;
  database: Project['database'];
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
}

/** How many constraints and triggers the tab lists, for its title. */
export const constraintCount = (draft: Draft) =>
  (draft.checks?.length ?? 0) + (draft.exclusions?.length ?? 0) + (draft.triggers?.length ?? 0);

/** A multi-line SQL cell: monospace, growing with its text, its problem in red below. */
function SqlText({
  label,
  value,
  placeholder,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  problem?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Flex vertical gap={2}>
      <Input.TextArea
        aria-label={label}
        value={value}
        placeholder={placeholder}
        status={problem ? 'error' : undefined}
        autoSize={{ minRows: 1, maxRows: 8 }}
        spellCheck={false}
        style={MONOSPACE}
        onChange={(event) => onChange(event.target.value)}
      />
      <ProblemText problem={problem} />
    </Flex>
  );
}

function ChecksTable({ draft, database, problems, onChange }: ConstraintsEditorProps) {
  const checks = draft.checks ?? [];
  const set = (next: CheckConstraint[]) => onChange({ ...draft, checks: next });
  const change = (index: number, changes: Partial<CheckConstraint>) =>
    set(checks.map((check, i) => (i === index ? { ...check, ...changes } : check)));
  const at = (index: number, attribute: string) => problems.under(`checks[${index}].${attribute}`);
  // NOT VALID and NO INHERIT are PostgreSQL's; a MySQL project shows them only once set, so that they can be cleared.
  const postgresql = database === 'POSTGRESQL' || checks.some((check) => check.notValid || check.noInherit);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>检查约束（CHECK）</Typography.Text>
      <Table<CheckConstraint & { index: number }>
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={checks.map((check, index) => ({ ...check, index }))}
        scroll={{ x: 760 }}
        locale={{ emptyText: '没有检查约束' }}
        columns={[
          {
            title: '约束名',
            key: 'name',
            width: 210,
            render: (_, check) => (
              <ProblemInput
                problem={at(check.index, 'name')}
                aria-label={`第 ${check.index + 1} 个检查约束名`}
                value={check.name ?? ''}
                placeholder="可不填，由数据库命名"
                spellCheck={false}
                onChange={(event) => change(check.index, { name: event.target.value || undefined })}
              />
            ),
          },
          {
            title: '条件',
            key: 'expression',
            render: (_, check) => (
              <SqlText
                label={`第 ${check.index + 1} 个检查条件`}
                value={check.expression}
                placeholder="price >= 0"
                problem={at(check.index, 'expression') ?? problems.at(`checks[${check.index}]`)}
                onChange={(expression) => change(check.index, { expression })}
              />
            ),
          },
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
                  render: (_: unknown, check: CheckConstraint & { index: number }) => {
                    const problem = at(check.index, 'notValid') ?? at(check.index, 'noInherit');
                    return (
                      <Flex vertical>
                        <Tooltip title="只检查新写入的行，不检查已有的行">
                          <Checkbox
                            checked={Boolean(check.notValid)}
                            onChange={(event) =>
                              change(check.index, { notValid: event.target.checked || undefined })
                            }
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
                        <ProblemText problem={problem} />
                      </Flex>
                    );
                  },
                },
              ]
            : []),
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, check) => (
              <RemoveRow
                label={`删除第 ${check.index + 1} 个检查约束`}
                onRemove={() => set(checks.filter((_, i) => i !== check.index))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button icon={<PlusOutlined />} onClick={() => set([...checks, { expression: '' }])}>
          添加检查约束
        </Button>
      </div>
    </Flex>
  );
}

function ExclusionsTable({ draft, database, problems, onChange }: ConstraintsEditorProps) {
  const exclusions = draft.exclusions ?? [];
  const set = (next: Exclusion[]) => onChange({ ...draft, exclusions: next });
  const change = (index: number, changes: Partial<Exclusion>) =>
    set(exclusions.map((exclusion, i) => (i === index ? { ...exclusion, ...changes } : exclusion)));
  const at = (index: number, attribute: string) => problems.under(`exclusions[${index}].${attribute}`);
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Typography.Text strong>排除约束（EXCLUDE）</Typography.Text>
        {database === 'POSTGRESQL' ? null : <Tag color="orange">仅 PostgreSQL，MySQL 建表时忽略</Tag>}
      </Flex>
      <Table<Exclusion & { index: number }>
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={exclusions.map((exclusion, index) => ({ ...exclusion, index }))}
        scroll={{ x: 760 }}
        locale={{ emptyText: '没有排除约束' }}
        columns={[
          {
            title: '约束名',
            key: 'name',
            width: 210,
            render: (_, exclusion) => (
              <ProblemInput
                problem={at(exclusion.index, 'name')}
                aria-label={`第 ${exclusion.index + 1} 个排除约束名`}
                value={exclusion.name ?? ''}
                placeholder="可不填，由数据库命名"
                spellCheck={false}
                onChange={(event) => change(exclusion.index, { name: event.target.value || undefined })}
              />
            ),
          },
          {
            title: '定义',
            key: 'definition',
            render: (_, exclusion) => (
              <SqlText
                label={`第 ${exclusion.index + 1} 个排除约束定义`}
                value={exclusion.definition}
                placeholder="EXCLUDE USING gist (room_id WITH =, during WITH &&)"
                problem={at(exclusion.index, 'definition') ?? problems.at(`exclusions[${exclusion.index}]`)}
                onChange={(definition) => change(exclusion.index, { definition })}
              />
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, exclusion) => (
              <RemoveRow
                label={`删除第 ${exclusion.index + 1} 个排除约束`}
                onRemove={() => set(exclusions.filter((_, i) => i !== exclusion.index))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button icon={<PlusOutlined />} onClick={() => set([...exclusions, { definition: '' }])}>
          添加排除约束
        </Button>
      </div>
    </Flex>
  );
}

/** The imported triggers, read-only: each DDL writes its own dialect's back as the script had it. */
function TriggersList({ draft, database }: Pick<ConstraintsEditorProps, 'draft' | 'database'>) {
  const triggers = draft.triggers ?? [];
  const own = database === 'POSTGRESQL' ? 'postgresql' : 'mysql';
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>触发器（{triggers.length}）</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        导入时保留，导出的建表脚本按原文写回（只在它所属的数据库中创建）；此处只读。
      </Typography.Text>
      <Collapse
        size="small"
        items={triggers.map((trigger, index) => ({
          key: index,
          label: (
            <Flex gap={8} align="center" wrap>
              <Typography.Text code>{trigger.name}</Typography.Text>
              <Tag color={trigger.dialect === own ? 'blue' : 'orange'}>
                {trigger.dialect === 'postgresql' ? 'PostgreSQL' : 'MySQL'}
              </Tag>
              {trigger.disabled ? <Tag>已停用</Tag> : null}
            </Flex>
          ),
          children: (
            <pre style={{ ...MONOSPACE, margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {trigger.definition}
            </pre>
          ),
        }))}
      />
    </Flex>
  );
}

export function ConstraintsEditor(props: ConstraintsEditorProps) {
  const { draft, database } = props;
  const showExclusions = database === 'POSTGRESQL' || Boolean(draft.exclusions?.length);
  return (
    <Flex vertical gap={20}>
      <Typography.Text type="secondary">
        条件与定义按数据库的列名书写，照原文写进建表脚本：在设计器中改了列名，请同时改这里。
      </Typography.Text>
      <ChecksTable {...props} />
      {showExclusions ? <ExclusionsTable {...props} /> : null}
      {draft.triggers?.length ? <TriggersList draft={draft} database={database} /> : null}
    </Flex>
  );
}
