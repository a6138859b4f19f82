import { act, screen } from '@testing-library/react';
import { http } from '@modelsmith/shared/http';
import { endSession, logout, sessionStarted } from '@modelsmith/shared/session';
import { mountStandalone } from '@modelsmith/shared/standalone';
import { store } from '@modelsmith/shared/store';
import { installAdapter, validToken } from '@modelsmith/shared/testing';

installAdapter(http, () => ({ status: 200, body: { code: 200, message: '', data: null } }));
const routes = [
  { path: '/login', element: <p>登录页</p> },
  { path: '/projects', element: <p>项目列表</p> },
];

async function mountAt(path: string, remoteRoutes = routes) {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', path);
  await act(async () => {
    mountStandalone({ name: 'mf_test', routes: remoteRoutes });
  });
}

beforeEach(() => {
  localStorage.clear();
  store.dispatch(endSession('logout', { navigate: false }));
});

test('a protected page without a session shows the compact login form', async () => {
  await mountAt('/projects');
  expect(screen.getByText('登录以使用 mf_test')).toBeInTheDocument();
  expect(screen.queryByText('项目列表')).toBeNull();
});

test('a public page renders without a session', async () => {
  await mountAt('/login');
  expect(screen.getByText('登录页')).toBeInTheDocument();
});

test('with a valid session the remote page renders and the container is recorded', async () => {
  store.dispatch(sessionStarted(validToken()));
  await mountAt('/projects');
  expect(screen.getByText('项目列表')).toBeInTheDocument();
  expect(window.__MODELSMITH_RUNTIME__?.evaluations).toMatchObject({ store: 1, http: 1 });
  expect(window.__MODELSMITH_RUNTIME__?.instances['store']).toEqual([store]);
  expect(window.__MODELSMITH_RUNTIME__?.evaluations['react:mf_test']).toBeGreaterThanOrEqual(1);
});

test('a logout in a remote without its own /login lands on the compact login form', async () => {
  store.dispatch(sessionStarted(validToken()));
  await mountAt('/projects', routes.slice(1));
  expect(screen.getByText('项目列表')).toBeInTheDocument();
  await act(async () => {
    await store.dispatch(logout());
  });
  expect(window.location.pathname).toBe('/login');
  expect(screen.getByText('登录以使用 mf_test')).toBeInTheDocument();
});
