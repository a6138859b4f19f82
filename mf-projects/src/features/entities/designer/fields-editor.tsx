// The field grid: every attribute of PRODUCT.md §6 in place, problems on the cell they concern, rows added from
// presets, moved by dragging their handle, with the arrow buttons or Alt+↑ / Alt+↓ in a row, and removed.
import type { KeyboardEvent, ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Flex,
  Input,
  Space,
  Tag,
  theme,
  Tooltip,
  Typography,
} from '@modelsmith/shared/antd';
import { InputNumber, Popover, Select, Table } from '@modelsmith/shared/antd-data';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PlusOutlined,
  SettingOutlined,
} from '@modelsmith/shared/icons';
import type { Project } from '@modelsmith/contract';
import {
  addField,
  type Draft,
  type DraftField,
  type DraftProblems,
  FIELD_TYPE_LABELS,
  type FieldType,
  moveField,
  moveFieldTo,
  PRESETS,
  removeField,
  updateField,
} from './draft';
import { AutoIncrementOptions } from './auto-increment-options';
import { MoreEditor } from './field-more-editor';
import { RemoveRow } from './remove-row';
import { ROW_DRAG_CLASS, useRowDrag } from './use-row-drag';

export interface FieldsEditorProps {
  draft: Draft;
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
  /** The project's database: PostgreSQL projects edit identity options beside auto-increment. */
  database?: Project['database'];
}

/** A cell's problem: red border and the message on hover. */
function Checked({ problem, children }: { problem?: string; children: ReactNode }) {
  return problem ? (
    <Tooltip title={problem} color="red">
      <span>{children}</span>
    </Tooltip>
  ) : (
    <>{children}</>
  );
}

const GRID_CLASS = 'designer-fields';

/** The grid's own rules: antd styles cells, so the drop line and the invalid tint go on the cells of a row. */
function gridCss(token: { colorPrimary: string; colorErrorBg: string }) {
  const rows = `.${GRID_CLASS} .ant-table-tbody > tr`;
  return [
    `${rows}.designer-row-invalid > td { background: ${token.colorErrorBg}; }`,
    `${rows}.${ROW_DRAG_CLASS.dragging} > td { opacity: 0.45; }`,
    `${rows}.${ROW_DRAG_CLASS.before} > td { box-shadow: inset 0 2px 0 ${token.colorPrimary}; }`,
    `${rows}.${ROW_DRAG_CLASS.after} > td { box-shadow: inset 0 -2px 0 ${token.colorPrimary}; }`,
  ].join('\n');
}

const TYPE_OPTIONS = (Object.keys(FIELD_TYPE_LABELS) as FieldType[]).map((type) => ({
  value: type,
  label: FIELD_TYPE_LABELS[type],
}));

/** Attributes with a cell of their own (or a button beside one): their problems show there, not on 更多. */
const CELL_ATTRIBUTES = [
  'name',
  'column',
  'sqlColumn',
  'type',
  'length',
  'precision',
  'scale',
  'defaultValue',
  'autoIncrementStart',
  'identity',
];

/**
 * The row has auto-increment options to show: it is auto-increment, or (stored so, or the validator objects) it
 * still carries options — which stay in reach, to see and remove.
 */
const hasNumbering = (field: DraftField) =>
  Boolean(field.autoIncrement || field.autoIncrementStart !== undefined || field.identity);

