import type * as Registry from './remote-registry';

// The federation runtime is the boundary here: the registry's own caching, retry and loading signal are under test.
const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => runtime);

const remotesJson = {
  mf_projects: '/remotes/mf-projects/remoteEntry.js',
  mf_admin: 'https://admin.example/remoteEntry.js',
};
const routes = [{ path: '/projects' }];
let fetchMock: jest.Mock;
let registry: typeof Registry;

beforeEach(async () => {
  jest.resetModules();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  fetchMock = jest.fn(async () => new Response(JSON.stringify(remotesJson), { status: 200 }));
  globalThis.fetch = fetchMock;
  registry = await import('./remote-registry');
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('reads /remotes.json without cache, registers only the wanted remote by absolute URL, loads its routes once', async () => {
  runtime.loadRemote.mockResolvedValue({ routes });
  const first = registry.remoteRouteTable('mf_projects');
  expect(registry.remoteRouteTable('mf_projects')).toBe(first);
  await expect(first).resolves.toBe(routes);

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mf_projects', entry: `${window.location.origin}/remotes/mf-projects/remoteEntry.js` }],
    { force: false },
  );
  expect(runtime.loadRemote).toHaveBeenCalledWith('mf_projects/routes');
});

test('signals loading while a remote is fetched', async () => {
  let resolve: (value: unknown) => void = () => undefined;
  runtime.loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
  const changes: boolean[] = [];
  registry.subscribeRemoteLoading(() => changes.push(registry.isRemoteLoading()));

  const table = registry.remoteRouteTable('mf_projects');
  expect(registry.isRemoteLoading()).toBe(true);
  resolve({ routes });
  await table;
  await flush();
  expect(registry.isRemoteLoading()).toBe(false);
  expect(changes.at(-1)).toBe(false);
});

test('a failed remote stays failed until forgotten, then is registered again with force', async () => {
  runtime.loadRemote.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
  const failed = registry.remoteRouteTable('mf_projects');
  await expect(failed).rejects.toBeInstanceOf(registry.RemoteLoadError);
  expect(registry.remoteRouteTable('mf_projects')).toBe(failed);

  runtime.loadRemote.mockResolvedValueOnce({ routes });
  registry.forgetRemote('mf_projects');
  await expect(registry.remoteRouteTable('mf_projects')).resolves.toBe(routes);
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a remote missing from /remotes.json, or a module without routes, is a load failure', async () => {
  await expect(registry.remoteRouteTable('mf_billing')).rejects.toThrow('远程模块 mf_billing 加载失败');
  runtime.loadRemote.mockResolvedValue({});
  await expect(registry.remoteRouteTable('mf_admin')).rejects.toBeInstanceOf(registry.RemoteLoadError);
});
