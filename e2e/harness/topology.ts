// What the harness started, handed to the specs through one environment variable.
import type { RemoteName } from '@modelsmith/contract';
import manifest from '@modelsmith/contract/manifest.json';

export type { RemoteName };

/** Federation name → folder of every remote, from the platform manifest (contract/src/manifest.json). */
export const REMOTES = Object.fromEntries(
  manifest.remotes.map((remote) => [remote.name, remote.dir]),
) as Record<RemoteName, string>;

export interface Topology {
  /** The API process, which also serves the shell: the site's origin. */
  baseURL: string;
  /** Each remote's own origin (a separate static server, as production deploys them). */
  remoteOrigins: Record<RemoteName, string>;
  /** The harness control server: mails received by the SMTP sink, remote up/down switches. */
  controlURL: string;
  admin: { username: string; password: string };
}

const ENV_KEY = 'MODELSMITH_E2E_TOPOLOGY';

export function publishTopology(topology: Topology): void {
  process.env[ENV_KEY] = JSON.stringify(topology);
}

export function readTopology(): Topology {
  const raw = process.env[ENV_KEY];
  if (!raw) throw new Error('e2e 拓扑缺失：请通过 playwright.config.ts 的 globalSetup 运行');
  return JSON.parse(raw) as Topology;
}
