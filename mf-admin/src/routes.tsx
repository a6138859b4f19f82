// The routes mf-admin exposes to the shell: the admin-only screens (seed §2). The shell registers this
// remote only for ADMIN and SUPER_ADMIN sessions (adminOnly in contract/src/manifest.json).
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
  {
    path: '/admin/users',
    element: page(() =>
      import('./features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
    ),
  },
  { path: '/admin/recharge', element: page(() => import('./features/recharge/pages/recharge-review-page')) },
  { path: '/admin/qrcode', element: page(() => import('./features/qrcode/pages/payment-qrcode-page')) },
];
