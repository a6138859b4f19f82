// Session transitions (seed §4): login, email login, user info, profile update, logout.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { baseApi } from '@modelsmith/shared/api';
import {
  clearStoredSession,
  http,
  isTokenExpired,
  readStoredToken,
  request,
  withoutEmpty,
  writeStoredToken,
  writeStoredUser,
} from '@modelsmith/shared/http';
import type { AppDispatch, RootState } from '@modelsmith/shared/store';
import type { Membership, User, UserInfo } from '@modelsmith/shared/types';
import { sessionCleared, tokenReceived, userInfoFailed, userInfoReceived, userInfoRequested } from './slice';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

type UserInfoResponse = { user?: User; membership?: Membership | null } & Partial<User>;

/**
 * GET /users/info: the user part (or the whole data) plus membershipInfo from the membership part.
 * Only with a valid session: without one it does not run, so no caller re-checks the token first.
 */
export const fetchUserInfo = createAppThunk(
  'session/fetchUserInfo',
  async (_: void, { dispatch }) => {
    const tokenAtStart = readStoredToken();
    dispatch(userInfoRequested());
    let data: UserInfoResponse;
    try {
      data = await request<UserInfoResponse>({ url: '/users/info' });
    } catch (error) {
      dispatch(userInfoFailed(error instanceof Error ? error.message : '请求失败'));
      throw error;
    }
    const { user, membership, ...rest } = data;
    const info: UserInfo = { ...((user ?? rest) as User), membershipInfo: membership ?? null };
    // A logout or another login while the call was under way wins.
    if (readStoredToken() !== tokenAtStart) return null;
    writeStoredUser(info);
    dispatch(userInfoReceived(info));
    return info;
  },
  { condition: () => !isTokenExpired(readStoredToken()) },
);

async function startSession(token: string, dispatch: AppDispatch): Promise<UserInfo | null> {
  writeStoredToken(token);
  // A new session must not see the cached data of the previous one.
  dispatch(baseApi.util.resetApiState());
  dispatch(tokenReceived(token));
  return dispatch(fetchUserInfo()).unwrap();
}

export interface PasswordCredentials {
  username: string;
  password: string;
}

export const login = createAppThunk(
  'session/login',
  async (credentials: PasswordCredentials, { dispatch }) => {
    const { token } = await request<{ token: string }>({
      url: '/users/login',
      method: 'POST',
      data: credentials,
    });
    return startSession(token, dispatch);
  },
);

export interface EmailCredentials {
  email: string;
  verificationCode: string;
}

export const loginByEmail = createAppThunk(
  'session/loginByEmail',
  async (credentials: EmailCredentials, { dispatch }) => {
    const { token } = await request<{ token: string }>({
      url: '/users/login-by-email',
      method: 'POST',
      data: credentials,
    });
    return startSession(token, dispatch);
  },
);

export type ProfileFields = Partial<Pick<User, 'nickname' | 'phone' | 'bio'>>;

/** PUT /users/info with only the fields that are neither undefined nor null (seed §5). */
export const updateUserInfo = createAppThunk(
  'session/updateUserInfo',
  async (fields: ProfileFields, { dispatch }) => {
    await request({ url: '/users/info', method: 'PUT', data: withoutEmpty(fields) });
    return dispatch(fetchUserInfo()).unwrap();
  },
);

/** POST /users/logout; its failure is ignored and the local cleanup always happens (seed §7). */
export const logout = createAppThunk('session/logout', async (_: void, { dispatch }) => {
  if (!isTokenExpired(readStoredToken())) {
    try {
      await http.post('/users/logout', undefined, { silent: true });
    } catch {
      // The server may be down or the token already revoked: the user still leaves.
    }
  }
  clearStoredSession();
  dispatch(sessionCleared());
});
