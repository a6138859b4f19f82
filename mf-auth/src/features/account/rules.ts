// Field rules of the account forms (PRODUCT.md §4), worded as the API words them.
import type { FormRule } from 'antd';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,64}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE_PATTERN = /^\d{6}$/;

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && EMAIL_PATTERN.test(value.trim());

export const usernameRules: FormRule[] = [
  { required: true, message: '请输入用户名' },
  { pattern: USERNAME_PATTERN, message: '用户名需为 3–32 位字母、数字或下划线' },
];

/** Login accepts whatever the account was created with; only presence is checked here. */
export const loginUsernameRules: FormRule[] = [{ required: true, whitespace: true, message: '请输入用户名' }];
export const loginPasswordRules: FormRule[] = [{ required: true, message: '请输入密码' }];

export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  { pattern: PASSWORD_PATTERN, message: '密码需为 8–64 位，且同时包含字母和数字' },
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
  { pattern: EMAIL_PATTERN, message: '请输入有效的邮箱地址' },
];

export const codeRules: FormRule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: CODE_PATTERN, message: '验证码为 6 位数字' },
];
