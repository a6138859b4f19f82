// What the PostgreSQL corpus (fixtures/ddl/postgresql-corpus.sql) showed the PostgreSQL import and export losing,
// each in a few lines: the catalog round trip in toolchains/ddl-round-trip checks the whole corpus on PostgreSQL 15.

import { importDdl } from '../src/ddl/import';
import type { Entity, Field } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { exportDdl } from './support/ddl';

const table = (entities: Entity[], name: string): Entity => {
  const found = entities.find((e) => e.tableName === name);
  if (!found) throw new Error(`no entity for ${name}`);
  return found;
};
const field = (entity: Entity, column: string): Field => {
  const found = entity.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no column ${column} in ${entity.tableName}`);
  return found;
};
const columnLine = (sql: string, column: string) =>
  sql
    .split('\n')
    .find(
      (line) => line.trimStart().startsWith(`"${column}" `) || line.trimStart().startsWith(`\`${column}\` `),
    );

describe('PostgreSQL column types the export writes back as they were', () => {
  const { model, approximations } = importDdl(
    `CREATE TABLE tag_sets (
  id serial PRIMARY KEY,
  tags varchar(20)[] NOT NULL DEFAULT '{}',
  scores integer ARRAY,
  matrix int[][],
  rgb smallint[3],
  labels text[] DEFAULT ARRAY['a', 'b']::text[]
);
CREATE TABLE readings (
  id bigint PRIMARY KEY,
  raw_value numeric,
  exact numeric(12,4),
  clocked_at timestamp(3) with time zone,
  recorded_at timestamp(6),
  starts_at time(0),
  ends_at time(2) with time zone,
  plain_at timestamp,
  raw_json json,
  doc jsonb
);`,
    'postgresql',
  );
  const postgresql = exportDdl(model, 'postgresql');
  const mysql = exportDdl(model, 'mysql');

  it('keeps a default with a comma inside brackets whole, so the export loads', () => {
    expect(field(table(model.entities, 'tag_sets'), 'labels').defaultExpression).toEqual({
      expression: "ARRAY['a', 'b']::text[]",
      dialect: 'postgresql',
    });
    expect(columnLine(postgresql, 'labels')).toBe(`  "labels" TEXT[] DEFAULT (ARRAY['a', 'b']::text[]),`);
  });

  it('keeps arrays of every spelling as arrays, with their element type', () => {
    const tags = table(model.entities, 'tag_sets');
    expect(
      ['tags', 'scores', 'matrix', 'rgb'].map((c) => [field(tags, c).type, field(tags, c).sqlType]),
    ).toEqual([
      ['json', { postgresql: 'VARCHAR(20)[]' }],
      ['json', { postgresql: 'INTEGER[]' }],
      ['json', { postgresql: 'INT[][]' }],
      ['json', { postgresql: 'SMALLINT[3]' }],
    ]);
    expect(columnLine(postgresql, 'tags')).toBe(`  "tags" VARCHAR(20)[] NOT NULL DEFAULT '{}',`);
    expect(columnLine(postgresql, 'rgb')).toBe('  "rgb" SMALLINT[3],');
    expect(columnLine(mysql, 'matrix')).toBe('  `matrix` JSON NULL,');
  });

  it('writes a NUMERIC without precision as NUMERIC, not NUMERIC(10,0) that rounds, and MySQL its widest DECIMAL', () => {
    const readings = table(model.entities, 'readings');
    expect(field(readings, 'raw_value').sqlType).toEqual({ postgresql: 'NUMERIC', mysql: 'DECIMAL(65,30)' });
    expect(field(readings, 'exact').sqlType).toBeUndefined();
    expect(columnLine(postgresql, 'raw_value')).toBe('  "raw_value" NUMERIC,');
    expect(columnLine(postgresql, 'exact')).toBe('  "exact" NUMERIC(12,4),');
    expect(columnLine(mysql, 'raw_value')).toBe('  `raw_value` DECIMAL(65,30) NULL,');
    expect(approximations.map((a) => a.statement)).toContain('readings.raw_value NUMERIC');
  });

  it('keeps the fractional seconds of TIMESTAMP(p) and TIME(p), for MySQL too', () => {
    expect(
      ['clocked_at', 'recorded_at', 'starts_at', 'ends_at', 'plain_at'].map((c) => columnLine(postgresql, c)),
    ).toEqual([
      '  "clocked_at" TIMESTAMPTZ(3),',
      '  "recorded_at" TIMESTAMP(6),',
      '  "starts_at" TIME(0),',
      '  "ends_at" TIMETZ(2),',
      '  "plain_at" TIMESTAMP,',
    ]);
    expect(['clocked_at', 'recorded_at', 'starts_at', 'ends_at'].map((c) => columnLine(mysql, c))).toEqual([
      '  `clocked_at` DATETIME(3) NULL,',
      '  `recorded_at` DATETIME(6) NULL,',
      '  `starts_at` TIME NULL,',
      '  `ends_at` TIME(2) NULL,',
    ]);
  });

  it('keeps JSON as JSON (text as written), JSONB as JSONB', () => {
    expect(columnLine(postgresql, 'raw_json')).toBe('  "raw_json" JSON,');
    expect(columnLine(postgresql, 'doc')).toBe('  "doc" JSONB,');
    expect(approximations.map((a) => a.statement)).toContain('readings.raw_json JSON');
    expect(validateModel(model).ok).toBe(true);
  });
});

