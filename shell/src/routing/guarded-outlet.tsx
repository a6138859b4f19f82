// Runs the guard on every path change: ends an expired session, shows the guard's message and
// redirects before anything of the wanted route (or its remote) is rendered or fetched.
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { notify } from '@modelsmith/shared/http';
import { endSession, selectRole, selectToken } from '@modelsmith/shared/session';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';
import { decideNavigation } from './decide-navigation';
import type { Access } from './route-table';

export interface RouteHandle {
  access: Access;
}

const accessOf = (handle: unknown): Access | null =>
  typeof handle === 'object' && handle !== null && 'access' in handle ? (handle as RouteHandle).access : null;

/**
 * Decides on every navigation, and when the session changes on a route that is not a guest route (a
 * logout, a 401 or an expired token must leave a login-required page). On / and /login a new session
 * is followed by the login page's own navigation: deciding on it as well would race that navigation
 * (the guard's /dashboard arriving after the user already moved on).
 */
export function GuardedOutlet() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const matches = useMatches();
  const token = useAppSelector(selectToken);
  const role = useAppSelector(selectRole);
  const access =
    matches.map((match) => accessOf(match.handle)).findLast((value) => value !== null) ?? 'public';
  // The location object is new for every navigation (its key is not: entries pushed outside the router
  // all have the key "default").
  const decide = (serial: number) => ({
    serial,
    location,
    token,
    decision: decideNavigation({ pathname: location.pathname, search: location.search, access, token, role }),
  });
  const [guard, setGuard] = useState(() => decide(0));
  let current = guard;
  if (guard.location !== location || (guard.token !== token && access !== 'guest')) {
    current = decide(guard.serial + 1);
    setGuard(current);
  }
  const { decision } = current;

  const ending = decision.endSession ?? false;
  const noticeLevel = decision.notice?.level;
  const noticeText = decision.notice?.text;
  useEffect(() => {
    // The session's own end shows 登录已过期，请重新登录; the guard renders the redirect itself.
    if (ending) dispatch(endSession('expired', { navigate: false }));
    else if (noticeLevel && noticeText) notify[noticeLevel](noticeText);
  }, [dispatch, current.location, ending, noticeLevel, noticeText]);

  // Each decision mounts its own Navigate. React may render two path changes at once (the one the last
  // redirect made and the user's next one): a Navigate left on screen with the same target would not
  // navigate again.
  if (decision.redirect) return <Navigate key={current.serial} to={decision.redirect} replace />;
  return <Outlet />;
}
