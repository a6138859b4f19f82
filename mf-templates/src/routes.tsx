// The routes mf-templates exposes to the shell (seed §2, PRODUCT.md §7): the market, the editor and
// apply, each a lazy page of its feature.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@modelsmith/shared/ui';

export const routes: RouteObject[] = [
  { path: '/templates', element: lazyPage(() => import('./features/market/pages/template-market-page')) },
  { path: '/templates/my', element: lazyPage(() => import('./features/market/pages/my-templates-page')) },
  {
    path: '/templates/create',
    element: lazyPage(() => import('./features/editor/pages/template-create-page')),
  },
  { path: '/templates/:id', element: lazyPage(() => import('./features/market/pages/template-detail-page')) },
  {
    path: '/templates/:id/edit',
    element: lazyPage(() => import('./features/editor/pages/template-edit-page')),
  },
  {
    path: '/templates/:id/apply',
    element: lazyPage(() => import('./features/apply/pages/template-apply-page')),
  },
];
