// `npm start`: the whole product at one address on the embedded database.
// Builds what is missing, then runs the API process, which also serves the shell and every remote.
import { buildMissing } from './build-missing.mjs';
import { root } from './packages.mjs';
import { run } from './run.mjs';

await buildMissing();
process.exitCode = await run('node', ['api/dist/server.js'], {
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? root },
});
