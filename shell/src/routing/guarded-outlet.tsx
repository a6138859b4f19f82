// Runs the guard on every path change: ends an expired session, shows the guard's message and
// redirects before anything of the wanted route (or its remote) is rendered or fetched.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { endSession, notify } from '@modelsmith/shared/http';
import { selectRole, selectToken } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import { decideNavigation } from './decide-navigation';
import type { Access } from './route-table';

export interface RouteHandle {
  access: Access;
}

const accessOf = (handle: unknown): Access | null =>
  typeof handle === 'object' && handle !== null && 'access' in handle ? (handle as RouteHandle).access : null;

export function GuardedOutlet() {
  const location = useLocation();
  const matches = useMatches();
  const token = useAppSelector(selectToken);
  const role = useAppSelector(selectRole);
  const access =
    matches.map((match) => accessOf(match.handle)).findLast((value) => value !== null) ?? 'public';
  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    access,
    token,
    role,
  });

  const ending = decision.endSession ?? false;
  const noticeLevel = decision.notice?.level;
  const noticeText = decision.notice?.text;
  // Once per path change: location.key changes with every navigation, even to the same path.
  useEffect(() => {
    if (ending) endSession();
    if (noticeLevel && noticeText) notify[noticeLevel](noticeText);
  }, [location.key, ending, noticeLevel, noticeText]);

  if (decision.redirect) return <Navigate to={decision.redirect} replace />;
  return <Outlet />;
}
