// Where the remotes live is read at run time from /remotes.json (served no-cache), so a team moves or
// rolls back its remote without a shell rebuild. A remote is registered with the federation runtime
// only when one of its routes is first opened; mf_admin only ever after the guard saw an admin role.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from '@modelsmith/shared/types';
import type { RemoteName } from '../routing/route-table';

/** A remote that could not be fetched (down, moved, or not deployed): its routes show 模块加载失败. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`远程模块 ${remote} 加载失败`, { cause });
    this.name = 'RemoteLoadError';
  }
}

type RemoteEntries = Partial<Record<RemoteName, string>>;

let entries: Promise<RemoteEntries> | null = null;
const registered = new Set<RemoteName>();
const routeTables = new Map<RemoteName, Promise<RouteObject[]>>();

// Remotes being fetched right now, for the loading bar: the router keeps the previous page on screen
// while a route suspends, so without it a first visit to a remote would show no sign of progress.
const loading = new Set<RemoteName>();
const loadingListeners = new Set<() => void>();
// Listeners are told after the render that started the load: React forbids updates during a render.
const announceLoading = () => queueMicrotask(() => loadingListeners.forEach((listener) => listener()));

/** For useSyncExternalStore: whether any remote is being fetched. */
export const isRemoteLoading = (): boolean => loading.size > 0;

export function subscribeRemoteLoading(listener: () => void): () => void {
  loadingListeners.add(listener);
  return () => loadingListeners.delete(listener);
}

function readRemoteEntries(): Promise<RemoteEntries> {
  entries ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json: HTTP ${response.status}`);
      return response.json() as Promise<RemoteEntries>;
    })
    .catch((error: unknown) => {
      entries = null;
      throw error;
    });
  return entries;
}

async function fetchRouteTable(remote: RemoteName): Promise<RouteObject[]> {
  try {
    const entry = (await readRemoteEntries())[remote];
    if (!entry) throw new Error(`/remotes.json 中没有 ${remote}`);
    // force: a retry drops the runtime's cached failure of this remote and fetches its entry again.
    registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], {
      force: registered.has(remote),
    });
    registered.add(remote);
    const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!module || !Array.isArray(module.routes)) throw new Error(`${remote}/routes 没有导出 routes`);
    return module.routes;
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}

/**
 * The remote's route table, fetched once. The same promise is handed out until `forgetRemote`, as
 * React's `use` needs: a failure stays on screen until the user asks to retry.
 */
export function remoteRouteTable(remote: RemoteName): Promise<RouteObject[]> {
  let table = routeTables.get(remote);
  if (!table) {
    table = fetchRouteTable(remote);
    routeTables.set(remote, table);
    loading.add(remote);
    announceLoading();
    const settled = () => {
      loading.delete(remote);
      announceLoading();
    };
    table.then(settled, settled);
  }
  return table;
}

/** Forgets a failed remote (重试) so that the next render reads /remotes.json and its entry afresh. */
export function forgetRemote(remote: RemoteName): void {
  routeTables.delete(remote);
  entries = null;
}
