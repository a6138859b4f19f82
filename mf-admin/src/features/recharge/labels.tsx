// How a recharge order's channel and status look wherever the desk shows them.
import {
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_STATUS_LABELS,
  type RechargeChannel,
  type RechargeStatus,
} from '@modelsmith/contract';
import { Tag } from '@modelsmith/shared/antd';

const STATUS_COLORS: Record<RechargeStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

const CHANNEL_COLORS: Record<RechargeChannel, string> = { WECHAT: 'green', ALIPAY: 'blue' };

export const RechargeStatusTag = ({ status }: { status: RechargeStatus }) => (
  <Tag color={STATUS_COLORS[status]}>{RECHARGE_STATUS_LABELS[status]}</Tag>
);

export const ChannelTag = ({ channel }: { channel: RechargeChannel }) => (
  <Tag color={CHANNEL_COLORS[channel]}>{RECHARGE_CHANNEL_LABELS[channel]}</Tag>
);
