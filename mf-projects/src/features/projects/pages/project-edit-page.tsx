// /projects/{id}/edit: the project's settings; only what changed is sent. A PostgreSQL project also lists the
// extensions, types and functions its import kept (the update leaves them as they are).
import { useNavigate, useParams } from 'react-router-dom';
import { App, Flex } from '@modelsmith/shared/antd';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useProjectQuery, useUpdateProjectMutation } from '../api';
import { PostgresqlObjects } from '../components/postgresql-objects';
import { ProjectForm } from '../components/project-form';

export default function ProjectEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data: project, error, refetch } = useProjectQuery(id);
  const [update, { isLoading }] = useUpdateProjectMutation();

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!project) return <LoadingState />;
  return (
    <PageContainer title="编辑项目" subtitle={project.name}>
      <Flex vertical gap={16}>
        <ProjectForm
          initialValues={{
            ...project,
            description: project.description ?? undefined,
            author: project.author ?? undefined,
            tablePrefix: project.tablePrefix ?? undefined,
          }}
          submitText="保存"
          submitting={isLoading}
          onCancel={() => navigate(`/projects/${id}`)}
          onSubmit={async (values) => {
            try {
              await update({ id, changes: values }).unwrap();
              void message.success('项目已保存');
              navigate(`/projects/${id}`);
            } catch {
              // The HTTP layer has shown why; the user stays where they are.
            }
          }}
        />
        {project.database === 'POSTGRESQL' ? <PostgresqlObjects project={project} /> : null}
      </Flex>
    </PageContainer>
  );
}
