// `npm test`: every test of the product, ending with one line `tests: N passed, N failed`.
//   1. system toolchains and database servers (scripts/system-deps.sh; skip with MODELSMITH_SKIP_SYSTEM_DEPS=1)
//   2. jest, two runs side by side (jest gives one worker on 2 cores; the toolchain checks mostly wait on compilers,
//      package managers and generated servers in child processes): unit tests of every package with the API tests
//      on the embedded PGlite; and the codegen toolchain checks (generated code built with its real dependencies,
//      started on real databases, driven over HTTP and in the browser)
//   3. jest: the API tests again on a server PostgreSQL (TEST_DATABASE_URL)
//   4. Playwright: the production build in Debian chromium, every remote on its own origin
import fs from 'node:fs';
import path from 'node:path';
import { buildMissing } from './build-missing.mjs';
import { root } from './packages.mjs';
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

const TOOLCHAINS = '/codegen/test/toolchains/';
await Promise.all([
  jestStage('unit', ['--testPathIgnorePatterns', TOOLCHAINS]),
  jestStage('toolchains', ['--selectProjects', 'codegen', '--testPathPatterns', TOOLCHAINS]),
]);

// Stages for parts of the product that are not in the tree yet are reported as not run, never as passed.
const hasApiTests = fs.existsSync(path.join(root, 'api', 'test'));
if (hasApiTests) {
  await jestStage('api-postgresql', ['--selectProjects', 'api'], { DATABASE_URL: testDatabaseUrl });
} else {
  console.log('api-postgresql: not run (api/test does not exist yet)');
}

const hasServer = fs.existsSync(path.join(root, 'api', 'src', 'server.ts'));
if (hasServer) {
  await buildMissing();
  await playwrightStage();
} else {
  console.log('e2e: not run (api/src/server.ts does not exist yet)');
}

for (const stage of stages) console.log(`  ${stage.name}: ${stage.passed} passed, ${stage.failed} failed`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed ? 1 : 0;
