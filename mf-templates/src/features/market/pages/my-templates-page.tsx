// 我的模板: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function MyTemplatesPage() {
  return (
    <PlannedPage
      title="我的模板"
      feature="我的模板"
      description="管理自己创建或复刻的模板集，设置公开或私有。"
    />
  );
}
