// FastAPI + SQLAlchemy set, proven with the real packages from PyPI: each generated requirements.txt is installed
// once into a venv under ~/.cache/modelsmith (one per distinct file); every test model's project byte-compiles,
// passes python/check_names.py, and imports with its mappers configured and its OpenAPI document built; the smoke
// models then run under uvicorn against a database loaded with the generated DDL and serve the contract.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { generateEveryModel, generateToDir, type GeneratedRoot } from '../support/generate-to-dir';
import { createDatabaseFor, type Dialect, type GeneratedDatabase } from './contract/databases';
import { freePort, seconds, startServer } from './contract/server';
import { expressionDefaultFailures, expressionDefaultModel } from './contract/expression-default';
import { dataOf } from './contract/http';
import { runContractSmoke } from './contract/smoke';
import { SMOKE_CASES } from './contract/smoke-models';
import { testModel } from '../support/models';
import { exactNamesChecks, FIXTURE_SMOKE, virtualKeyChecks, virtualKeyModel } from './exact-names-checks';
import { checkWithTool, filesWithExtension } from './native-toolchain';
import { PYTHON_INSTALL, venvFor, type PythonVenv } from './python-venv';
import type { Model } from '../../src/model/types';

jest.setTimeout(900_000);

const CHECK_NAMES = path.join(__dirname, 'python', 'check_names.py');
// Reaches no database: create_engine connects lazily, so an import proves the code, not the server.
const OFFLINE_URL: Record<Dialect, string> = {
  postgresql: 'postgresql://nobody:nothing@127.0.0.1:9/none',
  mysql: 'mysql://nobody:nothing@127.0.0.1:9/none',
};
const IMPORT_APPS = path.join(__dirname, 'python', 'import_apps.py');

/** Checks beyond the shared smoke (contract/smoke-models.ts), per smoke model. */
const EXTRA: Record<string, (baseUrl: string, database: GeneratedDatabase) => Promise<void>> = {
  'pagila-postgresql': filmRatedPg13,
  'exact-names-postgresql': exactNamesChecks,
  'exact-names-mysql': exactNamesChecks,
};

type Row = Record<string, unknown>;

const data = dataOf;

/** Pagila's film stores its rating in the PostgreSQL enum type mpaa_rating: `PG-13` goes in, comes out, is searched. */
async function filmRatedPg13(baseUrl: string): Promise<void> {
  const language = await data(baseUrl, 'POST', '/api/languages', { name: '中文' });
  const film = await data(baseUrl, 'POST', '/api/films', {
    title: '烟测影片',
    languageId: language.languageId,
    releaseYear: 2006,
    rating: 'PG-13',
    fulltext: 'smoke',
  });
  expect(film.rating).toBe('PG-13');
  const ids = async (rating: string) =>
    ((await data(baseUrl, 'GET', `/api/films?current=1&size=100&rating=${rating}`)).records as Row[]).map(
      (row) => row.filmId,
    );
  expect(await ids('PG-13')).toContain(film.filmId);
  expect(await ids('NC-17')).not.toContain(film.filmId);
}

const dialectOf = (project: string): Dialect =>
  readFileSync(path.join(project, 'requirements.txt'), 'utf8').includes('psycopg') ? 'postgresql' : 'mysql';

