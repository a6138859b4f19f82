// 代码预览: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function CodePreviewPage() {
  return (
    <PlannedPage
      title="代码预览"
      feature="代码预览"
      description="文件树与高亮代码，在浏览器内即时生成，不保存。"
    />
  );
}
