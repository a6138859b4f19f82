// @modelsmith/shared/session: the persisted session (token + user info) of the one store.
import { onSessionEnd } from '@modelsmith/shared/http';
import { store } from '@modelsmith/shared/store';
import { sessionCleared } from './slice';

// A 401 or an expired token seen by the HTTP layer clears the store's session too.
onSessionEnd(() => store.dispatch(sessionCleared()));

export {
  sessionSlice,
  sessionCleared,
  tokenReceived,
  userInfoFailed,
  userInfoReceived,
  userInfoRequested,
  type SessionState,
} from './slice';
export * from './selectors';
export * from './thunks';
export { useUserInfoRefresh, USER_INFO_REFRESH_MS } from './refresh';
export { TOKEN_KEY, USER_KEY, isTokenExpired } from '@modelsmith/shared/http';
