// `npm test`: every test of the product, ending with one line `tests: N passed, N failed`.
//   1. system toolchains and database servers (scripts/system-deps.sh; skip with MODELSMITH_SKIP_SYSTEM_DEPS=1)
//   2. two lanes side by side (jest gives one worker on 2 cores; the toolchain checks mostly wait on compilers,
//      package managers and generated servers in child processes):
//      - the API's production build, then jest: unit tests of every package with the API tests on the embedded PGlite
//      - jest: the codegen toolchain checks (generated code built with its real dependencies, started on real
//        databases, driven over HTTP and in the browser)
//      then whichever lane is free first takes the next of: the production build of the web containers and
//      Playwright on it (Debian chromium, every remote on its own origin, the API on its own embedded database);
//      jest with the API tests again on a server PostgreSQL (TEST_DATABASE_URL)
import fs from 'node:fs';
import path from 'node:path';
import { root, webContainers } from './packages.mjs';
import { run } from './run.mjs';

const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://modelsmith:modelsmith@127.0.0.1:5432/modelsmith_test';

const totals = { passed: 0, failed: 0 };
const stages = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jestStage(name, args, env = {}) {
  const output = path.join(resultsDir, `jest-${name}.json`);
  fs.rmSync(output, { force: true });
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${output}`, ...args], {
    env: { ...process.env, ...env },
  });
  const report = readJson(output);
  const passed = report?.numPassedTests ?? 0;
  // A suite that cannot even load counts as a failure, as does a crash with no report at all.
  const failed = report ? report.numFailedTests + report.numRuntimeErrorTestSuites : 1;
  record(name, passed, code !== 0 && failed === 0 ? 1 : failed);
}

async function playwrightStage() {
  const output = path.join(resultsDir, 'e2e.json');
  fs.rmSync(output, { force: true });
  const code = await run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    },
  );
  const stats = readJson(output)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats ? stats.unexpected : 1;
  record('e2e', passed, code !== 0 && failed === 0 ? 1 : failed);
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  stages.push({ name, passed, failed });
}

if (process.env.MODELSMITH_SKIP_SYSTEM_DEPS !== '1') {
  const code = await run('bash', ['scripts/system-deps.sh']);
  if (code !== 0) record('system-deps', 0, 1);
}

// Stages for parts of the product that are not in the tree yet are reported as not run, never as passed.
const hasApiTests = fs.existsSync(path.join(root, 'api', 'test'));
const hasServer = fs.existsSync(path.join(root, 'api', 'src', 'server.ts'));
if (!hasApiTests) console.log('api-postgresql: not run (api/test does not exist yet)');

/** build-missing.mjs in a child process: a failed build is a failed stage, and the other stages still run. */
async function buildStage(name, packages) {
  const code = await run('node', ['scripts/build-missing.mjs', ...packages]);
  if (code !== 0) record(name, 0, 1);
  return code === 0;
}

// Started now, before any test: the API runs' server-durability tests and Playwright's set-up start
// api/dist/server.js and would otherwise build it themselves, possibly two of them at once.
const apiBuild = hasServer ? buildStage('build-api', ['api']) : Promise.resolve(true);

/** The web containers' build (the API's is apiBuild, never two at once), then Playwright on it. */
async function e2eStage() {
  await apiBuild;
  if (await buildStage('build-web', webContainers)) return playwrightStage();
  console.log('e2e: not run (the production build failed)');
  record('e2e', 0, 1);
}

/** Taken by whichever lane finishes first, the longest first; both wait for the API's build. */
const followUps = [
  ...(hasServer ? [e2eStage] : []),
  ...(hasApiTests
    ? [
        async () => {
          await apiBuild;
          await jestStage('api-postgresql', ['--selectProjects', 'api'], { DATABASE_URL: testDatabaseUrl });
        },
      ]
    : []),
];

async function lane(...steps) {
  for (const step of steps) await step();
  for (let next = followUps.shift(); next; next = followUps.shift()) await next();
}

const TOOLCHAINS = '/codegen/test/toolchains/';
await Promise.all([
  lane(
    () => apiBuild,
    () => jestStage('unit', ['--testPathIgnorePatterns', TOOLCHAINS]),
  ),
  lane(() => jestStage('toolchains', ['--selectProjects', 'codegen', '--testPathPatterns', TOOLCHAINS])),
]);

if (!hasServer) console.log('e2e: not run (api/src/server.ts does not exist yet)');

for (const stage of stages) console.log(`  ${stage.name}: ${stage.passed} passed, ${stage.failed} failed`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed ? 1 : 0;
