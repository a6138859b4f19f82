// PostgreSQL 15's `UNIQUE NULLS NOT DISTINCT` (NULLs equal for uniqueness) is read from both import paths (text and
// catalog) as a unique index with `nullsNotDistinct`, validated, written back by the PostgreSQL DDL and SQLAlchemy;
// MySQL, which has no such key, writes a plain unique key and the import lists it. The real servers check the same
// in toolchains/ddl-round-trip.
import path from 'node:path';

import { buildContext } from '../src/context/build-context';
import { importDdl } from '../src/ddl/import';
import type { Index, Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, problemsOf } from './support/ddl';
import { renderOfficial } from './support/render-official';

jest.setTimeout(120_000);

const render = (model: Model, set: string, file: string): string => {
  const out = renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, set)));
  const found = out.find((f) => f.path.endsWith(file));
  if (!found) throw new Error(`no ${file} in ${set}: ${out.map((f) => f.path).join(', ')}`);
  return found.content;
};
const indexNamed = (model: Model, table: string, name: string): Index | undefined =>
  entityOf(model, table).indexes?.find((i) => i.name === name);

const POSTGRESQL = `CREATE TABLE seat (
  id integer PRIMARY KEY,
  hall integer,
  row_no integer,
  code varchar(20) UNIQUE NULLS NOT DISTINCT,
  badge varchar(20) UNIQUE NULLS DISTINCT,
  ticket varchar(20),
  note varchar(20),
  CONSTRAINT seat_hall_row UNIQUE NULLS NOT DISTINCT (hall, row_no)
);
CREATE UNIQUE INDEX seat_ticket ON seat USING btree (ticket) NULLS NOT DISTINCT;
CREATE UNIQUE INDEX seat_note ON seat (note) INCLUDE (hall) NULLS NOT DISTINCT WHERE (hall > 0);
CREATE INDEX seat_plain ON seat (hall) NULLS NOT DISTINCT;
ALTER TABLE ONLY seat ADD CONSTRAINT seat_row_note UNIQUE NULLS NOT DISTINCT (row_no, note);`;

describe('PostgreSQL text import', () => {
  const { model, skipped, approximations } = importDdl(POSTGRESQL, 'postgresql');
  const seat = entityOf(model, 'seat');
  const byName = (name: string) => indexNamed(model, 'seat', name);

  it('keeps NULLS NOT DISTINCT of a table constraint, a column, CREATE UNIQUE INDEX and ALTER TABLE ADD', () => {
    expect(skipped).toEqual([]);
    expect(byName('seat_hall_row')).toEqual({
      name: 'seat_hall_row',
      fields: ['hall', 'rowNo'],
      unique: true,
      nullsNotDistinct: true,
    });
    expect(byName('seat_ticket')).toEqual({
      name: 'seat_ticket',
      fields: ['ticket'],
      unique: true,
      nullsNotDistinct: true,
    });
    expect(byName('seat_note')).toEqual({
      name: 'seat_note',
      fields: ['note'],
      unique: true,
      where: '(hall > 0)',
      include: ['hall'],
      nullsNotDistinct: true,
    });
    expect(byName('seat_row_note')).toMatchObject({ fields: ['rowNo', 'note'], nullsNotDistinct: true });
    // A plain index keys NULLs as it likes: nothing to keep.
    expect(byName('seat_plain')).toEqual({ name: 'seat_plain', fields: ['hall'], unique: false });
    expect(problemsOf(model)).toEqual([]);
  });

  it('makes a column’s UNIQUE NULLS NOT DISTINCT a one-field unique index, a plain one the field’s flag', () => {
    const code = seat.fields.find((f) => f.name === 'code')!;
    expect(code.unique).toBeUndefined();
    expect(seat.indexes?.filter((i) => i.fields.join() === 'code')).toEqual([
      { name: expect.any(String), fields: ['code'], unique: true, nullsNotDistinct: true },
    ]);
    // NULLS DISTINCT is the default: the field's own unique flag.
    expect(seat.fields.find((f) => f.name === 'badge')?.unique).toBe(true);
    expect(seat.indexes?.some((i) => i.fields.join() === 'badge')).toBe(false);
  });

  it('lists that MySQL writes a plain unique key, once a key (a partial one is a plain index there)', () => {
    const reasons = approximations.filter((a) => a.reason.includes('NULLS NOT DISTINCT'));
    expect(reasons.map((a) => a.statement)).toEqual([
      'seat UNIQUE INDEX seat_hall_row(hall, row_no)',
      'seat UNIQUE INDEX (code)',
      'seat UNIQUE INDEX seat_ticket(ticket)',
      'seat UNIQUE INDEX seat_row_note(row_no, note)',
    ]);
    expect(reasons[0].reason).toContain('MySQL 没有这种写法，唯一索引允许多个空值');
  });

  it('writes NULLS NOT DISTINCT back to PostgreSQL, after INCLUDE and before WHERE', () => {
    const sql = render(model, 'postgresql-ddl', 'schema.sql');
    expect(sql).toContain(
      'CREATE UNIQUE INDEX "seat_hall_row" ON "seat" ("hall", "row_no") NULLS NOT DISTINCT;',
    );
    expect(sql).toContain('CREATE UNIQUE INDEX "seat_ticket" ON "seat" ("ticket") NULLS NOT DISTINCT;');
    expect(sql).toContain(
      'CREATE UNIQUE INDEX "seat_note" ON "seat" ("note") INCLUDE ("hall") NULLS NOT DISTINCT WHERE (hall > 0);',
    );
    expect(sql).toContain('CREATE INDEX "seat_plain" ON "seat" ("hall");');
    // The script says 13+ elsewhere: each such index says it needs 15.
    expect(sql).toContain(
      '-- 索引 seat.seat_ticket 的 NULLS NOT DISTINCT（空值也算重复）需要 PostgreSQL 15 及以上版本\nCREATE UNIQUE INDEX "seat_ticket"',
    );
    expect(sql).not.toContain('seat.seat_plain 的 NULLS');
    expect(sql).toContain('"badge" VARCHAR(20) UNIQUE');
  });

  it('writes a plain unique key to MySQL', () => {
    const sql = render(model, 'mysql-ddl', 'schema.sql');
    expect(sql).toContain('UNIQUE KEY `seat_hall_row` (`hall`, `row_no`)');
    expect(sql).toContain('UNIQUE KEY `seat_ticket` (`ticket`)');
    expect(sql).not.toMatch(/NULLS/);
  });

  it('gives templates the flag, and SQLAlchemy writes postgresql_nulls_not_distinct on PostgreSQL only', () => {
    const indexes = buildContext(model).entities.find((e) => e.tableName === 'seat')!.indexes;
    expect(indexes.find((i) => i.name === 'seat_ticket')!.nullsNotDistinct).toBe(true);
    expect(indexes.find((i) => i.name === 'seat_plain')!.nullsNotDistinct).toBe(false);
    const python = (database: 'MYSQL' | 'POSTGRESQL') =>
      render({ ...model, project: { ...model.project, database } }, 'fastapi-sqlalchemy', 'models/seat.py')
        .split('\n')
        .filter((l) => l.includes('"seat_ticket"'));
    expect(python('POSTGRESQL')).toEqual([
      '        Index("seat_ticket", "ticket", unique=True, postgresql_nulls_not_distinct=True),',
    ]);
    expect(python('MYSQL')).toEqual(['        Index("seat_ticket", "ticket", unique=True),']);
  });
});

