// /projects/{id}: the project's overview — settings, entities, and what to do next; delete with confirmation.
import { useNavigate, useParams } from 'react-router-dom';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Row,
  Typography,
} from '@modelsmith/shared/antd';
import {
  ApartmentOutlined,
  CodeOutlined,
  DeleteOutlined,
  EditOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@modelsmith/shared/icons';
import { ErrorState, formatDateTime, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useEntityPageQuery } from '../../entities/api';
import { EntityTable } from '../../entities/components/entity-table';
import { useDeleteProjectMutation, useProjectQuery } from '../api';
import { DatabaseTag } from '../components/database-tag';
import { LatestSnapshots } from '../components/latest-snapshots';

export default function ProjectDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data: project, error, refetch } = useProjectQuery(id);
  const entities = useEntityPageQuery({ projectId: id, current: 1, size: 500 });
  const [remove, { isLoading: removing }] = useDeleteProjectMutation();

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!project) return <LoadingState />;

  const actions = [
    { icon: <PlusOutlined />, label: '设计实体', to: `/projects/${id}/entities/designer` },
    { icon: <ImportOutlined />, label: '导入 DDL', to: `/projects/${id}/entities?import=1` },
    { icon: <ApartmentOutlined />, label: 'ER 图', to: `/projects/${id}/visualization` },
    { icon: <CodeOutlined />, label: '生成代码', to: `/projects/${id}/code-preview` },
  ];
  return (
    <PageContainer
      title={project.name}
      subtitle={project.description ?? undefined}
      extra={
        <>
          <Button icon={<EditOutlined />} onClick={() => navigate(`/projects/${id}/edit`)}>
            编辑设置
          </Button>
          <Popconfirm
            title={`删除项目 ${project.name}？`}
            description="项目的全部实体与快照会一并删除，无法恢复。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={async () => {
              try {
                await remove(id).unwrap();
                void message.success('项目已删除');
                navigate('/projects');
              } catch {
                // The HTTP layer has shown why; the user stays where they are.
              }
            }}
          >
            <Button danger icon={<DeleteOutlined />} loading={removing}>
              删除
            </Button>
          </Popconfirm>
        </>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card
            title={`实体（${project.entityCount}）`}
            extra={
              <Button type="link" onClick={() => navigate(`/projects/${id}/entities`)}>
                全部实体
              </Button>
            }
          >
            <EntityTable
              projectId={id}
              entities={entities.data?.records}
              loading={entities.isFetching}
              compact
              emptyText="还没有实体：导入已有的建表语句，或从头设计"
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Card title="下一步">
              <Row gutter={[8, 8]}>
                {actions.map((action) => (
                  <Col span={12} key={action.label}>
                    <Button block icon={action.icon} onClick={() => navigate(action.to)}>
                      {action.label}
                    </Button>
                  </Col>
                ))}
              </Row>
            </Card>
            <LatestSnapshots projectId={id} total={project.snapshotCount} />
            <Card title="项目设置">
              <Descriptions column={1} size="small">
                <Descriptions.Item label="数据库">
                  <DatabaseTag database={project.database} />
                </Descriptions.Item>
                <Descriptions.Item label="基础包名">
                  <Typography.Text code>{project.basePackage}</Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label="表名前缀">{project.tablePrefix ?? '无'}</Descriptions.Item>
                <Descriptions.Item label="接口约定">
                  {project.apiStyle === 'RUOYI' ? '若依兼容' : '模型工匠约定'}
                </Descriptions.Item>
                <Descriptions.Item label="作者">{project.author ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="创建时间">{formatDateTime(project.createdAt)}</Descriptions.Item>
                <Descriptions.Item label="最近修改">{formatDateTime(project.updatedAt)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Flex>
        </Col>
      </Row>
    </PageContainer>
  );
}
