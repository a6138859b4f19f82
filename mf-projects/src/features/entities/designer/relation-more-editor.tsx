// The "more" popover of a relation row: what its foreign key does on delete and update, PostgreSQL's DEFERRABLE,
// MATCH FULL and NOT VALID, the target key it references, and a many-to-many join table's name, key, actions and
// comment — the options an imported schema keeps, too wide for a cell.
import {
  defaultJoinTable,
  type Entity,
  FOREIGN_KEY_ACTIONS,
  type ForeignKeyAction,
  JOIN_TABLE_ACTIONS,
  type JoinTable,
  type JoinTableAction,
  type JoinTableKey,
  type Relation,
} from '@modelsmith/codegen';
import type { ReactNode } from 'react';
import type { Project } from '@modelsmith/contract';
import { Button, Checkbox, Flex, Input, Tag, Typography } from '@modelsmith/shared/antd';
import { Select } from '@modelsmith/shared/antd-data';
import { ProblemText } from './problem-input';

export const FOREIGN_KEY_ACTION_LABELS: Record<ForeignKeyAction, string> = {
  CASCADE: 'CASCADE 级联',
  'SET NULL': 'SET NULL 置为空',
  'SET DEFAULT': 'SET DEFAULT 置为默认值',
  RESTRICT: 'RESTRICT 立即拒绝',
  'NO ACTION': 'NO ACTION 拒绝（语句结束时检查）',
};

// Select values for "no clause": antd's Select has no null value.
const DEFAULT = '__default';
const NONE = '__none';
const PRIMARY = '__primary';

/** The target's keys a foreign key may reference (the validator's rule): the primary key, unique fields, unique indexes. */
export function referableKeysOf(target: Entity): { value: string; label: string; fields: string[] }[] {
  const primary = target.fields.filter((field) => field.primaryKey).map((field) => field.name);
  const order = target.primaryKeyOrder?.filter((name) => primary.includes(name)) ?? [];
  const primaryFields = [...order, ...primary.filter((name) => !order.includes(name))];
  const keys = [{ value: PRIMARY, label: `主键：${primaryFields.join('、')}`, fields: primaryFields }];
  for (const field of target.fields)
    if (field.unique && !field.primaryKey)
      keys.push({ value: field.name, label: `唯一字段：${field.name}`, fields: [field.name] });
  for (const index of target.indexes ?? [])
    if (
      index.unique &&
      !index.where &&
      !index.expressions?.some((expression) => expression !== null) &&
      !index.prefixLengths?.some((length) => length !== null)
    )
      keys.push({
        value: index.fields.join(','),
        label: `唯一索引 ${index.name}：${index.fields.join('、')}`,
        fields: index.fields,
      });
  return keys.filter((key, i) => keys.findIndex((other) => other.value === key.value) === i);
}

/** Which of the target's keys the relation references; only keys with as many fields as its own key are offered. */
function ReferencedKeySelect({
  relation,
  target,
  problem,
  onChange,
}: {
  relation: Relation & { joinFields: string[] };
  target: Entity;
  problem?: string;
  onChange: (changes: Partial<Relation>) => void;
}) {
  const count = relation.joinFields.length;
  // The primary key with one field is referenced through `joinField`, a different relation shape: not offered here.
  const keys = referableKeysOf(target).filter(
    (key) => key.fields.length === count && (key.value !== PRIMARY || count > 1),
  );
  const current = relation.referencedFields ? relation.referencedFields.join(',') : PRIMARY;
  const options = keys.some((key) => key.value === current)
    ? keys
    : [...keys, { value: current, label: `${relation.referencedFields?.join('、') ?? ''}（不是唯一键）` }];
  return (
    <>
      <Typography.Text strong>引用目标的键</Typography.Text>
      <Select
        aria-label="引用目标的键"
        value={current}
        status={problem ? 'error' : undefined}
        options={options.map(({ value, label }) => ({ value, label }))}
        onChange={(value: string) =>
          onChange({ referencedFields: value === PRIMARY ? undefined : value.split(',') })
        }
      />
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {problem ??
          `外键字段 ${relation.joinFields.join('、')} 按顺序对应所选键的字段；可选 ${target.className} 中字段数相同的主键、唯一字段和唯一索引`}
      </Typography.Text>
    </>
  );
}