describe('PostgreSQL domains, enum arrays and serial columns', () => {
  const { model } = importDdl(
    `CREATE DOMAIN positive_int AS integer CHECK (VALUE > 0);
CREATE DOMAIN small_positive AS positive_int CHECK (VALUE < 1000);
CREATE DOMAIN status_code AS varchar(16) NOT NULL DEFAULT 'new';
CREATE DOMAIN public.pos AS public.positive_int;
CREATE TYPE ticket_state AS ENUM ('open', 'closed');
CREATE TABLE items (
  id integer PRIMARY KEY,
  quantity small_positive,
  status status_code,
  kind status_code DEFAULT 'old',
  n pos,
  state ticket_state NOT NULL DEFAULT 'open',
  history ticket_state[] NOT NULL DEFAULT '{}',
  batch_no serial
);`,
    'postgresql',
  );
  const items = table(model.entities, 'items');

  it('reads a domain over a domain as the inner base type, with the checks of both', () => {
    expect(field(items, 'quantity')).toMatchObject({ type: 'int' });
    expect(field(items, 'n')).toMatchObject({ type: 'int' });
    expect(items.checks?.map((c) => c.expression)).toEqual(['quantity > 0', 'quantity < 1000', 'n > 0']);
  });

  it("keeps a domain's NOT NULL and DEFAULT on its columns, a column's own DEFAULT first", () => {
    expect(field(items, 'status')).toMatchObject({
      type: 'string',
      length: 16,
      required: true,
      defaultValue: 'new',
    });
    expect(field(items, 'kind')).toMatchObject({ required: true, defaultValue: 'old' });
  });

  it('keeps an array of an enum as that array, not as one value of the enum', () => {
    expect(field(items, 'state')).toMatchObject({ type: 'enum', enumTypeName: 'ticket_state' });
    // A json field that names its enum type (for the DDL to create it), not an enum field.
    expect(field(items, 'history')).toMatchObject({
      type: 'json',
      sqlType: { postgresql: 'TICKET_STATE[]' },
      enumTypeName: 'ticket_state',
    });
    expect(columnLine(exportDdl(model, 'postgresql'), 'history')).toBe(
      `  "history" "ticket_state"[] NOT NULL DEFAULT '{}',`,
    );
  });

  it('keeps a serial column that is not a key numbered and NOT NULL', () => {
    expect(field(items, 'batch_no')).toMatchObject({ type: 'int', required: true, autoIncrement: true });
    expect(validateModel(model).ok).toBe(true);
  });
});

