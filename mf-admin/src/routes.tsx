// The routes mf-admin exposes to the shell: the admin-only screens (seed §2). The shell registers this
// remote only for ADMIN and SUPER_ADMIN sessions (adminOnly in contract/src/manifest.json).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@modelsmith/shared/ui';

export const routes: RouteObject[] = [
  {
    path: '/admin/users',
    element: lazyPage(() =>
      import('./features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
    ),
  },
  {
    path: '/admin/recharge',
    element: lazyPage(() => import('./features/recharge/pages/recharge-review-page')),
  },
  { path: '/admin/qrcode', element: lazyPage(() => import('./features/qrcode/pages/payment-qrcode-page')) },
];
