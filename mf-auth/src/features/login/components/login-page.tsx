// /login: 密码登录 and 验证码登录 tabs, 忘记密码 and the way to register.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Flex, Tabs, Typography } from '@modelsmith/shared/antd';
import { AuthCard } from '../../account/components/auth-card';
import { EmailLoginForm } from './email-login-form';
import { ForgotPasswordModal } from './forgot-password-modal';
import { PasswordLoginForm } from './password-login-form';

export default function LoginPage() {
  const [resetOpen, setResetOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const registerLink = searchParams.toString() ? `/register?${searchParams.toString()}` : '/register';

  return (
    <AuthCard
      title="模型工匠"
      subtitle="设计数据模型，一键生成可运行的代码"
      footer={
        <>
          <Typography.Text type="secondary">还没有账号？</Typography.Text>
          <Link to={registerLink}>立即注册</Link>
        </>
      }
    >
      <Tabs
        centered
        items={[
          { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
          { key: 'email', label: '验证码登录', children: <EmailLoginForm /> },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Button type="link" size="small" onClick={() => setResetOpen(true)}>
          忘记密码？
        </Button>
      </Flex>
      <ForgotPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} />
    </AuthCard>
  );
}
