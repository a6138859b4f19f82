// Forgot password: reset it with an emailed RESET_PASSWORD code.
import { baseApi } from '@modelsmith/shared/api';

export interface PasswordReset {
  email: string;
  verificationCode: string;
  newPassword: string;
}

export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<null, PasswordReset>({
      query: (reset) => ({ url: '/users/password/reset', method: 'POST', data: reset }),
    }),
  }),
});

export const { useResetPasswordMutation } = passwordResetApi;