describe('fastapi-sqlalchemy toolchain (PyPI packages, uvicorn, PostgreSQL and MariaDB)', () => {
  let generated: GeneratedRoot;
  let files: string[];
  const venvs = new Map<string, PythonVenv>();
  const timings: string[] = [];

  const venvOf = (project: string): PythonVenv => {
    const venv = venvFor(path.join(generated.root, project, 'requirements.txt'), 'fastapi');
    if (!venvs.has(venv.dir)) {
      venvs.set(venv.dir, venv);
      timings.push(`安装 ${path.basename(venv.dir)}：${venv.installSeconds} 秒`);
    }
    return venv;
  };

  const pyCompile = (venv: PythonVenv, targets: string[]) =>
    // -W error: an invalid escape sequence in a generated string literal is only a warning otherwise.
    checkWithTool(
      {
        command: venv.python,
        args: ['-W', 'error', '-m', 'compileall', '-q', ...targets],
        install: PYTHON_INSTALL,
      },
      'python -m compileall',
    );

  const checkNames = (venv: PythonVenv, targets: string[]) =>
    checkWithTool(
      { command: venv.python, args: [CHECK_NAMES, ...targets], install: PYTHON_INSTALL },
      'check_names.py',
    );

  beforeAll(() => {
    generated = generateEveryModel('fastapi-sqlalchemy');
    files = filesWithExtension(generated.root, '.py');
    for (const project of generated.projects) venvOf(project);
  });

  afterAll(() => {
    if (timings.length) console.log(`fastapi-sqlalchemy 用时：\n${timings.join('\n')}`);
    generated?.cleanup();
  });

  it('generates the app package and pinned requirements of every test model', () => {
    for (const project of generated.projects) {
      const own = files.filter((file) =>
        file.startsWith(path.join(generated.root, project, 'app') + path.sep),
      );
      expect(own).toContain(path.join(generated.root, project, 'app', 'main.py'));
      expect(own.length).toBeGreaterThan(10);
      const requirements = readFileSync(path.join(generated.root, project, 'requirements.txt'), 'utf8');
      expect(
        requirements
          .trim()
          .split('\n')
          .every((line) => /^[a-z][a-z0-9_.[\]-]*==[0-9.]+$/i.test(line)),
      ).toBe(true);
    }
  });

  it('byte-compiles every generated .py file and uses no undefined name or unused import', () => {
    const venv = venvOf(generated.projects[0]);
    pyCompile(
      venv,
      generated.projects.map((project) => path.join(generated.root, project)),
    );
    checkNames(venv, files);
  });

  const importApps = (venv: PythonVenv, projects: string[]) =>
    checkWithTool(
      {
        command: venv.python,
        args: [IMPORT_APPS, ...projects.flatMap((cwd) => [cwd, OFFLINE_URL[dialectOf(cwd)]])],
        install: PYTHON_INSTALL,
      },
      '导入 app.main',
    );

  /**
   * The app generated in `cwd` served by uvicorn (the interpreter of `venv`) on `databaseUrl` while `drive` runs
   * against it: a Python traceback in its output fails the test, and a failure carries the output.
   */
  async function withFastApi(
    label: string,
    venv: string,
    cwd: string,
    databaseUrl: string,
    drive: (baseUrl: string) => Promise<void>,
  ): Promise<void> {
    const port = await freePort();
    const server = await startServer({
      label,
      command: venvOf(venv).python,
      args: ['-m', 'uvicorn', 'app.main:app', '--host', '127.0.0.1', '--port', String(port)],
      cwd,
      env: { DATABASE_URL: databaseUrl },
      port,
      timeoutMs: 60_000,
    });
    try {
      await drive(server.baseUrl);
      expect(server.logs()).not.toMatch(/Traceback/);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n服务器输出：\n${server.logs().slice(-6000)}`);
    } finally {
      await server.stop();
    }
  }

  it('imports the app of every test model with its packages, mappers and OpenAPI document', () => {
    // One interpreter per venv: FastAPI, SQLAlchemy and pydantic load once, each project's app package in turn.
    const byVenv = new Map<PythonVenv, string[]>();
    for (const project of generated.projects) {
      const venv = venvOf(project);
      byVenv.set(venv, [...(byVenv.get(venv) ?? []), path.join(generated.root, project)]);
    }
    for (const [venv, projects] of byVenv) {
      const lines = importApps(venv, projects).trim().split('\n');
      expect(lines).toHaveLength(projects.length);
      for (const line of lines) {
        const [folder, took, paths] = line.split('\t');
        timings.push(`导入 ${path.basename(folder)}：${took} 秒，${paths} 个路径`);
      }
    }
  });

  it.each(SMOKE_CASES)(
    'serves the contract: $name on $dialect',
    async ({ name, dialect, entities, model: modelOf }) => {
      const model = modelOf();
      const extra = EXTRA[name];
      // Generated again from the model with its designer settings (see contract/smoke-models.ts).
      const cwd = generateToDir(model, 'fastapi-sqlalchemy', path.join(generated.root, `${name}-smoke`));
      const database = await createDatabaseFor(model, dialect);
      try {
        const started = Date.now();
        await withFastApi(
          `FastAPI（${name}，${dialect}）`,
          `${name}-smoke`,
          cwd,
          database.url,
          async (baseUrl) => {
            const startSeconds = seconds(started);
            const smokeStarted = Date.now();
            const passed = await runContractSmoke({ baseUrl, model, entities });
            timings.push(
              `${name}（${dialect}）：启动 ${startSeconds} 秒，烟测 ${seconds(smokeStarted)} 秒，${passed.length} 步通过`,
            );
            expect(passed.length).toBeGreaterThan(0);
            await extra?.(baseUrl, database);
          },
        );
      } finally {
        await database.drop();
      }
    },
  );

  it('serves the contract on the database exact-names-postgresql.sql itself makes (the schema as a user has it)', async () => {
    const model = testModel(FIXTURE_SMOKE.name);
    const cwd = generateToDir(model, 'fastapi-sqlalchemy', path.join(generated.root, 'exact-names-fixture'));
    const database = await FIXTURE_SMOKE.database();
    try {
      await withFastApi(
        'FastAPI（exact-names-postgresql.sql 建的库）',
        'exact-names-fixture',
        cwd,
        database.url,
        async (baseUrl) => {
          await runContractSmoke({ baseUrl: baseUrl, model, entities: FIXTURE_SMOKE.entities });
          await exactNamesChecks(baseUrl, database);
        },
      );
    } finally {
      await database.drop();
    }
  });

  it('serves a table without a PRIMARY KEY whose virtual key holds null', async () => {
    const model = virtualKeyModel();
    const cwd = generateToDir(model, 'fastapi-sqlalchemy', path.join(generated.root, 'virtual-key'));
    const database = await createDatabaseFor(model, 'postgresql');
    try {
      await withFastApi(
        'FastAPI（虚拟主键，postgresql）',
        'virtual-key',
        cwd,
        database.url,
        async (baseUrl) => {
          await virtualKeyChecks(baseUrl, database);
          await runContractSmoke({ baseUrl: baseUrl, model });
        },
      );
    } finally {
      await database.drop();
    }
  });

  it('builds the OpenAPI document of a model with more query models than FastAPI caches (128)', () => {
    // Two per entity (page and export): 70 entities overflow FastAPI's lru_cache, which then fails with a KeyError.
    const model: Model = {
      project: { name: '大模型', basePackage: 'com.example.large', database: 'POSTGRESQL' },
      entities: Array.from({ length: 70 }, (_, i) => ({
        className: `Item${i}`,
        tableName: `item_${i}`,
        fields: [
          { name: 'id', column: 'id', type: 'long' as const, primaryKey: true, autoIncrement: true },
          { name: 'name', column: 'name', type: 'string' as const, search: 'LIKE' as const },
        ],
        relations: [],
      })),
    };
    const cwd = generateToDir(model, 'fastapi-sqlalchemy', path.join(generated.root, 'large-model'));
    const [line] = importApps(venvOf('large-model'), [cwd]).trim().split('\n');
    expect(Number(line.split('\t')[2])).toBe(70 * 3);
  });

  it('leaves a column with an expression default to PostgreSQL when a create request does not carry it', async () => {
    const model = expressionDefaultModel();
    const cwd = generateToDir(model, 'fastapi-sqlalchemy', path.join(generated.root, 'expression-default'));
    const database = await createDatabaseFor(model, 'postgresql');
    try {
      await withFastApi(
        'FastAPI（表达式默认值，postgresql）',
        'expression-default',
        cwd,
        database.url,
        async (baseUrl) => {
          expect(await expressionDefaultFailures(baseUrl)).toEqual([]);
        },
      );
    } finally {
      await database.drop();
    }
  });

  it('fails when a generated file has a syntax error or an undefined name, or the app cannot import', () => {
    const venv = venvOf(generated.projects[0]);
    const cwd = path.join(generated.root, generated.projects[0]);
    const main = path.join(cwd, 'app', 'main.py');
    appendFileSync(main, '\n\ndef broken() -> int:\n    return missing_name + 1\n');
    expect(() => checkNames(venv, [main])).toThrow(/undefined name 'missing_name'/);
    appendFileSync(main, '\nimport app.no_such_module\n');
    expect(() => importApps(venv, [cwd])).toThrow(/No module named 'app.no_such_module'/);
    appendFileSync(main, '\ndef (:\n');
    expect(() => pyCompile(venv, [main])).toThrow(/SyntaxError/);
  });
});
