// The routes mf-billing exposes to the shell: /membership and /balance (seed §2, PRODUCT.md §5).
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
    path: '/membership',
    element: page(() =>
      import('./features/membership/components/membership-page').then((m) => ({ default: m.MembershipPage })),
    ),
  },
  {
    path: '/balance',
    element: page(() =>
      import('./features/balance/components/balance-page').then((m) => ({ default: m.BalancePage })),
    ),
  },
];
