import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endSession, sessionStarted } from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import { renderInApp, validToken } from '@modelsmith/shared/testing';
import { GuardedOutlet } from './guarded-outlet';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <GuardedOutlet />,
        children: [
          { path: '/login', element: <p>登录页</p>, handle: { access: 'guest' } },
          { path: '/dashboard', element: <p>工作台</p>, handle: { access: 'user' } },
          { path: '/admin/users', element: <p>用户管理</p>, handle: { access: 'admin' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  store.dispatch(endSession('logout', { navigate: false }));
});

test('a login on /login is left to the login page: the guard decides again only on the next path change', async () => {
  const router = renderAt('/login');
  expect(await screen.findByText('登录页')).toBeInTheDocument();

  act(() => {
    store.dispatch(sessionStarted(validToken({ role: 'ADMIN' })));
  });
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.getByText('登录页')).toBeInTheDocument();
  // The user moves on before the login page's own redirect: nothing pulls them back to /dashboard.
  await act(() => router.navigate('/admin/users'));
  expect(await screen.findByText('用户管理')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/users');

  // Opening /login again with the valid session is a path change: off to /dashboard.
  await act(() => router.navigate('/login'));
  expect(await screen.findByText('工作台')).toBeInTheDocument();
});

test('an anonymous visitor of a login-required route is sent to /login with the wanted path', async () => {
  const router = renderAt('/dashboard');
  expect(await screen.findByText('登录页')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
});

test('a session that ends on a login-required page leaves it for /login at once', async () => {
  store.dispatch(sessionStarted(validToken()));
  const router = renderAt('/dashboard');
  expect(await screen.findByText('工作台')).toBeInTheDocument();
  act(() => {
    store.dispatch(endSession('logout', { navigate: false }));
  });
  expect(await screen.findByText('登录页')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
});

test('a path change that comes before the last redirect rendered is decided again', async () => {
  store.dispatch(sessionStarted(validToken()));
  const router = createMemoryRouter(
    [
      {
        element: <GuardedOutlet />,
        children: [
          { path: '/', element: <p>首页</p>, handle: { access: 'guest' } },
          { path: '/login', element: <p>登录页</p>, handle: { access: 'guest' } },
          { path: '/dashboard', element: <p>工作台</p>, handle: { access: 'user' } },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  // The redirect of / has changed the address but React has not rendered /dashboard yet when the user
  // opens /login: React renders both changes at once, so the guard's redirect element stays the same.
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname !== '/dashboard') return;
    unsubscribe();
    void router.navigate('/login');
  });
  renderInApp(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(await screen.findByText('工作台')).toBeInTheDocument();
});