describe('validation', () => {
  const base = importDdl(POSTGRESQL, 'postgresql').model;
  const withIndex = (index: Record<string, unknown>): Model => {
    const model = structuredClone(base);
    entityOf(model, 'seat').indexes = [index as unknown as Index];
    return model;
  };

  it('refuses NULLS NOT DISTINCT on a plain index, on the primary index, and any value but true', () => {
    expect(
      problemsOf(withIndex({ name: 'x', fields: ['hall'], unique: false, nullsNotDistinct: true })),
    ).toEqual([
      'entities[0].indexes[0].nullsNotDistinct: NULLS NOT DISTINCT 只对唯一索引有意义，请把索引设为唯一，或去掉 NULLS NOT DISTINCT',
    ]);
    expect(
      problemsOf(withIndex({ name: 'x', fields: ['hall'], unique: true, nullsNotDistinct: 'yes' })),
    ).toEqual(['entities[0].indexes[0].nullsNotDistinct: nullsNotDistinct 只能是 true 或不填']);
    const primary = withIndex({
      name: 'x',
      fields: ['id'],
      unique: true,
      primary: true,
      nullsNotDistinct: true,
    });
    expect(problemsOf(primary)).toContain(
      'entities[0].indexes[0].nullsNotDistinct: 主键索引的字段都不能为空，不需要 NULLS NOT DISTINCT，请去掉它',
    );
    expect(
      problemsOf(withIndex({ name: 'x', fields: ['hall'], unique: true, nullsNotDistinct: true })),
    ).toEqual([]);
  });
});

describe('PostgreSQL import through the catalog', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('reads NULLS NOT DISTINCT of keys only PostgreSQL saw (made in a DO block), each as its own index', async () => {
    const { model } = await importPostgresqlDdl(
      `CREATE TABLE seat (id integer PRIMARY KEY, hall integer, row_no integer, code varchar(20), ticket varchar(20));
DO $$ BEGIN
  EXECUTE 'ALTER TABLE seat ADD CONSTRAINT seat_hall_row UNIQUE NULLS NOT DISTINCT (hall, row_no)';
  EXECUTE 'ALTER TABLE seat ADD CONSTRAINT seat_code_key UNIQUE NULLS NOT DISTINCT (code)';
  EXECUTE 'CREATE UNIQUE INDEX seat_ticket ON seat (ticket) NULLS NOT DISTINCT';
END $$;`,
      sandbox,
    );
    expect(indexNamed(model, 'seat', 'seat_hall_row')).toMatchObject({
      fields: ['hall', 'rowNo'],
      unique: true,
      nullsNotDistinct: true,
    });
    expect(indexNamed(model, 'seat', 'seat_code_key')).toMatchObject({
      fields: ['code'],
      unique: true,
      nullsNotDistinct: true,
    });
    expect(indexNamed(model, 'seat', 'seat_ticket')).toMatchObject({ unique: true, nullsNotDistinct: true });
    expect(entityOf(model, 'seat').fields.find((f) => f.name === 'code')?.unique).toBeUndefined();
    expect(problemsOf(model)).toEqual([]);
  });
});
