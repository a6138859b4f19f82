// Test harness: the real providers, router and HTTP bridge around mf-auth's routes, over a stubbed transport.
import { configure } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { HttpBridge } from '@modelsmith/shared/providers';
import { renderInApp } from '@modelsmith/shared/testing';
import { routes } from '../routes';

export {
  fail,
  formBody,
  ok,
  resetSession,
  sampleUser,
  signInAs,
  stubApi,
  userInfoReply,
  type Handlers,
} from '@modelsmith/shared/testing';

// Lazy pages load antd and icons on first use: the first render of a file takes a few seconds here.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

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
