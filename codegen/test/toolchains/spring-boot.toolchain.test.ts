// Spring Boot + MyBatis-Plus set, proven with the real jars from Maven Central: the dependencies of one generated
// pom are resolved into ~/.m2 once per suite, every test model's Java sources compile against that classpath with
// javac --release 17 (every lint warning of the generated code an error), and the smoke models are packaged with
// `mvn -o package`, started on a database loaded with the generated DDL, and driven through the HTTP contract.
import { appendFileSync, cpSync } from 'node:fs';
import path from 'node:path';

import { generateEveryModel, generateToDir, type GeneratedRoot } from '../support/generate-to-dir';
import { testModels } from '../support/models';
import { createDatabaseFor, type GeneratedDatabase } from './contract/databases';
import { freePort, startServer, type RunningServer } from './contract/server';
import { dataOf, httpCall } from './contract/http';
import { runContractSmoke } from './contract/smoke';
import { SMOKE_CASES } from './contract/smoke-models';
import { checkWithTool, filesWithExtension } from './native-toolchain';
import {
  compileJavaProjects,
  expectCompiled,
  JAVA_INSTALL,
  mavenPackage,
  resolveClasspath,
  type JavacResult,
} from './spring-maven';

jest.setTimeout(240_000);

const SET = 'spring-boot-mybatis-plus';

type Body = Record<string, unknown>;

const call = httpCall;
const ok = dataOf;

/** The kitchen sink's member card: a 16-digit card number (the pattern) and a key the backend makes (uuid). */
async function memberCardChecks(baseUrl: string): Promise<void> {
  const cardNo = `${Date.now()}`.padStart(16, '6').slice(-16);
  const card = await ok(baseUrl, 'POST', '/api/member-cards', { cardNo, points: 3 });
  expect(card).toMatchObject({ cardNo, points: 3 });
  expect(String(card.id)).toMatch(/^[0-9a-f-]{32,36}$/);
  const page = await ok(baseUrl, 'GET', `/api/member-cards?current=1&size=10&cardNo=${cardNo}`);
  expect(page).toMatchObject({ total: 1, current: 1, size: 10 });
  const duplicate = await call(baseUrl, 'POST', '/api/member-cards', { cardNo });
  expect(duplicate).toMatchObject({ status: 409, body: { code: 409 } });
  const bad = await call(baseUrl, 'POST', '/api/member-cards', { cardNo: '12' });
  expect(bad).toMatchObject({ status: 400, body: { data: { errors: [{ field: 'cardNo' }] } } });
  await ok(baseUrl, 'DELETE', `/api/member-cards/${String(card.id)}`);
  expect((await call(baseUrl, 'GET', `/api/member-cards/${String(card.id)}`)).status).toBe(404);
}

