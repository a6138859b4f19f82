// NestJS + TypeORM set: every test model compiles under tsc --strict against the real @nestjs/*, typeorm and
// class-validator types; every dependency the generated package.json declares is the one the workspace installs;
// and the smoke models, each a project of its own, install their dependencies from the registry (npm install),
// build (npm run build = tsc), start (node dist/main.js) against a database made by the generated DDL, and serve
// the generated-code contract over HTTP (contract/smoke.ts plus the checks below).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildContext } from '../../src/context/build-context';
import type { Model } from '../../src/model/types';
import { generateToDir } from '../support/generate-to-dir';
import { runContractSmoke } from './contract/smoke';
import { SMOKE_CASES, type SmokeCase } from './contract/smoke-models';
import { exactNamesChecks, FIXTURE_SMOKE, virtualKeyChecks, virtualKeyModel } from './exact-names-checks';
import { call, installAndBuild, queryValue, seconds, startBackend } from './nest-run';
import {
  generateForSuite,
  requireToolchainFile,
  typeCheck,
  unsatisfiedDependencies,
  writeCombinedTsconfig,
} from './ts-toolchain';

jest.setTimeout(900_000);

describe('nestjs-typeorm toolchain', () => {
  const generated = generateForSuite('nestjs-typeorm');

  it('uses decorators with emitted metadata, as NestJS needs', () => {
    const tsconfig = writeCombinedTsconfig(generated(), ['src/**/*.ts']);
    const { compilerOptions } = JSON.parse(readFileSync(tsconfig, 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(compilerOptions).toMatchObject({
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      strict: true,
    });
  });

  it('declares only dependencies the workspace installs, at versions in range', () => {
    const { root, projects } = generated();
    const problems = projects.flatMap((project) =>
      unsatisfiedDependencies(path.join(root, project, 'package.json')).map((p) => `${project}：${p}`),
    );
    expect(problems).toEqual([]);
    // The check can fail: a range above what is installed, and a package nobody installed.
    const manifest = path.join(root, projects[0], 'package.json');
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
    writeFileSync(
      manifest,
      JSON.stringify({
        dependencies: { ...pkg.dependencies, '@nestjs/core': '^99.0.0', 'no-such-package': '^1.0.0' },
      }),
    );
    expect(unsatisfiedDependencies(manifest)).toEqual([
      expect.stringContaining('@nestjs/core 声明 ^99.0.0'),
      expect.stringContaining('no-such-package 没有装在'),
    ]);
    writeFileSync(manifest, JSON.stringify(pkg, null, 2));
  });

  it('type-checks every generated project with tsc --strict', () => {
    const tsconfig = writeCombinedTsconfig(generated(), ['src/**/*.ts']);
    typeCheck(requireToolchainFile('typescript', 'bin/tsc'), tsconfig, 'tsc（NestJS + TypeORM）');
  });

  it('serves a table without a PRIMARY KEY whose virtual key holds null', async () => {
    const model = virtualKeyModel();
    const projectDir = generateToDir(model, 'nestjs-typeorm');
    const label = 'NestJS（虚拟主键，PostgreSQL）';
    let started: Awaited<ReturnType<typeof startBackend>> | undefined;
    try {
      installAndBuild(projectDir, label);
      started = await startBackend(label, projectDir, model, 'postgresql');
      const { db, server } = started;
      try {
        await virtualKeyChecks(server.baseUrl, db);
        await runContractSmoke({ baseUrl: server.baseUrl, model });
      } catch (error) {
        throw new Error(`${(error as Error).message}\n\n后端输出（末尾）：\n${server.logs().slice(-4000)}`);
      }
    } finally {
      await started?.server.stop();
      await started?.db.drop();
      rmSync(projectDir, { recursive: true, force: true });
    }
  });

  describe.each(SMOKE_CASES)('$name on $dialect', (smoke) => {
    it('installs from the registry, builds, starts and serves the generated-code contract', async () => {
      const model = smoke.model();
      // A project of its own, away from the workspace's node_modules: it installs what its package.json declares.
      const projectDir = generateToDir(model, 'nestjs-typeorm');
      const label = `NestJS（${smoke.name}，${smoke.dialect === 'mysql' ? 'MariaDB' : 'PostgreSQL'}）`;
      let started: Awaited<ReturnType<typeof startBackend>> | undefined;
      try {
        const took = installAndBuild(projectDir, label);
        started = await startBackend(label, projectDir, model, smoke.dialect);
        const { db, server, startSeconds } = started;
        const smokeStarted = Date.now();
        let passed: string[];
        try {
          passed = await runContractSmoke({ baseUrl: server.baseUrl, model, entities: smoke.entities });
        } catch (error) {
          throw new Error(`${(error as Error).message}\n\n后端输出（末尾）：\n${server.logs().slice(-4000)}`);
        }
        expect(passed.length).toBeGreaterThan(0);
        await contractExtras(smoke, model, server.baseUrl, db);
        if (smoke.name === FIXTURE_SMOKE.name) await onFixtureDatabase(label, projectDir, model);
        console.log(
          `${label}：npm install ${took.install} 秒，构建 ${took.build} 秒，启动 ${startSeconds} 秒，烟测 ${seconds(smokeStarted)} 秒（${passed.length} 步通过）`,
        );
      } finally {
        await started?.server.stop();
        await started?.db.drop();
        rmSync(projectDir, { recursive: true, force: true });
      }
    });
  });
});

/** The same build on the database the fixture's own script makes: the user's schema as it is, not its export. */
async function onFixtureDatabase(label: string, projectDir: string, model: Model): Promise<void> {
  const { db, server } = await startBackend(
    `${label}（原始脚本建的库）`,
    projectDir,
    model,
    'postgresql',
    FIXTURE_SMOKE.database,
  );
  try {
    await runContractSmoke({ baseUrl: server.baseUrl, model, entities: FIXTURE_SMOKE.entities });
    await exactNamesChecks(server.baseUrl, db);
  } catch (error) {
    throw new Error(
      `原始脚本建的库：${(error as Error).message}\n\n后端输出（末尾）：\n${server.logs().slice(-4000)}`,
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

/** What the smoke does not check: page-size validation, unknown routes, 409, stored times, logical deletes. */
async function contractExtras(
  smoke: SmokeCase,
  model: Model,
  baseUrl: string,
  db: Awaited<ReturnType<typeof startBackend>>['db'],
): Promise<void> {
  const ruoyi = model.project.apiStyle === 'RUOYI';
  const sizeParam = ruoyi ? 'pageSize' : 'size';
  // The list of the first entity the smoke drives.
  const context = buildContext(model);
  const first = context.entities.find(
    (e) => e.className === (smoke.entities?.[0] ?? context.entities[0].className),
  );
  const list = `${context.project.api.basePath}/${first!.names.plural.kebab}`;

  const tooBig = await call(baseUrl, 'GET', `${list}?${sizeParam}=101`);
  expect({ status: tooBig.status, code: tooBig.body?.code }).toEqual({ status: 400, code: 400 });
  expect(JSON.stringify(tooBig.body?.data)).toContain(`"field":"${sizeParam}"`);

  const unknown = await call(baseUrl, 'GET', '/api/no-such-things');
  expect({ status: unknown.status, code: unknown.body?.code }).toEqual({ status: 404, code: 404 });
  expect(unknown.text).not.toMatch(/Cannot GET|stack|at \//);

  if (smoke.name.startsWith('kitchen-sink')) {
    // A unique name twice: 409 in the envelope, no SQL in the message.
    const name = `重复${Date.now().toString(36)}`;
    expect((await call(baseUrl, 'POST', '/api/tags', { name })).status).toBe(200);
    const duplicate = await call(baseUrl, 'POST', '/api/tags', { name });
    expect({ status: duplicate.status, code: duplicate.body?.code }).toEqual({ status: 409, code: 409 });
    expect(duplicate.text).not.toMatch(/Duplicate|duplicate key|INSERT/);

    // Date-times are stored as sent and answered as stored: no zone shift between the wire and the column, even
    // for a wall-clock time that the server's zone skips (daylight saving).
    const mysql = smoke.dialect === 'mysql';
    const text = (column: string) =>
      mysql ? `DATE_FORMAT(${column}, '%Y-%m-%d %H:%i:%s')` : `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
    const category = await call(baseUrl, 'POST', '/api/categories', {
      name: `时间${Date.now().toString(36)}`,
    });
    const categoryRow = category.body?.data as { id: number; createdAt: string };
    expect(
      await queryValue(
        db,
        `SELECT ${text('created_at')} FROM ${mysql ? 't_category' : 'category'} WHERE id = ${Number(categoryRow.id)}`,
      ),
    ).toBe(categoryRow.createdAt);
    const token = Date.now().toString(36);
    const customer = await call(baseUrl, 'POST', '/api/customers', {
      username: `dst_${token}`,
      email: `dst${token}@example.com`,
      passwordHash: 'AAEC',
    });
    const customerId = (customer.body?.data as { id: number }).id;
    const paidAt = '2024-03-10 02:30:00';
    const order = await call(baseUrl, 'POST', '/api/orders', {
      orderNo: `DST${token}`,
      customerId,
      totalAmount: 1,
      paidAt,
    });
    const orderRow = order.body?.data as { id: number; paidAt: string };
    expect(orderRow.paidAt).toBe(paidAt);
    expect(
      await queryValue(
        db,
        `SELECT ${text('paid_at')} FROM ${mysql ? 't_orders' : 'orders'} WHERE id = ${Number(orderRow.id)}`,
      ),
    ).toBe(paidAt);

    // Anything else is a 500 that tells nothing of the cause: a column renamed under the running server.
    await queryValue(db, `ALTER TABLE ${mysql ? 't_category' : 'category'} RENAME COLUMN name TO name_gone`);
    const broken = await call(baseUrl, 'GET', '/api/categories');
    expect({ status: broken.status, code: broken.body?.code }).toEqual({ status: 500, code: 500 });
    expect(broken.text).not.toMatch(/name_gone|column|SELECT|at \//i);
  }

  if (smoke.name.startsWith('exact-names')) await exactNamesChecks(baseUrl, db);

  if (smoke.name === 'mall-mysql') {
    // Deleted products stay in the table with the marker set, and no read shows them.
    const marked = await queryValue(db, 'SELECT COUNT(*) FROM pms_product WHERE delete_status = 1');
    expect(Number(marked)).toBeGreaterThan(0);
    const page = await call(baseUrl, 'GET', '/api/pms-products?pageNum=1&pageSize=100');
    const rows = (page.body?.rows ?? []) as { deleteStatus: boolean }[];
    expect(rows.every((r) => r.deleteStatus === false)).toBe(true);
  }
}
