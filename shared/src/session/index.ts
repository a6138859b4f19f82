// @modelsmith/shared/session: the one owner of the session. Its state (the token) lives in the one
// store, which reads it back from localStorage when created and persists it by one listener
// (persistence.ts); the user info is server data (user-info-api.ts); every end goes through endSession.
export { sessionSlice, sessionStarted, type SessionState } from './slice';
export {
  decodeToken,
  isTokenExpired,
  roleOfToken,
  tokenExpiresAt,
  tokenStatus,
  type SessionStatus,
  type TokenClaims,
} from './token';
export * from './selectors';
export * from './thunks';
export {
  configureSessionNavigation,
  endSession,
  REDIRECT_GUARD_RESET_MS,
  type EndSessionOptions,
  type SessionEndReason,
  type SessionNavigate,
} from './end-session';
export { DEFAULT_AFTER_LOGIN, LOGIN_PATH, loginRedirect, readRedirect } from './redirect';
export {
  persistSession,
  readPersistedSession,
  TOKEN_KEY,
  USER_KEY,
  type PersistedSession,
} from './persistence';
export { sessionForHttp } from './http-session';
export { toUserInfo, userInfoApi, userInfoRestored } from './user-info-api';
export { useUserInfoRefresh, USER_INFO_REFRESH_MS } from './refresh';
