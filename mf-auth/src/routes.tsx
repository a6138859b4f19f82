// The routes mf-auth exposes to the shell: /login, /register, /profile (seed §2), each a lazy page.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@modelsmith/shared/ui';

export const routes: RouteObject[] = [
  { path: '/login', element: lazyPage(() => import('./features/login/components/login-page')) },
  { path: '/register', element: lazyPage(() => import('./features/register/components/register-page')) },
  { path: '/profile', element: lazyPage(() => import('./features/profile/components/profile-page')) },
];
