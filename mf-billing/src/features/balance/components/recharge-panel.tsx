// The recharge flow (PRODUCT.md §5): amount (¥1–¥50,000) → channel → that channel's enabled QR code and the payment
// reference → the order is filed as PENDING. The balance changes only when an administrator approves it.
import { useState } from 'react';
import { RECHARGE_CHANNEL_LABELS, type RechargeChannel, type RechargeOrder } from '@modelsmith/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from '@modelsmith/shared/antd';
import { Steps } from '@modelsmith/shared/antd-data';
import { errorMessage, formatCents } from '@modelsmith/shared/ui';
import { useCreateRechargeOrderMutation, usePaymentQrCodesQuery } from '../api';
import { RechargeStatusTag } from './billing-tags';
import { AmountStep, ChannelStep, PayStep, validAmount } from './recharge-steps';

export interface RechargePanelProps {
  /** The amount to start with, e.g. what an upgrade is short of. */
  initialCents: number | null;
  onShowOrders: () => void;
}

export function RechargePanel({ initialCents, onShowOrders }: RechargePanelProps) {
  const [step, setStep] = useState(0);
  const [cents, setCents] = useState<number | null>(initialCents);
  const [channel, setChannel] = useState<RechargeChannel | null>(null);
  const [reference, setReference] = useState('');
  const [filed, setFiled] = useState<RechargeOrder | null>(null);
  const [createOrder, creating] = useCreateRechargeOrderMutation();
  const qrCodes = usePaymentQrCodesQuery(step === 2 && channel ? channel : skipToken);
  const codesAvailable = (qrCodes.currentData?.length ?? 0) > 0;

  const restart = () => {
    setStep(0);
    setCents(null);
    setChannel(null);
    setReference('');
    setFiled(null);
    creating.reset();
  };

  const submit = async () => {
    if (!validAmount(cents) || !channel) return;
    const result = await createOrder({ amountCents: cents, channel, paymentReference: reference.trim() });
    if ('data' in result && result.data) {
      setFiled(result.data);
      setStep(3);
    }
  };

  const amountOk = validAmount(cents);
  const content =
    step === 3 && filed ? (
      <Result
        status="success"
        title="充值单已提交，等待管理员审核"
        subTitle={
          <Flex vertical gap={4} align="center">
            <span>
              订单号 {filed.orderNo} · {formatCents(filed.amountCents)} ·{' '}
              {RECHARGE_CHANNEL_LABELS[filed.channel]} <RechargeStatusTag status={filed.status} />
            </span>
            <span>审核通过后金额计入余额；在此之前余额不变。</span>
          </Flex>
        }
        extra={[
          <Button key="orders" type="primary" onClick={onShowOrders}>
            查看充值记录
          </Button>,
          <Button key="again" onClick={restart}>
            再充一笔
          </Button>,
        ]}
      />
    ) : step === 0 ? (
      <AmountStep cents={cents} onChange={setCents} />
    ) : step === 1 ? (
      <ChannelStep channel={channel} onChange={setChannel} />
    ) : !channel || !amountOk ? null : qrCodes.error ? (
      <Alert
        type="error"
        showIcon
        title={errorMessage(qrCodes.error)}
        action={<Button onClick={() => void qrCodes.refetch()}>重试</Button>}
      />
    ) : !qrCodes.currentData ? (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin description="正在读取收款码…">
          <div style={{ width: 160, height: 60 }} />
        </Spin>
      </Flex>
    ) : (
      <PayStep
        cents={cents}
        channel={channel}
        codes={qrCodes.currentData}
        reference={reference}
        onReference={setReference}
      />
    );

  const next =
    step === 0 ? amountOk : step === 1 ? channel !== null : codesAvailable && reference.trim() !== '';

  return (
    <Card title="充值" style={{ marginBottom: 24 }}>
      <Flex vertical gap={24}>
        <Steps
          current={step}
          size="small"
          items={[
            { title: '充值金额' },
            { title: '支付渠道' },
            { title: '扫码付款并提交' },
            { title: '等待审核' },
          ]}
        />
        <div style={{ minHeight: 120 }}>{content}</div>
        {step < 3 ? (
          <Flex gap={8} justify="space-between" align="center" wrap>
            <Typography.Text type="secondary">
              {amountOk ? `充值 ${formatCents(cents)}` : '请选择或输入充值金额'}
              {channel && step > 0 ? ` · ${RECHARGE_CHANNEL_LABELS[channel]}` : ''}
            </Typography.Text>
            <Flex gap={8}>
              {step > 0 ? <Button onClick={() => setStep(step - 1)}>上一步</Button> : null}
              {step < 2 ? (
                <Button type="primary" disabled={!next} onClick={() => setStep(step + 1)}>
                  下一步
                </Button>
              ) : (
                <Button
                  type="primary"
                  disabled={!next}
                  loading={creating.isLoading}
                  onClick={() => void submit()}
                >
                  提交充值单
                </Button>
              )}
            </Flex>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
