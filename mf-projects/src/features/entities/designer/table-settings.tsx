// Where the table lives and whether the database keys it: the PostgreSQL schema (empty = public) and a table without
// a PRIMARY KEY on its key fields (none, or one kept as a primary index), whose key fields then only identify rows
// for the generated code; and MariaDB's system versioning (every row's history kept).
import type { SystemVersioning } from '@modelsmith/codegen';
import { Col, Flex, Input, Row, Switch, Typography } from '@modelsmith/shared/antd';
import { Select } from '@modelsmith/shared/antd-data';
import type { Project } from '@modelsmith/contract';
import type { Draft } from './draft';

export interface TableSettingsProps {
  draft: Draft;
  database: Project['database'];
  /** The validator's message for an attribute of the entity (`sqlSchema`, `virtualPrimaryKey`…), if any. */
  problem: (attribute: 'sqlSchema' | 'virtualPrimaryKey' | 'systemVersioning') => string | undefined;
  onChange: (draft: Draft) => void;
}

export function TableSettings({ draft, database, problem, onChange }: TableSettingsProps) {
  // A real PRIMARY KEY kept as an index (long text, JSON, a MySQL prefix): the table has a key, only not on the key
  // fields.
  const primaryIndex = draft.indexes?.find((index) => index.primary);
  const keyLabel = primaryIndex ? '数据库主键不在标识字段上' : '数据库中无主键';
  // A MySQL project has no schemas; an imported one stays visible so that it can be removed.
  const showSchema = database === 'POSTGRESQL' || Boolean(draft.sqlSchema);
  const schemaProblem = problem('sqlSchema');
  const keyProblem = problem('virtualPrimaryKey');
  return (
    <Row gutter={[16, 8]}>
      {showSchema ? (
        <Col xs={24} md={12}>
          <Typography.Text>数据库模式</Typography.Text>
          <Input
            aria-label="数据库模式"
            value={draft.sqlSchema ?? ''}
            placeholder="public"
            status={schemaProblem ? 'error' : undefined}
            allowClear
            onChange={(event) => onChange({ ...draft, sqlSchema: event.target.value || undefined })}
          />
          {schemaProblem ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {schemaProblem}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {database === 'POSTGRESQL'
                ? '表不在 public 模式时填写，如 archive：代码和建表脚本写成 模式.表名'
                : 'MySQL 项目不使用模式，生成时忽略'}
            </Typography.Text>
          )}
        </Col>
      ) : null}
      <Col xs={24} md={12}>
        <Flex vertical gap={2}>
          <Flex align="center" gap={8}>
            <Switch
              aria-label={keyLabel}
              size="small"
              checked={Boolean(draft.virtualPrimaryKey)}
              onChange={(checked) => onChange({ ...draft, virtualPrimaryKey: checked || undefined })}
            />
            <Typography.Text>{keyLabel}</Typography.Text>
          </Flex>
          <Typography.Text type={keyProblem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {keyProblem ??
              (primaryIndex
                ? `数据库的主键是索引 ${primaryIndex.name}（${primaryIndex.fields.join('、')}）：标识字段只在生成的代码中标识行，导出的建表脚本按该索引写 PRIMARY KEY`
                : '主键字段只在生成的代码中标识行，导出的建表脚本不写 PRIMARY KEY')}
          </Typography.Text>
        </Flex>
      </Col>
      {/* MariaDB's: a PostgreSQL project shows it only once set, so that it can be cleared. */}
      {database === 'MYSQL' || draft.systemVersioning ? (
        <Col xs={24}>
          <SystemVersioningSetting draft={draft} problem={problem('systemVersioning')} onChange={onChange} />
        </Col>
      ) : null}
    </Row>
  );
}

const HIDDEN_PERIOD = '';

/**
 * `WITH SYSTEM VERSIONING` on or off and, when on, which datetime fields hold each row version's start and end (none:
 * MariaDB adds hidden ones).
 */
function SystemVersioningSetting({
  draft,
  problem,
  onChange,
}: {
  draft: Draft;
  problem?: string;
  onChange: (draft: Draft) => void;
}) {
  const versioning = draft.systemVersioning;
  const options = [
    { value: HIDDEN_PERIOD, label: '不指定（MariaDB 自动加隐藏列）' },
    ...draft.fields
      .filter((field) => field.type === 'datetime' && field.name)
      .map((field) => ({ value: field.name, label: field.name })),
  ];
  const setPeriod = (key: keyof SystemVersioning, name: string) => {
    const next: SystemVersioning = { ...versioning, [key]: name || undefined };
    if (!next[key]) delete next[key];
    onChange({ ...draft, systemVersioning: next });
  };
  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={8}>
        <Switch
          aria-label="系统版本表"
          size="small"
          checked={Boolean(versioning)}
          onChange={(checked) => onChange({ ...draft, systemVersioning: checked ? {} : undefined })}
        />
        <Typography.Text>系统版本表（WITH SYSTEM VERSIONING）</Typography.Text>
      </Flex>
      {versioning ? (
        <Flex gap={16} wrap>
          {(
            [
              ['rowStart', '版本起始字段'],
              ['rowEnd', '版本结束字段'],
            ] as const
          ).map(([key, label]) => (
            <Flex key={key} align="center" gap={8}>
              <Typography.Text>{label}</Typography.Text>
              <Select<string>
                aria-label={label}
                value={versioning[key] ?? HIDDEN_PERIOD}
                status={problem ? 'error' : undefined}
                style={{ width: 260 }}
                options={options}
                onChange={(name) => setPeriod(key, name)}
              />
            </Flex>
          ))}
        </Flex>
      ) : null}
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {problem ??
          'MariaDB 保留每一行的历史版本，可查询过去某一时刻的数据（FOR SYSTEM_TIME）；MySQL 不支持，这样的建表脚本只能在 MariaDB 中执行'}
      </Typography.Text>
    </Flex>
  );
}
