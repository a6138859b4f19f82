// Registration with an emailed REGISTER code (seed §7).
import { baseApi } from '@modelsmith/shared/api';

export interface Registration {
  username: string;
  password: string;
  email: string;
  verificationCode: string;
}

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerAccount: build.mutation<unknown, Registration>({
      query: (registration) => ({ url: '/users/register', method: 'POST', data: registration }),
    }),
  }),
});

export const { useRegisterAccountMutation } = registerApi;
