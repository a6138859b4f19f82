// 密码登录: username and password through the shared login thunk.
import { useState } from 'react';
import { Button, Form, Input } from '@modelsmith/shared/antd';
import { LockOutlined, UserOutlined } from '@modelsmith/shared/icons';
import { login, type PasswordCredentials } from '@modelsmith/shared/session';
import { useAppDispatch } from '@modelsmith/shared/store';
import { loginPasswordRules, loginUsernameRules } from '../../account/rules';
import { useAfterLogin } from '../use-after-login';

export function PasswordLoginForm() {
  const dispatch = useAppDispatch();
  const afterLogin = useAfterLogin();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ username, password }: PasswordCredentials) => {
    setSubmitting(true);
    try {
      await dispatch(login({ username: username.trim(), password })).unwrap();
      afterLogin();
    } catch {
      // The HTTP layer has already shown the server's reason (e.g. 用户名或密码错误).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PasswordCredentials> name="password-login" size="large" onFinish={submit}>
      <Form.Item name="username" rules={loginUsernameRules}>
        <Input prefix={<UserOutlined />} placeholder="用户名" aria-label="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={loginPasswordRules}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          aria-label="密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
