// A new password and its confirmation, with the account rules: register, reset and change share it.
import { Form, Input } from '@modelsmith/shared/antd';
import { confirmPasswordRules, newPasswordRules } from '../rules';

export interface NewPasswordFieldsProps {
  /** The form field of the password, e.g. `password` or `newPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
}

export function NewPasswordFields({ name, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name={name} label={label} rules={newPasswordRules}>
        <Input.Password autoComplete="new-password" placeholder="8–64 位，同时包含字母和数字" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={[name]}
        rules={confirmPasswordRules(name)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
