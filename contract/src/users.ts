// Request and response schemas of /api/v1/users (seed §3–§4, PRODUCT.md §4–§5). Every `errorMessage` is the
// Chinese text a failed check answers. The API validates with these; the web reads their static types.
import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageQuery } from './envelope';
import { BIO_RULE, EMAIL_MAX_LENGTH, NICKNAME_RULE, PASSWORD_RULE, PHONE_RULE, USERNAME_RULE } from './rules';
import { EmailField, VerificationCodeField } from './verification';

/** A request field that may be null; one type list, so coercion never turns null into '' (which means "clear"). */
const NullableString = (options: { maxLength?: number; pattern?: string; errorMessage?: string }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

const UsernameField = Type.String({ pattern: USERNAME_RULE.source, errorMessage: USERNAME_RULE.message });
const PasswordField = Type.String({ pattern: PASSWORD_RULE.source, errorMessage: PASSWORD_RULE.message });

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64, errorMessage: '请输入用户名' }),
  password: Type.String({ minLength: 1, maxLength: 128, errorMessage: '请输入密码' }),
});

export const LoginByEmailBody = Type.Object({ email: EmailField, verificationCode: VerificationCodeField });

export const RegisterBody = Type.Object({
  username: UsernameField,
  password: PasswordField,
  email: EmailField,
  verificationCode: VerificationCodeField,
});

export const ResetPasswordBody = Type.Object({
  email: EmailField,
  verificationCode: VerificationCodeField,
  newPassword: PasswordField,
});

export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128, errorMessage: '请输入原密码' }),
  newPassword: PasswordField,
});

/** Profile fields: absent or null = unchanged, '' = cleared. */
export const UpdateInfoBody = Type.Object({
  nickname: Type.Optional(
    NullableString({ maxLength: NICKNAME_RULE.max, errorMessage: NICKNAME_RULE.message }),
  ),
  phone: Type.Optional(NullableString({ pattern: PHONE_RULE.source, errorMessage: PHONE_RULE.message })),
  bio: Type.Optional(NullableString({ maxLength: BIO_RULE.max, errorMessage: BIO_RULE.message })),
  email: Type.Optional(NullableString({ maxLength: EMAIL_MAX_LENGTH })),
});

export const ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export const RoleField = Type.Union(ROLES.map((role) => Type.Literal(role)));
export type Role = Static<typeof RoleField>;
export const StatusField = Type.Union([Type.Literal(0), Type.Literal(1)], {
  errorMessage: '状态 status 只能是 0（禁用）或 1（正常）',
});
export type UserStatus = Static<typeof StatusField>;

export const TokenData = Type.Object({ token: Type.String() });

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  nickname: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  role: RoleField,
  /** 1 正常, 0 禁用. */
  status: StatusField,
  /** Integer cents. */
  balance: Type.Integer(),
  createdAt: Type.String(),
});

export const MembershipLimits = Type.Object({
  projects: Nullable(Type.Integer()),
  entitiesPerProject: Nullable(Type.Integer()),
  ownTemplates: Nullable(Type.Integer()),
  premiumTemplates: Type.Boolean(),
});

export const Membership = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  expiresAt: Nullable(Type.String()),
  limits: MembershipLimits,
});

export const UserInfo = Type.Object({ user: User, membership: Membership });

export const AvatarData = Type.Object({ url: Type.String() });

export const UserPageQuery = Type.Object({
  ...PageQuery,
  username: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  status: Type.Optional(StatusField),
});

export const UserIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '用户 id 需为正整数' }),
});

export const StatusQuery = Type.Object({ status: StatusField });

export type LoginBody = Static<typeof LoginBody>;
export type LoginByEmailBody = Static<typeof LoginByEmailBody>;
export type RegisterBody = Static<typeof RegisterBody>;
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
export type UpdateInfoBody = Static<typeof UpdateInfoBody>;
export type TokenData = Static<typeof TokenData>;
export type User = Static<typeof User>;
export type MembershipLimits = Static<typeof MembershipLimits>;
export type Membership = Static<typeof Membership>;
export type UserInfo = Static<typeof UserInfo>;
export type AvatarData = Static<typeof AvatarData>;
export type UserPageQuery = Static<typeof UserPageQuery>;
