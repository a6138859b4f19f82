// The routes mf-auth exposes to the shell: /login, /register, /profile (seed §2), each a lazy page.
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '@modelsmith/shared/ui';

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
};

export const routes: RouteObject[] = [
  { path: '/login', element: page(() => import('./features/login/components/login-page')) },
  { path: '/register', element: page(() => import('./features/register/components/register-page')) },
  { path: '/profile', element: page(() => import('./features/profile/components/profile-page')) },
];
