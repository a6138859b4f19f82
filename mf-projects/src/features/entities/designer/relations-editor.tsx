// Relations of the entity (declared on their owner side): kind, target, inverse name, join field or join table;
// the foreign key's actions and modes and the join table's options in each row's "more" popover.
import type { Entity, Relation, RelationKind } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { Button, Flex, Tooltip, Typography } from '@modelsmith/shared/antd';
import { Popover, Select, Table } from '@modelsmith/shared/antd-data';
import { PlusOutlined, SettingOutlined } from '@modelsmith/shared/icons';
import { ProblemInput } from './problem-input';
import { RelationMoreEditor } from './relation-more-editor';
import { RemoveRow } from './remove-row';
import { type Draft, type DraftProblems, entityOf } from './draft';

export const RELATION_KIND_LABELS: Record<RelationKind, string> = {
  MANY_TO_ONE: '多对一',
  ONE_TO_MANY: '一对多',
  ONE_TO_ONE: '一对一',
  MANY_TO_MANY: '多对多',
};

export interface RelationsEditorProps {
  draft: Draft;
  /** Class names the relation may target: the project's other entities and this one. */
  targets: string[];
  /** The project's other entities: a relation's target keys and join table names come from them. */
  others: Entity[];
  project: Pick<Project, 'database' | 'tablePrefix'>;
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
}

/** Attributes edited in the "more" popover: a problem on one of them marks the row's button. */
const MORE_ATTRIBUTES = [
  'onDelete',
  'onUpdate',
  'deferrable',
  'match',
  'notValid',
  'referencedFields',
  'joinTable',
];

export function RelationsEditor({
  draft,
  targets,
  others,
  project,
  problems,
  onChange,
}: RelationsEditorProps) {
  const relations = draft.relations ?? [];
  const owner = entityOf(draft);
  const set = (next: Relation[]) => onChange({ ...draft, relations: next });
  const change = (index: number, changes: Partial<Relation>) =>
    set(relations.map((relation, i) => (i === index ? { ...relation, ...changes } : relation)));
  const at = (index: number, attribute: string) =>
    problems.at(`relations[${index}].${attribute}`) ??
    (attribute === 'name' ? problems.at(`relations[${index}]`) : undefined);
  const text = (index: number, attribute: keyof Relation, label: string, placeholder?: string) => {
    const problem = at(index, attribute);
    const relation = relations[index];
    return (
      <ProblemInput
        problem={problem}
        aria-label={`第 ${index + 1} 个关系${label}`}
        value={(relation[attribute] as string | undefined) ?? ''}
        placeholder={placeholder}
        onChange={(event) => change(index, { [attribute]: event.target.value || undefined })}
      />
    );
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        关系只在拥有方声明：多对一 / 一对一由本实体持有外键字段；一对多的外键在目标实体上；多对多使用连接表。
      </Typography.Text>
      <Table<Relation & { index: number }>
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={relations.map((relation, index) => ({ ...relation, index }))}
        scroll={{ x: 1044 }}
        locale={{ emptyText: '没有关系' }}
        columns={[
          {
            title: '属性名',
            key: 'name',
            width: 150,
            render: (_, r) => text(r.index, 'name', '属性名', 'customer'),
          },
          {
            title: '类型',
            key: 'kind',
            width: 120,
            render: (_, relation) => (
              <Select
                aria-label={`第 ${relation.index + 1} 个关系类型`}
                value={relation.kind}
                style={{ width: '100%' }}
                options={Object.entries(RELATION_KIND_LABELS).map(([value, label]) => ({ value, label }))}
                onChange={(kind: RelationKind) => change(relation.index, { kind })}
              />
            ),
          },
          {
            title: '目标实体',
            key: 'target',
            width: 160,
            render: (_, relation) => {
              const problem = at(relation.index, 'target');
              return (
                <Tooltip title={problem} color="red">
                  <Select
                    aria-label={`第 ${relation.index + 1} 个关系目标`}
                    value={relation.target || undefined}
                    status={problem ? 'error' : undefined}
                    placeholder="选择实体"
                    style={{ width: '100%' }}
                    showSearch
                    options={targets.map((target) => ({ value: target, label: target }))}
                    onChange={(target: string) => change(relation.index, { target })}
                  />
                </Tooltip>
              );
            },
          },
          {
            title: '反向属性名',
            key: 'inverseName',
            width: 150,
            render: (_, r) => text(r.index, 'inverseName', '反向属性名', '可不填'),
          },
          {
            title: '外键字段',
            key: 'joinField',
            width: 150,
            render: (_, r) =>
              r.kind === 'MANY_TO_MANY' ? (
                <Typography.Text type="secondary">
                  {r.joinTable ? `连接表 ${r.joinTable.name}` : '连接表（默认命名）'}
                </Typography.Text>
              ) : r.joinFields ? (
                // A composite key, or one to a unique key other than the primary key: kept as imported, read-only here.
                <Tooltip title="导入的复合外键或引用唯一键的外键：外键字段照原样写回，引用目标的哪个键在「更多」中选择">
                  <Typography.Text type="secondary">
                    {r.joinFields.join('、')}
                    {r.referencedFields ? ` → ${r.referencedFields.join('、')}` : ''}
                  </Typography.Text>
                </Tooltip>
              ) : (
                text(r.index, 'joinField', '外键字段', `${r.name || 'target'}Id`)
              ),
          },
          { title: '中文名', key: 'label', width: 120, render: (_, r) => text(r.index, 'label', '中文名') },
          {
            title: '更多',
            key: 'more',
            width: 64,
            render: (_, relation) => {
              const problem = MORE_ATTRIBUTES.map((a) =>
                problems.under(`relations[${relation.index}].${a}`),
              ).find(Boolean);
              const target =
                relation.target === draft.className
                  ? owner
                  : others.find((other) => other.className === relation.target);
              return (
                <Popover
                  trigger="click"
                  placement="left"
                  title={relation.kind === 'MANY_TO_MANY' ? '中间表' : '外键选项'}
                  content={
                    <RelationMoreEditor
                      relation={relation}
                      owner={owner}
                      target={target}
                      database={project.database}
                      tablePrefix={project.tablePrefix}
                      problem={(attribute) => problems.under(`relations[${relation.index}].${attribute}`)}
                      onChange={(changes) => change(relation.index, changes)}
                    />
                  }
                >
                  <Tooltip title={problem} color="red">
                    <Button
                      size="small"
                      aria-label={`第 ${relation.index + 1} 个关系更多设置`}
                      danger={Boolean(problem)}
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
            render: (_, relation) => (
              <RemoveRow
                label={`删除第 ${relation.index + 1} 个关系`}
                onRemove={() => set(relations.filter((_, i) => i !== relation.index))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() => set([...relations, { name: '', kind: 'MANY_TO_ONE', target: targets[0] ?? '' }])}
        >
          添加关系
        </Button>
      </div>
    </Flex>
  );
}
