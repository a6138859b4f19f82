// The routes mf-projects exposes to the shell (seed §2, PRODUCT.md §6): projects, the entity designer,
// the ER diagram and code preview, each a lazy page of its feature.
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
  { path: '/projects', element: page(() => import('./features/projects/pages/project-list-page')) },
  { path: '/projects/create', element: page(() => import('./features/projects/pages/project-create-page')) },
  { path: '/projects/:id', element: page(() => import('./features/projects/pages/project-detail-page')) },
  { path: '/projects/:id/edit', element: page(() => import('./features/projects/pages/project-edit-page')) },
  {
    path: '/projects/:id/visualization',
    element: page(() => import('./features/visualization/pages/project-visualization-page')),
  },
  {
    path: '/projects/:id/code',
    element: page(() => import('./features/generation/pages/project-code-page')),
  },
  {
    path: '/projects/:projectId/entities',
    element: page(() => import('./features/entities/pages/entity-list-page')),
  },
  {
    path: '/projects/:projectId/entities/designer',
    element: page(() => import('./features/entities/pages/entity-designer-page')),
  },
  {
    path: '/projects/:projectId/entities/:entityId/edit',
    element: page(() => import('./features/entities/pages/entity-edit-page')),
  },
  {
    path: '/projects/:projectId/code-preview',
    element: page(() => import('./features/code-preview/pages/code-preview-page')),
  },
  {
    path: '/code-preview-test',
    element: page(() => import('./features/code-preview/pages/code-preview-test-page')),
  },
  { path: '/entities', element: page(() => import('./features/entities/pages/entities-overview-page')) },
];
