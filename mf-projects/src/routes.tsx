// The routes mf-projects exposes to the shell (seed §2, PRODUCT.md §6): projects, the entity designer,
// the ER diagram and code preview, each a lazy page of its feature.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@modelsmith/shared/ui';

export const routes: RouteObject[] = [
  { path: '/projects', element: lazyPage(() => import('./features/projects/pages/project-list-page')) },
  {
    path: '/projects/create',
    element: lazyPage(() => import('./features/projects/pages/project-create-page')),
  },
  { path: '/projects/:id', element: lazyPage(() => import('./features/projects/pages/project-detail-page')) },
  {
    path: '/projects/:id/edit',
    element: lazyPage(() => import('./features/projects/pages/project-edit-page')),
  },
  {
    path: '/projects/:id/visualization',
    element: lazyPage(() => import('./features/visualization/pages/project-visualization-page')),
  },
  {
    path: '/projects/:id/code',
    element: lazyPage(() => import('./features/generation/pages/project-code-page')),
  },
  {
    path: '/projects/:projectId/entities',
    element: lazyPage(() => import('./features/entities/pages/entity-list-page')),
  },
  {
    path: '/projects/:projectId/entities/designer',
    element: lazyPage(() => import('./features/entities/pages/entity-designer-page')),
  },
  {
    path: '/projects/:projectId/entities/:entityId/edit',
    element: lazyPage(() => import('./features/entities/pages/entity-edit-page')),
  },
  {
    path: '/projects/:projectId/code-preview',
    element: lazyPage(() => import('./features/code-preview/pages/code-preview-page')),
  },
  {
    path: '/code-preview-test',
    element: lazyPage(() => import('./features/code-preview/pages/code-preview-test-page')),
  },
  { path: '/entities', element: lazyPage(() => import('./features/entities/pages/entities-overview-page')) },
];
