// Session selectors: the status of the token, and the user info from the RTK Query cache.
import type { RootState } from '@modelsmith/shared/store';
import type { Membership, Role, UserInfo } from '@modelsmith/shared/types';
import { roleOfToken, tokenStatus, type SessionStatus } from './token';
import { userInfoApi } from './user-info-api';

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role === 'ADMIN' || role === 'SUPER_ADMIN';

export const selectToken = (state: RootState): string | null => state.session.token;

/** THE question every caller asks: anonymous, valid or expired (now, unless told otherwise). */
export const selectSessionStatus = (state: RootState, now = Date.now()): SessionStatus =>
  tokenStatus(selectToken(state), now);

/** The token to send, or null without a valid session. */
export const selectValidToken = (state: RootState): string | null =>
  selectSessionStatus(state) === 'valid' ? selectToken(state) : null;

/** A session is valid while its token is present and unexpired (seed §6). */
export const selectIsAuthenticated = (state: RootState): boolean => selectSessionStatus(state) === 'valid';

const selectUserInfoEntry = userInfoApi.endpoints.getUserInfo.select();

export const selectUser = (state: RootState): UserInfo | null => selectUserInfoEntry(state).data ?? null;
export const selectMembership = (state: RootState): Membership | null =>
  selectUser(state)?.membershipInfo ?? null;
/** The role falls back to the token's claim while user info is not loaded yet. */
export const selectRole = (state: RootState): Role | null =>
  selectUser(state)?.role ?? roleOfToken(selectToken(state));
export const selectIsAdmin = (state: RootState): boolean =>
  selectIsAuthenticated(state) && isAdminRole(selectRole(state));

/** The last GET /users/info: pages show a loading or error state from it. */
export const selectUserInfoStatus = (state: RootState): 'idle' | 'loading' | 'failed' => {
  const { status } = selectUserInfoEntry(state);
  return status === 'pending' ? 'loading' : status === 'rejected' ? 'failed' : 'idle';
};
export const selectUserInfoError = (state: RootState): string | null => {
  const entry = selectUserInfoEntry(state);
  return entry.status === 'rejected' ? (entry.error?.message ?? null) : null;
};
