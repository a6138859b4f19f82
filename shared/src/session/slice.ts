// The session slice: token and cached user info, mirrored from localStorage (seed §3, §4).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { readStoredToken, readStoredUser } from '@modelsmith/shared/http';
import { rootReducer } from '@modelsmith/shared/store';
import type { UserInfo } from '@modelsmith/shared/types';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** The last GET /users/info: pages show a loading or error state from it. */
  userInfoStatus: 'idle' | 'loading' | 'failed';
  userInfoError: string | null;
}

const slice = createSlice({
  name: 'session',
  // Lazy: read the persisted session when the store first builds this slice.
  initialState: (): SessionState => ({
    token: readStoredToken(),
    user: readStoredUser<UserInfo>(),
    userInfoStatus: 'idle',
    userInfoError: null,
  }),
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userInfoRequested(state) {
      state.userInfoStatus = 'loading';
      state.userInfoError = null;
    },
    userInfoReceived(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      state.userInfoStatus = 'idle';
    },
    userInfoFailed(state, action: PayloadAction<string>) {
      state.userInfoStatus = 'failed';
      state.userInfoError = action.payload;
    },
    sessionCleared(state) {
      state.token = null;
      state.user = null;
      state.userInfoStatus = 'idle';
      state.userInfoError = null;
    },
  },
});

declare module '@modelsmith/shared/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state is added by extension
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const sessionSlice = slice.injectInto(rootReducer);
export const { tokenReceived, userInfoRequested, userInfoReceived, userInfoFailed, sessionCleared } =
  slice.actions;
