// /entities: every entity of the user across projects, searchable and filterable by project; one click to its
// designer.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntityWithProject } from '@modelsmith/contract';
import { Card, Flex, Input, Typography } from '@modelsmith/shared/antd';
import { Select, Table } from '@modelsmith/shared/antd-data';
import { ErrorState, formatDateTime, PageContainer } from '@modelsmith/shared/ui';
import { useProjectPageQuery } from '../../projects/api';
import { type AllEntitiesArgs, useAllEntitiesQuery } from '../api';

export default function EntitiesOverviewPage() {
  const [query, setQuery] = useState<AllEntitiesArgs>({ current: 1, size: 20 });
  const { data, error, isFetching, refetch } = useAllEntitiesQuery(query);
  const projects = useProjectPageQuery({ current: 1, size: 100 });

  return (
    <PageContainer title="实体设计" subtitle="全部项目中的实体；点击类名进入设计器。">
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            placeholder="全部项目"
            allowClear
            style={{ width: 220 }}
            loading={projects.isFetching}
            options={(projects.data?.records ?? []).map((project) => ({
              value: project.id,
              label: project.name,
            }))}
            onChange={(projectId?: number) => setQuery({ ...query, current: 1, projectId })}
          />
          <Input.Search
            placeholder="搜索类名、表名、中文名或注释"
            allowClear
            enterButton="搜索"
            style={{ maxWidth: 360 }}
            onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword.trim() || undefined })}
          />
        </Flex>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <Table<EntityWithProject>
            rowKey="id"
            loading={isFetching}
            dataSource={data?.records}
            scroll={{ x: 760 }}
            locale={{
              emptyText:
                query.keyword || query.projectId ? '没有匹配的实体' : '还没有实体：先在项目中导入或新建实体',
            }}
            pagination={{
              current: query.current,
              pageSize: query.size,
              total: data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => `共 ${total} 个实体`,
              onChange: (current, size) => setQuery({ ...query, current, size }),
            }}
            columns={[
              {
                title: '类名',
                dataIndex: 'className',
                render: (className: string, entity) => (
                  <Link
                    to={`/projects/${entity.projectId}/entities/${entity.id}/edit`}
                    style={{ fontWeight: 500 }}
                  >
                    {className}
                  </Link>
                ),
              },
              { title: '中文名', dataIndex: 'label', render: (label?: string) => label ?? '—' },
              {
                title: '表名',
                dataIndex: 'tableName',
                render: (tableName: string) => <Typography.Text code>{tableName}</Typography.Text>,
              },
              {
                title: '项目',
                dataIndex: 'projectName',
                render: (name: string, entity) => <Link to={`/projects/${entity.projectId}`}>{name}</Link>,
              },
              { title: '字段', key: 'fields', align: 'right', render: (_, entity) => entity.fields.length },
              { title: '最近修改', dataIndex: 'updatedAt', render: formatDateTime },
            ]}
          />
        )}
      </Card>
    </PageContainer>
  );
}
