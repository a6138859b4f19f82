// /projects/{id}/visualization: the project's ER diagram. xyflow and ELK load with this page only.
import { useNavigate, useParams } from 'react-router-dom';
import { ReactFlowProvider } from '@xyflow/react';
import { Button, Card, Empty } from '@modelsmith/shared/antd';
import { ImportOutlined, PlusOutlined, ProjectOutlined } from '@modelsmith/shared/icons';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useEntityPageQuery } from '../../entities/api';
import { useProjectQuery } from '../../projects/api';
import { ErDiagram } from '../components/er-diagram';

/** API.md allows 500 entities per page: the whole of any project a plan allows. */
const ALL_ENTITIES = { current: 1, size: 500 };

export default function ProjectVisualizationPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const project = useProjectQuery(id);
  const entities = useEntityPageQuery({ projectId: id, ...ALL_ENTITIES });

  const failure = project.error ?? entities.error;
  if (failure) {
    return (
      <ErrorState
        error={failure}
        onRetry={() => {
          void project.refetch();
          void entities.refetch();
        }}
      />
    );
  }
  if (!project.data || !entities.data) return <LoadingState />;
  const records = entities.data.records;
  return (
    <PageContainer
      title="ER 图"
      subtitle={project.data.name}
      extra={
        <Button icon={<ProjectOutlined />} onClick={() => navigate(`/projects/${id}`)}>
          返回项目
        </Button>
      }
    >
      {records.length === 0 ? (
        <Card>
          <Empty description="这个项目还没有实体：导入建表语句，或设计第一个实体">
            <Button
              icon={<ImportOutlined />}
              onClick={() => navigate(`/projects/${id}/entities?import=1`)}
              style={{ marginRight: 8 }}
            >
              导入 DDL
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(`/projects/${id}/entities/designer`)}
            >
              设计实体
            </Button>
          </Empty>
        </Card>
      ) : (
        <ReactFlowProvider>
          <ErDiagram projectId={id} projectName={project.data.name} entities={records} />
        </ReactFlowProvider>
      )}
    </PageContainer>
  );
}
