// The "more" popover of a field row: the column's exact database name, enum values, validation, comment, and how
// generated code uses the column (role, search, list and form), the attributes too wide for a cell.
import { type FieldRole, roleOf, type SearchMatch } from '@modelsmith/codegen';
import { Button, Checkbox, Flex, Input, Space, Typography } from '@modelsmith/shared/antd';
import { InputNumber, Select } from '@modelsmith/shared/antd-data';
import { DeleteOutlined, PlusOutlined } from '@modelsmith/shared/icons';
import type { Project } from '@modelsmith/contract';
import type { DraftField } from './draft';

function EnumValuesEditor({
  field,
  onChange,
}: {
  field: DraftField;
  onChange: (changes: Partial<DraftField>) => void;
}) {
  const values = field.enumValues ?? [];
  const set = (next: typeof values) => onChange({ enumValues: next });
  return (
    <Flex vertical gap={6} style={{ width: 340 }}>
      <Typography.Text type="secondary">存储值（字母、数字、下划线）与显示名</Typography.Text>
      {values.map((item, index) => (
        <Flex key={index} gap={6}>
          <Input
            aria-label={`枚举值 ${index + 1}`}
            value={item.value}
            placeholder="PAID"
            onChange={(event) =>
              set(values.map((v, i) => (i === index ? { ...v, value: event.target.value } : v)))
            }
          />
          <Input
            aria-label={`枚举显示名 ${index + 1}`}
            value={item.label ?? ''}
            placeholder="已支付"
            onChange={(event) =>
              set(values.map((v, i) => (i === index ? { ...v, label: event.target.value } : v)))
            }
          />
          <Button
            aria-label="删除枚举值"
            icon={<DeleteOutlined />}
            onClick={() => set(values.filter((_, i) => i !== index))}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => set([...values, { value: `VALUE_${values.length + 1}`, label: '' }])}
      >
        添加枚举值
      </Button>
    </Flex>
  );
}

export const ROLE_LABELS: Record<FieldRole, string> = {
  DATA: '普通数据',
  AUDIT: '审计（后端填写）',
  LOGICAL_DELETE: '逻辑删除标记',
  SECRET: '保密（只写不读）',
};

const SEARCH_LABELS: Record<SearchMatch, string> = {
  EQ: '等于',
  LIKE: '包含（模糊）',
  RANGE: '范围',
  NONE: '不作查询条件',
};

const AUTO = '__auto';

/** Role, search, list and form of generated code: each "自动" (derived from name and type) or a choice. */
function GeneratedUsageEditor({
  field,
  onChange,
}: {
  field: DraftField;
  onChange: (changes: Partial<DraftField>) => void;
}) {
  const derivedRole = roleOf({ ...field, role: undefined });
  const shown = (value: boolean | undefined) => (value === undefined ? AUTO : value ? 'show' : 'hide');
  const visibility = (label: string) => [
    { value: AUTO, label: '自动' },
    { value: 'show', label: `在${label}中显示` },
    { value: 'hide', label: `不在${label}中显示` },
  ];
  const fromVisibility = (value: string) => (value === AUTO ? undefined : value === 'show');
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>生成代码中的用法</Typography.Text>
      <Select<string>
        aria-label="字段角色"
        prefix="角色"
        value={field.role ?? AUTO}
        onChange={(value) => onChange({ role: value === AUTO ? undefined : (value as FieldRole) })}
        options={[
          { value: AUTO, label: `自动（${ROLE_LABELS[derivedRole]}）` },
          ...(Object.keys(ROLE_LABELS) as FieldRole[]).map((role) => ({
            value: role,
            label: ROLE_LABELS[role],
          })),
        ]}
      />
      <Select<string>
        aria-label="查询方式"
        value={field.search ?? AUTO}
        onChange={(value) => onChange({ search: value === AUTO ? undefined : (value as SearchMatch) })}
        options={[
          { value: AUTO, label: '查询：自动' },
          ...(Object.keys(SEARCH_LABELS) as SearchMatch[]).map((match) => ({
            value: match,
            label: `查询：${SEARCH_LABELS[match]}`,
          })),
        ]}
      />
      <Space.Compact block>
        <Select<string>
          aria-label="列表中"
          prefix="列表"
          style={{ width: '50%' }}
          value={shown(field.inList)}
          onChange={(value) => onChange({ inList: fromVisibility(value) })}
          options={visibility('列表')}
        />
        <Select<string>
          aria-label="表单中"
          prefix="表单"
          style={{ width: '50%' }}
          value={shown(field.inForm)}
          onChange={(value) => onChange({ inForm: fromVisibility(value) })}
          options={visibility('表单')}
        />
      </Space.Compact>
    </Flex>
  );
}

/**
 * The column's name as the database has it when that is not the snake-case column (`createdAt`, `Customer Name`,
 * `注册日期`): generated code maps the field to it and the DDL writes it. Empty = the column's name.
 */
function SqlColumnEditor({
  field,
  problem,
  onChange,
}: {
  field: DraftField;
  problem?: string;
  onChange: (changes: Partial<DraftField>) => void;
}) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>数据库列名</Typography.Text>
      <Input
        aria-label="数据库列名"
        value={field.sqlColumn ?? ''}
        placeholder={field.column || 'created_at'}
        status={problem ? 'error' : undefined}
        allowClear
        onChange={(event) => onChange({ sqlColumn: event.target.value || undefined })}
      />
      {problem ? (
        <Typography.Text type="danger">{problem}</Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          留空即与列名相同；数据库里的列名不是小写下划线时（如 createdAt、客户名称）填写原名
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Field types whose values have a collation (the codegen validator's rule). */
const COLLATED_TYPES = new Set(['string', 'text', 'enum']);

/**
 * The column's own collation (and MySQL character set), in the names of the database it was written for: an
 * imported `COLLATE utf8mb4_bin` keeps a login case-sensitive. Empty = the table's default.
 */
function CollationEditor({
  field,
  database,
  problem,
  onChange,
}: {
  field: DraftField;
  database: Project['database'];
  problem?: string;
  onChange: (changes: Partial<DraftField>) => void;
}) {
  const collation = field.collation;
  const dialect = collation?.dialect ?? (database === 'POSTGRESQL' ? 'postgresql' : 'mysql');
  const mysql = dialect === 'mysql';
  const change = (changes: { charset?: string; collate?: string }) => {
    const next = { ...collation, dialect, ...changes };
    if (!next.charset) delete next.charset;
    if (!next.collate) delete next.collate;
    onChange({ collation: next.charset || next.collate ? next : undefined });
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>排序规则（{mysql ? 'MySQL' : 'PostgreSQL'}）</Typography.Text>
      <Space.Compact>
        {mysql ? (
          <Input
            aria-label="字符集"
            placeholder="字符集"
            style={{ width: '35%' }}
            value={collation?.charset ?? ''}
            status={problem ? 'error' : undefined}
            allowClear
            onChange={(event) => change({ charset: event.target.value })}
          />
        ) : null}
        <Input
          aria-label="排序规则"
          placeholder="排序规则"
          value={collation?.collate ?? ''}
          status={problem ? 'error' : undefined}
          allowClear
          onChange={(event) => change({ collate: event.target.value })}
        />
      </Space.Compact>
      {problem ? (
        <Typography.Text type="danger">{problem}</Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          留空即用表的默认值；只写进{mysql ? ' MySQL' : ' PostgreSQL'} 的建表脚本（如区分大小写的
          utf8mb4_bin、按字节排序的 C）
        </Typography.Text>
      )}
    </Flex>
  );
}

export function MoreEditor({
  field,
  database = 'MYSQL',
  problem = () => undefined,
  onChange,
}: {
  field: DraftField;
  /** The project's database: a new collation is written in its names. */
  database?: Project['database'];
  /** The validator's message for one of the field's attributes (`sqlColumn`…), if any. */
  problem?: (attribute: string) => string | undefined;
  onChange: (changes: Partial<DraftField>) => void;
}) {
  const validation = field.validation ?? {};
  const setValidation = (changes: Partial<typeof validation>) =>
    onChange({ validation: { ...validation, ...changes } });
  const numeric = ['int', 'long', 'decimal'].includes(field.type);
  return (
    <Flex vertical gap={8} style={{ width: 320 }}>
      <SqlColumnEditor field={field} problem={problem('sqlColumn')} onChange={onChange} />
      {(COLLATED_TYPES.has(field.type) && !(field.enumTypeName && database === 'POSTGRESQL')) ||
      field.collation ? (
        <CollationEditor
          field={field}
          database={database}
          problem={problem('collation') ?? problem('collation.collate') ?? problem('collation.charset')}
          onChange={onChange}
        />
      ) : null}
      {field.type === 'enum' ? <EnumValuesEditor field={field} onChange={onChange} /> : null}
      <Typography.Text strong>校验</Typography.Text>
      <Space.Compact>
        <InputNumber
          aria-label="最小值"
          placeholder={numeric ? '最小值' : '最小长度'}
          value={validation.min}
          onChange={(min) => setValidation({ min: min ?? undefined })}
        />
        <InputNumber
          aria-label="最大值"
          placeholder={numeric ? '最大值' : '最大长度'}
          value={validation.max}
          onChange={(max) => setValidation({ max: max ?? undefined })}
        />
      </Space.Compact>
      {field.type === 'string' || field.type === 'text' ? (
        <>
          <Input
            aria-label="正则"
            placeholder="正则，如 ^1[3-9]\d{9}$"
            value={validation.pattern ?? ''}
            onChange={(event) => setValidation({ pattern: event.target.value || undefined })}
          />
          <Checkbox
            checked={Boolean(validation.email)}
            onChange={(event) => setValidation({ email: event.target.checked || undefined })}
          >
            必须是邮箱
          </Checkbox>
        </>
      ) : null}
      <Typography.Text strong>注释</Typography.Text>
      <Input.TextArea
        aria-label="字段注释"
        rows={2}
        value={field.comment ?? ''}
        onChange={(event) => onChange({ comment: event.target.value })}
      />
      <GeneratedUsageEditor field={field} onChange={onChange} />
    </Flex>
  );
}
