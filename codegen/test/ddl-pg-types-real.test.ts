// PostgreSQL column types real schemas use, kept exactly by both paths of a PostgreSQL import (the text import and
// the catalog PostgreSQL builds) and written back by the PostgreSQL DDL: VARCHAR without a length, CHAR(n) past
// MySQL's 255, arrays of enum types. MySQL gets its nearest type, listed where it differs.
import path from 'node:path';

import { catalogDdl } from '../src/ddl/catalog/to-ddl';
import { sandboxStatements } from '../src/ddl/catalog/statements';
import { exportDdl } from '../src/ddl/export';
import { importDdl, type DdlImportResult } from '../src/ddl/import';
import type { Field, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { renderOfficial } from './support/render-official';

jest.setTimeout(120_000);

const field = (model: Model, table: string, column: string): Field => {
  const found = model.entities.find((e) => e.tableName === table)?.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no field ${table}.${column}`);
  return found;
};
const notesOf = (result: DdlImportResult, statement: string) =>
  result.approximations.filter((a) => a.statement === statement).map((a) => a.reason);

const STRINGS = [
  'CREATE TABLE note (',
  '  id int PRIMARY KEY,',
  '  body varchar NOT NULL,',
  '  code char(300),',
  "  slug character varying UNIQUE CHECK (slug ~ '^[a-z]+$'),",
  '  short char(4)',
  ');',
  "CREATE INDEX note_body ON note (body) WHERE body <> '';",
].join('\n');

function expectStrings(result: DdlImportResult): void {
  const { model } = result;
  expect(field(model, 'note', 'body')).toMatchObject({ type: 'text', sqlType: { postgresql: 'VARCHAR' } });
  expect(field(model, 'note', 'code')).toMatchObject({
    type: 'string',
    length: 300,
    sqlType: { postgresql: 'CHAR(300)' },
  });
  expect(field(model, 'note', 'code').fixedLength).toBeUndefined();
  // A keyed VARCHAR is a string field (MySQL keys no TEXT), its type kept as well.
  expect(field(model, 'note', 'slug')).toMatchObject({ type: 'string', sqlType: { postgresql: 'VARCHAR' } });
  // CHAR(n) up to 255 needs nothing more.
  expect(field(model, 'note', 'short')).toMatchObject({ type: 'string', length: 4, fixedLength: true });
  expect(field(model, 'note', 'short').sqlType).toBeUndefined();
  // MySQL's TEXT holds what an unbounded VARCHAR does: nothing listed; CHAR(300) is a VARCHAR(300) there.
  expect(result.approximations.filter((a) => a.statement.startsWith('note.body'))).toEqual([]);
  expect(notesOf(result, 'note.code CHAR')).toEqual([
    expect.stringMatching(/导出到 MySQL 时按 VARCHAR\(300\)/),
  ]);
  expect(validateModel(model)).toMatchObject({ ok: true });
}

describe('VARCHAR without a length and CHAR(n) over 255', () => {
  it('are kept by the text import', () => {
    expectStrings(importDdl(STRINGS, 'postgresql'));
  });

  it('are kept when read from the catalog', async () => {
    const sandbox = new PostgresSandbox();
    try {
      const run = await sandbox.run(sandboxStatements(STRINGS));
      if (!run.ok) throw new Error(`sandbox: ${run.reason}`);
      expectStrings(importDdl(catalogDdl(run.catalog), 'postgresql'));
      const result = await importPostgresqlDdl(STRINGS, sandbox);
      expectStrings(result);
      // Both paths read the same: nothing to fill in from the catalog.
      expect(result.skipped).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it('are written back by the PostgreSQL DDL, MySQL getting TEXT and VARCHAR(n)', () => {
    const { model } = importDdl(STRINGS, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain('"body" VARCHAR NOT NULL,');
    expect(postgresql).toContain('"code" CHAR(300),');
    expect(postgresql).toContain('"slug" VARCHAR UNIQUE,');
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`body` TEXT NOT NULL,');
    expect(mysql).toContain('`code` VARCHAR(300) NULL,');
    expect(mysql).toContain('`slug` VARCHAR(255) NULL UNIQUE,');
  });
});

const ENUM_ARRAYS = [
  "CREATE TYPE shade AS ENUM ('red', 'it''s');",
  'CREATE SCHEMA art;',
  "CREATE TYPE art.tone AS ENUM ('warm', 'cool');",
  'CREATE TABLE paint (id int PRIMARY KEY, shades shade[] NOT NULL, tones art.tone[], main shade);',
].join('\n');

function expectEnumArrays(result: DdlImportResult): void {
  const { model } = result;
  expect(field(model, 'paint', 'shades')).toMatchObject({
    type: 'json',
    sqlType: { postgresql: 'SHADE[]' },
    enumTypeName: 'shade',
    enumValues: [{ value: 'red' }, { value: "it's" }],
  });
  expect(field(model, 'paint', 'shades').enumTypeSchema).toBeUndefined();
  expect(field(model, 'paint', 'tones')).toMatchObject({
    type: 'json',
    enumTypeName: 'tone',
    enumTypeSchema: 'art',
    enumValues: [{ value: 'warm' }, { value: 'cool' }],
  });
  expect(validateModel(model)).toMatchObject({ ok: true });
}

describe('an array of an enum type', () => {
  it('names its enum type on the text import and from the catalog', async () => {
    expectEnumArrays(importDdl(ENUM_ARRAYS, 'postgresql'));
    const sandbox = new PostgresSandbox();
    try {
      const result = await importPostgresqlDdl(ENUM_ARRAYS, sandbox);
      expectEnumArrays(result);
      expect(result.skipped.filter((s) => s.reason.includes('补入'))).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it('gets its enum type created by the PostgreSQL DDL, once with the enum column sharing it', () => {
    const { model } = importDdl(ENUM_ARRAYS, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql.split('\n').filter((l) => l.startsWith('CREATE TYPE'))).toEqual([
      "CREATE TYPE \"shade\" AS ENUM ('red', 'it''s');",
      'CREATE TYPE "art"."tone" AS ENUM (\'warm\', \'cool\');',
    ]);
    expect(postgresql.indexOf('CREATE SCHEMA IF NOT EXISTS "art";')).toBeLessThan(
      postgresql.indexOf('CREATE TYPE "art"."tone"'),
    );
    expect(postgresql).toContain('"shades" "shade"[] NOT NULL,');
    expect(postgresql).toContain('"tones" "art"."tone"[],');
    expect(postgresql).toContain('"main" "shade",');
    expect(exportDdl(model, 'mysql')).toContain('`shades` JSON NOT NULL,');
  });

  it('stays a json field in every set: no labelled codes of its own', () => {
    const { model } = importDdl(ENUM_ARRAYS, 'postgresql');
    for (const name of [
      'fastapi-sqlalchemy',
      'go-gorm',
      'nestjs-typeorm',
      'react-antd-crud',
      'spring-boot-mybatis-plus',
      'typescript-zod',
      'vue3-element-plus-crud',
    ]) {
      const code = renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, name)))
        .map((f) => f.content)
        .join('\n');
      // The enum column's type has a generated enum; the arrays' labels make no second one.
      expect([name, code.includes('PaintShades')]).toEqual([name, false]);
      expect([name, code.includes('PaintTones')]).toEqual([name, false]);
    }
  });

  it('must list the values of its type, and only an array may name an enum type besides an enum', () => {
    const { model } = importDdl(ENUM_ARRAYS, 'postgresql');
    const problems = (change: Partial<Field>) => {
      const copy = structuredClone(model);
      Object.assign(field(copy, 'paint', 'shades'), change);
      const result = validateModel(copy);
      return result.ok ? [] : result.problems.map((p) => p.path);
    };
    expect(problems({ enumValues: [] })).toContain('entities[0].fields[1].enumValues');
    expect(problems({ sqlType: { postgresql: 'JSONB' } })).toEqual([
      'entities[0].fields[1].enumTypeName',
      'entities[0].fields[1].enumValues',
    ]);
    // Two fields naming one type list the same values (it is created once).
    expect(problems({ enumValues: [{ value: 'red' }] })).toEqual(['entities[0].fields[3].enumTypeName']);
  });
});

const DOMAINS = [
  "CREATE DOMAIN int_list AS int[] NOT NULL DEFAULT '{}' CHECK (cardinality(VALUE) < 10);",
  'CREATE DOMAIN short_list AS int_list CHECK (cardinality(VALUE) < 5);',
  "CREATE TYPE shade AS ENUM ('red', 'blue');",
  "CREATE DOMAIN hue AS shade DEFAULT 'red' CHECK (VALUE <> 'blue');",
  'CREATE DOMAIN hues AS shade[];',
  'CREATE TABLE swatch (id int PRIMARY KEY, items int_list, few short_list, main hue, shades hues);',
].join('\n');

function expectDomains(result: DdlImportResult): void {
  const { model } = result;
  const swatch = model.entities.find((e) => e.tableName === 'swatch');
  // The array the domain stands on, with its NOT NULL, DEFAULT and CHECK (an inner domain's as well).
  expect(field(model, 'swatch', 'items')).toMatchObject({ type: 'json', required: true, defaultValue: '{}' });
  expect(field(model, 'swatch', 'items').sqlType?.postgresql).toMatch(/^INT(EGER)?\[\]$/);
  expect(field(model, 'swatch', 'few')).toMatchObject({ type: 'json', required: true });
  // PostgreSQL keeps the domains, which bring their NOT NULL, DEFAULT and CHECKs; MySQL gets the portable CHECK.
  expect(field(model, 'swatch', 'items').postgresqlDomain).toEqual({
    name: 'int_list',
    notNull: true,
    default: true,
  });
  expect(field(model, 'swatch', 'few').postgresqlDomain).toEqual({
    name: 'short_list',
    notNull: true,
    default: true,
  });
  expect(field(model, 'swatch', 'main').postgresqlDomain).toEqual({ name: 'hue', default: true });
  expect(field(model, 'swatch', 'shades').postgresqlDomain).toEqual({ name: 'hues' });
  expect(model.project.postgresqlTypes?.map((t) => t.name)).toEqual([
    'shade',
    'int_list',
    'short_list',
    'hue',
    'hues',
  ]);
  expect(swatch?.checks).toEqual([{ expression: "main <> 'blue'", dialect: 'mysql' }]);
  // Over an enum type: the enum column; over an array of one: the enum array.
  expect(field(model, 'swatch', 'main')).toMatchObject({
    type: 'enum',
    enumTypeName: 'shade',
    defaultValue: 'red',
  });
  expect(field(model, 'swatch', 'shades')).toMatchObject({
    type: 'json',
    sqlType: { postgresql: 'SHADE[]' },
    enumTypeName: 'shade',
  });
  expect(result.skipped.filter((s) => /未知的列类型|语法错误/.test(s.reason))).toEqual([]);
  expect(validateModel(model)).toMatchObject({ ok: true });
}

describe('a domain over an array, an enum or an enum array', () => {
  it('is kept, its columns taking its base type for the code and MySQL, on the text import and from the catalog', async () => {
    expectDomains(importDdl(DOMAINS, 'postgresql'));
    const sandbox = new PostgresSandbox();
    try {
      expectDomains(await importPostgresqlDdl(DOMAINS, sandbox));
    } finally {
      await sandbox.close();
    }
  });

  it('is written back to PostgreSQL as the domain after its enum type, to MySQL as its base', () => {
    const { model } = importDdl(DOMAINS, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    const order = [
      "CREATE TYPE \"shade\" AS ENUM ('red', 'blue');",
      "CREATE DOMAIN int_list AS int[] NOT NULL DEFAULT '{}' CHECK (cardinality(VALUE) < 10);",
      'CREATE DOMAIN short_list AS int_list CHECK (cardinality(VALUE) < 5);',
      "CREATE DOMAIN hue AS shade DEFAULT 'red' CHECK (VALUE <> 'blue');",
      'CREATE DOMAIN hues AS shade[];',
      '"items" int_list,',
      '"few" short_list,',
      '"main" hue,',
      '"shades" hues,',
    ].map((line) => postgresql.indexOf(line));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(postgresql).not.toContain('cardinality(items)');
    expect(postgresql).not.toContain("main <> 'blue'");
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain("`items` JSON NOT NULL DEFAULT ('[]'),");
    expect(mysql).toContain("`main` ENUM('red','blue') NULL DEFAULT 'red',");
    expect(mysql).toContain("ADD CHECK (main <> 'blue');");
  });
});

describe('keyword functions called by a schema-qualified name', () => {
  const SCRIPT = [
    'CREATE TABLE token (',
    '  id uuid PRIMARY KEY DEFAULT public.gen_random_uuid(),',
    '  other uuid DEFAULT extensions.uuid_generate_v4(),',
    '  timed uuid DEFAULT uuid_generate_v1(),',
    '  timed_mc uuid DEFAULT public.uuid_generate_v1mc(),',
    '  created timestamp DEFAULT pg_catalog.now(),',
    '  custom text DEFAULT app.now()',
    ');',
  ].join('\n');

  it('are the keywords; a time-based UUID and a function of another schema stay expressions', () => {
    const { model } = importDdl(SCRIPT, 'postgresql');
    expect(field(model, 'token', 'id').defaultValue).toBe('UUID');
    expect(field(model, 'token', 'other').defaultValue).toBe('UUID');
    expect(field(model, 'token', 'created').defaultValue).toBe('CURRENT_TIMESTAMP');
    for (const [column, expression] of [
      ['timed', 'uuid_generate_v1()'],
      ['timed_mc', 'public.uuid_generate_v1mc()'],
      ['custom', 'app.now()'],
    ]) {
      expect(field(model, 'token', column)).toMatchObject({
        defaultExpression: { expression, dialect: 'postgresql' },
      });
      expect(field(model, 'token', column).defaultValue).toBeUndefined();
    }
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain('"id" UUID NOT NULL DEFAULT gen_random_uuid(),');
    expect(postgresql).toContain('"timed" UUID DEFAULT (uuid_generate_v1()),');
    expect(exportDdl(model, 'mysql')).toContain('`other` CHAR(36) NULL DEFAULT (UUID()),');
  });
});

describe("a time as the string 'now' on a timestamp or date column", () => {
  const SCRIPT = [
    'CREATE TABLE stamp (',
    '  id int PRIMARY KEY,',
    "  made timestamptz NOT NULL DEFAULT 'now()',",
    "  cast_once timestamp DEFAULT 'now'::timestamp,",
    "  day_once date DEFAULT 'now'::date,",
    "  each_day date DEFAULT ('now'::text)::date,",
    "  each_time timestamp DEFAULT 'now'::text::timestamp",
    ');',
  ].join('\n');

  const expectStamps = (result: DdlImportResult) => {
    const { model } = result;
    // Read once, as PostgreSQL creates the table: the string, which the PostgreSQL DDL writes back as it was.
    expect(field(model, 'stamp', 'made').defaultValue).toBe('now()');
    expect(field(model, 'stamp', 'cast_once').defaultValue).toBe('now');
    expect(field(model, 'stamp', 'day_once').defaultValue).toBe('now');
    // The text 'now' cast at each insert (pg_dump's CURRENT_DATE): the keyword.
    expect(field(model, 'stamp', 'each_day').defaultValue).toBe('CURRENT_DATE');
    expect(field(model, 'stamp', 'each_time').defaultValue).toBe('CURRENT_TIMESTAMP');
    expect(notesOf(result, "stamp.made DEFAULT 'now()'")).toEqual([
      expect.stringMatching(/PostgreSQL 只在建表时读一次.*导出到 MySQL 时该列不带默认值/),
    ]);
  };

  it('keeps the string where PostgreSQL reads it once, on the text import and from the catalog', async () => {
    expectStamps(importDdl(SCRIPT, 'postgresql'));
    const sandbox = new PostgresSandbox();
    try {
      expectStamps(await importPostgresqlDdl(SCRIPT, sandbox));
    } finally {
      await sandbox.close();
    }
    const { model } = importDdl(SCRIPT, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain(`"made" TIMESTAMPTZ NOT NULL DEFAULT 'now()',`);
    expect(postgresql).toContain(`"cast_once" TIMESTAMP DEFAULT 'now',`);
    expect(exportDdl(model, 'mysql')).toContain('`made` DATETIME NOT NULL,');
  });
});

describe('arrays of types with a short name or a name of several words', () => {
  const SCRIPT = [
    'CREATE TABLE reading (',
    '  id int PRIMARY KEY,',
    '  counts int4[],',
    '  small int2[],',
    '  ratios float8[],',
    '  taken timestamp(3) without time zone[] NOT NULL,',
    '  zoned timestamp with time zone[],',
    '  at_times time(2) with time zone[],',
    '  flags bit varying(4)[]',
    ');',
  ].join('\n');
  const TYPES = {
    counts: 'INTEGER[]',
    small: 'SMALLINT[]',
    ratios: 'DOUBLE PRECISION[]',
    taken: 'TIMESTAMP(3)[]',
    zoned: 'TIMESTAMPTZ[]',
    at_times: 'TIMETZ(2)[]',
    flags: 'VARBIT(4)[]',
  };
  const expectArrays = (result: DdlImportResult) => {
    for (const [column, sqlType] of Object.entries(TYPES))
      expect([column, field(result.model, 'reading', column)]).toEqual([
        column,
        expect.objectContaining({ type: 'json', sqlType: { postgresql: sqlType } }),
      ]);
    expect(field(result.model, 'reading', 'taken').required).toBe(true);
    expect(result.skipped).toEqual([]);
  };

  it('stay arrays of that type on the text import and from the catalog', async () => {
    expectArrays(importDdl(SCRIPT, 'postgresql'));
    const sandbox = new PostgresSandbox();
    try {
      expectArrays(await importPostgresqlDdl(SCRIPT, sandbox));
    } finally {
      await sandbox.close();
    }
    const postgresql = exportDdl(importDdl(SCRIPT, 'postgresql').model, 'postgresql');
    expect(postgresql).toContain('"counts" INTEGER[],');
    expect(postgresql).toContain('"taken" TIMESTAMP(3)[] NOT NULL,');
  });
});
