// What the harness started, handed to the specs through one environment variable.

export const REMOTES = {
  mf_auth: 'mf-auth',
  mf_projects: 'mf-projects',
  mf_templates: 'mf-templates',
  mf_billing: 'mf-billing',
  mf_admin: 'mf-admin',
} as const;

export type RemoteName = keyof typeof REMOTES;

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
