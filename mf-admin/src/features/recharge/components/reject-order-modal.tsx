// Rejecting a pending order: the reason (1–200 characters) is required and reaches the user.
import type { RechargeOrder } from '@modelsmith/contract';
import { REJECT_REASON_MAX } from '@modelsmith/contract';
import { App, Form, Input, Modal, Typography } from '@modelsmith/shared/antd';
import type { HttpQueryError } from '@modelsmith/shared/api';
import { formatCents } from '@modelsmith/shared/ui';
import { useRejectRechargeOrderMutation } from '../api';

interface RejectForm {
  reason: string;
}

export function RejectOrderModal({ order, onClose }: { order: RechargeOrder | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RejectForm>();
  const [reject, { isLoading }] = useRejectRechargeOrderMutation();

  const submit = async ({ reason }: RejectForm) => {
    if (!order) return;
    try {
      await reject({ id: order.id, reason: reason.trim() }).unwrap();
      void message.success(`已拒绝订单 ${order.orderNo}`);
      onClose();
    } catch (error) {
      // The HTTP layer has shown why; a 409 means someone else reviewed it: the list is refreshed, nothing to retry.
      if ((error as HttpQueryError).status === 409) onClose();
    }
  };

  return (
    <Modal
      title="拒绝充值"
      open={order !== null}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={isLoading}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      mask={{ closable: !isLoading }}
    >
      {order ? (
        <Typography.Paragraph>
          拒绝 <Typography.Text strong>{order.user?.username ?? '—'}</Typography.Text> 的充值{' '}
          <Typography.Text strong>{formatCents(order.amountCents)}</Typography.Text>（订单 {order.orderNo}
          ）。余额不变，原因会展示给用户。
        </Typography.Paragraph>
      ) : null}
      <Form<RejectForm> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="拒绝原因"
          rules={[
            { required: true, whitespace: true, message: '请填写拒绝原因' },
            { max: REJECT_REASON_MAX, message: `拒绝原因不能超过 ${REJECT_REASON_MAX} 个字符` },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={REJECT_REASON_MAX}
            placeholder="例如：未查到该笔转账，请核对付款凭证号后重新提交"
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
