// What a PostgreSQL schema needs besides its tables, kept by both import paths and written by the PostgreSQL DDL:
// the extensions the script creates, the functions its kept expressions call (a function nothing kept calls stays
// skipped), and the tables' UNLOGGED and storage parameters; MySQL writes none of them. The real server checks the
// same in toolchains/ddl-round-trip.

import { importDdl } from '../src/ddl/import';
import type { Entity, Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const VALIDATE_TAGS = `CREATE FUNCTION public.validate_tags(tags jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    AS $$
BEGIN
  RETURN tags IS NULL OR tag_count(tags) < 10; -- at most nine
END;
$$`;
const TAG_COUNT = `CREATE FUNCTION tag_count(tags jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT jsonb_array_length(tags) $$`;
const SCRIPT = `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS "uuid-ossp";
CREATE EXTENSION citext SCHEMA extensions;
${VALIDATE_TAGS};
${TAG_COUNT};
CREATE FUNCTION next_code() RETURNS text LANGUAGE sql AS $$ SELECT 'J' || floor(random() * 1000)::int $$;
CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.touched := now(); RETURN NEW; END $$;
CREATE UNLOGGED TABLE job (
  id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
  code text NOT NULL DEFAULT next_code(),
  tags jsonb CHECK (validate_tags(tags)),
  touched timestamptz
) WITH (fillfactor = 70, autovacuum_enabled = false);
CREATE TABLE note (id bigint PRIMARY KEY, body text) WITH (fillfactor=90);
CREATE INDEX job_code_trgm ON job USING gin (code gin_trgm_ops);
CREATE TRIGGER job_touch BEFORE UPDATE ON job FOR EACH ROW EXECUTE FUNCTION touch();
`;

describe('PostgreSQL extensions, called functions and table options from the script text', () => {
  const { model, skipped, approximations } = importDdl(SCRIPT, 'postgresql');

  it('keeps the extensions the script creates, each once, with the schema it named', () => {
    expect(model.project.postgresqlExtensions).toEqual([
      { name: 'pg_trgm', schema: 'public' },
      { name: 'uuid-ossp' },
      { name: 'citext', schema: 'extensions' },
    ]);
    expect(skipped.map((s) => s.statement).filter((s) => /EXTENSION/.test(s))).toEqual([]);
  });

  it('keeps verbatim the functions a kept expression calls, also through another function, and says why', () => {
    expect(model.project.postgresqlRoutines).toEqual([
      { name: 'validate_tags', definition: VALIDATE_TAGS },
      { name: 'tag_count', definition: TAG_COUNT },
      { name: 'next_code', definition: expect.stringMatching(/^CREATE FUNCTION next_code\(\)/) },
      { name: 'touch', definition: expect.stringMatching(/^CREATE FUNCTION touch\(\)/) },
    ]);
    const why = (name: string) =>
      approximations.find((a) => a.statement.startsWith('CREATE FUNCTION') && a.statement.includes(name))
        ?.reason;
    expect(why('validate_tags')).toMatch(/^表 job 的检查约束调用了函数 validate_tags，已原样保留/);
    expect(why('tag_count')).toMatch(/^函数 validate_tags 调用了函数 tag_count/);
    expect(why('next_code')).toMatch(/^表 job 字段 code 的默认值调用了函数 next_code/);
    // A kept trigger calls a function too (see ddl-triggers.test.ts).
    expect(why('touch')).toMatch(/^表 job 的触发器 job_touch 调用了函数 touch，已原样保留/);
    expect(skipped.filter((s) => /touch/.test(s.statement))).toEqual([]);
  });

  it("keeps UNLOGGED and the storage parameters as written, and lists that MySQL's export leaves them out", () => {
    expect([entityOf(model, 'job').unlogged, entityOf(model, 'job').storageParameters]).toEqual([
      true,
      'fillfactor = 70, autovacuum_enabled = false',
    ]);
    expect([entityOf(model, 'note').unlogged, entityOf(model, 'note').storageParameters]).toEqual([
      undefined,
      'fillfactor=90',
    ]);
    expect(approximations.filter((a) => /UNLOGGED/.test(a.reason)).map((a) => a.statement)).toEqual([
      'job: UNLOGGED WITH (fillfactor = 70, autovacuum_enabled = false)',
      'note: WITH (fillfactor=90)',
    ]);
  });

  it('writes the extensions and functions before the tables, and the table options, in the PostgreSQL DDL only', () => {
    expect(problemsOf(model)).toEqual([]);
    const sql = exportDdl(model, 'postgresql');
    const at = (text: string) => {
      const index = sql.indexOf(text);
      if (index < 0) throw new Error(`missing ${text} in\n${sql}`);
      return index;
    };
    expect(at('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;')).toBeLessThan(at('CREATE UNLOGGED'));
    expect(at('CREATE EXTENSION IF NOT EXISTS "uuid-ossp";')).toBeLessThan(at('CREATE UNLOGGED'));
    expect(at('CREATE SCHEMA IF NOT EXISTS "extensions";')).toBeLessThan(
      at('CREATE EXTENSION IF NOT EXISTS citext SCHEMA "extensions";'),
    );
    expect(at(`${VALIDATE_TAGS};`)).toBeLessThan(at('CREATE UNLOGGED TABLE "job" ('));
    expect(at(`${TAG_COUNT};`)).toBeLessThan(at('CREATE UNLOGGED TABLE "job" ('));
    at(') WITH (fillfactor = 70, autovacuum_enabled = false);');
    at(') WITH (fillfactor=90);');
    // A function only a trigger calls comes after the tables (it may take a row type), before its trigger.
    expect(at('CREATE FUNCTION touch()')).toBeGreaterThan(at('CREATE UNLOGGED TABLE "job" ('));
    expect(
      at('CREATE TRIGGER job_touch BEFORE UPDATE ON job FOR EACH ROW EXECUTE FUNCTION touch();'),
    ).toBeGreaterThan(at('CREATE FUNCTION touch()'));
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).not.toMatch(/EXTENSION|FUNCTION|UNLOGGED|fillfactor/i);
  });

  it('keeps nothing of the kind from a MySQL script, and lists the functions of a script nothing calls', () => {
    const mysql = importDdl('CREATE TABLE t (id INT PRIMARY KEY) ENGINE=InnoDB;', 'mysql');
    expect(mysql.model.project).not.toHaveProperty('postgresqlExtensions');
    // Old pg_dumps create PL/pgSQL, which every database has, in pg_catalog.
    const plain = importDdl(
      `CREATE EXTENSION IF NOT EXISTS plpgsql WITH SCHEMA pg_catalog;
CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;
CREATE TABLE t (id int PRIMARY KEY);`,
      'postgresql',
    );
    expect(plain.model.project).not.toHaveProperty('postgresqlRoutines');
    expect(plain.model.project).not.toHaveProperty('postgresqlExtensions');
    expect(plain.skipped.map((s) => s.reason)).toEqual([
      'PL/pgSQL 是每个 PostgreSQL 数据库自带的扩展，无需导入',
      '函数与存储过程不属于数据模型，已忽略',
    ]);
  });

  it('leaves a function a database cannot create from the text alone (a C library) skipped, saying who calls it', () => {
    const { model: c, skipped: cSkipped } = importDdl(
      `CREATE FUNCTION fast_ok(text) RETURNS boolean AS 'MODULE_PATHNAME', 'fast_ok' LANGUAGE c STRICT;
CREATE TABLE t (id int PRIMARY KEY, v text CHECK (fast_ok(v)));`,
      'postgresql',
    );
    expect(c.project).not.toHaveProperty('postgresqlRoutines');
    expect(cSkipped[0].reason).toMatch(
      /^表 t 的检查约束调用了函数 fast_ok，但它不是用 SQL 或 PL\/pgSQL 编写的/,
    );
  });

  it('leaves skipped what the model could not hold, so the import stays a valid model', () => {
    const { model: odd, skipped: oddSkipped } = importDdl(
      `CREATE EXTENSION "my ext";
CREATE FUNCTION huge(v text) RETURNS boolean LANGUAGE sql AS $$ SELECT v <> '${'x'.repeat(100_000)}' $$;
CREATE TABLE t (id int PRIMARY KEY, v text CHECK (huge(v)));`,
      'postgresql',
    );
    expect(odd.project).not.toHaveProperty('postgresqlExtensions');
    expect(odd.project).not.toHaveProperty('postgresqlRoutines');
    expect(oddSkipped.map((s) => s.reason)).toEqual([
      '无法读取该扩展的名称，已忽略；导出的脚本需先在数据库中安装它',
      '表 t 的检查约束调用了函数 huge，但它的定义超过 100000 个字符或无法完整读取，无法原样保留，已忽略；导出的脚本需先在数据库中创建它',
    ]);
    expect(problemsOf(odd)).toEqual([]);
  });
});