/** Pagila's film: rated `PG-13` (a named PostgreSQL enum), its text[] column as a JSON array, a composite-key row. */
async function filmChecks(baseUrl: string): Promise<void> {
  const language = await ok(baseUrl, 'POST', '/api/languages', { name: 'Mandarin' });
  const actor = await ok(baseUrl, 'POST', '/api/actors', { firstName: '烟测', lastName: '演员' });
  const film = await ok(baseUrl, 'POST', '/api/films', {
    title: '烟测电影',
    languageId: language.languageId,
    rating: 'PG-13',
    specialFeatures: ['Trailers', '花絮'],
    fulltext: 'smoke',
    releaseYear: 2024,
  });
  expect(film).toMatchObject({ rating: 'PG-13', specialFeatures: ['Trailers', '花絮'], rentalDuration: 3 });
  const rated = await ok(baseUrl, 'GET', `/api/films?current=1&size=100&rating=PG-13`);
  expect((rated.records as Body[]).map((f) => f.filmId)).toContain(film.filmId);
  const unrated = await ok(baseUrl, 'GET', `/api/films?current=1&size=100&rating=NC-17`);
  expect((unrated.records as Body[]).map((f) => f.filmId)).not.toContain(film.filmId);
  const wrongRating = await call(baseUrl, 'POST', '/api/films', {
    title: 'x',
    languageId: 1,
    rating: 'PG_13',
  });
  expect(wrongRating).toMatchObject({ status: 400, body: { data: { errors: [{ field: 'rating' }] } } });
  // The year domain's CHECK (1901–2155) is in the DDL, not in the model's validation: the database refuses it.
  const badYear = await call(baseUrl, 'PUT', `/api/films/${String(film.filmId)}`, { releaseYear: 7 });
  expect(badYear).toMatchObject({ status: 400, body: { code: 400 } });
  const notArray = await call(baseUrl, 'PUT', `/api/films/${String(film.filmId)}`, {
    specialFeatures: { a: 1 },
  });
  expect(notArray).toMatchObject({ status: 400, body: { data: { errors: [{ field: 'specialFeatures' }] } } });

  const key = `${String(actor.actorId)}/${String(film.filmId)}`;
  const cast = await ok(baseUrl, 'POST', '/api/film-actors', { actorId: actor.actorId, filmId: film.filmId });
  expect(cast).toMatchObject({ actorId: actor.actorId, filmId: film.filmId });
  expect(String(cast.lastUpdate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(await ok(baseUrl, 'GET', `/api/film-actors/${key}`)).toMatchObject({ filmId: film.filmId });
  await ok(baseUrl, 'DELETE', `/api/film-actors/${key}`);
  expect((await call(baseUrl, 'GET', `/api/film-actors/${key}`)).status).toBe(404);
  expect((await call(baseUrl, 'GET', '/api/films/not-a-number')).status).toBe(400);
}

/** Checks beyond the shared smoke, per smoke model: the member card's pattern and key (this product's page shape), pagila's film. */
const EXTRA: Record<string, (baseUrl: string) => Promise<void>> = {
  'kitchen-sink-postgresql': memberCardChecks,
  'pagila-postgresql': filmChecks,
};

/** A copy of one generated project with a type error appended: javac must report it. */
const BROKEN_FROM = 'hmily-mysql';
const BROKEN = 'broken-copy';
const TYPE_ERROR = '\nclass Broken {\n    int count = "not a number";\n}\n';

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

describe('spring-boot-mybatis-plus toolchain (Maven Central jars, javac, real databases)', () => {
  let generated: GeneratedRoot;
  let compiled: Map<string, JavacResult>;
  const timings: string[] = [];
  const projectDir = (name: string) => path.join(generated.root, name);

  beforeAll(() => {
    checkWithTool({ command: 'javac', args: ['-version'], install: JAVA_INSTALL }, 'javac -version');
    generated = generateEveryModel(SET);
    let started = Date.now();
    // Also fills ~/.m2 with the build plugins, so every later `mvn -o package` works offline.
    const classpath = resolveClasspath(projectDir(SMOKE_CASES[0].name));
    timings.push(`依赖解析（含 ${SMOKE_CASES[0].name} 打包）${seconds(started)} s`);
    // The negative check's project: a copy with a type error, compiled in the same run as the others.
    const [application] = filesWithExtension(projectDir(BROKEN_FROM), `${path.sep}Application.java`);
    cpSync(projectDir(BROKEN_FROM), projectDir(BROKEN), { recursive: true });
    appendFileSync(application.replace(projectDir(BROKEN_FROM), projectDir(BROKEN)), TYPE_ERROR);
    started = Date.now();
    compiled = compileJavaProjects([...generated.projects, BROKEN].map(projectDir), classpath);
    timings.push(
      `javac 全部模型 ${seconds(started)} s（${[...compiled].map(([dir, r]) => `${path.basename(dir)} ${r.seconds.toFixed(1)}`).join('，')}）`,
    );
  }, 600_000);

  afterAll(() => {
    generated?.cleanup();
    if (timings.length) process.stdout.write(`\nSpring Boot 工具链耗时：\n  ${timings.join('\n  ')}\n`);
  });

  it.each(testModels().map(({ name }) => name))(
    'compiles every Java source of %s against the real jars',
    (name) => {
      expectCompiled(projectDir(name), compiled.get(projectDir(name)));
    },
  );

  it('fails with the javac output when a generated file has a type error', () => {
    // The broken copy went through the same javac run as the models: its error is reported against it alone.
    const project = projectDir(BROKEN);
    expect(() => expectCompiled(project, compiled.get(project))).toThrow(
      /incompatible types: String cannot be converted to int/,
    );
    expect(compiled.get(projectDir(BROKEN_FROM))?.ok).toBe(true);
  });

  describe.each(SMOKE_CASES)('$name on $dialect', (smoke) => {
    it('packages with Maven offline, starts on the generated schema and serves the contract', async () => {
      const { name, dialect, entities } = smoke;
      const extra = EXTRA[name];
      const model = smoke.model();
      // Generated again from the model with its designer settings (see contract/smoke-models.ts).
      const smokeDir = generateToDir(model, SET, path.join(generated.root, `${name}-smoke`));
      let started = Date.now();
      const jar = mavenPackage(smokeDir);
      const built = seconds(started);

      let database: GeneratedDatabase | undefined;
      let server: RunningServer | undefined;
      try {
        database = await createDatabaseFor(model, dialect);
        const port = await freePort();
        started = Date.now();
        server = await startServer({
          label: `Spring Boot（${name}，${dialect}）`,
          command: 'java',
          // C1 only: start-up time matters more here than peak speed.
          args: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', jar],
          cwd: smokeDir,
          env: {
            DB_URL: database.jdbcUrl,
            DB_USERNAME: database.user,
            DB_PASSWORD: database.password,
            SERVER_PORT: String(port),
          },
          port,
          timeoutMs: 120_000,
        });
        const up = seconds(started);
        started = Date.now();
        const running = server;
        const withLogs = async <T>(run: () => Promise<T>): Promise<T> => {
          try {
            return await run();
          } catch (error) {
            throw new Error(
              `${(error as Error).message}\n\n服务器日志（末尾）：\n${running.logs().slice(-6000)}`,
            );
          }
        };
        const passed = await withLogs(() => runContractSmoke({ baseUrl: running.baseUrl, model, entities }));
        if (extra) await withLogs(() => extra(running.baseUrl));
        timings.push(
          `${name}（${dialect}）：打包 ${built} s，启动 ${up} s，接口检查 ${seconds(started)} s（烟测 ${passed.length} 步）`,
        );
        // No request ended in an unexpected exception (the handler logs those with their stack).
        expect(running.logs()).not.toMatch(/\bat com\.example\.[\w.$]+\(/);
      } finally {
        await server?.stop();
        await database?.drop();
      }
    });
  });
});
