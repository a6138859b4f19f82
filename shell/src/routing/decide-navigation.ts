// The route guard of seed §2 as a pure decision, taken on every path change.
import { MSG_NO_PERMISSION, MSG_TOKEN_EXPIRED } from '@modelsmith/shared/http';
import { DEFAULT_AFTER_LOGIN, isAdminRole, loginRedirect, tokenStatus } from '@modelsmith/shared/session';
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
  /** End the session first: endSession('expired') shows the notice's warning itself. */
  endSession?: boolean;
  notice?: { level: 'warning' | 'error'; text: string };
}

export function decideNavigation({
  pathname,
  search,
  access,
  token,
  role,
  now,
}: NavigationInput): NavigationDecision {
  const status = tokenStatus(token, now);
  const expired = status === 'expired';
  const authenticated = status === 'valid';
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
