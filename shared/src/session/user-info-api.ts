// GET /users/info as server data (seed §3, §4): the user part, or the whole data, plus membershipInfo.
import { baseApi } from '@modelsmith/shared/api';
import type { Membership, User, UserInfo } from '@modelsmith/shared/types';

type UserInfoResponse = { user?: User; membership?: Membership | null } & Partial<User>;

export function toUserInfo({ user, membership, ...rest }: UserInfoResponse): UserInfo {
  return { ...((user ?? rest) as User), membershipInfo: membership ?? null };
}

export const userInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      query: () => ({ url: '/users/info' }),
      transformResponse: (data: UserInfoResponse) => toUserInfo(data),
      // Kept for the whole session (endSession resets the cache), also while no page subscribes.
      keepUnusedDataFor: Infinity,
      providesTags: ['User'],
    }),
  }),
});

/** Puts a user into the cache without a call: the cached copy read back at store creation. */
export const userInfoRestored = (user: UserInfo) =>
  userInfoApi.util.upsertQueryEntries([{ endpointName: 'getUserInfo', arg: undefined, value: user }]);
