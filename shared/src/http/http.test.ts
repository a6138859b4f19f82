import { ApiError, configureHttp, http, request } from '@modelsmith/shared/http';
import {
  configureSessionNavigation,
  endSession,
  sessionForHttp,
  sessionStarted,
  userInfoRestored,
} from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import type { UserInfo } from '@modelsmith/shared/types';
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

beforeEach(() => {
  jest.useFakeTimers();
  store.dispatch(endSession('logout', { navigate: false }));
  localStorage.clear();
  sent.length = 0;
  notify.error.mockReset();
  notify.warning.mockReset();
  navigate.mockReset();
  configureHttp({ notify, session: sessionForHttp(store) });
  configureSessionNavigation(navigate);
  reply = () => ok();
  window.history.replaceState(null, '', '/projects?page=2');
});

afterEach(() => {
  // Lets the 1 s redirect guard reset between tests.
  jest.advanceTimersByTime(1000);
  jest.useRealTimers();
});

/** A login: the session holds the token (the HTTP layer asks it, never localStorage). */
const signIn = (token = validToken()) => store.dispatch(sessionStarted(token));

/** The rejection of a call (fails the test if it resolved). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call resolved');
}

describe('request basics (seed §7, §9)', () => {
  test('calls /api/v1 paths with a 15000 ms timeout and a Bearer token', async () => {
    const token = validToken();
    signIn(token);
    await http.get('/users/info');
    expect(sent[0].config.baseURL).toBe('/api/v1');
    expect(sent[0].url).toBe('/users/info');
    expect(sent[0].config.timeout).toBe(15000);
    expect(sent[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  test('accepts a path that already starts with /api/v1', async () => {
    signIn();
    await http.get('/api/v1/users/membership');
    expect(sent[0].url).toBe('/users/membership');
  });

  test('form-encodes bodies by default and leaves out empty fields', async () => {
    signIn();
    await http.put('/users/info', { nickname: '小明', phone: null, bio: undefined });
    expect(sent[0].headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(sent[0].data)).toBe('nickname=%E5%B0%8F%E6%98%8E');
  });

  test('sends JSON when asked', async () => {
    signIn();
    await http.post('/projects', { name: '商城', tags: ['a'] }, { encoding: 'json' });
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent[0].data))).toEqual({ name: '商城', tags: ['a'] });
  });

  test('sends multipart when asked, keeping the file', async () => {
    signIn();
    const file = new File(['png'], 'avatar.png', { type: 'image/png' });
    await http.post('/users/avatar', { file }, { encoding: 'multipart' });
    expect(sent[0].data).toBeInstanceOf(FormData);
    expect((sent[0].data as FormData).get('file')).toBeInstanceOf(File);
  });

  test('request() resolves with the envelope data', async () => {
    signIn();
    reply = () => ok({ url: '/files/a.png' });
    await expect(request({ url: '/users/avatar', method: 'POST' })).resolves.toEqual({ url: '/files/a.png' });
  });
});

describe('token expiry before every request (seed §4, §5, §8)', () => {
  const expectExpiredRule = async () => {
    const port = sessionForHttp(store);
    const ended = jest.spyOn(port, 'end');
    configureHttp({ session: port });
    store.dispatch(userInfoRestored({ id: 1 } as UserInfo));
    expect(localStorage.getItem('userInfo')).toBe('{"id":1}');
    const error = await failureOf(http.get('/users/info'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('登录已过期，请重新登录');
    expect(notify.warning).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprojects%3Fpage%3D2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('expired', '登录已过期，请重新登录');
    expect(sent).toHaveLength(0);
  };

  test('an absent token counts as expired', expectExpiredRule);

  test('an undecodable token counts as expired', async () => {
    signIn('not-a-jwt');
    await expectExpiredRule();
  });

  test('a token without exp counts as expired', async () => {
    signIn(makeToken({ sub: '1' }));
    await expectExpiredRule();
  });

  test('a token whose exp is in the past is expired', async () => {
    signIn(expiredToken());
    await expectExpiredRule();
  });

  test('a valid token goes through', async () => {
    signIn(validToken());
    await http.get('/users/info');
    expect(sent).toHaveLength(1);
    expect(notify.warning).not.toHaveBeenCalled();
  });

  test('on /login the redirect carries no redirect query', async () => {
    window.history.replaceState(null, '', '/login');
    await failureOf(http.get('/users/info'));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  test('public calls work without a token and send no Authorization', async () => {
    reply = () => ok({ token: 't' });
    await http.post('/users/login', { username: 'demo', password: 'secret123' });
    await http.get('/verification/check-interval', { params: { email: 'a@b.cn', type: 'LOGIN' } });
    expect(sent).toHaveLength(2);
    expect(sent[0].headers.get('Authorization')).toBeFalsy();
    expect(String(sent[0].data)).toBe('username=demo&password=secret123');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a public call with a stale stored token neither sends it nor redirects', async () => {
    signIn(expiredToken());
    await http.post('/users/login-by-email', { email: 'a@b.cn', verificationCode: '123456' });
    expect(sent[0].headers.get('Authorization')).toBeFalsy();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('repeated redirects are suppressed for 1 second', async () => {
    await failureOf(http.get('/users/info'));
    await failureOf(http.get('/projects'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notify.warning).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    await failureOf(http.get('/projects'));
    expect(navigate).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await failureOf(http.get('/projects'));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(notify.warning).toHaveBeenCalledTimes(2);
  });
});

describe('envelope check (seed §8)', () => {
  beforeEach(() => signIn());

  test('body code not 200 shows the body message and rejects', async () => {
    reply = () => ({ status: 200, body: { code: 400, message: '项目名称已存在', data: null } });
    const error = await failureOf(http.get('/projects'));
    expect(error.message).toBe('项目名称已存在');
    expect(error.code).toBe(400);
    expect(notify.error).toHaveBeenCalledWith('项目名称已存在');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  test('body code not 200 without a message shows 请求失败', async () => {
    reply = () => ({ status: 200, body: { code: 1001, message: '', data: null } });
    const error = await failureOf(http.get('/projects'));
    expect(error.message).toBe('请求失败');
    expect(notify.error).toHaveBeenCalledWith('请求失败');
  });

  test('body code 401 also clears the session and goes to /login', async () => {
    reply = () => ({ status: 200, body: { code: 401, message: '登录状态已失效', data: null } });
    const error = await failureOf(http.get('/users/info'));
    expect(error.message).toBe('登录状态已失效');
    expect(notify.error).toHaveBeenCalledWith('登录状态已失效');
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test.each(['blob', 'arraybuffer'] as const)(
    '%s responses skip the body code check',
    async (responseType) => {
      reply = () => ({ status: 200, body: { code: 500, message: '不应检查' } });
      const response = await http.get('/projects/1/download', { responseType });
      expect(response.data).toEqual({ code: 500, message: '不应检查' });
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  test('a failure keeps the envelope data the page needs (a template’s errors at their files)', async () => {
    const errors = [{ file: 'a.txt', line: 2, message: '第 2 行：语法错误' }];
    reply = () => ({ status: 400, body: { code: 400, message: '第 2 行：语法错误', data: { errors } } });
    const error = await failureOf(http.post('/templates/render', {}, { silent: true }));
    expect(error.message).toBe('第 2 行：语法错误');
    expect(error.data).toEqual({ errors });
  });

  test('a failed download (blob) still shows the server’s Chinese message', async () => {
    const envelope = { code: 403, message: '这是高级模板，需要专业版或企业版会员才能使用', data: null };
    reply = () => ({
      status: 403,
      body: new Blob([JSON.stringify(envelope)], { type: 'application/json' }),
    });
    const error = await failureOf(http.post('/projects/1/generate/zip', {}, { responseType: 'blob' }));
    expect(error.message).toBe(envelope.message);
    expect(notify.error).toHaveBeenCalledWith(envelope.message);
  });

  test('silent calls reject without a message', async () => {
    reply = () => ({ status: 200, body: { code: 500, message: '服务异常' } });
    await failureOf(http.post('/users/logout', undefined, { silent: true }));
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('HTTP errors (seed §8)', () => {
  beforeEach(() => signIn());

  test('401 shows 未授权，请重新登录, clears the session and goes to login', async () => {
    reply = () => ({ status: 401, body: { code: 401, message: '令牌无效', data: null } });
    const error = await failureOf(http.get('/users/info'));
    expect(error.message).toBe('未授权，请重新登录');
    expect(error.status).toBe(401);
    expect(notify.error).toHaveBeenCalledWith('未授权，请重新登录');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprojects%3Fpage%3D2');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test.each([
    [403, '拒绝访问'],
    [404, '请求的资源不存在'],
    [500, '服务器错误'],
    [418, '请求失败：418'],
    [502, '请求失败：502'],
  ])('status %i without a body message shows %s', async (status, text) => {
    reply = () => ({ status });
    const error = await failureOf(http.get('/projects'));
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
    expect(notify.error).toHaveBeenCalledWith(text);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a 4xx envelope message is shown as the body-code rule says', async () => {
    reply = () => ({ status: 400, body: { code: 400, message: '用户名或密码错误', data: null } });
    const error = await failureOf(http.post('/users/login', { username: 'a', password: 'b' }));
    expect(error.message).toBe('用户名或密码错误');
  });

  test('a 401 on a public call is a failed login, not a lost session', async () => {
    reply = () => ({ status: 401, body: { code: 401, message: '用户名或密码错误', data: null } });
    const error = await failureOf(http.post('/users/login', { username: 'a', password: 'b' }));
    expect(error.message).toBe('用户名或密码错误');
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  test('server text of a 500 never reaches the user', async () => {
    reply = () => ({ status: 500, body: { code: 500, message: 'relation "users" does not exist' } });
    const error = await failureOf(http.get('/projects'));
    expect(error.message).toBe('服务器错误');
  });

  test('a timeout shows 请求超时，请稍后重试', async () => {
    reply = () => ({ fail: 'timeout' });
    const error = await failureOf(http.get('/projects'));
    expect(error.message).toBe('请求超时，请稍后重试');
    expect(notify.error).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  test('no response shows 网络请求失败，请检查您的网络连接', async () => {
    reply = () => ({ fail: 'network' });
    const error = await failureOf(http.get('/projects'));
    expect(error.message).toBe('网络请求失败，请检查您的网络连接');
    expect(notify.error).toHaveBeenCalledWith('网络请求失败，请检查您的网络连接');
  });
});
