import { baseApi } from '@modelsmith/shared/api';
import { configureHttp, http } from '@modelsmith/shared/http';
import { store } from '@modelsmith/shared/store';
import { sessionStarted } from '@modelsmith/shared/session';
import { installAdapter, validToken, type StubRoute } from '@modelsmith/shared/testing';

let reply: StubRoute;
const { sent } = installAdapter(http, (req) => reply(req));

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeProfile: build.query<{ nickname: string }, void>({ query: () => ({ url: '/users/info' }) }),
    probeRename: build.mutation<null, { nickname: string }>({
      query: (data) => ({ url: '/users/info', method: 'PUT', data }),
    }),
    probeJson: build.mutation<null, { name: string }>({
      query: (data) => ({ url: '/projects', method: 'POST', data, encoding: 'json' }),
    }),
  }),
});

beforeEach(() => {
  store.dispatch(sessionStarted(validToken()));
  sent.length = 0;
  configureHttp({ notify: { error: jest.fn(), warning: jest.fn() } });
  store.dispatch(baseApi.util.resetApiState());
});

test('a query resolves with the envelope data through the one axios instance', async () => {
  reply = () => ({ status: 200, body: { code: 200, message: '成功', data: { nickname: '演示' } } });
  const result = await store.dispatch(probeApi.endpoints.probeProfile.initiate());
  expect(result.data).toEqual({ nickname: '演示' });
  expect(sent[0].headers.get('Authorization')).toMatch(/^Bearer /);
});

test('mutations are form-encoded unless they ask for JSON', async () => {
  reply = () => ({ status: 200, body: { code: 200, message: '成功', data: null } });
  await store.dispatch(probeApi.endpoints.probeRename.initiate({ nickname: 'a' }));
  await store.dispatch(probeApi.endpoints.probeJson.initiate({ name: 'b' }));
  expect(sent[0].headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  expect(sent[1].headers.get('Content-Type')).toBe('application/json');
});

test('a failure becomes a serializable error carrying the catalogue message', async () => {
  reply = () => ({ status: 404 });
  const result = await store.dispatch(probeApi.endpoints.probeProfile.initiate());
  expect(result.error).toEqual({ message: '请求的资源不存在', status: 404, code: undefined });
});
