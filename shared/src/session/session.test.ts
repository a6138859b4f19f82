import { configureHttp, http } from '@modelsmith/shared/http';
import {
  configureSessionNavigation,
  endSession,
  fetchUserInfo,
  isTokenExpired,
  login,
  loginByEmail,
  logout,
  selectIsAdmin,
  selectIsAuthenticated,
  selectMembership,
  selectToken,
  selectUser,
  selectUserInfoError,
  selectUserInfoStatus,
  sessionStarted,
  updateUserInfo,
} from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import {
  expiredToken,
  installAdapter,
  makeToken,
  validToken,
  type StubRoute,
} from '@modelsmith/shared/testing';

const notify = { error: jest.fn(), warning: jest.fn() };
const navigate = jest.fn();
let reply: StubRoute;
const { sent } = installAdapter(http, (req) => reply(req));
const ok = (data: unknown = null) => ({ status: 200, body: { code: 200, message: '成功', data } });

const token = validToken({ role: 'ADMIN' });
const user = {
  id: 7,
  username: 'demo',
  email: 'demo@example.com',
  nickname: '演示',
  avatarUrl: null,
  phone: null,
  bio: null,
  role: 'ADMIN',
  status: 1,
  balance: 1234,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const membership = {
  level: 1,
  name: '专业版',
  expiresAt: '2027-01-01T00:00:00.000Z',
  limits: { projects: 50, entitiesPerProject: 200, ownTemplates: 100, premiumTemplates: true },
};

/** A server that logs in and answers user info with user and membership parts. */
const server: StubRoute = (req) => {
  if (req.url === '/users/login' || req.url === '/users/login-by-email') return ok({ token });
  if (req.url === '/users/info') return ok({ user, membership });
  return ok();
};

beforeEach(() => {
  store.dispatch(endSession('logout', { navigate: false }));
  localStorage.clear();
  sent.length = 0;
  jest.clearAllMocks();
  configureHttp({ notify });
  configureSessionNavigation(navigate);
  reply = server;
});

test('isTokenExpired: absent, undecodable, expired and valid tokens', () => {
  const now = Date.UTC(2026, 0, 1);
  expect(isTokenExpired(null)).toBe(true);
  expect(isTokenExpired('')).toBe(true);
  expect(isTokenExpired('abc.def')).toBe(true);
  expect(isTokenExpired(makeToken({ exp: now / 1000 - 1 }), now)).toBe(true);
  expect(isTokenExpired(makeToken({ exp: now / 1000 }), now)).toBe(false);
  expect(isTokenExpired(makeToken({ exp: now / 1000 + 60 }), now)).toBe(false);
});

test('login stores the token, then fetches and caches user info with membershipInfo', async () => {
  const info = await store.dispatch(login({ username: 'demo', password: 'secret123' })).unwrap();

  expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /users/login', 'GET /users/info']);
  expect(String(sent[0].data)).toBe('username=demo&password=secret123');
  expect(sent[1].headers.get('Authorization')).toBe(`Bearer ${token}`);
  expect(info).toEqual({ ...user, membershipInfo: membership });
  expect(localStorage.getItem('token')).toBe(token);
  expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ ...user, membershipInfo: membership });

  const state = store.getState();
  expect(selectToken(state)).toBe(token);
  expect(selectUser(state)?.nickname).toBe('演示');
  expect(selectMembership(state)).toEqual(membership);
  expect(selectIsAuthenticated(state)).toBe(true);
  expect(selectIsAdmin(state)).toBe(true);
});

test('email login posts email and verificationCode form-encoded', async () => {
  await store.dispatch(loginByEmail({ email: 'demo@example.com', verificationCode: '123456' })).unwrap();
  expect(sent[0].url).toBe('/users/login-by-email');
  expect(String(sent[0].data)).toBe('email=demo%40example.com&verificationCode=123456');
  expect(selectToken(store.getState())).toBe(token);
});

test('a failed login keeps the user anonymous', async () => {
  reply = () => ({ status: 400, body: { code: 400, message: '用户名或密码错误', data: null } });
  await expect(store.dispatch(login({ username: 'demo', password: 'bad' })).unwrap()).rejects.toMatchObject({
    message: '用户名或密码错误',
  });
  expect(localStorage.getItem('token')).toBeNull();
  expect(selectIsAuthenticated(store.getState())).toBe(false);
});

