// 生成代码: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function ProjectCodePage() {
  return (
    <PlannedPage
      title="生成代码"
      feature="代码生成"
      description="选择模板集生成代码，下载 zip 或保存为带编号的快照。"
    />
  );
}
