// Step 1 of applying a set: one of the user's projects (searchable) and which of its entities (all by default).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Entity } from '@modelsmith/contract';
import { Empty, Flex, Typography } from '@modelsmith/shared/antd';
import { type ColumnsType, Select, Table } from '@modelsmith/shared/antd-data';
import { ErrorState } from '@modelsmith/shared/ui';
import { useApplyEntitiesQuery, useApplyProjectsQuery } from '../api';

export interface EntityPickerProps {
  projectId?: number;
  onProjectChange: (projectId: number) => void;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
}

const columns: ColumnsType<Entity> = [
  { title: '类名', dataIndex: 'className' },
  {
    title: '表名',
    dataIndex: 'tableName',
    render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
  },
  { title: '说明', dataIndex: 'label', render: (label?: string | null) => label || '—' },
  { title: '字段数', key: 'fields', width: 90, render: (_, entity) => entity.fields.length },
];

export function EntityPicker({ projectId, onProjectChange, selected, onSelectedChange }: EntityPickerProps) {
  const projects = useApplyProjectsQuery();
  const entities = useApplyEntitiesQuery(projectId ?? 0, { skip: projectId === undefined });
  const records = projectId === undefined ? undefined : entities.data?.records;

  // Every entity of a newly chosen project is selected until the user says otherwise.
  useEffect(() => {
    if (records) onSelectedChange(records.map((entity) => entity.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the project's entities arrive
  }, [records]);

  if (projects.error) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
  const noProjects = projects.data && projects.data.total === 0;
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text>项目</Typography.Text>
        <Select
          showSearch
          aria-label="选择项目"
          placeholder="选择要生成代码的项目"
          style={{ width: 320 }}
          loading={projects.isLoading}
          value={projectId}
          optionFilterProp="label"
          options={projects.data?.records.map((project) => ({
            label: project.name,
            value: project.id,
          }))}
          onChange={(id: number) => onProjectChange(id)}
          notFoundContent={noProjects ? '还没有项目' : undefined}
        />
        {noProjects ? <Link to="/projects/create">先新建一个项目</Link> : null}
      </Flex>
      {projectId === undefined ? null : entities.error ? (
        <ErrorState error={entities.error} onRetry={() => void entities.refetch()} />
      ) : records && records.length === 0 ? (
        <Empty
          description={
            <>
              这个项目还没有实体，<Link to={`/projects/${projectId}/entities`}>去设计实体</Link>
            </>
          }
        />
      ) : (
        <Table<Entity>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={records}
          loading={entities.isFetching}
          pagination={false}
          scroll={{ y: 360 }}
          title={() => `已选 ${selected.length} / ${records?.length ?? 0} 个实体`}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => onSelectedChange(keys.map(Number)),
          }}
        />
      )}
    </Flex>
  );
}
