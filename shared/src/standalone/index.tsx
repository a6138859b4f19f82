// @modelsmith/shared/standalone: runs one remote alone on its dev server with the shell's providers.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@modelsmith/shared/providers';
import { recordContainer } from '@modelsmith/shared/runtime';
import { LOGIN_PATH } from '@modelsmith/shared/session';
import React from 'react';
import { StandaloneFrame } from './standalone-frame';
import { StandaloneLoginRoute } from './standalone-login';

export interface StandaloneOptions {
  /** Federation name, e.g. mf_auth. */
  name: string;
  routes: RouteObject[];
  /** Paths usable without a session; defaults to /login and /register. */
  publicPaths?: string[];
  /** Root element id; defaults to `root`. */
  rootId?: string;
}

const staticPaths = (routes: RouteObject[]) =>
  routes.map((route) => route.path).filter((path): path is string => !!path && !path.includes(':'));

export function mountStandalone({
  name,
  routes,
  publicPaths = ['/login', '/register'],
  rootId = 'root',
}: StandaloneOptions) {
  recordContainer(name, React);
  const links = staticPaths(routes);
  const hasHome = routes.some((route) => route.path === '/' || route.index);
  // The session sends a logout or a lost session to /login, which not every remote has.
  const hasLogin = routes.some((route) => route.path === LOGIN_PATH);
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame name={name} publicPaths={publicPaths} links={links} />,
      children: [
        ...routes,
        ...(hasLogin ? [] : [{ path: LOGIN_PATH, element: <StandaloneLoginRoute name={name} /> }]),
        ...(hasHome || !links[0] ? [] : [{ path: '/', element: <Navigate to={links[0]} replace /> }]),
      ],
    },
  ]);
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`找不到挂载节点 #${rootId}`);
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
