// `npm run dev`: the API with reload and every frontend on its own webpack dev server with hot reload.
// The API answers /remotes.json with the dev servers' addresses, as production does with its origins.
import concurrently from 'concurrently';
import { createRequire } from 'node:module';
import { webContainers, root } from './packages.mjs';

const require = createRequire(import.meta.url);
const manifest = require('../contract/src/manifest.json');

// Each remote's dev server, under its federation name (contract/src/manifest.json).
const remotes = Object.fromEntries(
  manifest.remotes.map((remote) => [remote.name, `http://localhost:${remote.devPort}/remoteEntry.js`]),
);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w api',
      env: { PORT: String(manifest.api.devPort), REMOTES: JSON.stringify(remotes), WEB_ROOT: root },
    },
    ...webContainers.map((pkg) => ({ name: pkg, command: `npm run dev -w ${pkg}` })),
  ],
  { prefixColors: 'auto', killOthersOn: ['failure'], cwd: root },
);

console.log(`模型工匠开发模式: http://localhost:${manifest.shell.devPort}`);
await result.catch(() => {
  process.exitCode = 1;
});
