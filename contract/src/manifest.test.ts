import {
  ACCESS_LEVELS,
  allRoutes,
  manifest,
  remoteByDir,
  remoteByName,
  remoteNames,
  remoteOfPath,
  routeOfPath,
  sameOriginRemoteEntries,
  type RemoteName,
} from './manifest';

// Every value of the RemoteName union; `satisfies` fails the build when the union gains or loses a name.
const NAMES = {
  mf_auth: true,
  mf_projects: true,
  mf_templates: true,
  mf_billing: true,
  mf_admin: true,
} satisfies Record<RemoteName, true>;

describe('manifest.json', () => {
  it('names exactly the remotes of the RemoteName type', () => {
    expect(remoteNames().sort()).toEqual(Object.keys(NAMES).sort());
  });

  it('gives every container a unique name, folder and dev port, apart from the API port', () => {
    const containers = [manifest.shell, ...manifest.remotes];
    for (const key of ['name', 'dir', 'devPort'] as const) {
      const values = containers.map((container) => container[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(containers.map((c) => c.devPort)).not.toContain(manifest.api.devPort);
    for (const remote of manifest.remotes) expect(remote.dir).toMatch(/^mf-[a-z]+$/);
  });

  it('lists every path once, starting with /, with a known access level', () => {
    const paths = allRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of allRoutes()) {
      expect(route.path).toMatch(/^\/[\w/:-]*$/);
      expect(ACCESS_LEVELS).toContain(route.access);
    }
  });

  it('keeps the admin remote admin-only: every route of it and only of it is admin', () => {
    for (const remote of manifest.remotes) {
      const adminRoutes = remote.routes.filter((route) => route.access === 'admin').length;
      expect(`${remote.name}: ${adminRoutes}`).toBe(
        `${remote.name}: ${remote.adminOnly ? remote.routes.length : 0}`,
      );
    }
    expect(remoteByName('mf_admin')?.adminOnly).toBe(true);
  });

  it('puts menu entries only on user or admin routes, in known groups, at unique positions', () => {
    const groups = new Set(manifest.menuGroups.map((group) => group.key));
    const menus = allRoutes().flatMap((route) =>
      route.menu ? [{ ...route.menu, access: route.access }] : [],
    );
    for (const menu of menus) {
      expect(['user', 'admin']).toContain(menu.access);
      if (menu.group) expect(groups).toContain(menu.group);
      expect(menu.icon).toMatch(/^[A-Z]\w+(Outlined|Filled|TwoTone)$/);
    }
    const orders = [...menus, ...manifest.menuGroups].map((item) => item.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});

describe('manifest helpers', () => {
  it('finds the remote of a concrete path, the shell owning its own pages', () => {
    expect(remoteOfPath('/projects/7/entities/3/edit')?.name).toBe('mf_projects');
    expect(remoteOfPath('/templates/my')?.name).toBe('mf_templates');
    expect(remoteOfPath('/admin/users?page=2')?.name).toBe('mf_admin');
    expect(remoteOfPath('/dashboard')).toBeUndefined();
    expect(remoteOfPath('/nowhere')).toBeUndefined();
  });

  it('prefers the literal route over a parameter one', () => {
    expect(routeOfPath('/projects/create')?.path).toBe('/projects/create');
    expect(routeOfPath('/projects/12')?.path).toBe('/projects/:id');
  });

  it('finds a remote by folder and builds the same-origin entries from the folders', () => {
    expect(remoteByDir('mf-billing')?.name).toBe('mf_billing');
    expect(remoteByDir('shell')).toBeUndefined();
    expect(sameOriginRemoteEntries().mf_auth).toBe('/remotes/mf-auth/remoteEntry.js');
  });
});
