// 模板详情: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function TemplateDetailPage() {
  return (
    <PlannedPage
      title="模板详情"
      feature="模板详情"
      description="模板集的文件、语言、标签、版本与使用次数。"
    />
  );
}
