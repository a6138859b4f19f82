// /code-preview-test: the code preview screen on the built-in sample model — try any set, nothing saved.
import { PageContainer } from '@modelsmith/shared/ui';
import { CodePreviewScreen } from '../components/code-preview-screen';

export default function CodePreviewTestPage() {
  return (
    <PageContainer
      title="代码预览（示例模型）"
      subtitle="用内置示例模型试用任一模板集的生成结果，不需要项目，也不会保存。"
    >
      <CodePreviewScreen />
    </PageContainer>
  );
}
