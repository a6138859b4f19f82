// 发送验证码 with the server-driven countdown; validates the email field of its form first.
import type { FormInstance } from 'antd';
import { App, Button, Form } from '@modelsmith/shared/antd';
import type { CodeType } from '../api';
import { useCodeCountdown } from '../use-code-countdown';

export interface SendCodeButtonProps {
  form: FormInstance;
  type: CodeType;
  /** The form field holding the email; `email` unless told. */
  emailField?: string;
}

export function SendCodeButton({ form, type, emailField = 'email' }: SendCodeButtonProps) {
  const { message } = App.useApp();
  const email = Form.useWatch<string | undefined>(emailField, form);
  const { secondsLeft, sending, sendCode } = useCodeCountdown(email, type);

  const onClick = async () => {
    try {
      await form.validateFields([emailField]);
    } catch {
      return;
    }
    try {
      await sendCode();
      void message.success('验证码已发送，请查收邮件');
    } catch {
      // The HTTP layer has already shown the server's reason (e.g. 发送过于频繁).
    }
  };

  return (
    <Button onClick={onClick} loading={sending} disabled={secondsLeft > 0} style={{ minWidth: 128 }}>
      {secondsLeft > 0 ? `${secondsLeft} 秒后重新发送` : '发送验证码'}
    </Button>
  );
}
