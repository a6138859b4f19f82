// The platform manifest (manifest.json): every container, its folder and dev port, every route with who
// may open it, and the side menu. Build, API, shell, e2e and deployment tests all read it from here.
import data from './manifest.json';

/** Federation names of the remotes; manifest.test.ts keeps this list equal to manifest.json. */
export type RemoteName = 'mf_auth' | 'mf_projects' | 'mf_templates' | 'mf_billing' | 'mf_admin';

/**
 * guest: public, but a valid session is sent to /dashboard (/ and /login);
 * public: anyone; user: a valid session; admin: a valid ADMIN or SUPER_ADMIN session.
 */
export type Access = 'guest' | 'public' | 'user' | 'admin';

export const ACCESS_LEVELS: readonly Access[] = ['guest', 'public', 'user', 'admin'];

export interface MenuItemSpec {
  label: string;
  /** An icon exported by @modelsmith/shared/icons, e.g. `ProjectOutlined`. */
  icon: string;
  /** Key of a menu group; absent = a top-level entry. */
  group?: string;
  /** Position in the menu; a group sits at its own order, its entries by theirs. */
  order: number;
}

export interface ManifestRoute {
  path: string;
  access: Access;
  menu?: MenuItemSpec;
}

export interface MenuGroupSpec {
  key: string;
  label: string;
  icon: string;
  order: number;
}

export interface ContainerManifest {
  /** Federation name (`shell`, `mf_auth`, …). */
  name: string;
  /** The workspace folder at the repository root (`shell`, `mf-auth`, …). */
  dir: string;
  devPort: number;
  /** Title of the container's standalone page. */
  title: string;
  routes: ManifestRoute[];
}

export interface RemoteManifest extends ContainerManifest {
  name: RemoteName;
  /** Registered only once the guard saw an ADMIN or SUPER_ADMIN session; every route is `admin`. */
  adminOnly?: boolean;
}

export interface PlatformManifest {
  api: { devPort: number };
  shell: ContainerManifest;
  menuGroups: MenuGroupSpec[];
  remotes: RemoteManifest[];
}

/** A route together with the container that renders it (`shell` or a remote). */
export interface OwnedRoute extends ManifestRoute {
  owner: RemoteName | 'shell';
}

export const manifest = data as PlatformManifest;

export const remoteNames = (): RemoteName[] => manifest.remotes.map((remote) => remote.name);

export const remoteDirs = (): string[] => manifest.remotes.map((remote) => remote.dir);

/** The shell first, then the remotes: every web container. */
export const webContainers = (): ContainerManifest[] => [manifest.shell, ...manifest.remotes];

export const remoteByName = (name: string): RemoteManifest | undefined =>
  manifest.remotes.find((remote) => remote.name === name);

export const remoteByDir = (dir: string): RemoteManifest | undefined =>
  manifest.remotes.find((remote) => remote.dir === dir);

/** Every route of the site, shell and remotes. */
export const allRoutes = (): OwnedRoute[] => [
  ...manifest.shell.routes.map((route) => ({ ...route, owner: 'shell' as const })),
  ...manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, owner: remote.name }))),
];

/** Whether a concrete path (`/projects/7`) matches a route pattern (`/projects/:id`). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('?')[0].split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/** The route a concrete path opens: an exact pattern wins over one with parameters (`/projects/create`). */
export function routeOfPath(pathname: string): OwnedRoute | undefined {
  const candidates = allRoutes().filter((route) => matchesPath(route.path, pathname));
  const params = (route: OwnedRoute) => route.path.split('/').filter((s) => s.startsWith(':')).length;
  return candidates.sort((a, b) => params(a) - params(b))[0];
}

/** The remote that renders a path, or undefined for the shell's own pages and unknown paths. */
export function remoteOfPath(pathname: string): RemoteManifest | undefined {
  const owner = routeOfPath(pathname)?.owner;
  return owner && owner !== 'shell' ? remoteByName(owner) : undefined;
}

/** `/remotes/<dir>/remoteEntry.js` for every remote: where one origin serves them (API, gateway). */
export const sameOriginRemoteEntries = (): Record<RemoteName, string> =>
  Object.fromEntries(
    manifest.remotes.map((remote) => [remote.name, `/remotes/${remote.dir}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
