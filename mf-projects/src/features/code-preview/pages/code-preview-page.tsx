// /projects/{projectId}/code-preview: generate the project's code with one or several template sets,
// read it, download the zip, or "上传" it as a snapshot.
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@modelsmith/shared/antd';
import { PageContainer } from '@modelsmith/shared/ui';
import { useProjectQuery } from '../../projects/api';
import { CodePreviewScreen } from '../components/code-preview-screen';

export default function CodePreviewPage() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  const { data: project } = useProjectQuery(projectId);
  return (
    <PageContainer
      title="代码预览"
      subtitle={project ? `项目「${project.name}」· 预览不保存，上传后存为快照` : undefined}
      extra={
        <>
          <Button onClick={() => navigate(`/projects/${projectId}`)}>返回项目</Button>
          <Button onClick={() => navigate(`/projects/${projectId}/code`)}>生成记录</Button>
        </>
      }
    >
      <CodePreviewScreen projectId={projectId} />
    </PageContainer>
  );
}
