// Request and response schemas of /api/v1/verification.
import { Type } from '@sinclair/typebox';
import { MSG_EMAIL_RULE } from '../../domain/user-rules';
import { VERIFICATION_TYPES } from '../../domain/verification';

export const EmailField = Type.String({ format: 'email', maxLength: 254, errorMessage: MSG_EMAIL_RULE });
export const VerificationTypeField = Type.Union(
  VERIFICATION_TYPES.map((t) => Type.Literal(t)),
  { errorMessage: '验证码类型 type 必须是 REGISTER、LOGIN 或 RESET_PASSWORD' },
);
export const VerificationCodeField = Type.String({
  pattern: '^\\d{6}$',
  errorMessage: '请输入 6 位数字验证码',
});

export const SendCodeBody = Type.Object({ email: EmailField, type: VerificationTypeField });
export const CheckIntervalQuery = Type.Object({ email: EmailField, type: VerificationTypeField });
