// /projects/create: a new project's settings; on success the user lands on the project.
import { useNavigate } from 'react-router-dom';
import { App } from '@modelsmith/shared/antd';
import { PageContainer } from '@modelsmith/shared/ui';
import { useCreateProjectMutation } from '../api';
import { ProjectForm } from '../components/project-form';

export default function ProjectCreatePage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [create, { isLoading }] = useCreateProjectMutation();

  return (
    <PageContainer title="新建项目" subtitle="设置基础包名与数据库，然后在项目里设计实体、生成代码。">
      <ProjectForm
        submitText="创建项目"
        submitting={isLoading}
        onCancel={() => navigate('/projects')}
        onSubmit={async (values) => {
          try {
            const project = await create(values).unwrap();
            void message.success('项目已创建');
            navigate(`/projects/${project.id}`);
          } catch {
            // The HTTP layer has shown why; the user stays where they are.
          }
        }}
      />
    </PageContainer>
  );
}
