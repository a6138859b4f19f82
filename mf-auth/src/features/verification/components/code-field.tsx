// The verification code input with its send button on one line.
import type { FormInstance } from 'antd';
import { Flex, Form, Input } from '@modelsmith/shared/antd';
import { SafetyCertificateOutlined } from '@modelsmith/shared/icons';
import { codeRules } from '../../account/rules';
import type { CodeType } from '../api';
import { SendCodeButton } from './send-code-button';

export interface CodeFieldProps {
  form: FormInstance;
  type: CodeType;
  /** The form's name: the label points at the input through it. */
  formName: string;
  label?: string;
}

export function CodeField({ form, type, formName, label }: CodeFieldProps) {
  return (
    <Form.Item label={label} required={!!label} htmlFor={`${formName}_verificationCode`}>
      <Flex gap={8}>
        <Form.Item name="verificationCode" rules={codeRules} noStyle>
          <Input
            prefix={label ? undefined : <SafetyCertificateOutlined />}
            placeholder={label ? '6 位数字' : '验证码'}
            aria-label="验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SendCodeButton form={form} type={type} />
      </Flex>
    </Form.Item>
  );
}
