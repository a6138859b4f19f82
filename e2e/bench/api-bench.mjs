// The API benchmark: requests per second and latency of an authenticated read (GET /api/v1/users/info) with autocannon,
// on the embedded PGlite and on a server PostgreSQL (a fresh database, dropped and recreated every run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_ADMIN, loginToken, startSite } from './site-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://modelsmith:modelsmith@127.0.0.1:5432/modelsmith_test';
const BENCH_DB = 'modelsmith_bench';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(root, name, databaseUrl) {
  const api = await startSite(root, { databaseUrl, jwtSecret: JWT_SECRET });
  try {
    const token = await loginToken(api.origin, BENCH_ADMIN);
    const options = {
      url: `${api.origin}/api/v1/users/info`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
    };
    await cannon({ ...options, duration: 1 }); // warm-up: JIT, pools, caches
    const result = await cannon({ ...options, duration: DURATION_S });
    return {
      database: name,
      connections: CONNECTIONS,
      seconds: DURATION_S,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await api.stop();
  }
}

async function measurePostgres(root) {
  try {
    await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DB}`);
  } catch (error) {
    console.log(`PostgreSQL 不可用（${SERVER_URL}）：${error.message}，跳过`);
    return null;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  try {
    return await measure(root, 'PostgreSQL', url.toString());
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => undefined);
  }
}

export async function runApiBench(root) {
  console.log(`\n▶ API 基准：GET /api/v1/users/info，${CONNECTIONS} 个连接，${DURATION_S} 秒 …`);
  const results = [await measure(root, 'PGlite', null)];
  const postgres = await measurePostgres(root);
  if (postgres) results.push(postgres);

  console.log('\n数据库        请求/秒   p50       p99       非 2xx   错误');
  for (const r of results) {
    console.log(
      `${r.database.padEnd(12)} ${String(r.rps).padStart(8)}  ${`${r.p50Ms} ms`.padStart(8)}  ${`${r.p99Ms} ms`.padStart(8)}  ${String(r.non2xx).padStart(6)}  ${String(r.errors).padStart(5)}`,
    );
  }
  const report = {
    measuredAt: new Date().toISOString(),
    endpoint: 'GET /api/v1/users/info',
    cpus: os.cpus().length,
    results,
  };
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(root, '.bench', 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n已写入 ${path.join('.bench', 'api.json')}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runApiBench(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..'));
}
