// Session transitions (seed §4): login, email login, user info, profile update, logout.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { baseApi } from '@modelsmith/shared/api';
import { http, request, withoutEmpty } from '@modelsmith/shared/http';
import type { AppDispatch, RootState } from '@modelsmith/shared/store';
import type { User, UserInfo } from '@modelsmith/shared/types';
import { endSession } from './end-session';
import { selectIsAuthenticated } from './selectors';
import { sessionStarted } from './slice';
import { userInfoApi } from './user-info-api';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/**
 * GET /users/info into the cache, even when a cached copy exists (start-up, after a profile change).
 * Only with a valid session: without one it does not run, so no caller re-checks the token first.
 * An answer that arrives after the session ended is dropped by the cache reset of endSession.
 */
export const fetchUserInfo = createAppThunk(
  'session/fetchUserInfo',
  (_: void, { dispatch }): Promise<UserInfo> =>
    dispatch(
      userInfoApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
    ).unwrap(),
  { condition: (_, { getState }) => selectIsAuthenticated(getState()) },
);

async function startSession(token: string, dispatch: AppDispatch): Promise<UserInfo> {
  // A new session must not see the cached data of the previous one.
  dispatch(baseApi.util.resetApiState());
  dispatch(sessionStarted(token));
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

/** PUT /users/info with only the fields that are neither undefined nor null (seed §5), then re-read it. */
export const updateUserInfo = createAppThunk(
  'session/updateUserInfo',
  async (fields: ProfileFields, { dispatch }) => {
    await request({ url: '/users/info', method: 'PUT', data: withoutEmpty(fields) });
    return dispatch(fetchUserInfo()).unwrap();
  },
);

/** POST /users/logout; its failure is ignored and the session ends anyway (seed §7). */
export const logout = createAppThunk('session/logout', async (_: void, { dispatch, getState }) => {
  if (selectIsAuthenticated(getState())) {
    try {
      await http.post('/users/logout', undefined, { silent: true });
    } catch {
      // The server may be down or the token already revoked: the user still leaves.
    }
  }
  dispatch(endSession('logout'));
});