export function FieldsEditor({ draft, problems, onChange, database = 'MYSQL' }: FieldsEditorProps) {
  const change = (key: string, changes: Partial<DraftField>) => onChange(updateField(draft, key, changes));
  const rowKeys = (event: KeyboardEvent, key: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onChange(moveField(draft, key, event.key === 'ArrowUp' ? -1 : 1));
  };
  const at = (index: number, attribute: string) => problems.at(`fields[${index}].${attribute}`);
  const drag = useRowDrag((from, to) => onChange(moveFieldTo(draft, from, to)));
  const { token } = theme.useToken();

  return (
    <Flex vertical gap={12}>
      <style>{gridCss(token)}</style>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => onChange(addField(draft, 'blank'))}>
          添加字段
        </Button>
        {PRESETS.map(({ preset, label }) => (
          <Button key={preset} onClick={() => onChange(addField(draft, preset))}>
            + {label}
          </Button>
        ))}
      </Flex>
      <Table<DraftField>
        rowKey="key"
        className={GRID_CLASS}
        size="small"
        pagination={false}
        dataSource={draft.fields}
        scroll={{ x: 1240 }}
        onRow={(field, index = -1) => ({
          ...drag.row(index),
          onKeyDown: (event) => rowKeys(event, field.key),
        })}
        rowClassName={(_, index) => (problems.ofField(index) ? 'designer-row-invalid' : '')}
        columns={[
          {
            title: '',
            key: 'order',
            width: 96,
            render: (_, field, index) => (
              <Flex align="center" gap={4}>
                <Tooltip title="拖动调整顺序（也可在行内按 Alt+↑ / Alt+↓）" mouseEnterDelay={0.6}>
                  <HolderOutlined
                    {...drag.handle(index)}
                    aria-label={`拖动第 ${index + 1} 行`}
                    style={{ cursor: 'grab', padding: 4, color: token.colorTextTertiary }}
                  />
                </Tooltip>
                <Space.Compact size="small">
                  <Button
                    size="small"
                    aria-label="上移"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => onChange(moveField(draft, field.key, -1))}
                  />
                  <Button
                    size="small"
                    aria-label="下移"
                    icon={<ArrowDownOutlined />}
                    disabled={index === draft.fields.length - 1}
                    onClick={() => onChange(moveField(draft, field.key, 1))}
                  />
                </Space.Compact>
              </Flex>
            ),
          },
          {
            title: '字段名',
            key: 'name',
            width: 150,
            render: (_, field, index) => (
              <Checked problem={at(index, 'name')}>
                <Input
                  aria-label={`第 ${index + 1} 行字段名`}
                  value={field.name}
                  status={at(index, 'name') ? 'error' : undefined}
                  placeholder="createdAt"
                  onChange={(event) => change(field.key, { name: event.target.value })}
                />
              </Checked>
            ),
          },
          {
            title: '列名',
            key: 'column',
            width: 150,
            render: (_, field, index) => (
              <Checked problem={at(index, 'column') ?? at(index, 'sqlColumn')}>
                <Input
                  aria-label={`第 ${index + 1} 行列名`}
                  value={field.column}
                  status={at(index, 'column') || at(index, 'sqlColumn') ? 'error' : undefined}
                  onChange={(event) => change(field.key, { column: event.target.value })}
                />
                {field.sqlColumn && field.sqlColumn !== field.column ? (
                  // The name the database has, when it is not the snake one: edited in 更多.
                  <Typography.Text
                    type={at(index, 'sqlColumn') ? 'danger' : 'secondary'}
                    title={`数据库列名：${field.sqlColumn}`}
                    style={{
                      display: 'block',
                      fontSize: 12,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    库中 <Typography.Text code>{field.sqlColumn}</Typography.Text>
                  </Typography.Text>
                ) : null}
              </Checked>
            ),
          },
          {
            title: '中文名',
            key: 'label',
            width: 130,
            render: (_, field, index) => (
              <Input
                aria-label={`第 ${index + 1} 行中文名`}
                value={field.label ?? ''}
                onChange={(event) => change(field.key, { label: event.target.value })}
              />
            ),
          },
          {
            title: '类型',
            key: 'type',
            width: 150,
            render: (_, field, index) => {
              const select = (
                <Checked problem={at(index, 'type')}>
                  <Select
                    aria-label={`第 ${index + 1} 行类型`}
                    value={field.type}
                    options={TYPE_OPTIONS}
                    style={{ width: '100%' }}
                    popupMatchSelectWidth={false}
                    onChange={(type: FieldType) => change(field.key, { type })}
                  />
                </Checked>
              );
              const domain = field.postgresqlDomain;
              if (!domain) return select;
              // Imported, read-only: the domain's definition is the project's (its settings page lists it).
              const name = domain.schema === undefined ? domain.name : `${domain.schema}.${domain.name}`;
              return (
                <Flex vertical gap={2} align="flex-start">
                  {select}
                  <Tooltip
                    title={`PostgreSQL 建表脚本以域 ${name} 作这一列的类型（导入时保留，定义见项目设置）；MySQL 用它的基础类型。改变字段类型后不再使用这个域`}
                  >
                    <Tag color="purple">域 {name}</Tag>
                  </Tooltip>
                </Flex>
              );
            },
          },
          {
            title: '长度 / 精度',
            key: 'size',
            width: 140,
            render: (_, field, index) =>
              field.type === 'string' ? (
                <Checked problem={at(index, 'length')}>
                  <InputNumber
                    aria-label={`第 ${index + 1} 行长度`}
                    min={1}
                    value={field.length}
                    placeholder="255"
                    status={at(index, 'length') ? 'error' : undefined}
                    onChange={(length) => change(field.key, { length: length ?? undefined })}
                  />
                </Checked>
              ) : field.type === 'decimal' ? (
                <Checked problem={at(index, 'precision') ?? at(index, 'scale')}>
                  <Space.Compact>
                    <InputNumber
                      aria-label={`第 ${index + 1} 行精度`}
                      min={1}
                      placeholder="10"
                      value={field.precision}
                      style={{ width: 60 }}
                      onChange={(precision) => change(field.key, { precision: precision ?? undefined })}
                    />
                    <InputNumber
                      aria-label={`第 ${index + 1} 行小数位`}
                      min={0}
                      placeholder="2"
                      value={field.scale}
                      style={{ width: 60 }}
                      onChange={(scale) => change(field.key, { scale: scale ?? undefined })}
                    />
                  </Space.Compact>
                </Checked>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          ...(
            [
              ['required', '必填'],
              ['unique', '唯一'],
              ['primaryKey', '主键'],
              ['autoIncrement', '自增'],
            ] as const
          ).map(([attribute, title]) => ({
            title,
            key: attribute,
            width: attribute === 'autoIncrement' ? 92 : 52,
            align: 'center' as const,
            render: (_: unknown, field: DraftField, index: number) => (
              <Flex align="center" justify="center" gap={4}>
                <Checked problem={at(index, attribute)}>
                  <Checkbox
                    aria-label={`第 ${index + 1} 行${title}`}
                    checked={Boolean(field[attribute])}
                    onChange={(event) => change(field.key, { [attribute]: event.target.checked })}
                  />
                </Checked>
                {attribute === 'autoIncrement' && hasNumbering(field) ? (
                  <AutoIncrementOptions
                    field={field}
                    label={`第 ${index + 1} 行自增选项`}
                    postgresql={database === 'POSTGRESQL'}
                    problem={(name) => problems.under(`fields[${index}].${name}`)}
                    onChange={(changes) => change(field.key, changes)}
                  />
                ) : null}
              </Flex>
            ),
          })),
          {
            title: '默认值',
            key: 'defaultValue',
            width: 150,
            render: (_, field, index) => (
              <Checked problem={at(index, 'defaultValue') ?? at(index, 'defaultExpression')}>
                {field.defaultExpression ? (
                  // Kept from an imported schema as the database wrote it; removing it frees the cell for a literal.
                  <Tooltip
                    title={`数据库按表达式计算的默认值，只写进 ${field.defaultExpression.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'} 的 DDL；删除后可填写普通默认值`}
                  >
                    <Tag
                      closable
                      closeIcon={<span aria-label={`删除第 ${index + 1} 行默认值表达式`}>×</span>}
                      onClose={(event) => {
                        event.preventDefault();
                        change(field.key, { defaultExpression: undefined });
                      }}
                      style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      <Typography.Text code>{field.defaultExpression.expression}</Typography.Text>
                    </Tag>
                  </Tooltip>
                ) : (
                  <Input
                    aria-label={`第 ${index + 1} 行默认值`}
                    value={
                      field.defaultValue === undefined || field.defaultValue === null
                        ? ''
                        : String(field.defaultValue)
                    }
                    placeholder={field.type === 'datetime' ? 'CURRENT_TIMESTAMP' : ''}
                    status={at(index, 'defaultValue') ? 'error' : undefined}
                    onChange={(event) => change(field.key, { defaultValue: event.target.value || undefined })}
                  />
                )}
              </Checked>
            ),
          },
          {
            title: '更多',
            key: 'more',
            width: 64,
            render: (_, field, index) => {
              const problem = problems.ofField(index);
              const elsewhere =
                problem && !CELL_ATTRIBUTES.some((a) => problems.under(`fields[${index}].${a}`));
              return (
                <Popover
                  trigger="click"
                  placement="left"
                  title={
                    field.type === 'enum'
                      ? '数据库列名、枚举值、校验、注释与生成用法'
                      : '数据库列名、校验、注释与生成用法'
                  }
                  content={
                    <MoreEditor
                      field={field}
                      database={database}
                      problem={(attribute) => at(index, attribute)}
                      onChange={(changes) => change(field.key, changes)}
                    />
                  }
                >
                  <Tooltip title={elsewhere ? problem : undefined} color="red">
                    <Button
                      size="small"
                      aria-label={`第 ${index + 1} 行更多设置`}
                      danger={Boolean(elsewhere)}
                      type={field.type === 'enum' ? 'primary' : 'default'}
                      ghost={field.type === 'enum'}
                      icon={<SettingOutlined />}
                    />
                  </Tooltip>
                </Popover>
              );
            },
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, field, index) => (
              <RemoveRow
                label={`删除第 ${index + 1} 行`}
                onRemove={() => onChange(removeField(draft, field.key))}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
