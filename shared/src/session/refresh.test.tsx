import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureHttp, http } from '@modelsmith/shared/http';
import {
  configureSessionNavigation,
  endSession,
  sessionStarted,
  USER_INFO_REFRESH_MS,
  userInfoRestored,
  useUserInfoRefresh,
} from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import { installAdapter, makeToken } from '@modelsmith/shared/testing';
import type { UserInfo } from '@modelsmith/shared/types';

const { sent } = installAdapter(http, () => ({
  status: 200,
  body: { code: 200, message: '', data: { id: 1 } },
}));
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
  store.dispatch(endSession('logout', { navigate: false }));
  localStorage.clear();
  sent.length = 0;
  configureHttp({ notify: { error: jest.fn(), warning: jest.fn() } });
  configureSessionNavigation(jest.fn());
});

afterEach(() => jest.useRealTimers());

/** A session as a page finds it: the token and the user info read at start-up. */
const signIn = (lifetimeSeconds: number) => {
  const token = makeToken({ sub: '1', exp: Date.now() / 1000 + lifetimeSeconds });
  store.dispatch(sessionStarted(token));
  store.dispatch(userInfoRestored({ id: 1 } as UserInfo));
};

test('the interval is 5 minutes', () => {
  expect(USER_INFO_REFRESH_MS).toBe(300000);
});

test('refreshes user info every 5 minutes while the token is valid', async () => {
  signIn(3600);
  renderHook(() => useUserInfoRefresh(), { wrapper });
  await act(async () => jest.advanceTimersByTime(USER_INFO_REFRESH_MS - 1));
  expect(sent).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(1));
  expect(sent.map((r) => r.url)).toEqual(['/users/info']);
  await act(async () => jest.advanceTimersByTime(USER_INFO_REFRESH_MS));
  expect(sent).toHaveLength(2);
});

test('stops once the token has expired', async () => {
  signIn(7 * 60);
  renderHook(() => useUserInfoRefresh(), { wrapper });
  await act(async () => jest.advanceTimersByTime(USER_INFO_REFRESH_MS));
  expect(sent).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(USER_INFO_REFRESH_MS * 3));
  expect(sent).toHaveLength(1);
});

test('does nothing without a session', async () => {
  renderHook(() => useUserInfoRefresh(), { wrapper });
  await act(async () => jest.advanceTimersByTime(USER_INFO_REFRESH_MS * 2));
  expect(sent).toHaveLength(0);
});
