// Request schemas of /api/v1/verification (seed §5).
import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_RULE, VERIFICATION_CODE_RULE, VERIFICATION_TYPES } from './rules';

export const EmailField = Type.String({
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  errorMessage: EMAIL_RULE.message,
});
export const VerificationTypeField = Type.Union(
  VERIFICATION_TYPES.map((type) => Type.Literal(type)),
  { errorMessage: '验证码类型 type 必须是 REGISTER、LOGIN 或 RESET_PASSWORD' },
);
export const VerificationCodeField = Type.String({
  pattern: VERIFICATION_CODE_RULE.source,
  errorMessage: VERIFICATION_CODE_RULE.message,
});

export const SendCodeBody = Type.Object({ email: EmailField, type: VerificationTypeField });
export type SendCodeBody = Static<typeof SendCodeBody>;
export const CheckIntervalQuery = Type.Object({ email: EmailField, type: VerificationTypeField });
export type CheckIntervalQuery = Static<typeof CheckIntervalQuery>;
