import { configureHttp, http } from '@modelsmith/shared/http';
import {
  configureSessionNavigation,
  endSession,
  logout,
  selectSessionStatus,
  selectToken,
  selectUser,
  sessionForHttp,
  sessionStarted,
  userInfoRestored,
} from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import { expiredToken, installAdapter, validToken, type StubRoute } from '@modelsmith/shared/testing';
import type { UserInfo } from '@modelsmith/shared/types';

const notify = { error: jest.fn(), warning: jest.fn() };
const navigate = jest.fn();
let reply: StubRoute;
const { sent } = installAdapter(http, (req) => reply(req));
const user = { id: 7, username: 'demo', role: 'USER' } as UserInfo;

beforeEach(() => {
  jest.useFakeTimers();
  store.dispatch(endSession('logout', { navigate: false }));
  localStorage.clear();
  sent.length = 0;
  jest.clearAllMocks();
  configureHttp({ notify, session: sessionForHttp(store) });
  configureSessionNavigation(navigate);
  reply = () => ({ status: 200, body: { code: 200, message: '成功', data: null } });
  window.history.replaceState(null, '', '/projects/3?tab=files');
  store.dispatch(sessionStarted(validToken()));
  store.dispatch(userInfoRestored(user));
});

afterEach(() => {
  // Lets the 1 s redirect guard reset between tests.
  jest.advanceTimersByTime(1000);
  jest.useRealTimers();
});

const expectEnded = () => {
  expect(selectToken(store.getState())).toBeNull();
  expect(selectUser(store.getState())).toBeNull();
  expect(selectSessionStatus(store.getState())).toBe('anonymous');
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('userInfo')).toBeNull();
};

test('logout: clears token and user, no message, straight to /login', () => {
  store.dispatch(endSession('logout'));
  expectEnded();
  expect(notify.warning).not.toHaveBeenCalled();
  expect(notify.error).not.toHaveBeenCalled();
  expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
});

test('expired: warns 登录已过期，请重新登录 and goes to /login remembering the page', () => {
  store.dispatch(endSession('expired'));
  expectEnded();
  expect(notify.warning).toHaveBeenCalledWith('登录已过期，请重新登录');
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprojects%2F3%3Ftab%3Dfiles');
});

test('unauthorized: shows 未授权，请重新登录 unless given the answer’s own message', () => {
  store.dispatch(endSession('unauthorized'));
  expect(notify.error).toHaveBeenCalledWith('未授权，请重新登录');
  jest.advanceTimersByTime(1000);
  store.dispatch(endSession('unauthorized', { message: '登录状态已失效' }));
  expect(notify.error).toHaveBeenLastCalledWith('登录状态已失效');
  expectEnded();
});

test('the guard ends an expired session without navigating: it renders its own redirect', () => {
  store.dispatch(endSession('expired', { navigate: false }));
  expectEnded();
  expect(notify.warning).toHaveBeenCalledWith('登录已过期，请重新登录');
  expect(navigate).not.toHaveBeenCalled();
});

test('within 1 s of an expiry or 401 redirect, further ends only clear the session', () => {
  store.dispatch(endSession('unauthorized'));
  store.dispatch(sessionStarted(validToken()));
  store.dispatch(endSession('expired'));
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(notify.warning).not.toHaveBeenCalled();
  expect(selectToken(store.getState())).toBeNull();
});

test('a 401 answer reaches endSession: session, cache and storage are cleared, /login follows', async () => {
  reply = () => ({ status: 401 });
  await expect(http.get('/projects')).rejects.toMatchObject({ message: '未授权，请重新登录' });
  expectEnded();
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprojects%2F3%3Ftab%3Dfiles');
});

test('an expired token before a request reaches endSession once and sends nothing', async () => {
  store.dispatch(sessionStarted(expiredToken()));
  expect(selectSessionStatus(store.getState())).toBe('expired');
  await expect(http.get('/projects')).rejects.toMatchObject({ message: '登录已过期，请重新登录' });
  expectEnded();
  expect(sent).toHaveLength(0);
  expect(notify.warning).toHaveBeenCalledTimes(1);
});

test('the logout thunk tells the server, then ends the session the same way', async () => {
  await store.dispatch(logout());
  expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /users/logout']);
  expectEnded();
  expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
});

test('selectSessionStatus answers anonymous, valid and expired', () => {
  const now = Date.UTC(2026, 0, 1);
  store.dispatch(endSession('logout', { navigate: false }));
  expect(selectSessionStatus(store.getState(), now)).toBe('anonymous');
  store.dispatch(sessionStarted(validToken({}, now)));
  expect(selectSessionStatus(store.getState(), now)).toBe('valid');
  expect(selectSessionStatus(store.getState(), now + 3601 * 1000)).toBe('expired');
  store.dispatch(sessionStarted('not-a-jwt'));
  expect(selectSessionStatus(store.getState(), now)).toBe('expired');
});
