// The routes mf-billing exposes to the shell: /membership and /balance (seed §2, PRODUCT.md §5).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@modelsmith/shared/ui';

export const routes: RouteObject[] = [
  {
    path: '/membership',
    element: lazyPage(() =>
      import('./features/membership/components/membership-page').then((m) => ({ default: m.MembershipPage })),
    ),
  },
  {
    path: '/balance',
    element: lazyPage(() =>
      import('./features/balance/components/balance-page').then((m) => ({ default: m.BalancePage })),
    ),
  },
];
