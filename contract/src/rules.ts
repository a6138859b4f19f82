// What valid account input looks like (PRODUCT.md §4): the API validates with these, the forms check the same
// before sending. Each pattern exists once, as JSON-schema source; the RegExp is built from it.

const rule = (source: string, message: string) => ({ source, pattern: new RegExp(source), message });

export const USERNAME_RULE = rule('^[A-Za-z0-9_]{3,32}$', '用户名需为 3–32 位字母、数字或下划线');
/** 8–64 letters and digits, at least one of each. */
export const PASSWORD_RULE = rule(
  '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]{8,64}$',
  '密码需为 8–64 位，且同时包含字母和数字',
);
export const EMAIL_RULE = rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '请输入有效的邮箱地址');
export const VERIFICATION_CODE_RULE = rule('^\\d{6}$', '请输入 6 位数字验证码');
/** Empty (cleared) or an optional + then 5–20 digits, spaces and dashes. */
export const PHONE_RULE = rule('^(|\\+?[0-9][0-9 -]{4,19})$', '手机号格式不正确');

export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_RULE = { max: 32, message: '昵称不能超过 32 个字符' } as const;
export const BIO_RULE = { max: 500, message: '个人简介不能超过 500 个字符' } as const;

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && EMAIL_RULE.pattern.test(value.trim());

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What a verification code is for (seed §5). */
export const VERIFICATION_TYPES = ['REGISTER', 'LOGIN', 'RESET_PASSWORD'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