describe('validation of the PostgreSQL extensions, functions and table options', () => {
  const base: Model = {
    project: { name: '示例', basePackage: 'com.example.demo', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Job',
        tableName: 'job',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
      },
    ],
  };
  const withProject = (project: Partial<Model['project']>) =>
    problemsOf({ ...base, project: { ...base.project, ...project } });
  const withTable = (options: Partial<Entity>) =>
    problemsOf({ ...base, entities: [{ ...base.entities[0], ...options }] });

  it('accepts what an import keeps', () => {
    expect(
      withProject({
        postgresqlExtensions: [{ name: 'uuid-ossp', schema: 'extensions' }, { name: 'pg_trgm' }],
        postgresqlRoutines: [
          {
            name: 'f',
            definition: 'CREATE OR REPLACE FUNCTION f() RETURNS int AS $x$ SELECT 1; $x$ LANGUAGE sql',
          },
        ],
      }),
    ).toEqual([]);
    expect(
      withTable({
        unlogged: true,
        storageParameters: "fillfactor=70, toast.autovacuum_enabled=false, x='a b'",
      }),
    ).toEqual([]);
  });

  it('refuses, in Chinese, a name PostgreSQL does not take, a repeated extension, and more than one statement', () => {
    expect(
      withProject({ postgresqlExtensions: [{ name: 'pg trgm' }, { name: 'citext' }, { name: 'CITEXT' }] }),
    ).toEqual([
      'project.postgresqlExtensions[0].name: 扩展名「pg trgm」不正确：应以字母或下划线开头，只含字母、数字、下划线和连字符，最多 63 个字符，如 pg_trgm、uuid-ossp',
      'project.postgresqlExtensions[2].name: 扩展 CITEXT 重复列出，请删去一个',
    ]);
    expect(withProject({ postgresqlExtensions: [{ name: 'citext', schema: 'a\nb' }] })).toEqual([
      'project.postgresqlExtensions[0].schema: 扩展所在的模式名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）',
    ]);
    expect(withProject({ postgresqlExtensions: [{ name: 'citext', schema: 'a"b' }] })).toEqual([]);
    const oneStatement =
      'project.postgresqlRoutines[0].definition: 函数定义应是一整条 CREATE FUNCTION 语句（不超过 100000 个字符），函数体写在 $$ … $$ 或 BEGIN ATOMIC … END 中，后面不能再有其他语句';
    expect(
      withProject({
        postgresqlRoutines: [
          {
            name: 'f',
            definition: 'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql; DROP TABLE job',
          },
        ],
      }),
    ).toEqual([oneStatement]);
    expect(withProject({ postgresqlRoutines: [{ name: 'f', definition: 'DROP TABLE job' }] })).toEqual([
      oneStatement,
    ]);
    expect(withTable({ storageParameters: 'fillfactor=70); DROP TABLE job; --' })).toEqual([
      'entities[0].storageParameters: 存储参数应写成 WITH (…) 括号中的「参数 = 值」列表，用逗号分隔，如 fillfactor = 70, autovacuum_enabled = false（不超过 1000 个字符）',
    ]);
  });
});

