// A compact password login so a remote's protected pages can be used on its own dev server.
import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from '@modelsmith/shared/antd';
import { Navigate } from 'react-router-dom';
import { login, selectIsAuthenticated, type PasswordCredentials } from '@modelsmith/shared/session';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';

export function StandaloneLogin({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PasswordCredentials) => {
    setSubmitting(true);
    try {
      await dispatch(login(values)).unwrap();
    } catch {
      // The HTTP layer has already shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card style={{ maxWidth: 360, margin: '80px auto' }} title={`登录以使用 ${name}`}>
      <Typography.Paragraph type="secondary">独立运行模式：登录后即可访问此模块的页面。</Typography.Paragraph>
      <Form<PasswordCredentials> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form>
    </Card>
  );
}

/** /login for a remote without its own login page: where a logout or a lost session lands. */
export function StandaloneLoginRoute({ name }: { name: string }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  return authenticated ? <Navigate to="/" replace /> : <StandaloneLogin name={name} />;
}
