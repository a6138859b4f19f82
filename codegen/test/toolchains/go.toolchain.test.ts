// Go + gin + GORM set, proven with the real modules from the Go module proxy: every generated .go file is
// gofmt-formatted; every test model's module resolves (`go mod tidy`), builds and passes `go vet ./...`; the smoke
// models' binaries then serve the generated-code contract (contract/smoke.ts) against a database loaded with the
// product's own DDL. Module downloads fill ~/go/pkg/mod once; later runs resolve from that cache.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildContext } from '../../src/context/build-context';
import type { Model } from '../../src/model/types';
import { generateEveryModel, generateToDir, type GeneratedRoot } from '../support/generate-to-dir';
import { kitchenSink, testModels } from '../support/models';
import { createDatabaseFor, mysqlExec, type GeneratedDatabase } from './contract/databases';
import { expressionDefaultFailures, expressionDefaultModel } from './contract/expression-default';
import { freePort, startServer } from './contract/server';
import { runContractSmoke } from './contract/smoke';
import { SMOKE_CASES, type SmokeCase } from './contract/smoke-models';
import { errorAnswerFailures } from './go-contract-checks';
import { checkWithTool, filesWithExtension, runTool } from './native-toolchain';

jest.setTimeout(600_000);

const INSTALL = '请安装 Go 1.25 或更高版本（https://go.dev/dl/，或运行 bash scripts/system-deps.sh）。';

/**
 * Real modules: -mod=mod lets `go mod tidy` write go.sum; the proxy and checksum database are the user's (the
 * defaults unless set). No toolchain download: the local Go must be new enough for the generated go.mod.
 */
const GO_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GOFLAGS: '-mod=mod',
  GOTOOLCHAIN: 'local',
  GOWORK: 'off',
  GO111MODULE: 'on',
};

/** Seconds each step took, per project, printed once at the end. */
const timings = new Map<string, Record<string, number>>();

function timed<T>(project: string, step: string, action: () => T): T {
  const started = Date.now();
  try {
    return action();
  } finally {
    timings.set(project, { ...timings.get(project), [step]: (Date.now() - started) / 1000 });
  }
}

function go(args: string[], cwd: string, label: string): string {
  return checkWithTool({ command: 'go', args, cwd, env: GO_ENV, install: INSTALL }, label);
}

/** `go mod tidy`, then the binary (bin/server) and `go vet ./...`. */
function buildProject(projectDir: string): string {
  const name = path.basename(projectDir);
  timed(name, 'tidy', () => go(['mod', 'tidy'], projectDir, `go mod tidy（${name}）`));
  const binary = path.join(projectDir, 'bin', 'server');
  timed(name, 'build', () => go(['build', '-o', binary, '.'], projectDir, `go build（${name}）`));
  timed(name, 'vet', () => go(['vet', './...'], projectDir, `go vet（${name}）`));
  return binary;
}

