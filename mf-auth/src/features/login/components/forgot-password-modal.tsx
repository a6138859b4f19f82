// 忘记密码: email → RESET_PASSWORD code → code and the new password twice, on the login page.
import { Alert, App, Form, Input, Modal } from '@modelsmith/shared/antd';
import { NewPasswordFields } from '../../account/components/new-password-fields';
import { emailRules } from '../../account/rules';
import { CodeField } from '../../verification/components/code-field';
import { recallCodeEmail } from '../../verification/remembered-email';
import { type PasswordReset, useResetPasswordMutation } from '../api';

type ResetForm = PasswordReset & { confirmPassword: string };

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

export function ForgotPasswordModal({ open, onClose }: ForgotPasswordModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const submit = async ({ email, verificationCode, newPassword }: ResetForm) => {
    try {
      await resetPassword({ email: email.trim(), verificationCode, newPassword }).unwrap();
    } catch {
      return; // The HTTP layer has already shown the server's reason.
    }
    void message.success('密码已重置，请使用新密码登录');
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="找回密码"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="重置密码"
      cancelText="取消"
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="验证码将发送到注册时填写的邮箱；重置后，所有设备上的登录都会失效。"
      />
      <Form<ResetForm>
        form={form}
        name="reset-password"
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: recallCodeEmail('RESET_PASSWORD') }}
      >
        <Form.Item name="email" label="邮箱" rules={emailRules}>
          <Input autoComplete="email" placeholder="注册时填写的邮箱" />
        </Form.Item>
        <CodeField form={form} type="RESET_PASSWORD" formName="reset-password" label="验证码" />
        <NewPasswordFields name="newPassword" label="新密码" confirmLabel="确认新密码" />
      </Form>
    </Modal>
  );
}
