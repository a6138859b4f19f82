// Names holding a control character: a line break in a kept object's name would end the `--` line the other
// dialect's DDL notes it in, and the rest of the name would run as a statement of its own. The import skips such an
// object (saying why), the validator refuses it, and every name in a DDL comment line goes through sql_comment.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Liquid } from 'liquidjs';

import { importDdl } from '../src/ddl/import';
import { registerFilters } from '../src/engine/filters';
import type { Model } from '../src/model/types';
import { OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const pg = postgresImports();
const { refusedByPostgresql } = pg;

const PG_INJECTION = `CREATE TABLE t (id int PRIMARY KEY);
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER "x
CREATE TABLE injected (id int);
-- " BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();`;
const MYSQL_INJECTION =
  'CREATE TABLE t (id int PRIMARY KEY);\nCREATE TRIGGER `x\nCREATE TABLE injected (id int);\n-- ` BEFORE INSERT ON t FOR EACH ROW SET NEW.id = NEW.id;';

const injected = (sql: string) => sql.split('\n').filter((line) => /^\s*CREATE TABLE injected/i.test(line));

function expectSkippedAndSafe(model: Model, skipped: { reason: string }[]): void {
  expect(entityOf(model, 't').triggers ?? []).toEqual([]);
  expect(skipped.map((s) => s.reason)).toContainEqual(expect.stringContaining('的名称含控制字符（如换行）'));
  expect(problemsOf(model)).toEqual([]);
  expect(injected(exportDdl(model, 'mysql'))).toEqual([]);
  expect(injected(exportDdl(model, 'postgresql'))).toEqual([]);
}

describe('a trigger named with a line break', () => {
  it('is skipped, saying why, on both PostgreSQL import paths; neither export runs the rest of its name', async () => {
    for (const [, result] of await pg.bothPaths(PG_INJECTION))
      expectSkippedAndSafe(result.model, result.skipped);
  });

  it('is skipped by the MySQL import', () => {
    const result = importDdl(MYSQL_INJECTION, 'mysql');
    expectSkippedAndSafe(result.model, result.skipped);
  });

  it('is refused by the validator, as are sequences, policies and functions named so', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY);', 'postgresql');
    const name = 'x\nCREATE TABLE injected (id int);\n-- ';
    const quoted = `"${name}"`;
    const withObjects: Model = {
      ...model,
      project: {
        ...model.project,
        postgresqlSequences: [{ name, definition: `CREATE SEQUENCE ${quoted}` }],
        postgresqlRoutines: [
          { name: 'f\ng', definition: 'CREATE FUNCTION "f\ng"() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$' },
        ],
      },
      entities: model.entities.map((e) => ({
        ...e,
        triggers: [
          {
            name,
            dialect: 'postgresql' as const,
            definition: `CREATE TRIGGER ${quoted} BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f()`,
          },
          {
            name,
            dialect: 'mysql' as const,
            definition: `CREATE TRIGGER \`${name}\` BEFORE INSERT ON t FOR EACH ROW SET NEW.id = NEW.id`,
          },
        ],
        policies: [{ name, definition: `CREATE POLICY ${quoted} ON t USING (true)` }],
      })),
    };
    const shown = '「x?CREATE TABLE injected (id int);?-- 」不能含控制字符（如换行、制表符），请改名';
    expect(problemsOf(withObjects)).toEqual([
      `project.postgresqlRoutines[0].name: 函数名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）`,
      `project.postgresqlSequences[0].name: 序列名${shown}`,
      `entities[0].triggers[0].name: 触发器名${shown}`,
      `entities[0].triggers[1].name: 触发器名${shown}`,
      `entities[0].policies[0].name: 策略名${shown}`,
    ]);
  });
});

