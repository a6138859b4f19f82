// The entity designer: class and table names, fields, relations, indexes and partitioning, validated by the codegen model as
// the user types (in the browser, in the context of the project's other entities), with the live DDL beside it.
import { type ReactElement, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Model, type ProjectSettings, validateModel } from '@modelsmith/codegen';
import type { Entity, Project } from '@modelsmith/contract';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Col,
  Flex,
  Input,
  Row,
  Space,
  Tabs,
  Typography,
} from '@modelsmith/shared/antd';
import { SaveOutlined } from '@modelsmith/shared/icons';
import { PageContainer, useLeaveGuard } from '@modelsmith/shared/ui';
import { defaultDialectOf } from '../../projects/dialect';
import { useCreateEntityMutation, useUpdateEntityMutation } from '../api';
import { ConstraintsEditor, constraintCount } from './constraints-editor';
import { DdlPreview } from './ddl-preview';
import {
  type Draft,
  draftOf,
  emptyDraft,
  entityOf,
  followTable,
  problemsOf,
  renameClass,
  setTableName,
} from './draft';
import { FieldsEditor } from './fields-editor';
import { IndexesEditor } from './indexes-editor';
import { PartitioningEditor } from './partitioning-editor';
import { RelationsEditor } from './relations-editor';
import { TableSettings } from './table-settings';

export interface EntityDesignerProps {
  project: Project;
  /** Every entity of the project, the edited one included. */
  entities: Entity[];
  /** The entity being edited; absent for a new one. */
  entity?: Entity;
}

/** The table-name input after the project's table prefix, joined to it as one control (antd 6: Space.Compact). */
function withTablePrefix(
  prefix: string | null | undefined,
  status: 'error' | undefined,
  input: ReactElement,
): ReactElement {
  if (!prefix) return input;
  return (
    <Space.Compact block>
      <Space.Addon status={status}>{prefix}</Space.Addon>
      {input}
    </Space.Compact>
  );
}

export function settingsOf(project: Project): ProjectSettings {
  return {
    name: project.name,
    basePackage: project.basePackage,
    database: project.database,
    ...(project.description ? { description: project.description } : {}),
    ...(project.author ? { author: project.author } : {}),
    ...(project.tablePrefix ? { tablePrefix: project.tablePrefix } : {}),
    // The validator checks a field against them (a domain or a shared sequence must be the project's) and the DDL
    // preview writes them: without them an entity the API accepts would be refused here.
    ...(project.postgresqlExtensions ? { postgresqlExtensions: project.postgresqlExtensions } : {}),
    ...(project.postgresqlRoutines ? { postgresqlRoutines: project.postgresqlRoutines } : {}),
    ...(project.postgresqlTypes ? { postgresqlTypes: project.postgresqlTypes } : {}),
    ...(project.postgresqlSequences ? { postgresqlSequences: project.postgresqlSequences } : {}),
    ...(project.mysqlSequences ? { mysqlSequences: project.mysqlSequences } : {}),
  };
}

/** The partitioning tab's title: how many partitions a partitioned table has (listed, or MySQL's PARTITIONS n). */
export function partitioningLabel(draft: Draft): string {
  const partitioning = draft.partitioning;
  if (!partitioning) return '分区';
  return `分区（${partitioning.partitions?.length || partitioning.count || 0}）`;
}

/**
 * The table as the database names it when that is not the prefix + table name the designer shows: an exact
 * imported name (`QRTZ_LOCKS`), a PostgreSQL schema (`archive.orders`). Null when the two agree.
 */
export function exactTableOf(
  draft: Draft,
  project: Pick<Project, 'database' | 'tablePrefix'>,
): string | null {
  const schema = project.database === 'POSTGRESQL' && draft.sqlSchema ? `${draft.sqlSchema}.` : '';
  const derived = `${project.tablePrefix ?? ''}${draft.tableName}`;
  const table = draft.sqlTableName ?? derived;
  return schema || table !== derived ? `${schema}${table}` : null;
}