describe('PostgreSQL extensions, called functions and table options through the catalog', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('keeps them, also a function only a constraint PostgreSQL added calls, and options an ALTER TABLE set', async () => {
    const { model, skipped } = await importPostgresqlDdl(
      `CREATE EXTENSION IF NOT EXISTS pg_trgm;
${TAG_COUNT};
CREATE FUNCTION unused() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;
CREATE TABLE job (id bigint PRIMARY KEY, tags jsonb, code text);
DO $$ BEGIN
  EXECUTE 'ALTER TABLE job ADD CONSTRAINT job_tags CHECK (tag_count(tags) < 10)';
END $$;
ALTER TABLE job SET (fillfactor = 60);
ALTER TABLE job SET UNLOGGED;
CREATE INDEX job_code_trgm ON job USING gin (code gin_trgm_ops);`,
      sandbox,
    );
    expect(model.project.postgresqlExtensions).toEqual([{ name: 'pg_trgm' }]);
    expect(model.project.postgresqlRoutines).toEqual([{ name: 'tag_count', definition: TAG_COUNT }]);
    expect(skipped.filter((s) => s.statement.startsWith('CREATE FUNCTION')).map((s) => s.line)).toEqual([3]);
    expect([entityOf(model, 'job').unlogged, entityOf(model, 'job').storageParameters]).toEqual([
      true,
      'fillfactor=60',
    ]);
    expect(problemsOf(model)).toEqual([]);
    expect(exportDdl(model, 'postgresql')).toContain(') WITH (fillfactor=60);');
  });
});
