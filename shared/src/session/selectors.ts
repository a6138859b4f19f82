// Session selectors; the role falls back to the token's claim while user info is not loaded yet.
import { jwtDecode } from 'jwt-decode';
import { isTokenExpired } from '@modelsmith/shared/http';
import type { RootState } from '@modelsmith/shared/store';
import type { Membership, Role, UserInfo } from '@modelsmith/shared/types';
import { sessionSlice } from './slice';

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role === 'ADMIN' || role === 'SUPER_ADMIN';

function roleOfToken(token: string | null): Role | null {
  if (!token) return null;
  try {
    return jwtDecode<{ role?: Role }>(token).role ?? null;
  } catch {
    return null;
  }
}

export const selectSession = (state: RootState) => sessionSlice.selectSlice(state);
export const selectToken = (state: RootState): string | null => selectSession(state).token;
export const selectUser = (state: RootState): UserInfo | null => selectSession(state).user;
export const selectMembership = (state: RootState): Membership | null =>
  selectSession(state).user?.membershipInfo ?? null;
export const selectRole = (state: RootState): Role | null =>
  selectSession(state).user?.role ?? roleOfToken(selectSession(state).token);
/** A session is valid while its token is present and unexpired (seed §6). */
export const selectIsAuthenticated = (state: RootState): boolean => !isTokenExpired(selectToken(state));
export const selectIsAdmin = (state: RootState): boolean =>
  selectIsAuthenticated(state) && isAdminRole(selectRole(state));
export const selectUserInfoStatus = (state: RootState) => selectSession(state).userInfoStatus;
export const selectUserInfoError = (state: RootState) => selectSession(state).userInfoError;
