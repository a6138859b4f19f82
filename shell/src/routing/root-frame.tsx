// The frame around every route: the HTTP layer's link to the router and messages, the session's
// start-up refresh and 5-minute refresh, then the guard.
import { useEffect } from 'react';
import { HttpBridge } from '@modelsmith/shared/providers';
import { fetchUserInfo, useUserInfoRefresh } from '@modelsmith/shared/session';
import { useAppDispatch } from '@modelsmith/shared/store';
import { RemoteLoadingBar } from '../federation/remote-loading-bar';
import { GuardedOutlet } from './guarded-outlet';

export function RootFrame() {
  const dispatch = useAppDispatch();
  useUserInfoRefresh();
  useEffect(() => {
    // The cached user may be days old: a valid session reads its user info once at start-up.
    void dispatch(fetchUserInfo());
  }, [dispatch]);

  return (
    <>
      <HttpBridge />
      <RemoteLoadingBar />
      <GuardedOutlet />
    </>
  );
}
