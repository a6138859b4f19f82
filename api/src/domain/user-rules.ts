// What a valid username and password look like (PRODUCT.md §4), shared by the routes, the config and the admin seed.
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
/** 8–64 letters and digits, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,64}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MSG_USERNAME_RULE = '用户名需为 3–32 位字母、数字或下划线';
export const MSG_PASSWORD_RULE = '密码需为 8–64 位，且同时包含字母和数字';
export const MSG_EMAIL_RULE = '请输入有效的邮箱地址';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