/** A control under its small grey label; `grow` shares a row's width with its neighbours. */
function Labeled({ label, grow, children }: { label: string; grow?: boolean; children: ReactNode }) {
  return (
    <Flex vertical gap={2} style={grow ? { flex: 1, minWidth: 0 } : undefined}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

function ActionSelect<Action extends string>({
  label,
  value,
  actions,
  defaultLabel,
  none,
  problem,
  onChange,
}: {
  label: string;
  /** undefined = the default; null = no clause (join tables only, see `none`). */
  value: Action | null | undefined;
  actions: readonly Action[];
  defaultLabel: string;
  /** The label of "no clause" when it differs from the default (a join table's ON DELETE defaults to CASCADE). */
  none?: string;
  problem?: string;
  onChange: (action: Action | null | undefined) => void;
}) {
  return (
    <Labeled label={label} grow>
      <Select<string>
        aria-label={label}
        value={value === undefined ? DEFAULT : value === null ? NONE : value}
        status={problem ? 'error' : undefined}
        popupMatchSelectWidth={false}
        options={[
          { value: DEFAULT, label: defaultLabel },
          ...(none ? [{ value: NONE, label: none }] : []),
          ...actions.map((action) => ({
            value: action,
            label: FOREIGN_KEY_ACTION_LABELS[action as ForeignKeyAction] ?? action,
          })),
        ]}
        onChange={(next) => onChange(next === DEFAULT ? undefined : next === NONE ? null : (next as Action))}
      />
      <ProblemText problem={problem} />
    </Labeled>
  );
}

const DEFERRABLE_LABELS = {
  [DEFAULT]: '立即检查（NOT DEFERRABLE）',
  immediate: '可延迟，默认立即（DEFERRABLE INITIALLY IMMEDIATE）',
  deferred: '延迟到提交时（DEFERRABLE INITIALLY DEFERRED）',
} as const;

/** PostgreSQL's own modes of a key; in a MySQL project they show only once set, so that they can be removed. */
function PostgresqlModes({
  relation,
  database,
  problem,
  onChange,
}: {
  relation: Relation;
  database: Project['database'];
  problem: (attribute: string) => string | undefined;
  onChange: (changes: Partial<Relation>) => void;
}) {
  const set = Boolean(relation.deferrable || relation.match || relation.notValid);
  if (database !== 'POSTGRESQL' && !set) return null;
  const modeProblem = problem('deferrable') ?? problem('match') ?? problem('notValid');
  return (
    <>
      <Flex gap={8} align="center">
        <Typography.Text strong>检查方式</Typography.Text>
        {database === 'POSTGRESQL' ? null : <Tag color="orange">仅 PostgreSQL，MySQL 建表时忽略</Tag>}
      </Flex>
      <Select<string>
        aria-label="外键检查时机"
        value={relation.deferrable ?? DEFAULT}
        popupMatchSelectWidth={false}
        options={Object.entries(DEFERRABLE_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(value) =>
          onChange({ deferrable: value === DEFAULT ? undefined : (value as Relation['deferrable']) })
        }
      />
      <Checkbox
        checked={relation.match === 'full'}
        onChange={(event) => onChange({ match: event.target.checked ? 'full' : undefined })}
      >
        MATCH FULL：外键部分列为空时也拒绝
      </Checkbox>
      <Checkbox
        checked={Boolean(relation.notValid)}
        onChange={(event) => onChange({ notValid: event.target.checked || undefined })}
      >
        NOT VALID：只检查新写入的行，不检查已有的行
      </Checkbox>
      <ProblemText problem={modeProblem} />
    </>
  );
}

/** ON DELETE SET NULL / SET DEFAULT, the actions that may name which of a composite key's columns they set. */
const setsSomeColumns = (action: ForeignKeyAction | null | undefined) =>
  action === 'SET NULL' || action === 'SET DEFAULT';

/** PostgreSQL 15's `ON DELETE SET NULL (col, …)`: only some of a composite key's columns are set; none chosen = all. */
function OnDeleteSetFieldsSelect({
  relation,
  database,
  problem,
  onChange,
}: {
  relation: Relation & { joinFields: string[] };
  database: Project['database'];
  problem?: string;
  onChange: (changes: Partial<Relation>) => void;
}) {
  if (database !== 'POSTGRESQL' && !relation.onDeleteSetFields) return null;
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} align="center">
        <Typography.Text>删除时只设置这些外键列</Typography.Text>
        {database === 'POSTGRESQL' ? null : (
          <Tag color="orange">仅 PostgreSQL 15+，MySQL 建表时不写删除动作</Tag>
        )}
      </Flex>
      <Select<string[]>
        mode="multiple"
        aria-label="删除时设置的外键列"
        placeholder="全部外键列（默认）"
        value={relation.onDeleteSetFields ?? []}
        status={problem ? 'error' : undefined}
        options={relation.joinFields.map((name) => ({ value: name, label: name }))}
        onChange={(fields) => onChange({ onDeleteSetFields: fields.length > 0 ? fields : undefined })}
      />
      <ProblemText problem={problem} />
    </Flex>
  );
}

const JOIN_TABLE_KEY_LABELS: Record<JoinTableKey | typeof DEFAULT, string> = {
  [DEFAULT]: '两列为主键（默认）',
  unique: '两列为唯一键，无主键',
  none: '无键：同一对可出现多次',
};

function JoinTableEditor({
  relation,
  owner,
  target,
  tablePrefix,
  problem,
  onChange,
}: {
  relation: Relation;
  owner: Entity;
  target?: Entity;
  tablePrefix: string;
  problem: (attribute: string) => string | undefined;
  onChange: (changes: Partial<Relation>) => void;
}) {
  const joinTable = relation.joinTable;
  if (!joinTable)
    return (
      <Flex vertical gap={6}>
        <Typography.Text type="secondary">
          中间表按默认规则命名，主键为两列，删除任一方的行时级联删除关联行。
        </Typography.Text>
        {target ? (
          <Button
            onClick={() =>
              onChange({ joinTable: defaultJoinTable(owner, target, relation.name, tablePrefix) })
            }
          >
            自定义中间表
          </Button>
        ) : null}
      </Flex>
    );
  const at = (attribute: string) => problem(`joinTable.${attribute}`);
  const change = (changes: Partial<JoinTable>) => onChange({ joinTable: { ...joinTable, ...changes } });
  const text = (key: 'name' | 'joinColumn' | 'inverseJoinColumn', label: string) => (
    <Labeled label={label} grow>
      <Input
        aria-label={label}
        value={joinTable[key]}
        status={at(key) ? 'error' : undefined}
        spellCheck={false}
        onChange={(event) => change({ [key]: event.target.value })}
      />
      <ProblemText problem={at(key)} />
    </Labeled>
  );
  const action = (key: 'onDelete' | 'onUpdate' | 'inverseOnDelete' | 'inverseOnUpdate', label: string) => (
    <ActionSelect<JoinTableAction>
      label={label}
      value={joinTable[key]}
      actions={JOIN_TABLE_ACTIONS}
      defaultLabel={key.endsWith('Delete') ? 'CASCADE 级联（默认）' : '不写（数据库默认）'}
      none={key.endsWith('Delete') ? '不写（数据库默认 NO ACTION）' : undefined}
      problem={at(key)}
      onChange={(next) => change({ [key]: next })}
    />
  );
  return (
    <Flex vertical gap={8}>
      {text('name', '中间表名')}
      <Flex gap={8}>
        {text('joinColumn', '指向本实体的列')}
        {text('inverseJoinColumn', '指向目标实体的列')}
      </Flex>
      <Labeled label="中间表的键">
        <Select<string>
          aria-label="中间表的键"
          value={joinTable.key ?? DEFAULT}
          status={at('key') ? 'error' : undefined}
          options={Object.entries(JOIN_TABLE_KEY_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(value) => change({ key: value === DEFAULT ? undefined : (value as JoinTableKey) })}
        />
      </Labeled>
      <Flex gap={8}>
        {action('onDelete', '本实体的行删除时')}
        {action('onUpdate', '本实体的主键更新时')}
      </Flex>
      <Flex gap={8}>
        {action('inverseOnDelete', '目标实体的行删除时')}
        {action('inverseOnUpdate', '目标实体的主键更新时')}
      </Flex>
      <Labeled label="中间表注释">
        <Input
          aria-label="中间表注释"
          value={joinTable.comment ?? ''}
          disabled={joinTable.comment === ''}
          placeholder={`默认：${owner.label || owner.className}与${target?.label || relation.target}的关联`}
          onChange={(event) => change({ comment: event.target.value || undefined })}
        />
        <Checkbox
          checked={joinTable.comment === ''}
          onChange={(event) => change({ comment: event.target.checked ? '' : undefined })}
        >
          不写表注释
        </Checkbox>
      </Labeled>
    </Flex>
  );
}

export interface RelationMoreEditorProps {
  relation: Relation;
  /** The entity being edited, as it would be saved. */
  owner: Entity;
  /** The relation's target entity, when the project has it. */
  target?: Entity;
  database: Project['database'];
  /** The project's table prefix: a default join table's name starts with it. */
  tablePrefix?: string | null;
  /** The validator's message for one of the relation's attributes (`onDelete`, `joinTable.key`…), if any. */
  problem: (attribute: string) => string | undefined;
  onChange: (changes: Partial<Relation>) => void;
}

export function RelationMoreEditor({
  relation,
  owner,
  target,
  database,
  tablePrefix,
  problem,
  onChange,
}: RelationMoreEditorProps) {
  if (relation.kind === 'MANY_TO_MANY')
    return (
      <Flex vertical gap={8} style={{ width: 420 }}>
        <JoinTableEditor
          relation={relation}
          owner={owner}
          target={target}
          tablePrefix={tablePrefix ?? ''}
          problem={problem}
          onChange={onChange}
        />
      </Flex>
    );
  const joinFields = relation.joinFields;
  return (
    <Flex vertical gap={8} style={{ width: 380 }}>
      <Typography.Text strong>外键动作</Typography.Text>
      <Flex gap={8}>
        {(['onDelete', 'onUpdate'] as const).map((key) => (
          <ActionSelect<ForeignKeyAction>
            key={key}
            label={key === 'onDelete' ? '被引用的行删除时' : '被引用的键更新时'}
            value={relation[key]}
            actions={FOREIGN_KEY_ACTIONS}
            defaultLabel="不写（数据库默认 NO ACTION）"
            problem={problem(key)}
            onChange={(action) =>
              onChange(
                key === 'onDelete' && !setsSomeColumns(action)
                  ? { onDelete: action ?? undefined, onDeleteSetFields: undefined }
                  : { [key]: action ?? undefined },
              )
            }
          />
        ))}
      </Flex>
      {joinFields && joinFields.length > 1 && setsSomeColumns(relation.onDelete) ? (
        <OnDeleteSetFieldsSelect
          relation={{ ...relation, joinFields }}
          database={database}
          problem={problem('onDeleteSetFields')}
          onChange={onChange}
        />
      ) : null}
      <PostgresqlModes relation={relation} database={database} problem={problem} onChange={onChange} />
      {joinFields && target && (relation.referencedFields || joinFields.length > 1) ? (
        <ReferencedKeySelect
          relation={{ ...relation, joinFields }}
          target={target}
          problem={problem('referencedFields')}
          onChange={onChange}
        />
      ) : null}
    </Flex>
  );
}
