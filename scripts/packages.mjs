// The workspaces, in build order, and where each build lands: the one list the root scripts share.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const manifest = createRequire(import.meta.url)('../contract/src/manifest.json');

/** The shell's folder and every remote's, from the platform manifest (contract/src/manifest.json). */
export const remoteFolders = manifest.remotes.map((remote) => remote.dir);
export const webContainers = [manifest.shell.dir, ...remoteFolders];

/** Every package with a tsconfig.json, typechecked by `npm run typecheck`. */
export const typedPackages = ['contract', 'shared', 'codegen', 'api', ...webContainers, 'e2e'];

/** A build's output marker: present means built. */
export const buildMarker = {
  contract: 'contract/dist/index.js',
  codegen: 'codegen/dist/index.js',
  api: 'api/dist/server.js',
  shell: 'shell/dist/index.html',
  ...Object.fromEntries(remoteFolders.map((name) => [name, `${name}/dist/remoteEntry.js`])),
};

/** Builds a package's output needs first: the API runs on the contract's and codegen's builds. */
export const buildDependencies = { api: ['contract', 'codegen'] };
