// 创建模板: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function TemplateCreatePage() {
  return (
    <PlannedPage
      title="创建模板"
      feature="模板编辑器"
      description="用 Liquid 编写模板文件与输出路径，对示例模型或项目实体实时预览。"
    />
  );
}
