// Development ports of every container and of the API, read from the platform manifest
// (contract/src/manifest.json); `npm run dev` and the dev servers use them.
const manifest = require('@modelsmith/contract/manifest.json');

/** Federation name → dev server port, e.g. { shell: 3000, mf_auth: 3001, … }. */
const devPorts = Object.fromEntries(
  [manifest.shell, ...manifest.remotes].map((container) => [container.name, container.devPort]),
);

/** The API's port in development (the shell dev server proxies /api to it). */
const API_DEV_PORT = manifest.api.devPort;

module.exports = { devPorts, API_DEV_PORT };
