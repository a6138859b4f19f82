// Admin user calls of seed §7, injected into the one RTK Query api.
import { baseApi } from '@modelsmith/shared/api';
import type { Page, User, UserStatus } from '@modelsmith/shared/types';

export interface UserPageQuery {
  current: number;
  size: number;
  username?: string;
  email?: string;
  status?: UserStatus;
}

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userPage: build.query<Page<User>, UserPageQuery>({
      query: (params) => ({ url: '/users/page', params: { ...params } }),
      providesTags: ['AdminUser'],
    }),
    setUserStatus: build.mutation<User, { id: number; status: UserStatus }>({
      query: ({ id, status }) => ({ url: `/users/${id}/status`, method: 'PUT', params: { status } }),
      invalidatesTags: ['AdminUser'],
    }),
  }),
});

export const { useUserPageQuery, useSetUserStatusMutation } = adminUsersApi;
