// 应用模板: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function TemplateApplyPage() {
  return (
    <PlannedPage
      title="应用模板"
      feature="应用模板"
      description="选择项目与实体，预览后下载 zip 或保存到项目。"
    />
  );
}
