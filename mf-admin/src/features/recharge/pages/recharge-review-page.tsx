// 充值管理: until its release ships, the page names what comes (PRODUCT.md).
import { PlannedPage } from '@modelsmith/shared/ui';

export default function RechargeReviewPage() {
  return (
    <PlannedPage
      title="充值管理"
      feature="充值审核"
      description="审核用户提交的充值单：核对付款凭证后通过（余额只入账一次）或填写原因驳回。"
    />
  );
}
