// Creating or editing a payment QR code: name, channel, account name, the uploaded picture, enabled and sort.
import { useState } from 'react';
import {
  QR_ACCOUNT_MAX,
  QR_NAME_MAX,
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_CHANNELS,
  type QrCode,
  type RechargeChannel,
} from '@modelsmith/contract';
import { App, Col, Form, Input, Modal, Radio, Row, Switch } from '@modelsmith/shared/antd';
import { InputNumber } from '@modelsmith/shared/antd-data';
import { useCreateQrCodeMutation, useUpdateQrCodeMutation } from '../api';
import { QrImageField } from './qr-image-field';

interface QrCodeForm {
  name: string;
  channel: RechargeChannel;
  accountName: string;
  imageUrl: string;
  enabled: boolean;
  sort: number;
}

export const SORT_MIN = -100000;
export const SORT_MAX = 100000;

/** `editing`: undefined = closed, null = a new code, a QrCode = that code. */
export function QrCodeFormModal({
  editing,
  onClose,
}: {
  editing: QrCode | null | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<QrCodeForm>();
  const [uploading, setUploading] = useState(false);
  const [create, { isLoading: creating }] = useCreateQrCodeMutation();
  const [update, { isLoading: updating }] = useUpdateQrCodeMutation();
  const saving = creating || updating;

  const save = async (values: QrCodeForm) => {
    const body = { ...values, name: values.name.trim(), accountName: values.accountName.trim() };
    try {
      if (editing) {
        await update({ id: editing.id, changes: body }).unwrap();
        void message.success(`已保存「${body.name}」`);
      } else {
        await create(body).unwrap();
        void message.success(`已添加「${body.name}」`);
      }
      onClose();
    } catch {
      // The HTTP layer has shown why; the dialog stays open to correct it.
    }
  };

  const initialValues: Partial<QrCodeForm> = editing
    ? {
        name: editing.name,
        channel: editing.channel,
        accountName: editing.accountName,
        imageUrl: editing.imageUrl,
        enabled: editing.enabled,
        sort: editing.sort,
      }
    : { channel: 'WECHAT', enabled: true, sort: 0 };

  return (
    <Modal
      title={editing ? `编辑收款码「${editing.name}」` : '添加收款码'}
      open={editing !== undefined}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: uploading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form<QrCodeForm>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={initialValues}
        onFinish={(values) => void save(values)}
        preserve={false}
      >
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item
              name="name"
              label="名称"
              rules={[
                { required: true, whitespace: true, message: '请填写收款码名称' },
                { max: QR_NAME_MAX, message: `名称不能超过 ${QR_NAME_MAX} 个字符` },
              ]}
            >
              <Input placeholder="例如：微信收款（主）" maxLength={QR_NAME_MAX} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="channel" label="渠道" rules={[{ required: true, message: '请选择渠道' }]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={RECHARGE_CHANNELS.map((channel) => ({
                  value: channel,
                  label: RECHARGE_CHANNEL_LABELS[channel],
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="accountName"
          label="收款人"
          extra="用户付款时看到的账户名，便于核对。"
          rules={[
            { required: true, whitespace: true, message: '请填写收款账户名' },
            { max: QR_ACCOUNT_MAX, message: `收款账户名不能超过 ${QR_ACCOUNT_MAX} 个字符` },
          ]}
        >
          <Input placeholder="例如：模型工匠科技" maxLength={QR_ACCOUNT_MAX} />
        </Form.Item>
        <Form.Item
          name="imageUrl"
          label="收款码图片"
          rules={[{ required: true, message: '请上传收款码图片' }]}
        >
          <QrImageField onUploading={setUploading} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="enabled" label="启用" valuePropName="checked" extra="启用后用户充值时可以看到。">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name="sort"
              label="排序"
              extra="数字小的排在前面。"
              rules={[{ required: true, message: '请填写排序' }]}
            >
              <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} style={{ width: 160 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
