// /balance: the current balance; recharge by payment QR code ships with the billing release.
import { Card, Statistic } from '@modelsmith/shared/antd';
import { selectUser } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import { ComingSoon, formatCents, PageContainer } from '@modelsmith/shared/ui';

export function BalancePage() {
  const user = useAppSelector(selectUser);
  return (
    <PageContainer title="我的余额" subtitle="余额用于开通和续费会员。">
      <Card style={{ marginBottom: 24 }}>
        <Statistic title="当前余额" value={user ? formatCents(user.balance) : '—'} loading={!user} />
      </Card>
      <Card title="充值">
        <ComingSoon
          feature="余额充值"
          description="选择金额与渠道（微信、支付宝），扫码付款后提交充值单，管理员审核通过即到账。"
        />
      </Card>
    </PageContainer>
  );
}
