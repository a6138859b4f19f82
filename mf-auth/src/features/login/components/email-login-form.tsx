// 验证码登录: an emailed LOGIN code through the shared loginByEmail thunk.
import { useState } from 'react';
import { Button, Form, Input } from '@modelsmith/shared/antd';
import { MailOutlined } from '@modelsmith/shared/icons';
import { loginByEmail, type EmailCredentials } from '@modelsmith/shared/session';
import { useAppDispatch } from '@modelsmith/shared/store';
import { emailRules } from '../../account/rules';
import { CodeField } from '../../verification/components/code-field';
import { recallCodeEmail } from '../../verification/remembered-email';
import { useAfterLogin } from '../use-after-login';

export function EmailLoginForm() {
  const dispatch = useAppDispatch();
  const afterLogin = useAfterLogin();
  const [form] = Form.useForm<EmailCredentials>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email, verificationCode }: EmailCredentials) => {
    setSubmitting(true);
    try {
      await dispatch(loginByEmail({ email: email.trim(), verificationCode })).unwrap();
      afterLogin();
    } catch {
      // The HTTP layer has already shown the server's reason (e.g. 验证码错误).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<EmailCredentials>
      form={form}
      name="email-login"
      size="large"
      onFinish={submit}
      initialValues={{ email: recallCodeEmail('LOGIN') }}
    >
      <Form.Item name="email" rules={emailRules}>
        <Input prefix={<MailOutlined />} placeholder="邮箱" aria-label="邮箱" autoComplete="email" />
      </Form.Item>
      <CodeField form={form} type="LOGIN" formName="email-login" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
