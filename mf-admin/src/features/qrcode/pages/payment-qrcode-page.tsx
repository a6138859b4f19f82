// 收款码管理: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function PaymentQrcodePage() {
  return (
    <PlannedPage
      title="收款码管理"
      feature="收款码管理"
      description="上传微信、支付宝收款码，设置收款人、启用状态与排序。"
    />
  );
}