test('user info without a user part uses the whole data as the user', async () => {
  store.dispatch(sessionStarted(token));
  reply = () => ok({ ...user, nickname: '整体' });
  const info = await store.dispatch(fetchUserInfo()).unwrap();
  expect(info).toEqual({ ...user, nickname: '整体', membershipInfo: null });
  expect(selectMembership(store.getState())).toBeNull();
});

test('updating user info sends only fields that are neither undefined nor null', async () => {
  store.dispatch(sessionStarted(token));
  await store.dispatch(updateUserInfo({ nickname: '新昵称', phone: null, bio: undefined })).unwrap();
  expect(sent[0].method).toBe('PUT');
  expect(sent[0].url).toBe('/users/info');
  expect(String(sent[0].data)).toBe('nickname=%E6%96%B0%E6%98%B5%E7%A7%B0');
  expect(sent[1].url).toBe('/users/info');
});

test('logout ignores a server failure and still clears token and user', async () => {
  await store.dispatch(login({ username: 'demo', password: 'secret123' })).unwrap();
  reply = () => ({ status: 500 });
  await store.dispatch(logout()).unwrap();
  expect(sent.at(-1)?.url).toBe('/users/logout');
  expect(notify.error).not.toHaveBeenCalled();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('userInfo')).toBeNull();
  expect(selectUser(store.getState())).toBeNull();
  expect(selectIsAuthenticated(store.getState())).toBe(false);
});

test('logout with an expired token skips the server and cleans up locally', async () => {
  store.dispatch(sessionStarted(expiredToken()));
  expect(localStorage.getItem('token')).not.toBeNull();
  await store.dispatch(logout()).unwrap();
  expect(sent).toHaveLength(0);
  expect(notify.warning).not.toHaveBeenCalled();
  expect(localStorage.getItem('token')).toBeNull();
});

test('a 401 answer clears the store session too', async () => {
  await store.dispatch(login({ username: 'demo', password: 'secret123' })).unwrap();
  reply = () => ({ status: 401 });
  await expect(http.get('/projects')).rejects.toMatchObject({ message: '未授权，请重新登录' });
  expect(selectToken(store.getState())).toBeNull();
  expect(selectUser(store.getState())).toBeNull();
});

test('a user-info answer that arrives after logout is dropped', async () => {
  store.dispatch(sessionStarted(token));
  let answer: (value: ReturnType<typeof ok>) => void = () => {};
  reply = (req) => (req.url === '/users/info' ? new Promise((resolve) => (answer = resolve)) : ok());
  const pending = store.dispatch(fetchUserInfo());
  await new Promise((resolve) => setTimeout(resolve, 0));
  await store.dispatch(logout());
  answer(ok({ user, membership }));
  await pending;
  expect(localStorage.getItem('userInfo')).toBeNull();
  expect(selectUser(store.getState())).toBeNull();
});

test('selectIsAdmin is false for USER and for an expired admin token', () => {
  store.dispatch(sessionStarted(validToken({ role: 'USER' })));
  expect(selectIsAdmin(store.getState())).toBe(false);
  store.dispatch(sessionStarted(expiredToken({ role: 'SUPER_ADMIN' })));
  expect(selectIsAdmin(store.getState())).toBe(false);
  store.dispatch(sessionStarted(validToken({ role: 'SUPER_ADMIN' })));
  expect(selectIsAdmin(store.getState())).toBe(true);
});

test('a failed user-info call is kept as the session error, a later success clears it', async () => {
  store.dispatch(sessionStarted(token));
  reply = () => ({ status: 500 });
  await expect(store.dispatch(fetchUserInfo()).unwrap()).rejects.toMatchObject({ message: '服务器错误' });
  expect(selectUserInfoStatus(store.getState())).toBe('failed');
  expect(selectUserInfoError(store.getState())).toBe('服务器错误');
  reply = server;
  await store.dispatch(fetchUserInfo()).unwrap();
  expect(selectUserInfoStatus(store.getState())).toBe('idle');
  expect(selectUser(store.getState())?.username).toBe('demo');
});
