// Email verification codes (seed §7): send one, and ask how long until the next may be sent.
import { baseApi } from '@modelsmith/shared/api';

export type CodeType = 'REGISTER' | 'LOGIN' | 'RESET_PASSWORD';

export interface CodeTarget {
  email: string;
  type: CodeType;
}

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendVerificationCode: build.mutation<null, CodeTarget>({
      query: (target) => ({ url: '/verification/send', method: 'POST', data: target }),
    }),
    /** Seconds left before another code may be sent (0 = now). */
    checkCodeInterval: build.query<number, CodeTarget>({
      query: (target) => ({ url: '/verification/check-interval', params: { ...target } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSendVerificationCodeMutation, useCheckCodeIntervalQuery } = verificationApi;
