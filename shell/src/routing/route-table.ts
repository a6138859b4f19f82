// Every route of seed §2 and who renders it: the shell itself or the remote that owns it (PRODUCT.md §2).
// The routes live in the platform manifest (contract/src/manifest.json); the remote's routes.tsx names the
// feature, and shell/src/routing/remote-routes.test.ts fails when the two disagree.
import { manifest, type Access, type RemoteName } from '@modelsmith/contract';

export type { Access, RemoteName };

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: Access;
}

function shellRoute(path: string): { path: string; access: Access } {
  const route = manifest.shell.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`manifest.json: the shell has no route ${path}`);
  return { path: route.path, access: route.access };
}

/** Routes the shell renders itself. */
export const SHELL_ROUTES = {
  home: shellRoute('/'),
  dashboard: shellRoute('/dashboard'),
  notFound: shellRoute('/404'),
};

export const REMOTE_ROUTES: RemoteRoute[] = manifest.remotes.flatMap((remote) =>
  remote.routes.map((route) => ({ path: route.path, remote: remote.name, access: route.access })),
);

/** Routes drawn inside the app layout (menu and header); the others have a page of their own. */
export const hasAppLayout = (access: Access) => access === 'user' || access === 'admin';
