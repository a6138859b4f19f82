// 修改密码: old, new and confirmation; the API then ends every other session of the account.
import { App, Button, Card, Form, Input } from '@modelsmith/shared/antd';
import { NewPasswordFields } from '../../account/components/new-password-fields';
import { type PasswordChange, useChangePasswordMutation } from '../api';

type PasswordForm = PasswordChange & { confirmPassword: string };

export function PasswordForm() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async ({ oldPassword, newPassword }: PasswordForm) => {
    try {
      await changePassword({ oldPassword, newPassword }).unwrap();
    } catch {
      return; // The HTTP layer has already shown the server's reason (e.g. 原密码错误).
    }
    form.resetFields();
    modal.success({
      title: '密码已修改',
      content: '其他设备上的登录已全部退出，需要用新密码重新登录；当前设备保持登录。',
      okText: '知道了',
    });
  };

  return (
    <Card title="修改密码">
      <Form<PasswordForm> form={form} name="change-password" layout="vertical" onFinish={submit}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label="新密码" confirmLabel="确认新密码" />
        <Button htmlType="submit" loading={isLoading}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
