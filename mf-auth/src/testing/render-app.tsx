// Test harness: the real providers, router and HTTP bridge around mf-auth's routes, over a stubbed transport.
import { configure } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { baseApi } from '@modelsmith/shared/api';
import { http } from '@modelsmith/shared/http';
import { HttpBridge } from '@modelsmith/shared/providers';
import { sessionCleared, tokenReceived, userInfoReceived } from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import {
  installAdapter,
  renderInApp,
  type SentRequest,
  type StubReply,
  validToken,
} from '@modelsmith/shared/testing';
import type { UserInfo } from '@modelsmith/shared/types';
import { routes } from '../routes';

// Lazy pages load antd and icons on first use: the first render of a file takes a few seconds here.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

export type Handlers = Record<string, (request: SentRequest) => StubReply>;

export const ok = (data: unknown): StubReply => ({ status: 200, body: { code: 200, message: '成功', data } });
export const fail = (status: number, message: string): StubReply => ({
  status,
  body: { code: status, message, data: null },
});

/** Answers `METHOD /path` from `handlers`; anything unexpected is a 404 the test will notice. */
export function stubApi(handlers: Handlers) {
  return installAdapter(http, (request) => {
    const handler = handlers[`${request.method} ${request.url.split('?')[0]}`];
    return handler ? handler(request) : fail(404, `未预期的请求 ${request.method} ${request.url}`);
  });
}

export const sampleUser: UserInfo = {
  id: 7,
  username: 'alice',
  email: 'alice@example.com',
  nickname: '爱丽丝',
  avatarUrl: null,
  phone: null,
  bio: '喜欢建模',
  role: 'USER',
  status: 1,
  balance: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  membershipInfo: {
    level: 0,
    name: '免费版',
    expiresAt: null,
    limits: { projects: 3, entitiesPerProject: 20, ownTemplates: 5, premiumTemplates: false },
  },
};

/** The GET /users/info answer for a user. */
export const userInfoReply = ({ membershipInfo, ...user }: UserInfo) =>
  ok({ user, membership: membershipInfo });

export function resetSession() {
  localStorage.clear();
  sessionStorage.clear();
  store.dispatch(sessionCleared());
  store.dispatch(baseApi.util.resetApiState());
}

export function signInAs(user: UserInfo = sampleUser) {
  const token = validToken({ sub: String(user.id), role: user.role });
  localStorage.setItem('token', token);
  store.dispatch(tokenReceived(token));
  store.dispatch(userInfoReceived(user));
}

export function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <HttpBridge />
            <Outlet />
          </>
        ),
        children: [
          ...routes,
          { path: '/dashboard', element: <p>工作台页面</p> },
          { path: '/projects', element: <p>项目列表页面</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
}

/** The urlencoded body of a sent request as a plain object. */
export const formBody = (request: SentRequest) =>
  Object.fromEntries(new URLSearchParams(String(request.data)));
