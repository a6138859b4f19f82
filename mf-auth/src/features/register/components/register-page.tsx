// /register: account fields, an emailed REGISTER code, then on to /login.
import { Link, useNavigate } from 'react-router-dom';
import { App, Button, Form, Input, Typography } from '@modelsmith/shared/antd';
import { AuthCard } from '../../account/components/auth-card';
import { NewPasswordFields } from '../../account/components/new-password-fields';
import { emailRules, usernameRules } from '../../account/rules';
import { CodeField } from '../../verification/components/code-field';
import { recallCodeEmail } from '../../verification/remembered-email';
import { type Registration, useRegisterAccountMutation } from '../api';

type RegisterForm = Registration & { confirmPassword: string };

export default function RegisterPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterForm>();
  const [registerAccount, { isLoading }] = useRegisterAccountMutation();

  const submit = async ({ username, password, email, verificationCode }: RegisterForm) => {
    try {
      await registerAccount({ username, password, email: email.trim(), verificationCode }).unwrap();
    } catch {
      return; // The HTTP layer has already shown the server's reason (e.g. 用户名已被占用).
    }
    void message.success('注册成功，请登录');
    navigate('/login');
  };

  return (
    <AuthCard
      title="注册账号"
      subtitle="免费版即可创建 3 个项目"
      footer={
        <>
          <Typography.Text type="secondary">已有账号？</Typography.Text>
          <Link to="/login">去登录</Link>
        </>
      }
    >
      <Form<RegisterForm>
        form={form}
        name="register"
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: recallCodeEmail('REGISTER') }}
      >
        <Form.Item name="username" label="用户名" rules={usernameRules}>
          <Input autoComplete="username" placeholder="3–32 位字母、数字或下划线" />
        </Form.Item>
        <NewPasswordFields name="password" label="密码" confirmLabel="确认密码" />
        <Form.Item name="email" label="邮箱" rules={emailRules}>
          <Input autoComplete="email" placeholder="用于接收验证码和找回密码" />
        </Form.Item>
        <CodeField form={form} type="REGISTER" formName="register" label="验证码" />
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          注册
        </Button>
      </Form>
    </AuthCard>
  );
}
