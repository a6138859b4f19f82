// THE way a session ends (seed §2, §4, §8): logout, an expired token (guard or request) and a 401.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@modelsmith/shared/api';
import { MSG_TOKEN_EXPIRED, MSG_UNAUTHORIZED, notify } from '@modelsmith/shared/http';
import type { RootState } from '@modelsmith/shared/store';
import { LOGIN_PATH, loginRedirect } from './redirect';
import { sessionEnded } from './slice';

export type SessionEndReason = 'logout' | 'expired' | 'unauthorized';

export interface EndSessionOptions {
  /** The text for 'unauthorized' (a body-code 401 shows the body's message); default 未授权，请重新登录. */
  message?: string;
  /** false when the caller navigates itself (the route guard renders its own redirect). */
  navigate?: boolean;
}

export type SessionNavigate = (to: string, options?: { replace?: boolean }) => void;

export const REDIRECT_GUARD_RESET_MS = 1000;

// Without a router, a plain location change is the only way to reach the login page.
let navigateTo: SessionNavigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

/** The router's navigation, registered by the HttpBridge of the shell or a standalone remote. */
export function configureSessionNavigation(navigate: SessionNavigate): void {
  navigateTo = navigate;
}

/** The login page, remembering where the user was (already on /login: nothing to come back to). */
function loginFromHere(): string {
  if (typeof window === 'undefined') return LOGIN_PATH;
  const { pathname, search } = window.location;
  return pathname === LOGIN_PATH ? LOGIN_PATH : loginRedirect(pathname, search);
}

let redirectSuppressed = false;

/**
 * Clears the token and every cached answer (the persistence listener then clears localStorage).
 * 'expired' and 'unauthorized' also show why and go to /login; within 1 s of the last such redirect
 * only the session is cleared, so parallel failing requests do not stack messages and navigations.
 * 'logout' goes to /login without a message.
 */
export function endSession(
  reason: SessionEndReason,
  { message, navigate = true }: EndSessionOptions = {},
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(sessionEnded());
    dispatch(baseApi.util.resetApiState());
    if (reason === 'logout') {
      if (navigate) navigateTo(LOGIN_PATH, { replace: true });
      return;
    }
    if (redirectSuppressed) return;
    redirectSuppressed = true;
    setTimeout(() => {
      redirectSuppressed = false;
    }, REDIRECT_GUARD_RESET_MS);
    if (reason === 'expired') notify.warning(MSG_TOKEN_EXPIRED);
    else notify.error(message ?? MSG_UNAUTHORIZED);
    if (navigate) navigateTo(loginFromHere());
  };
}
