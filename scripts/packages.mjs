// The workspaces, in build order, and where each build lands: the one list the root scripts share.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const webContainers = ['shell', 'mf-auth', 'mf-projects', 'mf-templates', 'mf-billing', 'mf-admin'];

/** Every package with a tsconfig.json, typechecked by `npm run typecheck`. */
export const typedPackages = ['contract', 'shared', 'codegen', 'api', ...webContainers, 'e2e'];

/** A build's output marker: present means built. */
export const buildMarker = {
  contract: 'contract/dist/index.js',
  codegen: 'codegen/dist/index.js',
  api: 'api/dist/server.js',
  shell: 'shell/dist/index.html',
  ...Object.fromEntries(webContainers.slice(1).map((name) => [name, `${name}/dist/remoteEntry.js`])),
};

/** Builds a package's output needs first: the API runs on the contract's build. */
export const buildDependencies = { api: ['contract'] };
