// Refreshes the cached user info every 5 minutes while the token is valid (seed §4, §9).
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
// Relative: the store is composed from the session, so the session cannot import the store's entry.
import { useAppSelector } from '../store/hooks';
import { selectToken } from './selectors';
import { tokenExpiresAt, tokenStatus } from './token';
import { userInfoApi } from './user-info-api';

export const USER_INFO_REFRESH_MS = 5 * 60 * 1000;

// setTimeout's longest delay (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether the session's token is valid, turning false by itself the moment it expires. */
function useTokenValid(): boolean {
  const token = useAppSelector(selectToken);
  const [tick, expired] = useState(0);
  const valid = tokenStatus(token) === 'valid';
  // `tick` re-arms a timer that was clamped to setTimeout's longest delay.
  useEffect(() => {
    const expiresAt = tokenExpiresAt(token);
    if (!valid || expiresAt === null) return undefined;
    const timer = setTimeout(
      () => expired((count) => count + 1),
      Math.min(expiresAt - Date.now() + 1, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [token, valid, tick]);
  return valid;
}

/** Subscribes to GET /users/info with 5-minute polling; an expired token stops it (the guard then ends it). */
export function useUserInfoRefresh(): void {
  const valid = useTokenValid();
  userInfoApi.useGetUserInfoQuery(valid ? undefined : skipToken, { pollingInterval: USER_INFO_REFRESH_MS });
}
