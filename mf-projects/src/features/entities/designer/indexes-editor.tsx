// Indexes of the entity: a name, the fields in order, unique or not.
import type { Index } from '@modelsmith/codegen';
import { Button, Checkbox, Flex, Input, Tooltip } from '@modelsmith/shared/antd';
import { Select, Table } from '@modelsmith/shared/antd-data';
import { PlusOutlined } from '@modelsmith/shared/icons';
import { RemoveRow } from './remove-row';
import type { Draft, DraftProblems } from './draft';

export interface IndexesEditorProps {
  draft: Draft;
  problems: DraftProblems;
  onChange: (draft: Draft) => void;
}

export function IndexesEditor({ draft, problems, onChange }: IndexesEditorProps) {
  const indexes = draft.indexes ?? [];
  const set = (next: Index[]) => onChange({ ...draft, indexes: next });
  const change = (position: number, changes: Partial<Index>) =>
    set(indexes.map((index, i) => (i === position ? { ...index, ...changes } : index)));
  const fieldOptions = draft.fields
    .filter((f) => f.name)
    .map((f) => ({ value: f.name, label: f.label ? `${f.name}（${f.label}）` : f.name }));

  return (
    <Flex vertical gap={12}>
      <Table<Index & { position: number }>
        rowKey="position"
        size="small"
        pagination={false}
        dataSource={indexes.map((index, position) => ({ ...index, position }))}
        locale={{ emptyText: '没有索引' }}
        columns={[
          {
            title: '索引名',
            key: 'name',
            width: 220,
            render: (_, index) => {
              const problem = problems.at(`indexes[${index.position}].name`);
              return (
                <Tooltip title={problem} color="red">
                  <Input
                    aria-label={`第 ${index.position + 1} 个索引名`}
                    status={problem ? 'error' : undefined}
                    value={index.name}
                    onChange={(event) => change(index.position, { name: event.target.value })}
                  />
                </Tooltip>
              );
            },
          },
          {
            title: '字段',
            key: 'fields',
            render: (_, index) => {
              const problem = problems.list.find((p) =>
                p.path.startsWith(`indexes[${index.position}].fields`),
              )?.message;
              return (
                <Tooltip title={problem} color="red">
                  <Select
                    aria-label={`第 ${index.position + 1} 个索引字段`}
                    mode="multiple"
                    status={problem ? 'error' : undefined}
                    value={index.fields}
                    options={fieldOptions}
                    style={{ width: '100%' }}
                    onChange={(fields: string[]) => change(index.position, { fields })}
                  />
                </Tooltip>
              );
            },
          },
          {
            title: '唯一',
            key: 'unique',
            width: 60,
            align: 'center',
            render: (_, index) => (
              <Checkbox
                aria-label={`第 ${index.position + 1} 个索引唯一`}
                checked={index.unique}
                onChange={(event) => change(index.position, { unique: event.target.checked })}
              />
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, index) => (
              <RemoveRow
                label={`删除第 ${index.position + 1} 个索引`}
                onRemove={() => set(indexes.filter((_, i) => i !== index.position))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            set([
              ...indexes,
              { name: `idx_${draft.tableName || 'table'}_${indexes.length + 1}`, fields: [], unique: false },
            ])
          }
        >
          添加索引
        </Button>
      </div>
    </Flex>
  );
}
