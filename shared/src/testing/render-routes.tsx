// A remote's routes under the real providers, a memory router and the HTTP bridge (so a 401 or a navigation the
// HTTP layer asks for behaves as in the app), over whatever transport the test stubbed.
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { HttpBridge } from '@modelsmith/shared/providers';
import { renderInApp } from './render';

/** Renders `routes` at `path`; any other path shows 其他页面. Answers the router, to read where the page went. */
export function renderRoutesAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <HttpBridge />
            <Outlet />
          </>
        ),
        children: [...routes, { path: '*', element: <p>其他页面</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />);
  return router;
}
