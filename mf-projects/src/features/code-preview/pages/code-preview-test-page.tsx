// 代码预览（示例模型）: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function CodePreviewTestPage() {
  return (
    <PlannedPage
      title="代码预览（示例模型）"
      feature="代码预览"
      description="用内置示例模型试用任一模板集的生成结果。"
    />
  );
}
