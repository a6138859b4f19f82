// 编辑模板: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function TemplateEditPage() {
  return <PlannedPage title="编辑模板" feature="模板编辑器" description="修改模板文件并实时预览生成结果。" />;
}
