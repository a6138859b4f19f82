// The purchase dialog: the server's quote (price, pro-rata credit of the replaced level, balance after), then the
// form-encoded POST /users/membership/upgrade. Short of balance, it leads straight to a recharge of what is missing.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanView, UpgradeBody, UpgradeQuote } from '@modelsmith/contract';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Modal,
  Radio,
  Spin,
  Typography,
} from '@modelsmith/shared/antd';
import { WalletOutlined } from '@modelsmith/shared/icons';
import { fetchUserInfo } from '@modelsmith/shared/session';
import { useAppDispatch } from '@modelsmith/shared/store';
import { errorMessage, formatCents, formatDate } from '@modelsmith/shared/ui';
import { useUpgradeMembershipMutation, useUpgradeQuoteQuery } from '../api';
import { savingCents, shortfallCents } from '../plan-terms';

export interface UpgradeDialogProps {
  plan: PlanView;
  /** The level in force, whose unused days an upgrade credits. */
  currentName: string;
  months: number;
  /** 开通专业版, 续费专业版, 升级到企业版. */
  title: string;
  onClose: () => void;
}

const MSG_INSUFFICIENT = '余额不足';

function QuoteDetails({
  plan,
  quote,
  currentName,
}: {
  plan: PlanView;
  quote: UpgradeQuote;
  currentName: string;
}) {
  const option = plan.monthOptions.find((candidate) => candidate.months === quote.months);
  const saving = option ? savingCents(plan, option) : 0;
  return (
    <Descriptions column={1} size="small" bordered styles={{ label: { width: 128 } }}>
      <Descriptions.Item label="价格">
        {formatCents(quote.priceCents)}
        {saving > 0 ? (
          <Typography.Text type="danger" style={{ marginLeft: 8 }}>
            省 {formatCents(saving)}
          </Typography.Text>
        ) : null}
      </Descriptions.Item>
      {quote.creditCents > 0 ? (
        <Descriptions.Item label="原等级折抵">
          <Typography.Text type="success">−{formatCents(quote.creditCents)}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
            {currentName}未用完的天数按比例折算
          </Typography.Text>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={quote.payCents >= 0 ? '实付' : '退回余额'}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {formatCents(Math.abs(quote.payCents))}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="当前余额">{formatCents(quote.balanceCents)}</Descriptions.Item>
      <Descriptions.Item label="支付后余额">
        {quote.affordable ? (
          <Typography.Text strong>{formatCents(quote.balanceAfterCents)}</Typography.Text>
        ) : (
          <Typography.Text type="danger" strong>
            余额不足
          </Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="有效期">
        {quote.kind === 'EXTEND'
          ? `到期时间延长至 ${formatDate(quote.expiresAt)}`
          : `${formatDate(quote.startsAt)} 至 ${formatDate(quote.expiresAt)}`}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function UpgradeDialog({
  plan,
  currentName,
  months: initialMonths,
  title,
  onClose,
}: UpgradeDialogProps) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [months, setMonths] = useState(initialMonths);
  // The server offers only the month options it accepts.
  const purchase = { level: plan.level, months: months as UpgradeBody['months'] };
  const quoteQuery = useUpgradeQuoteQuery(purchase, { refetchOnMountOrArgChange: true });
  const [upgrade, upgrading] = useUpgradeMembershipMutation();
  const quote = quoteQuery.currentData;
  const failure = upgrading.error ? errorMessage(upgrading.error) : null;
  const short = quote ? !quote.affordable || failure === MSG_INSUFFICIENT : false;

  const recharge = () => {
    const missing = shortfallCents(quote ? quote.balanceAfterCents : 0);
    navigate(`/balance?recharge=${missing}`);
  };

  const confirm = async () => {
    const result = await upgrade(purchase);
    if ('error' in result) {
      void quoteQuery.refetch();
      return;
    }
    const { membership } = result.data;
    const done = quote?.kind === 'EXTEND' ? '已续费' : '已开通';
    message.success(
      `${done}${membership.levelName}${membership.expiresAt ? `，有效期至 ${formatDate(membership.expiresAt)}` : ''}`,
    );
    // The header shows the level and balance of GET /users/info: read it again now, not at the next 5-minute poll.
    void dispatch(fetchUserInfo());
    onClose();
  };

  const footer = short ? (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>取消</Button>
      <Button type="primary" icon={<WalletOutlined />} onClick={recharge}>
        去充值
      </Button>
    </Flex>
  ) : (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>取消</Button>
      <Button
        type="primary"
        loading={upgrading.isLoading}
        disabled={!quote || quoteQuery.isFetching}
        onClick={() => void confirm()}
      >
        {quote && quote.payCents > 0 ? `确认支付 ${formatCents(quote.payCents)}` : '确认开通'}
      </Button>
    </Flex>
  );

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} width={560} destroyOnHidden>
      <Flex vertical gap={16} style={{ marginTop: 16 }}>
        <Flex align="center" gap={12} wrap>
          <Typography.Text>购买时长</Typography.Text>
          <Radio.Group
            optionType="button"
            value={months}
            onChange={(event) => {
              upgrading.reset();
              setMonths(event.target.value as number);
            }}
            options={plan.monthOptions.map((option) => ({
              value: option.months,
              label: `${option.months} 个月`,
            }))}
          />
        </Flex>
        {quoteQuery.error ? (
          <Alert type="error" showIcon title={errorMessage(quoteQuery.error)} />
        ) : quote ? (
          <Spin spinning={quoteQuery.isFetching}>
            <QuoteDetails plan={plan} quote={quote} currentName={currentName} />
          </Spin>
        ) : (
          <Flex justify="center" style={{ padding: 32 }}>
            <Spin description="正在计算价格…">
              <div style={{ width: 120, height: 40 }} />
            </Spin>
          </Flex>
        )}
        {short && quote ? (
          <Alert
            type="warning"
            showIcon
            title={`余额不足，还差 ${formatCents(shortfallCents(quote.balanceAfterCents))}`}
            description="充值审核通过后即可开通；充值页已按所差金额填好。"
          />
        ) : failure ? (
          <Alert type="error" showIcon title={failure} />
        ) : null}
      </Flex>
    </Modal>
  );
}
