// /projects: the user's projects, newest first, searchable; what each holds and when it last changed; how many
// more the membership allows.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Project } from '@modelsmith/contract';
import { Button, Card, Empty, Flex, Input, Typography } from '@modelsmith/shared/antd';
import { Table } from '@modelsmith/shared/antd-data';
import { PlusOutlined } from '@modelsmith/shared/icons';
import {
  ErrorState,
  formatDateTime,
  PageContainer,
  QuotaButton,
  QuotaMeter,
  useQuota,
} from '@modelsmith/shared/ui';
import { type ProjectPageArgs, useProjectPageQuery } from '../api';
import { DatabaseTag } from '../components/database-tag';

export default function ProjectListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<ProjectPageArgs>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useProjectPageQuery(query);
  // A search's total counts the matches only: the quota needs the unfiltered count, asked for only then.
  const unfiltered = useProjectPageQuery({ current: 1, size: 1 }, { skip: !query.keyword });
  const quota = useQuota('projects', query.keyword ? unfiltered.data?.total : data?.total);
  const create = (
    <QuotaButton
      quota={quota}
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate('/projects/create')}
    >
      新建项目
    </QuotaButton>
  );

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const isFirstVisit = data && data.total === 0 && !query.keyword;
  return (
    <PageContainer
      title="我的项目"
      subtitle="每个项目有自己的包名、数据库与实体，可生成多套代码。"
      extra={
        <>
          <QuotaMeter quota={quota} />
          {create}
        </>
      }
    >
      {isFirstVisit ? (
        <Card>
          <Empty
            style={{ padding: '40px 0' }}
            description={
              <Flex vertical gap={4} align="center">
                <Typography.Text strong>还没有项目</Typography.Text>
                <Typography.Text type="secondary">
                  新建一个项目，导入已有的建表语句或从头设计实体，然后生成代码。
                </Typography.Text>
              </Flex>
            }
          >
            {create}
          </Empty>
        </Card>
      ) : (
        <Card>
          <Input.Search
            placeholder="搜索项目名称或描述"
            allowClear
            enterButton="搜索"
            style={{ maxWidth: 360, marginBottom: 16 }}
            onSearch={(keyword) =>
              setQuery({ current: 1, size: query.size, keyword: keyword.trim() || undefined })
            }
          />
          <Table<Project>
            rowKey="id"
            loading={isFetching}
            dataSource={data?.records}
            scroll={{ x: 860 }}
            locale={{ emptyText: '没有匹配的项目' }}
            pagination={{
              current: query.current,
              pageSize: query.size,
              total: data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => `共 ${total} 个项目`,
              onChange: (current, size) => setQuery({ ...query, current, size }),
            }}
            columns={[
              {
                title: '项目',
                key: 'name',
                render: (_, project) => (
                  <div>
                    <Link to={`/projects/${project.id}`} style={{ fontWeight: 500 }}>
                      {project.name}
                    </Link>
                    {project.description ? (
                      <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0, maxWidth: 360 }}>
                        {project.description}
                      </Typography.Paragraph>
                    ) : null}
                  </div>
                ),
              },
              {
                title: '数据库',
                dataIndex: 'database',
                render: (database) => <DatabaseTag database={database} />,
              },
              {
                title: '基础包名',
                dataIndex: 'basePackage',
                render: (basePackage: string) => <Typography.Text code>{basePackage}</Typography.Text>,
              },
              { title: '实体', dataIndex: 'entityCount', align: 'right' },
              { title: '快照', dataIndex: 'snapshotCount', align: 'right' },
              { title: '最近修改', dataIndex: 'updatedAt', render: formatDateTime },
              {
                title: '操作',
                key: 'actions',
                render: (_, project) => (
                  <Flex gap={4}>
                    <Button
                      size="small"
                      type="link"
                      onClick={() => navigate(`/projects/${project.id}/entities`)}
                    >
                      实体
                    </Button>
                    <Button size="small" type="link" onClick={() => navigate(`/projects/${project.id}/edit`)}>
                      设置
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
        </Card>
      )}
    </PageContainer>
  );
}