describe('sql_comment', () => {
  it('turns line breaks and other control characters into spaces', async () => {
    const liquid = new Liquid();
    registerFilters(liquid);
    await expect(
      liquid.parseAndRender('-- {{ name | sql_comment }}', { name: 'a\r\nDROP TABLE t;\t\u0085b' }),
    ).resolves.toBe('-- a  DROP TABLE t;  b');
  });

  it('is on every output of a `--` line in both DDL templates', () => {
    for (const dialect of ['mysql', 'postgresql']) {
      const template = readFileSync(
        path.join(OFFICIAL_SETS_DIR, `${dialect}-ddl`, 'templates', 'schema.sql.liquid'),
        'utf8',
      );
      const outputs = template
        .split('\n')
        .filter((line) => line.trimStart().startsWith('--'))
        .flatMap((line) => line.match(/\{\{[\s\S]*?\}\}/g) ?? []);
      expect(outputs.length).toBeGreaterThan(10);
      expect(outputs.filter((output) => !/\|\s*sql_comment\s*-?\}\}$/.test(output))).toEqual([]);
    }
  });
});

describe('quoted names of domains and partitions', () => {
  it('keeps a domain named with a double quote on both PostgreSQL paths, and PostgreSQL runs the export', async () => {
    for (const [, { model }] of await pg.bothPaths(
      'CREATE DOMAIN "d""x" AS int CHECK (VALUE > 0); CREATE TABLE t (id int PRIMARY KEY, m "d""x");',
    )) {
      expect(problemsOf(model)).toEqual([]);
      expect(model.project.postgresqlTypes).toEqual([
        { name: 'd"x', definition: 'CREATE DOMAIN "d""x" AS int CHECK (VALUE > 0)' },
      ]);
      expect(entityOf(model, 't').fields.find((f) => f.column === 'm')?.postgresqlDomain).toEqual({
        name: 'd"x',
      });
      expect(await refusedByPostgresql(model)).toEqual([]);
    }
  });

  it('counts a type name in UTF-8 bytes, as PostgreSQL does', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY);', 'postgresql');
    const name = '类'.repeat(22);
    expect(
      problemsOf({
        ...model,
        project: {
          ...model.project,
          postgresqlTypes: [{ name, definition: `CREATE DOMAIN "${name}" AS int` }],
        },
      }),
    ).toEqual([
      'project.postgresqlTypes[0].name: 类型名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）',
    ]);
  });

  it('keeps partitions and partition indexes named with a space or a double quote, on both paths', async () => {
    const script = `CREATE TABLE m (id int, at date, PRIMARY KEY (id, at)) PARTITION BY RANGE (at);
CREATE TABLE "P 1" PARTITION OF m FOR VALUES FROM ('2020-01-01') TO ('2021-01-01');
CREATE TABLE "p""1" PARTITION OF m FOR VALUES FROM ('2021-01-01') TO ('2022-01-01');
CREATE INDEX "ix 1" ON "P 1" (id);
CREATE INDEX "i""x" ON "p""1" ("at");`;
    for (const [, { model, skipped }] of await pg.bothPaths(script)) {
      expect(skipped).toEqual([]);
      expect(problemsOf(model)).toEqual([]);
      expect(entityOf(model, 'm').partitioning?.partitions).toEqual([
        expect.objectContaining({ name: 'P 1', indexes: [{ name: 'ix 1', definition: '(id)' }] }),
        expect.objectContaining({ name: 'p"1', indexes: [{ name: 'i"x', definition: '("at")' }] }),
      ]);
      expect(await refusedByPostgresql(model)).toEqual([]);
    }
  });
});

describe('a type or domain put in public by name', () => {
  it('is refused, as it would be a second key for the type without a schema and the DDL would create it twice', () => {
    const { model } = importDdl(
      'CREATE DOMAIN money AS int; CREATE TABLE t (id int PRIMARY KEY, m money);',
      'postgresql',
    );
    const types = model.project.postgresqlTypes ?? [];
    expect(types).toEqual([{ name: 'money', definition: 'CREATE DOMAIN money AS int' }]);
    const twice: Model = {
      ...model,
      project: { ...model.project, postgresqlTypes: [...types, { ...types[0], schema: 'public' }] },
      entities: model.entities.map((e) => ({
        ...e,
        fields: e.fields.map((f) =>
          f.postgresqlDomain ? { ...f, postgresqlDomain: { name: 'money', schema: 'public' } } : f,
        ),
      })),
    };
    expect(problemsOf(twice)).toEqual([
      'project.postgresqlTypes[1].schema: 类型在 public 模式时不填模式名：请删去 schema 的「public」',
      'entities[0].fields[1].postgresqlDomain.schema: 域在 public 模式时不填模式名：请删去 schema 的「public」',
    ]);
  });
});
