// The steps of the recharge flow: the amount (quick picks or any ¥1–¥50,000), the channel, and the channel's QR
// codes with the payment reference the order is filed with.
import {
  PAYMENT_REFERENCE_MAX,
  type PaymentQrCode,
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_CHANNELS,
  RECHARGE_MAX_CENTS,
  RECHARGE_MIN_CENTS,
  type RechargeChannel,
} from '@modelsmith/contract';
import { Card, Empty, Flex, Input, Radio, Typography } from '@modelsmith/shared/antd';
import { Image, InputNumber } from '@modelsmith/shared/antd-data';
import { QrcodeOutlined } from '@modelsmith/shared/icons';
import { formatCents } from '@modelsmith/shared/ui';

/** Quick picks, in cents. */
const QUICK_AMOUNTS = [1000, 5000, 10000, 20000, 50000, 100000];

const CHANNEL_COLORS: Record<RechargeChannel, string> = { WECHAT: '#07c160', ALIPAY: '#1677ff' };

const REFERENCE_HINTS: Record<RechargeChannel, string> = {
  WECHAT: '微信「账单详情」中的交易单号',
  ALIPAY: '支付宝「账单详情」中的订单号',
};

const AMOUNT_RULE = `充值金额需为 ${formatCents(RECHARGE_MIN_CENTS)}–${formatCents(RECHARGE_MAX_CENTS)}`;

export const validAmount = (cents: number | null): cents is number =>
  cents !== null && Number.isInteger(cents) && cents >= RECHARGE_MIN_CENTS && cents <= RECHARGE_MAX_CENTS;

/** A prefilled amount (?recharge=<cents>) within the limits, or null. */
export function prefilledCents(value: string | null): number | null {
  const cents = Math.ceil(Number(value));
  if (!value || !Number.isFinite(cents) || cents <= 0) return null;
  return Math.min(RECHARGE_MAX_CENTS, Math.max(RECHARGE_MIN_CENTS, cents));
}

export function AmountStep({
  cents,
  onChange,
}: {
  cents: number | null;
  onChange: (cents: number | null) => void;
}) {
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        optionType="button"
        aria-label="常用金额"
        value={cents !== null && QUICK_AMOUNTS.includes(cents) ? cents : undefined}
        onChange={(event) => onChange(event.target.value as number)}
        options={QUICK_AMOUNTS.map((amount) => ({ value: amount, label: formatCents(amount) }))}
      />
      <Flex align="center" gap={8} wrap>
        <Typography.Text>其他金额</Typography.Text>
        <InputNumber<number>
          aria-label="充值金额（元）"
          prefix="¥"
          min={RECHARGE_MIN_CENTS / 100}
          max={RECHARGE_MAX_CENTS / 100}
          precision={2}
          step={10}
          style={{ width: 200 }}
          value={cents === null ? null : cents / 100}
          onChange={(yuan) => onChange(yuan === null ? null : Math.round(yuan * 100))}
        />
        <Typography.Text type="secondary">{AMOUNT_RULE}</Typography.Text>
      </Flex>
    </Flex>
  );
}

export function ChannelStep({
  channel,
  onChange,
}: {
  channel: RechargeChannel | null;
  onChange: (channel: RechargeChannel) => void;
}) {
  return (
    <Radio.Group
      aria-label="支付渠道"
      value={channel}
      onChange={(event) => onChange(event.target.value as RechargeChannel)}
    >
      <Flex gap={16} wrap>
        {RECHARGE_CHANNELS.map((option) => (
          <Card
            key={option}
            size="small"
            hoverable
            onClick={() => onChange(option)}
            style={{ width: 200, borderColor: channel === option ? CHANNEL_COLORS[option] : undefined }}
          >
            <Radio value={option}>
              <Typography.Text strong style={{ color: CHANNEL_COLORS[option], fontSize: 16 }}>
                {RECHARGE_CHANNEL_LABELS[option]}
              </Typography.Text>
            </Radio>
          </Card>
        ))}
      </Flex>
    </Radio.Group>
  );
}

export function PayStep({
  cents,
  channel,
  codes,
  reference,
  onReference,
}: {
  cents: number;
  channel: RechargeChannel;
  codes: PaymentQrCode[];
  reference: string;
  onReference: (reference: string) => void;
}) {
  const label = RECHARGE_CHANNEL_LABELS[channel];
  if (codes.length === 0)
    return (
      <Empty
        image={<QrcodeOutlined style={{ fontSize: 56, color: '#bfbfbf' }} />}
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Text strong>暂无可用的{label}收款码</Typography.Text>
            <Typography.Text type="secondary">
              请联系管理员添加收款码，或返回上一步选择其他支付渠道。
            </Typography.Text>
          </Flex>
        }
      />
    );
  return (
    <Flex gap={32} wrap align="flex-start">
      <Flex gap={16} wrap>
        {codes.map((code) => (
          <Flex key={code.id} vertical align="center" gap={8}>
            <Image
              src={code.imageUrl}
              alt={`${label}收款码 ${code.name}`}
              width={200}
              height={200}
              style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 8 }}
            />
            <Typography.Text>收款账户：{code.accountName}</Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 260 }}>
        <Typography.Text>
          请用{label}扫码支付{' '}
          <Typography.Text strong style={{ fontSize: 20, color: '#cf1322' }}>
            {formatCents(cents)}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">
          付款完成后，填写付款凭证号（{REFERENCE_HINTS[channel]}）并提交；管理员核对到账后为您充值。
        </Typography.Text>
        <Input
          aria-label="付款凭证号"
          placeholder={REFERENCE_HINTS[channel]}
          maxLength={PAYMENT_REFERENCE_MAX}
          value={reference}
          onChange={(event) => onReference(event.target.value)}
          style={{ maxWidth: 360 }}
        />
      </Flex>
    </Flex>
  );
}
