// The route guard of seed §2 as a pure decision, taken on every path change.
import {
  DEFAULT_AFTER_LOGIN,
  LOGIN_PATH,
  MSG_NO_PERMISSION,
  MSG_TOKEN_EXPIRED,
} from '@modelsmith/shared/http';
import { isAdminRole, isTokenExpired } from '@modelsmith/shared/session';
import type { Role } from '@modelsmith/shared/types';
import type { Access } from './route-table';

export interface NavigationInput {
  /** The wanted path and query, e.g. `/projects?tab=mine`. */
  pathname: string;
  search: string;
  access: Access;
  token: string | null;
  role: Role | null;
  now?: number;
}

export interface NavigationDecision {
  /** Where to go instead; absent = render the route. */
  redirect?: string;
  /** End the session (token and cached user) first. */
  endSession?: boolean;
  notice?: { level: 'warning' | 'error'; text: string };
}

/** The path as the user typed it (商城, not %E5%95%86%E5%9F%8E); decodeURI keeps escaped & = ? # intact. */
function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** `/login?redirect=<full wanted path>`, or plain /dashboard as the target when /login itself was wanted. */
export function loginRedirect(pathname: string, search: string): string {
  const wanted = pathname === LOGIN_PATH ? DEFAULT_AFTER_LOGIN : readable(pathname + search);
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

export function decideNavigation({
  pathname,
  search,
  access,
  token,
  role,
  now,
}: NavigationInput): NavigationDecision {
  const expired = token !== null && isTokenExpired(token, now);
  const authenticated = token !== null && !expired;
  const ending: Pick<NavigationDecision, 'endSession' | 'notice'> = expired
    ? { endSession: true, notice: { level: 'warning', text: MSG_TOKEN_EXPIRED } }
    : {};

  if (access === 'guest') return authenticated ? { redirect: DEFAULT_AFTER_LOGIN } : ending;
  if (access === 'public') return ending;
  if (!authenticated) return { ...ending, redirect: loginRedirect(pathname, search) };
  if (access === 'admin' && !isAdminRole(role)) {
    return { redirect: DEFAULT_AFTER_LOGIN, notice: { level: 'error', text: MSG_NO_PERMISSION } };
  }
  return {};
}