/** Every file under dir, its path and its bytes, in one hash: two generated projects with the same hash are one. */
function sourceHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesWithExtension(dir, '').filter((f) => statSync(f).isFile()))
    hash
      .update(`${path.relative(dir, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

/** Throws listing the files gofmt would change, with its diff, or with the parse errors. */
function checkFormatted(files: string[]): void {
  const listed = checkWithTool(
    { command: 'gofmt', args: ['-e', '-l', ...files], install: INSTALL },
    'gofmt -e -l',
  );
  if (listed.trim() === '') return;
  const diff = runTool({ command: 'gofmt', args: ['-d', ...listed.trim().split('\n')], install: INSTALL });
  throw new Error(`以下生成的文件未按 gofmt 格式化：\n${listed}\n${diff.stdout}`);
}

/**
 * The kitchen sink in the RuoYi style, with a deletion marker of text (Category) and of a flag (Tag): the other
 * envelope, page parameters and logical delete, which no imported schema has.
 */
function kitchenSinkRuoyi(): Model {
  const model = kitchenSink();
  model.project = { ...model.project, apiStyle: 'RUOYI' };
  model.entities = model.entities.map((e) => {
    if (e.className === 'Category')
      return {
        ...e,
        fields: [
          ...e.fields,
          {
            name: 'delFlag',
            column: 'del_flag',
            label: '删除标志',
            type: 'string',
            length: 1,
            required: true,
            defaultValue: "'0'",
          },
        ],
      };
    if (e.className === 'Tag')
      return {
        ...e,
        fields: [
          ...e.fields,
          {
            name: 'deleted',
            column: 'deleted',
            label: '已删除',
            type: 'boolean',
            required: true,
            defaultValue: false,
          },
        ],
      };
    return e;
  });
  return model;
}

interface GoSmoke extends SmokeCase {
  /** Also ask for the error answers of go-contract-checks.ts (kitchen-sink models only). */
  errorAnswers?: boolean;
  /** Checks on the database after the smoke, returning what is wrong. */
  afterSmoke?: (database: GeneratedDatabase) => string[];
}

/** The RuoYi variant deletes logically: its deleted rows must still be in the tables, marked. */
function markedRows(database: GeneratedDatabase): string[] {
  const count = (sql: string) => Number(mysqlExec(sql, database.database).trim());
  const problems: string[] = [];
  if (count("SELECT COUNT(*) FROM t_category WHERE del_flag = '1'") === 0)
    problems.push("删除分类后表里没有 del_flag = '1' 的行：删除不是逻辑删除");
  if (count('SELECT COUNT(*) FROM T_TAG WHERE deleted = TRUE') === 0)
    problems.push('删除标签后表里没有 deleted = TRUE 的行：删除不是逻辑删除');
  return problems;
}

/** The shared smoke models (contract/smoke-models.ts) with the error answers on the kitchen sinks, and a RuoYi variant
 * whose text and boolean deletion markers must leave deleted rows in the tables. */
const SMOKES: GoSmoke[] = [
  ...SMOKE_CASES.map((smoke) => ({ ...smoke, errorAnswers: smoke.name.startsWith('kitchen-sink') })),
  {
    name: 'kitchen-sink-ruoyi',
    model: kitchenSinkRuoyi,
    dialect: 'mysql',
    errorAnswers: true,
    afterSmoke: markedRows,
  },
];

describe('go-gorm toolchain (gofmt, go mod tidy, go build, go vet, contract smoke)', () => {
  let generated: GeneratedRoot;
  const binaries = new Map<string, string>();
  /** Each test model's generated sources as they were before go mod tidy touched them. */
  const sources = new Map<string, string>();

  beforeAll(() => {
    checkWithTool({ command: 'go', args: ['version'], install: INSTALL }, 'go version');
    generated = generateEveryModel('go-gorm');
    generateToDir(kitchenSinkRuoyi(), 'go-gorm', path.join(generated.root, 'kitchen-sink-ruoyi'));
    for (const name of [...generated.projects, 'kitchen-sink-ruoyi'])
      sources.set(name, sourceHash(path.join(generated.root, name)));
  });

  afterAll(() => {
    generated?.cleanup();
    const lines = [...timings].map(
      ([name, t]) =>
        `${name}: ${Object.entries(t)
          .map(([step, s]) => `${step} ${s.toFixed(1)}s`)
          .join('，')}`,
    );
    if (lines.length) console.log(`go-gorm 各步用时：\n${lines.join('\n')}`);
  });

  it('generates only parseable, gofmt-formatted Go files', () => {
    const files = filesWithExtension(generated.root, '.go');
    expect(files.length).toBeGreaterThan(generated.projects.length * 8);
    checkFormatted(files);
  });

  it.each([...testModels().map(({ name }) => name), 'kitchen-sink-ruoyi'])(
    'go mod tidy, go build and go vet pass for %s with the real modules',
    (name) => {
      binaries.set(name, buildProject(path.join(generated.root, name)));
    },
  );

  it.each(SMOKES.map((s) => [s.name, s] as const))(
    'the %s binary serves the contract',
    async (name, smoke) => {
      const model = smoke.model();
      // Generated from the model with its designer settings; sources identical to the test model's (no setting
      // changes the Go code, or the RuoYi variant) were built, vetted and linked above, and that binary serves.
      const smokeDir = generateToDir(model, 'go-gorm', path.join(generated.root, `${name}-smoke`));
      const prebuilt = sourceHash(smokeDir) === sources.get(name) ? binaries.get(name) : undefined;
      const binary = prebuilt ?? buildProject(smokeDir);
      const database = await createDatabaseFor(model, smoke.dialect);
      try {
        const port = await freePort();
        const started = Date.now();
        const server = await startServer({
          label: `Go + gin（${name}，${smoke.dialect === 'postgresql' ? 'PostgreSQL' : 'MariaDB'}）`,
          command: binary,
          args: [],
          cwd: path.dirname(binary),
          env: { DATABASE_URL: database.url, PORT: String(port), GIN_MODE: 'release' },
          port,
        });
        timings.set(name, { ...timings.get(name), start: (Date.now() - started) / 1000 });
        try {
          const smokeStarted = Date.now();
          const passed = await runContractSmoke({ baseUrl: server.baseUrl, model, entities: smoke.entities });
          timings.set(name, { ...timings.get(name), smoke: (Date.now() - smokeStarted) / 1000 });
          expect(passed.length).toBeGreaterThan(0);
          const { api } = buildContext(model).project;
          const problems = [
            ...(smoke.errorAnswers
              ? await errorAnswerFailures(server.baseUrl, {
                  messageKey: api.messageKey,
                  currentParam: api.page.currentParam,
                })
              : []),
            ...(smoke.afterSmoke?.(database) ?? []),
          ];
          if (problems.length) throw new Error(`接口契约不符：\n- ${problems.join('\n- ')}`);
        } catch (error) {
          const logs = server
            .logs()
            .split('\n')
            .filter((line) => !line.startsWith('[GIN]'))
            .join('\n');
          throw new Error(
            `${(error as Error).message}\n服务日志（不含逐条请求，末尾）：\n${logs.slice(-4000)}`,
          );
        } finally {
          await server.stop();
        }
      } finally {
        await database.drop();
      }
    },
  );

  it('leaves a column with an expression default to PostgreSQL when a create request does not carry it', async () => {
    const model = expressionDefaultModel();
    const binary = buildProject(
      generateToDir(model, 'go-gorm', path.join(generated.root, 'expression-default')),
    );
    const database = await createDatabaseFor(model, 'postgresql');
    try {
      const port = await freePort();
      const server = await startServer({
        label: 'Go + gin（表达式默认值，PostgreSQL）',
        command: binary,
        args: [],
        cwd: path.dirname(binary),
        env: { DATABASE_URL: database.url, PORT: String(port), GIN_MODE: 'release' },
        port,
      });
      try {
        expect(await expressionDefaultFailures(server.baseUrl)).toEqual([]);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n服务日志（末尾）：\n${server.logs().slice(-4000)}`);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  });

  it('fails when a generated file is unformatted or has a type error', () => {
    const project = path.join(generated.root, generated.projects[0]);
    const [page] = filesWithExtension(project, `${path.sep}page.go`);
    appendFileSync(page, '\nfunc broken() int { return "not a number" }\n');
    expect(() => go(['vet', './...'], project, 'go vet')).toThrow(/cannot use "not a number"/);
    appendFileSync(page, 'var   spaced = 1\n');
    expect(() => checkFormatted([page])).toThrow(/未按 gofmt 格式化/);
  });

  it('compiles struct tags for columns named with a quote, a backtick, a backslash and a `;`, and GORM reads each name', () => {
    const model: Model = {
      project: { name: '引号列名', basePackage: 'com.example.quoted', database: 'POSTGRESQL' },
      entities: [
        {
          className: 'Tq',
          tableName: 't_q',
          sqlTableName: 't"q`r',
          fields: [
            { name: 'id', column: 'id', type: 'long', primaryKey: true },
            { name: 'cD', column: 'c_d', sqlColumn: 'c"d', type: 'string', length: 20, required: true },
            { name: 'eF', column: 'e_f', sqlColumn: 'e`f', type: 'int' },
            { name: 'gH', column: 'g_h', sqlColumn: 'g\\h"`;', type: 'int' },
          ],
        },
      ],
    };
    const project = generateToDir(model, 'go-gorm');
    // The model file alone, as a program that prints each field's gorm tag as reflect reads it.
    const dir = mkdtempSync(path.join(tmpdir(), 'modelsmith-go-quoted-'));
    try {
      const source = readFileSync(path.join(project, 'internal', 'model', 'tq.go'), 'utf8');
      writeFileSync(path.join(dir, 'tq.go'), source.replace(/^package model$/m, 'package main'));
      writeFileSync(
        path.join(dir, 'main.go'),
        'package main\n\nimport (\n\t"fmt"\n\t"reflect"\n)\n\nfunc main() {\n\tt := reflect.TypeOf(Tq{})\n\tfor i := 0; i < t.NumField(); i++ {\n\t\tfmt.Println(t.Field(i).Tag.Get("gorm"))\n\t}\n}\n',
      );
      writeFileSync(path.join(dir, 'go.mod'), 'module quoted\n\ngo 1.21\n');
      go(['vet', '.'], dir, 'go vet（引号列名）');
      const tags = go(['run', '.'], dir, 'go run（引号列名）').trim().split('\n');
      // GORM's tag parser takes `\;` for a `;` of the name.
      expect(tags.map((tag) => tag.split(/(?<!\\);/)[0])).toEqual([
        'column:id',
        'column:c"d',
        'column:e`f',
        'column:g\\h"`\\;',
      ]);
      expect(readFileSync(path.join(project, 'internal', 'model', 'tq.go'), 'utf8')).toContain(
        'return "t\\"q`r"',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(project, { recursive: true, force: true });
    }
  });
});
