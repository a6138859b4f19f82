// The status and type tags the balance page's tables share, in the contract's labels.
import {
  LEDGER_TYPE_LABELS,
  type LedgerType,
  RECHARGE_STATUS_LABELS,
  type RechargeStatus,
} from '@modelsmith/contract';
import { Tag } from '@modelsmith/shared/antd';

const STATUS_COLORS: Record<RechargeStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

const LEDGER_COLORS: Record<LedgerType, string> = {
  RECHARGE: 'green',
  MEMBERSHIP: 'gold',
  CREDIT: 'cyan',
  ADJUST: 'purple',
};

export const RechargeStatusTag = ({ status }: { status: RechargeStatus }) => (
  <Tag color={STATUS_COLORS[status]}>{RECHARGE_STATUS_LABELS[status]}</Tag>
);

export const LedgerTypeTag = ({ type }: { type: LedgerType }) => (
  <Tag color={LEDGER_COLORS[type]}>{LEDGER_TYPE_LABELS[type]}</Tag>
);
