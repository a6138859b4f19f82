// 项目可视化: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function ProjectVisualizationPage() {
  return (
    <PlannedPage
      title="项目可视化"
      feature="ER 图"
      description="自动布局的实体关系图，可拖动并保存位置，可导出 PNG / SVG。"
    />
  );
}
