// PostgreSQL enum types and domains of schemas other than public, dollar-quoted and escape-string comments, and
// bpchar without a length: read by the text import and from the catalog PostgreSQL builds (the two paths of a
// PostgreSQL import), written back by the PostgreSQL DDL and by the sets that name the enum type.
import path from 'node:path';

import { catalogDdl } from '../src/ddl/catalog/to-ddl';
import { sandboxStatements } from '../src/ddl/catalog/statements';
import { exportDdl } from '../src/ddl/export';
import { importDdl, type DdlImportResult } from '../src/ddl/import';
import type { Entity, Field, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { renderOfficial } from './support/render-official';

jest.setTimeout(120_000);

/** One enum type name in three schemas, one domain name in two, found qualified and along the search path. */
const SCRIPT = [
  /* 1 */ 'CREATE SCHEMA sales;',
  /* 2 */ 'CREATE SCHEMA hr;',
  /* 3 */ "CREATE TYPE sales.status AS ENUM ('open', 'won', 'lost');",
  /* 4 */ "CREATE TYPE hr.status AS ENUM ('active', 'left');",
  /* 5 */ "CREATE DOMAIN sales.code AS varchar(12) CHECK (VALUE ~ '^S-');",
  /* 6 */ 'CREATE DOMAIN hr.code AS integer CHECK (VALUE > 0);',
  /* 7 */ 'CREATE TABLE sales.deals (id int PRIMARY KEY, status sales.status NOT NULL, code sales.code);',
  /* 8 */ 'CREATE TABLE hr.people (id int PRIMARY KEY, status hr.status NOT NULL, code hr.code);',
  /* 9 */ 'SET search_path TO hr, public;',
  /* 10 */ 'CREATE TABLE staff (id int PRIMARY KEY, status status, code code);',
  /* 11 */ 'SET search_path TO public;',
  /* 12 */ "CREATE TYPE status AS ENUM ('on', 'off');",
  /* 13 */ 'CREATE TABLE toggles (id int PRIMARY KEY, status status, note bpchar, flag char, initials bpchar(3));',
  /* 14 */ "COMMENT ON TABLE toggles IS $$Feature toggles: 'on' or 'off'$$;",
  /* 15 */ 'COMMENT ON COLUMN toggles.status IS $state$Current state -- as last set$state$;',
  /* 16 */ "COMMENT ON COLUMN toggles.note IS E'Free text\\nit''s padded \\u00e9';",
  /* 17 */ 'COMMENT ON COLUMN hr.staff.code IS $$Badge$$;',
].join('\n');

const entity = (model: Model, schema: string | undefined, table: string): Entity => {
  const found = model.entities.find(
    (e) => e.sqlSchema === schema && (e.sqlTableName ?? e.tableName) === table,
  );
  if (!found) throw new Error(`no entity ${schema ?? 'public'}.${table}`);
  return found;
};
const field = (e: Entity, column: string): Field => {
  const found = e.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no field ${e.tableName}.${column}`);
  return found;
};
/** A CHECK as either path writes it: PostgreSQL adds casts and parentheses. */
const checksOf = (e: Entity) => e.checks?.map((c) => c.expression.replace(/::\w+/g, '').replace(/[()]/g, ''));
const enumOf = (f: Field) => ({
  schema: f.enumTypeSchema,
  name: f.enumTypeName,
  values: f.enumValues?.map((v) => v.value),
});

/** What both paths must read from SCRIPT. */
function expectSchemasAndTypes(result: DdlImportResult): void {
  const { model } = result;
  const deals = entity(model, 'sales', 'deals');
  const people = entity(model, 'hr', 'people');
  const staff = entity(model, 'hr', 'staff');
  const toggles = entity(model, undefined, 'toggles');
  expect(enumOf(field(deals, 'status'))).toEqual({
    schema: 'sales',
    name: 'status',
    values: ['open', 'won', 'lost'],
  });
  expect(enumOf(field(people, 'status'))).toEqual({
    schema: 'hr',
    name: 'status',
    values: ['active', 'left'],
  });
  // Unqualified after `SET search_path TO hr, public`: hr's.
  expect(enumOf(field(staff, 'status'))).toEqual({
    schema: 'hr',
    name: 'status',
    values: ['active', 'left'],
  });
  expect(enumOf(field(toggles, 'status'))).toEqual({
    schema: undefined,
    name: 'status',
    values: ['on', 'off'],
  });
  // Each column takes its own schema's domain, kept there for PostgreSQL: its base type, and its CHECK for MySQL
  // where MySQL can check it (not a regular expression).
  expect(field(deals, 'code')).toMatchObject({
    type: 'string',
    length: 12,
    postgresqlDomain: { name: 'code', schema: 'sales' },
  });
  expect(checksOf(deals)).toBeUndefined();
  expect(field(people, 'code')).toMatchObject({
    type: 'int',
    postgresqlDomain: { name: 'code', schema: 'hr' },
  });
  expect(checksOf(people)).toEqual(['code > 0']);
  expect(field(staff, 'code')).toMatchObject({
    type: 'int',
    postgresqlDomain: { name: 'code', schema: 'hr' },
  });
  expect(checksOf(staff)).toEqual(['code > 0']);
  expect(model.project.postgresqlTypes?.map((t) => `${t.schema}.${t.name}`)).toEqual([
    'sales.code',
    'hr.code',
  ]);
  // bpchar alone is text of any length, its type kept; char alone is char(1).
  expect(field(toggles, 'note')).toMatchObject({ type: 'text', sqlType: { postgresql: 'BPCHAR' } });
  expect(field(toggles, 'note').length).toBeUndefined();
  expect(field(toggles, 'flag')).toMatchObject({ type: 'string', length: 1, fixedLength: true });
  expect(field(toggles, 'initials')).toMatchObject({ type: 'string', length: 3, fixedLength: true });
  expect(result.approximations.find((a) => a.statement === 'toggles.note BPCHAR')?.reason).toMatch(
    /导出到 MySQL 时按 TEXT/,
  );
  // Comments in dollar quotes (a tag, `--` inside) and in an escape string (\n, '', \u00e9).
  expect([toggles.label, toggles.comment]).toEqual(['Feature toggles', "Feature toggles: 'on' or 'off'"]);
  expect(field(toggles, 'status').label).toBe('Current state -- as last set');
  expect([field(toggles, 'note').label, field(toggles, 'note').comment]).toEqual([
    'Free text',
    "Free text\nit's padded é",
  ]);
  expect(field(staff, 'code').label).toBe('Badge');
  expect(result.skipped.filter((s) => /^COMMENT/.test(s.statement))).toEqual([]);
  expect(validateModel(model)).toMatchObject({ ok: true });
}

describe('the text import', () => {
  it('keys enum types and domains by schema, finds them along the search path, reads $$ comments and bpchar', () => {
    expectSchemasAndTypes(importDdl(SCRIPT, 'postgresql'));
  });

  it('finds an unqualified type in the first schema of the search path that has one, then public', () => {
    const { model } = importDdl(
      [
        "CREATE TYPE app.level AS ENUM ('low', 'high');",
        "CREATE TYPE level AS ENUM ('a', 'b');",
        'SET search_path TO other, public;',
        'CREATE TABLE a (id int PRIMARY KEY, l level);',
        'SET search_path TO other, app, public;',
        'CREATE TABLE b (id int PRIMARY KEY, l level);',
      ].join('\n'),
      'postgresql',
    );
    // A table is created in the first schema of the path (other), its type found along it.
    expect(enumOf(field(entity(model, 'other', 'a'), 'l'))).toEqual({
      schema: undefined,
      name: 'level',
      values: ['a', 'b'],
    });
    expect(enumOf(field(entity(model, 'other', 'b'), 'l'))).toEqual({
      schema: 'app',
      name: 'level',
      values: ['low', 'high'],
    });
  });
});

describe('PostgreSQL as the reader', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('reads the same from the catalog alone as the text import does', async () => {
    const run = await sandbox.run(sandboxStatements(SCRIPT));
    if (!run.ok) throw new Error(`sandbox: ${run.reason}`);
    expect(run.errors.filter((e) => e !== null)).toEqual([]);
    // format_type prints a bare bpchar as bpchar and char as character(1): the import tells them apart.
    expect(
      run.catalog.columns.filter((c) => ['note', 'flag'].includes(c.plainName)).map((c) => c.type),
    ).toEqual(['bpchar', 'character(1)']);
    expectSchemasAndTypes(importDdl(catalogDdl(run.catalog), 'postgresql'));
    expectSchemasAndTypes(await importPostgresqlDdl(SCRIPT, sandbox));
  });

  it('takes enum types only PostgreSQL saw (a DO block) with their schema, one name in two schemas', async () => {
    const script = [
      'CREATE SCHEMA auth;',
      'CREATE SCHEMA billing;',
      "DO $$ BEGIN CREATE TYPE auth.factor_status AS ENUM ('unverified', 'verified'); CREATE TYPE billing.factor_status AS ENUM ('pending', 'paid'); END $$;",
      'CREATE TABLE auth.mfa_factors (id uuid PRIMARY KEY, status auth.factor_status NOT NULL);',
      'CREATE TABLE billing.invoices (id uuid PRIMARY KEY, status billing.factor_status NOT NULL);',
    ].join('\n');
    const { model } = await importPostgresqlDdl(script, sandbox);
    expect(enumOf(field(entity(model, 'auth', 'mfa_factors'), 'status'))).toEqual({
      schema: 'auth',
      name: 'factor_status',
      values: ['unverified', 'verified'],
    });
    expect(enumOf(field(entity(model, 'billing', 'invoices'), 'status'))).toEqual({
      schema: 'billing',
      name: 'factor_status',
      values: ['pending', 'paid'],
    });
    expect(validateModel(model)).toMatchObject({ ok: true });
  });

  it('keeps the notes of a table whose name has a space by its table and column, at the right lines', async () => {
    const script = [
      /* 1 */ 'CREATE TABLE plain_one (id int PRIMARY KEY, price numeric);',
      /* 2 */ 'CREATE TABLE "Customer Name" (id int PRIMARY KEY, price numeric);',
      /* 3 */ 'ALTER TABLE "Customer Name" ALTER COLUMN price TYPE money USING price::money;',
    ].join('\n');
    const text = importDdl(script, 'postgresql');
    expect(text.approximations.map((a) => a.statement)).toContain('Customer Name.price NUMERIC');
    const result = await importPostgresqlDdl(script, sandbox);
    const notes = result.approximations.filter((a) => a.statement.startsWith('Customer Name.price'));
    // The catalog's reading of the column replaced the text import's: its note, at the table's line.
    expect(notes.map((n) => [n.line, n.statement])).toEqual([[2, 'Customer Name.price MONEY']]);
    // The other table's column of the same name keeps its own note.
    expect(result.approximations.map((a) => a.statement)).toContain('plain_one.price NUMERIC');
    const fill = result.approximations.find((a) => a.reason.startsWith('表 customer_name 有语句'));
    expect(fill?.line).toBe(3);
  });
});

describe('the export', () => {
  const model = () => importDdl(SCRIPT, 'postgresql').model;

  it('creates each enum type in its schema, once per schema and name, and the columns name it so', () => {
    const ddl = exportDdl(model(), 'postgresql');
    const lines = ddl.split('\n');
    const at = (line: string) => lines.indexOf(line);
    expect(lines.filter((l) => l.startsWith('CREATE TYPE'))).toEqual([
      "CREATE TYPE \"sales\".\"status\" AS ENUM ('open', 'won', 'lost');",
      'CREATE TYPE "hr"."status" AS ENUM (\'active\', \'left\');',
      "CREATE TYPE \"status\" AS ENUM ('on', 'off');",
    ]);
    expect(lines.filter((l) => l.startsWith('CREATE SCHEMA'))).toEqual([
      'CREATE SCHEMA IF NOT EXISTS "sales";',
      'CREATE SCHEMA IF NOT EXISTS "hr";',
    ]);
    expect(at('CREATE SCHEMA IF NOT EXISTS "hr";')).toBeLessThan(
      at('CREATE TYPE "hr"."status" AS ENUM (\'active\', \'left\');'),
    );
    expect(ddl).toContain('"status" "sales"."status" NOT NULL');
    expect(ddl).toContain('"status" "hr"."status" NOT NULL');
    expect(ddl).toMatch(/CREATE TABLE "toggles" \(\n[^;]*"status" "status",/);
    expect(ddl).toContain('"note" BPCHAR');
  });

  it('creates the schema of an enum type no table lives in', () => {
    const m = model();
    Object.assign(field(entity(m, undefined, 'toggles'), 'status'), { enumTypeSchema: 'flags' });
    const ddl = exportDdl(m, 'postgresql');
    expect(ddl).toContain('CREATE SCHEMA IF NOT EXISTS "flags";');
    expect(ddl.indexOf('CREATE SCHEMA IF NOT EXISTS "flags";')).toBeLessThan(
      ddl.indexOf('CREATE TYPE "flags"."status"'),
    );
    expect(ddl).toContain('"status" "flags"."status",');
  });

  it('writes each enum type with its schema where SQLAlchemy names it', () => {
    const files = renderOfficial(model(), loadSetFromDir(path.join(OFFICIAL_SETS_DIR, 'fastapi-sqlalchemy')));
    const code = files.map((f) => f.content).join('\n');
    expect(code).toContain('ENUM(DealStatus, name="status", schema="sales", create_type=False');
    expect(code).toContain('ENUM(PersonStatus, name="status", schema="hr", create_type=False');
    expect(code).toContain('ENUM(ToggleStatus, name="status", create_type=False');
  });
});

describe('validation', () => {
  const withStatus = (fields: Partial<Field>[]): Model => ({
    project: { name: 'p', basePackage: 'com.example', database: 'POSTGRESQL' },
    entities: fields.map((f, i) => ({
      className: `E${i}`,
      tableName: `e${i}`,
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true },
        { name: 'status', column: 'status', type: 'enum', enumValues: [{ value: `v${i}` }], ...f },
      ],
    })),
  });

  it('tells types of one name apart by their schema, and checks the schema as a table schema is checked', () => {
    expect(
      validateModel(
        withStatus([
          { enumTypeName: 'status', enumTypeSchema: 'sales' },
          { enumTypeName: 'status', enumTypeSchema: 'hr' },
          { enumTypeName: 'status' },
        ]),
      ),
    ).toMatchObject({ ok: true });
    const problems = (model: Model) => {
      const result = validateModel(model);
      return result.ok ? [] : result.problems.map((p) => p.path);
    };
    expect(
      problems(
        withStatus([
          { enumTypeName: 'status', enumTypeSchema: 'sales' },
          { enumTypeName: 'status', enumTypeSchema: 'sales' },
        ]),
      ),
    ).toEqual(['entities[1].fields[1].enumTypeName']);
    expect(problems(withStatus([{ enumTypeName: 'status', enumTypeSchema: 'pg_catalog' }]))).toEqual([
      'entities[0].fields[1].enumTypeSchema',
    ]);
    expect(problems(withStatus([{ enumTypeName: 'status', enumTypeSchema: 'public' }]))).toEqual([
      'entities[0].fields[1].enumTypeSchema',
    ]);
    expect(problems(withStatus([{ enumTypeSchema: 'sales' }]))).toEqual([
      'entities[0].fields[1].enumTypeSchema',
    ]);
  });
});
