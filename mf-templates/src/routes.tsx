// The routes mf-templates exposes to the shell (seed §2, PRODUCT.md §7): the market, the editor and
// apply, each a lazy page of its feature.
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
  { path: '/templates', element: page(() => import('./features/market/pages/template-market-page')) },
  { path: '/templates/my', element: page(() => import('./features/market/pages/my-templates-page')) },
  { path: '/templates/create', element: page(() => import('./features/editor/pages/template-create-page')) },
  { path: '/templates/:id', element: page(() => import('./features/market/pages/template-detail-page')) },
  { path: '/templates/:id/edit', element: page(() => import('./features/editor/pages/template-edit-page')) },
  { path: '/templates/:id/apply', element: page(() => import('./features/apply/pages/template-apply-page')) },
];