describe('PostgreSQL constraint modes and identity options', () => {
  const { model, approximations } = importDdl(
    `CREATE TABLE org_units (id integer PRIMARY KEY, parent_id integer REFERENCES org_units (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE employees (
  id integer GENERATED ALWAYS AS IDENTITY (START WITH 5 INCREMENT BY 10 CACHE 20 CYCLE) PRIMARY KEY,
  org_unit_id integer NOT NULL,
  CONSTRAINT employees_org_unit_fk FOREIGN KEY (org_unit_id) REFERENCES org_units (id) MATCH FULL ON DELETE RESTRICT DEFERRABLE
);
CREATE TABLE payments (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, employee_id integer);
ALTER TABLE payments ADD CONSTRAINT payments_employee_fk FOREIGN KEY (employee_id) REFERENCES employees (id) NOT VALID;`,
    'postgresql',
  );
  const postgresql = exportDdl(model, 'postgresql');

  it('writes a DEFERRABLE, MATCH FULL or NOT VALID foreign key back as it was, and lists what MySQL drops', () => {
    expect(postgresql).toContain(
      'ALTER TABLE "org_units" ADD CONSTRAINT "fk_org_units_parent_id" FOREIGN KEY ("parent_id") REFERENCES "org_units" ("id") DEFERRABLE INITIALLY DEFERRED;',
    );
    expect(postgresql).toContain(
      'FOREIGN KEY ("org_unit_id") REFERENCES "org_units" ("id") MATCH FULL ON DELETE RESTRICT DEFERRABLE INITIALLY IMMEDIATE;',
    );
    expect(postgresql).toContain('FOREIGN KEY ("employee_id") REFERENCES "employees" ("id") NOT VALID;');
    expect(
      approximations
        .filter((a) => /导出到 MySQL 时为立即检查/.test(a.reason))
        .map((a) => [a.line, a.statement]),
    ).toEqual([
      [1, 'org_units(parent_id) → org_units DEFERRABLE INITIALLY DEFERRED'],
      [5, 'employees(org_unit_id) → org_units MATCH FULL DEFERRABLE INITIALLY IMMEDIATE'],
      [8, 'payments(employee_id) → employees NOT VALID'],
    ]);
  });

  it('keeps ALWAYS, the step and CYCLE of an identity, and lists the cache it does not keep', () => {
    expect(field(table(model.entities, 'employees'), 'id')).toMatchObject({
      autoIncrement: true,
      autoIncrementStart: 5,
      identity: { always: true, incrementBy: 10, cycle: true },
    });
    expect(approximations.filter((a) => a.statement.startsWith('employees.id'))).toEqual([
      {
        statement: 'employees.id CACHE 20',
        line: 3,
        reason:
          '模型的自增列只记录起始值、ALWAYS、步长和 CYCLE：序列的 CACHE 20 不保留，导出时取 PostgreSQL 的默认值',
      },
      {
        statement: 'employees.id GENERATED ALWAYS INCREMENT BY 10 CYCLE',
        line: 3,
        reason:
          '自增列的 GENERATED ALWAYS、INCREMENT BY 10、CYCLE 按 PostgreSQL 的写法保存：导出到 MySQL 时为普通的 AUTO_INCREMENT（步长 1、允许写入指定值、不循环）',
      },
    ]);
    expect(approximations.filter((a) => a.statement.startsWith('payments.id'))).toEqual([]);
  });
});

describe('PostgreSQL columns numbered by a sequence of the script', () => {
  it('start where the sequence starts, with its step', () => {
    const { model, approximations } = importDdl(
      `CREATE SEQUENCE receipt_no_seq INCREMENT BY 5 START WITH 500;
CREATE SEQUENCE public.ticket_seq START 70;
CREATE TABLE receipts (receipt_no bigint NOT NULL DEFAULT nextval('receipt_no_seq'::regclass) PRIMARY KEY);
CREATE TABLE tickets (id integer DEFAULT nextval('public.ticket_seq') PRIMARY KEY);
CREATE TABLE plain (id serial PRIMARY KEY);`,
      'postgresql',
    );
    expect(field(table(model.entities, 'receipts'), 'receipt_no')).toMatchObject({
      autoIncrement: true,
      autoIncrementStart: 500,
      identity: { incrementBy: 5 },
    });
    expect(field(table(model.entities, 'tickets'), 'id')).toMatchObject({
      autoIncrement: true,
      autoIncrementStart: 70,
    });
    expect(field(table(model.entities, 'plain'), 'id').autoIncrementStart).toBeUndefined();
    expect(approximations.map((a) => [a.statement, a.line])).toEqual([
      ['receipts.receipt_no INCREMENT BY 5', 3],
    ]);
    expect(approximations[0].reason).toContain('导出到 MySQL 时为普通的 AUTO_INCREMENT');
    // Named otherwise than a serial's, each sequence keeps its name (code may call nextval('receipt_no_seq')).
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql.match(/CREATE SEQUENCE .*/g)).toEqual([
      'CREATE SEQUENCE "receipt_no_seq" START WITH 500 INCREMENT BY 5;',
      'CREATE SEQUENCE "ticket_seq" START WITH 70;',
    ]);
    expect(columnLine(postgresql, 'receipt_no')).toBe(
      `  "receipt_no" BIGINT NOT NULL DEFAULT nextval('"receipt_no_seq"'),`,
    );
  });
});

describe('PostgreSQL types of contrib extensions', () => {
  it('creates the extension a kept type needs, once, before the tables', () => {
    const { model } = importDdl(
      `CREATE EXTENSION IF NOT EXISTS citext;
CREATE TABLE accounts (id integer PRIMARY KEY, email citext, alias citext[]);
CREATE TABLE logins (id integer PRIMARY KEY, email citext NOT NULL);`,
      'postgresql',
    );
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql.match(/^CREATE EXTENSION .*$/gm)).toEqual(['CREATE EXTENSION IF NOT EXISTS citext;']);
    expect(postgresql.indexOf('CREATE EXTENSION')).toBeLessThan(postgresql.indexOf('CREATE TABLE'));
    expect(exportDdl(model, 'mysql')).not.toContain('EXTENSION');
  });
});
