// Field rules of the account forms (PRODUCT.md §4): the contract's patterns and texts, the ones the API checks.
import type { FormRule } from 'antd';
import { EMAIL_RULE, PASSWORD_RULE, USERNAME_RULE, VERIFICATION_CODE_RULE } from '@modelsmith/contract';

export { isEmail } from '@modelsmith/contract';

export const usernameRules: FormRule[] = [
  { required: true, message: '请输入用户名' },
  { pattern: USERNAME_RULE.pattern, message: USERNAME_RULE.message },
];

/** Login accepts whatever the account was created with; only presence is checked here. */
export const loginUsernameRules: FormRule[] = [{ required: true, whitespace: true, message: '请输入用户名' }];
export const loginPasswordRules: FormRule[] = [{ required: true, message: '请输入密码' }];

export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  { pattern: PASSWORD_RULE.pattern, message: PASSWORD_RULE.message },
];

/** The confirmation must equal the field `passwordField` of the same form. */
export const confirmPasswordRules = (passwordField: string): FormRule[] => [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || getFieldValue(passwordField) === value
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];

export const emailRules: FormRule[] = [
  { required: true, message: '请输入邮箱' },
  { pattern: EMAIL_RULE.pattern, message: EMAIL_RULE.message },
];

export const codeRules: FormRule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: VERIFICATION_CODE_RULE.pattern, message: VERIFICATION_CODE_RULE.message },
];
