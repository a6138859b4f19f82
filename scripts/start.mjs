// `npm start`: the whole product at one address on the embedded database.
// Builds what is missing, then runs the API process, which also serves the shell and every remote.
// SIGINT/SIGTERM reach the server, and this process exits only after its graceful shutdown, with its status.
// package.json starts it with `exec`: npm sends signals to the `sh -c` it wraps scripts in, and sh does not pass
// them on.
import { buildMissing } from './build-missing.mjs';
import { root } from './packages.mjs';
import { runForwardingSignals } from './run.mjs';

await buildMissing();
process.exitCode = await runForwardingSignals('node', ['api/dist/server.js'], {
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? root },
});
