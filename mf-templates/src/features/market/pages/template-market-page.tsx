// 模板市场: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function TemplateMarketPage() {
  return (
    <PlannedPage
      title="模板市场"
      feature="模板市场"
      description="浏览官方与公开模板集，按语言、标签筛选，按使用次数或最新排序。"
    />
  );
}