export function EntityDesigner({ project, entities, entity }: EntityDesignerProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const initial = useMemo(() => (entity ? draftOf(entity) : emptyDraft()), [entity]);
  const [draft, setDraft] = useState<Draft>(initial);
  /** What was last saved, once the user has saved here: the draft is unsaved when it differs from it. */
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const [create, creating] = useCreateEntityMutation();
  const [update, updating] = useUpdateEntityMutation();

  const others = useMemo(() => entities.filter((other) => other.id !== entity?.id), [entities, entity]);
  const candidate = entityOf(draft);
  const partitionNames = candidate.partitioning?.partitions?.map((partition) => partition.name);
  const model: Model = { project: settingsOf(project), entities: [...others, candidate] };
  const validation = validateModel(model);
  const problems = problemsOf(
    validation.ok ? [] : validation.problems,
    others.map((other) => other.className),
  );
  const initialJson = useMemo(() => JSON.stringify(entityOf(initial)), [initial]);
  const candidateJson = JSON.stringify(candidate);
  const dirty = candidateJson !== (savedJson ?? initialJson);
  const leaveGuard = useLeaveGuard(dirty, '离开设计器？');

  const save = async () => {
    try {
      const result = entity
        ? await update({ projectId: project.id, id: entity.id, entity: candidate }).unwrap()
        : await create({ projectId: project.id, entity: candidate }).unwrap();
      setSavedJson(candidateJson);
      void message.success(entity ? '实体已保存' : '实体已创建');
      if (!entity) {
        // Saved: going on to the new entity's own address is not leaving unsaved work.
        leaveGuard.release();
        navigate(`/projects/${project.id}/entities/${result.id}/edit`, { replace: true });
      }
    } catch {
      // The HTTP layer has shown why; the user stays where they are.
    }
  };

  const at = (path: string) => problems.at(path);
  // The exact table name has no input of its own (the import sets it): its problems show on the table name.
  const problemOf = (key: string) =>
    key === 'tableName' ? (at('tableName') ?? at('sqlTableName')) : at(key);
  const databaseTable = exactTableOf(draft, project);
  const targets = [...others.map((other) => other.className), ...(draft.className ? [draft.className] : [])];
  return (
    <PageContainer
      title={entity ? `编辑实体 ${entity.className}` : '新建实体'}
      subtitle={project.name}
      extra={
        <>
          <Button onClick={() => navigate(`/projects/${project.id}/entities`)}>返回实体列表</Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!validation.ok || !dirty}
            loading={creating.isLoading || updating.isLoading}
            onClick={() => void save()}
          >
            保存
          </Button>
        </>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Flex vertical gap={16}>
            <Card title="基本信息">
              <Row gutter={[16, 8]}>
                {(
                  [
                    ['className', '类名', 'OrderItem（大驼峰）'],
                    ['tableName', '表名', 'order_item（小写下划线）'],
                    ['label', '中文名', '订单明细'],
                    ['comment', '注释', '写进代码和表注释'],
                  ] as const
                ).map(([key, label, placeholder]) => (
                  <Col xs={24} md={12} key={key}>
                    <Typography.Text>{label}</Typography.Text>
                    {withTablePrefix(
                      key === 'tableName' ? project.tablePrefix : undefined,
                      problemOf(key) ? 'error' : undefined,
                      <Input
                        aria-label={label}
                        value={draft[key] ?? ''}
                        placeholder={placeholder}
                        status={problemOf(key) ? 'error' : undefined}
                        onChange={(event) => {
                          const value = event.target.value;
                          if (key === 'className') setDraft(renameClass(draft, value, model.project));
                          else if (key === 'tableName') setDraft(setTableName(draft, value, model.project));
                          else setDraft({ ...draft, [key]: value });
                        }}
                      />,
                    )}
                    {problemOf(key) ? (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {problemOf(key)}
                      </Typography.Text>
                    ) : key === 'tableName' && databaseTable ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        数据库中的表 <Typography.Text code>{databaseTable}</Typography.Text>
                      </Typography.Text>
                    ) : null}
                  </Col>
                ))}
              </Row>
              <div style={{ marginTop: 12 }}>
                <TableSettings
                  draft={draft}
                  database={project.database}
                  problem={(attribute) => problems.under(attribute)}
                  onChange={(next) => setDraft(followTable(draft, next, model.project))}
                />
              </div>
            </Card>
            <Card>
              <Tabs
                items={[
                  {
                    key: 'fields',
                    label: `字段（${draft.fields.length}）`,
                    children: (
                      <FieldsEditor
                        draft={draft}
                        problems={problems}
                        onChange={setDraft}
                        database={project.database}
                      />
                    ),
                  },
                  {
                    key: 'relations',
                    label: `关系（${draft.relations?.length ?? 0}）`,
                    children: (
                      <RelationsEditor
                        draft={draft}
                        targets={targets}
                        others={others}
                        project={project}
                        problems={problems}
                        onChange={setDraft}
                      />
                    ),
                  },
                  {
                    key: 'indexes',
                    label: `索引（${draft.indexes?.length ?? 0}）`,
                    children: <IndexesEditor draft={draft} problems={problems} onChange={setDraft} />,
                  },
                  {
                    key: 'constraints',
                    label: `约束（${constraintCount(draft)}）`,
                    children: (
                      <ConstraintsEditor
                        draft={draft}
                        database={project.database}
                        table={databaseTable ?? `${project.tablePrefix ?? ''}${draft.tableName}`}
                        problems={problems}
                        onChange={setDraft}
                      />
                    ),
                  },
                  {
                    key: 'partitioning',
                    label: partitioningLabel(draft),
                    children: (
                      <PartitioningEditor
                        draft={draft}
                        problems={problems}
                        onChange={setDraft}
                        defaultDialect={defaultDialectOf(project)}
                      />
                    ),
                  },
                ]}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={7}>
          <Flex vertical gap={16}>
            <Card
              title={
                <Flex gap={8} align="center">
                  校验
                  <Badge count={problems.list.length} />
                </Flex>
              }
            >
              {validation.ok ? (
                <Alert type="success" showIcon title="模型校验通过" />
              ) : (
                <Flex vertical gap={8} role="list" aria-label="校验问题">
                  {problems.list.map((problem, i) => (
                    <Typography.Text key={i} type="danger" role="listitem">
                      {problem.path ? <Typography.Text code>{problem.path}</Typography.Text> : null}{' '}
                      {problem.message}
                    </Typography.Text>
                  ))}
                </Flex>
              )}
            </Card>
            <Card title="DDL 预览">
              <DdlPreview
                model={validation.ok ? model : null}
                table={draft.sqlTableName ?? `${project.tablePrefix ?? ''}${draft.tableName}`}
                schema={draft.sqlSchema}
                partitions={partitionNames}
                defaultDialect={defaultDialectOf(project)}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
    </PageContainer>
  );
}
