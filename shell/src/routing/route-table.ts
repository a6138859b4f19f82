// Every route of seed §2 and who renders it: the shell itself or the remote that owns it (PRODUCT.md §2).
// A newcomer finds the code of any URL here in one hop; the remote's routes.tsx names the feature.

export type RemoteName = 'mf_auth' | 'mf_projects' | 'mf_templates' | 'mf_billing' | 'mf_admin';

/**
 * guest: public, but a valid session is sent to /dashboard (/ and /login);
 * public: anyone; user: a valid session; admin: a valid ADMIN or SUPER_ADMIN session.
 */
export type Access = 'guest' | 'public' | 'user' | 'admin';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: Access;
}

/** Routes the shell renders itself. */
export const SHELL_ROUTES = {
  home: { path: '/', access: 'guest' },
  dashboard: { path: '/dashboard', access: 'user' },
  notFound: { path: '/404', access: 'public' },
} as const satisfies Record<string, { path: string; access: Access }>;

const user = (remote: RemoteName, paths: string[]): RemoteRoute[] =>
  paths.map((path) => ({ path, remote, access: 'user' }));

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/login', remote: 'mf_auth', access: 'guest' },
  { path: '/register', remote: 'mf_auth', access: 'public' },
  ...user('mf_auth', ['/profile']),
  ...user('mf_billing', ['/membership', '/balance']),
  ...user('mf_projects', [
    '/projects',
    '/projects/create',
    '/projects/:id',
    '/projects/:id/edit',
    '/projects/:id/visualization',
    '/projects/:id/code',
    '/projects/:projectId/entities',
    '/projects/:projectId/entities/designer',
    '/projects/:projectId/entities/:entityId/edit',
    '/projects/:projectId/code-preview',
    '/code-preview-test',
    '/entities',
  ]),
  ...user('mf_templates', [
    '/templates',
    '/templates/my',
    '/templates/create',
    '/templates/:id',
    '/templates/:id/edit',
    '/templates/:id/apply',
  ]),
  { path: '/admin/recharge', remote: 'mf_admin', access: 'admin' },
  { path: '/admin/qrcode', remote: 'mf_admin', access: 'admin' },
  { path: '/admin/users', remote: 'mf_admin', access: 'admin' },
];

/** Routes drawn inside the app layout (menu and header); the others have a page of their own. */
export const hasAppLayout = (access: Access) => access === 'user' || access === 'admin';
