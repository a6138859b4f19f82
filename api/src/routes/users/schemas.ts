// Request and response schemas of /api/v1/users. Every `errorMessage` is the Chinese text a failed check answers.
import { type TSchema, Type } from '@sinclair/typebox';
import { MSG_PASSWORD_RULE, MSG_USERNAME_RULE } from '../../domain/user-rules';
import { PageQuery } from '../../http/envelope';
import { EmailField, VerificationCodeField } from '../verification/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A request field that may be null; one type list, so coercion never turns null into '' (which means "clear"). */
const NullableString = (options: { maxLength?: number; pattern?: string; errorMessage?: string }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

const UsernameField = Type.String({ pattern: '^[A-Za-z0-9_]{3,32}$', errorMessage: MSG_USERNAME_RULE });
const PasswordField = Type.String({
  pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]{8,64}$',
  errorMessage: MSG_PASSWORD_RULE,
});

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
  nickname: Type.Optional(NullableString({ maxLength: 32, errorMessage: '昵称不能超过 32 个字符' })),
  phone: Type.Optional(
    NullableString({ pattern: '^(|\\+?[0-9][0-9 -]{4,19})$', errorMessage: '手机号格式不正确' }),
  ),
  bio: Type.Optional(NullableString({ maxLength: 500, errorMessage: '个人简介不能超过 500 个字符' })),
  email: Type.Optional(NullableString({ maxLength: 254 })),
});

export const TokenData = Type.Object({ token: Type.String() });

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  nickname: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  role: Type.Union([Type.Literal('USER'), Type.Literal('ADMIN'), Type.Literal('SUPER_ADMIN')]),
  status: Type.Integer(),
  /** Integer cents. */
  balance: Type.Integer(),
  createdAt: Type.String(),
});

const Limits = Type.Object({
  projects: Nullable(Type.Integer()),
  entitiesPerProject: Nullable(Type.Integer()),
  ownTemplates: Nullable(Type.Integer()),
  premiumTemplates: Type.Boolean(),
});

export const Membership = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  expiresAt: Nullable(Type.String()),
  limits: Limits,
});

export const MembershipDetail = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  expiresAt: Nullable(Type.String()),
  limits: Limits,
  plans: Type.Array(
    Type.Object({
      level: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      monthlyPriceCents: Type.Integer(),
      limits: Limits,
    }),
  ),
  monthOptions: Type.Array(Type.Integer()),
});

export const UserInfo = Type.Object({ user: User, membership: Membership });

export const AvatarData = Type.Object({ url: Type.String() });

export const UserPageQuery = Type.Object({
  ...PageQuery,
  username: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  status: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], {
      errorMessage: '状态 status 只能是 0（禁用）或 1（正常）',
    }),
  ),
});

export const UserIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '用户 id 需为正整数' }),
});

export const StatusQuery = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1)], {
    errorMessage: '状态 status 只能是 0（禁用）或 1（正常）',
  }),
});
