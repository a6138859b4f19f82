// The shell's route tree: its own pages and every remote route of route-table.ts, each in its frame.
import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { AppLayout } from '../layout/app-layout';
import { PublicFrame } from '../layout/public-frame';
import { DashboardPage } from '../pages/dashboard-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import type { RouteHandle } from './guarded-outlet';
import { Redirect } from './redirect';
import { RootFrame } from './root-frame';
import { hasAppLayout, REMOTE_ROUTES, SHELL_ROUTES } from './route-table';

const remoteRoutes = (inAppLayout: boolean): RouteObject[] =>
  REMOTE_ROUTES.filter((route) => hasAppLayout(route.access) === inAppLayout).map((route) => ({
    path: route.path,
    element: <RemotePage remote={route.remote} />,
    handle: { access: route.access } satisfies RouteHandle,
  }));

export const appRoutes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { path: SHELL_ROUTES.home.path, element: <HomePage />, handle: { access: SHELL_ROUTES.home.access } },
      {
        element: <PublicFrame />,
        children: [
          ...remoteRoutes(false),
          {
            path: SHELL_ROUTES.notFound.path,
            element: <NotFoundPage />,
            handle: { access: SHELL_ROUTES.notFound.access },
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            path: SHELL_ROUTES.dashboard.path,
            element: <DashboardPage />,
            handle: { access: SHELL_ROUTES.dashboard.access },
          },
          ...remoteRoutes(true),
        ],
      },
      { path: '*', element: <Redirect to={SHELL_ROUTES.notFound.path} /> },
    ],
  },
];
