// Where the table lives and whether the database keys it: the PostgreSQL schema (empty = public) and a table without
// a PRIMARY KEY on its key fields (none, or one kept as a primary index), whose key fields then only identify rows
// for the generated code.
import { Col, Flex, Input, Row, Switch, Typography } from '@modelsmith/shared/antd';
import type { Project } from '@modelsmith/contract';
import type { Draft } from './draft';

export interface TableSettingsProps {
  draft: Draft;
  database: Project['database'];
  /** The validator's message for an attribute of the entity (`sqlSchema`, `virtualPrimaryKey`), if any. */
  problem: (attribute: 'sqlSchema' | 'virtualPrimaryKey') => string | undefined;
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
    </Row>
  );
}
