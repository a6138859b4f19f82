// Refreshes the cached user info every 5 minutes while the token is valid (seed §4, §9).
import { useEffect } from 'react';
import { isTokenExpired, readStoredToken } from '@modelsmith/shared/http';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';
import { selectToken } from './selectors';
import { fetchUserInfo } from './thunks';

export const USER_INFO_REFRESH_MS = 5 * 60 * 1000;

export function useUserInfoRefresh(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);

  useEffect(() => {
    if (isTokenExpired(token)) return undefined;
    const timer = setInterval(() => {
      // The token may expire between ticks; the route guard then ends the session.
      if (isTokenExpired(readStoredToken())) {
        clearInterval(timer);
        return;
      }
      void dispatch(fetchUserInfo());
    }, USER_INFO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch, token]);
}
