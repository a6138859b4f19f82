// Profile calls of seed §7 that are not session transitions: password change and avatar upload.
import { baseApi } from '@modelsmith/shared/api';
import { request } from '@modelsmith/shared/http';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, PasswordChange>({
      query: (change) => ({ url: '/users/password', method: 'PUT', data: change }),
    }),
  }),
});

export const { useChangePasswordMutation } = profileApi;

/**
 * POST /users/avatar (multipart `file`). A plain call rather than an endpoint: the File and the
 * progress callback are not serializable, and the result lands in the store via fetchUserInfo.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return request<{ url: string }>({
    url: '/users/avatar',
    method: 'POST',
    data: { file },
    encoding: 'multipart',
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
}
