// /projects/{id}/edit: the project's settings; only what changed is sent. A PostgreSQL project also lists the
// extensions, types, functions and sequences its import kept, a MySQL project its MariaDB sequences: a draft the same
// 保存 sends, each list only when changed.
import type { Project } from '@modelsmith/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Flex } from '@modelsmith/shared/antd';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useProjectQuery, useUpdateProjectMutation } from '../api';
import { changedMysqlSequences, MysqlSequences, mysqlSequencesOf } from '../components/mysql-sequences';
import { changedObjectLists, objectListsOf, PostgresqlObjects } from '../components/postgresql-objects';
import { ProjectForm } from '../components/project-form';

export default function ProjectEditPage() {
  const id = Number(useParams().id);
  const { data: project, error, refetch } = useProjectQuery(id);

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!project) return <LoadingState />;
  return <ProjectEditor key={project.id} project={project} />;
}

/** The loaded project's editor: the kept objects' draft starts from what the server has. */
function ProjectEditor({ project }: { project: Project }) {
  const { id } = project;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [update, { isLoading }] = useUpdateProjectMutation();
  const [objects, setObjects] = useState(() => objectListsOf(project));
  const [sequences, setSequences] = useState(() => mysqlSequencesOf(project));
  const postgresql = project.database === 'POSTGRESQL';

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
              const changes = postgresql
                ? { ...values, ...changedObjectLists(project, objects) }
                : { ...values, ...changedMysqlSequences(project, sequences) };
              await update({ id, changes }).unwrap();
              void message.success('项目已保存');
              navigate(`/projects/${id}`);
            } catch {
              // The HTTP layer has shown why; the user stays where they are.
            }
          }}
        />
        {postgresql ? (
          <PostgresqlObjects value={objects} onChange={setObjects} />
        ) : (
          <MysqlSequences project={project} value={sequences} onChange={setSequences} />
        )}
      </Flex>
    </PageContainer>
  );
}
