// PostgreSQL EXCLUDE constraints are read from both import paths (text: CREATE TABLE and pg_dump's ALTER TABLE …
// ADD; catalog: pg_get_constraintdef) as the entity's `exclusions`, validated, and written back verbatim by the
// PostgreSQL DDL (with btree_gist for a GiST one); MySQL has none: its DDL says so in a comment and the import lists
// it. The real servers check the same in toolchains/ddl-round-trip.

import { buildContext } from '../src/context/build-context';
import { importDdl } from '../src/ddl/import';
import type { Exclusion } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const POSTGRESQL = `CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE TABLE reservation (
  id integer PRIMARY KEY,
  room integer NOT NULL,
  during tstzrange NOT NULL,
  canceled boolean NOT NULL DEFAULT false,
  CONSTRAINT reservation_no_overlap EXCLUDE USING gist (room WITH =, during WITH &&) WHERE (NOT canceled),
  EXCLUDE USING gist (during WITH &&) DEFERRABLE INITIALLY DEFERRED
);
CREATE TABLE slot (id integer PRIMARY KEY, code text, span int4range);
ALTER TABLE ONLY public.slot
    ADD CONSTRAINT "slot_span_excl" EXCLUDE USING gist (code WITH =, span WITH &&) INCLUDE (id);`;

describe('PostgreSQL text import', () => {
  const { model, skipped, approximations } = importDdl(POSTGRESQL, 'postgresql');

  it('keeps each EXCLUDE constraint as written, in CREATE TABLE and in ALTER TABLE … ADD CONSTRAINT', () => {
    expect(entityOf(model, 'reservation').exclusions).toEqual([
      {
        name: 'reservation_no_overlap',
        definition: 'EXCLUDE USING gist (room WITH =, during WITH &&) WHERE (NOT canceled)',
      },
      { definition: 'EXCLUDE USING gist (during WITH &&) DEFERRABLE INITIALLY DEFERRED' },
    ]);
    expect(entityOf(model, 'slot').exclusions).toEqual([
      { name: 'slot_span_excl', definition: 'EXCLUDE USING gist (code WITH =, span WITH &&) INCLUDE (id)' },
    ]);
    expect(skipped.filter((s) => /EXCLUDE/.test(s.statement))).toEqual([]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('lists each as left out of the MySQL DDL', () => {
    const listed = approximations.filter((a) => a.reason.includes('排除约束'));
    expect(listed.map((a) => a.statement)).toEqual([
      'reservation: CONSTRAINT reservation_no_overlap EXCLUDE USING gist (room WITH =, during WITH &&) WHERE (NOT canceled)',
      'reservation: EXCLUDE USING gist (during WITH &&) DEFERRABLE INITIALLY DEFERRED',
      'slot: CONSTRAINT slot_span_excl EXCLUDE USING gist (code WITH =, span WITH &&) INCLUDE (id)',
    ]);
    expect(listed[0].reason).toContain('MySQL 没有：导出到 MySQL 时不写');
  });

  it('writes them back to PostgreSQL after the table, with btree_gist created first', () => {
    const sql = exportDdl(model, 'postgresql');
    expect(sql).toContain(
      'ALTER TABLE "reservation" ADD CONSTRAINT "reservation_no_overlap" EXCLUDE USING gist (room WITH =, during WITH &&) WHERE (NOT canceled);',
    );
    expect(sql).toContain(
      'ALTER TABLE "reservation" ADD EXCLUDE USING gist (during WITH &&) DEFERRABLE INITIALLY DEFERRED;',
    );
    expect(sql).toContain(
      'ALTER TABLE "slot" ADD CONSTRAINT "slot_span_excl" EXCLUDE USING gist (code WITH =, span WITH &&) INCLUDE (id);',
    );
    expect(sql.match(/CREATE EXTENSION IF NOT EXISTS btree_gist;/g)).toHaveLength(1);
    expect(sql.indexOf('btree_gist')).toBeLessThan(sql.indexOf('CREATE TABLE'));
  });

  it('writes none to MySQL, a comment instead', () => {
    const sql = exportDdl(model, 'mysql');
    expect(sql).not.toMatch(/EXCLUDE USING|btree_gist/);
    expect(sql).toContain(
      '-- 表 reservation 的排除约束 reservation_no_overlap（EXCLUDE）是 PostgreSQL 的写法，MySQL 没有，未写出',
    );
    expect(sql).toContain('-- 表 reservation 的排除约束（EXCLUDE）是 PostgreSQL 的写法');
  });

  it('creates no btree_gist for a model without a GiST exclusion', () => {
    const plain = importDdl(
      'CREATE TABLE r (id int PRIMARY KEY, a int, EXCLUDE USING hash (a WITH =));',
      'postgresql',
    ).model;
    const sql = exportDdl(plain, 'postgresql');
    expect(sql).toContain('ALTER TABLE "r" ADD EXCLUDE USING hash (a WITH =);');
    expect(sql).not.toContain('btree_gist');
  });

  it('gives templates the name and the definition', () => {
    const ctx = buildContext(model).entities.find((e) => e.tableName === 'reservation')!;
    expect(ctx.exclusions).toEqual([
      {
        name: 'reservation_no_overlap',
        definition: 'EXCLUDE USING gist (room WITH =, during WITH &&) WHERE (NOT canceled)',
      },
      { name: null, definition: 'EXCLUDE USING gist (during WITH &&) DEFERRABLE INITIALLY DEFERRED' },
    ]);
  });
});

describe('validation', () => {
  const base = importDdl(POSTGRESQL, 'postgresql').model;
  const problemsWith = (exclusion: Record<string, unknown>) => {
    const model = structuredClone(base);
    entityOf(model, 'reservation').exclusions = [exclusion as unknown as Exclusion];
    return problemsOf(model);
  };
  const at = 'entities[0].exclusions[0]';

  it('accepts a definition from EXCLUDE on, with strings and nested parentheses', () => {
    expect(
      problemsWith({ definition: "EXCLUDE USING gist ((lower(name)) WITH =) WHERE (status <> 'x;y')" }),
    ).toEqual([]);
  });

  it('refuses an empty definition, one not starting with EXCLUDE, unbalanced parentheses, a semicolon', () => {
    expect(problemsWith({ definition: '  ' })).toEqual([
      `${at}.definition: 排除约束的定义不能为空，请填写 EXCLUDE USING … (列 WITH 运算符, …)`,
    ]);
    expect(problemsWith({ definition: 'CHECK (a > 0)' })).toEqual([
      `${at}.definition: 排除约束的定义必须以 EXCLUDE 开头，如 EXCLUDE USING gist (room WITH =, during WITH &&)`,
    ]);
    const unsafe = `${at}.definition: 排除约束的定义不能超过 2000 个字符，括号和引号必须成对，且不能包含分号或注释`;
    expect(problemsWith({ definition: 'EXCLUDE USING gist (room WITH =' })).toEqual([unsafe]);
    expect(problemsWith({ definition: 'EXCLUDE USING gist (room WITH =); DROP TABLE reservation' })).toEqual([
      unsafe,
    ]);
    expect(problemsWith({ definition: 'EXCLUDE USING gist (room WITH =) -- x' })).toEqual([unsafe]);
  });

  it('refuses a name that is no identifier, and a list or an item of the wrong shape', () => {
    expect(problemsWith({ name: 'no overlap', definition: 'EXCLUDE USING gist (room WITH =)' })).toEqual([
      `${at}.name: 约束名「no overlap」只能由字母、数字和下划线组成，不超过 63 个字符`,
    ]);
    const model = structuredClone(base);
    (entityOf(model, 'reservation') as unknown as Record<string, unknown>).exclusions = 'EXCLUDE';
    expect(problemsOf(model)).toEqual(['entities[0].exclusions: 排除约束列表格式不正确']);
  });
});

describe('PostgreSQL import through the catalog', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('keeps an EXCLUDE constraint as PostgreSQL prints it, also one only PostgreSQL saw (made in a DO block)', async () => {
    const { model } = await importPostgresqlDdl(
      `CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE TABLE reservation (
  id integer PRIMARY KEY,
  room integer NOT NULL,
  during tstzrange NOT NULL,
  CONSTRAINT reservation_no_overlap EXCLUDE USING gist (room WITH =, during WITH &&)
);
CREATE TABLE slot (id integer PRIMARY KEY, span int4range);
DO $$ BEGIN
  EXECUTE 'ALTER TABLE slot ADD CONSTRAINT slot_span_excl EXCLUDE USING gist (span WITH &&)';
END $$;`,
      sandbox,
    );
    expect(entityOf(model, 'reservation').exclusions).toEqual([
      { name: 'reservation_no_overlap', definition: 'EXCLUDE USING gist (room WITH =, during WITH &&)' },
    ]);
    expect(entityOf(model, 'slot').exclusions).toEqual([
      { name: 'slot_span_excl', definition: 'EXCLUDE USING gist (span WITH &&)' },
    ]);
    // The constraint's own index is no index of the model.
    expect(entityOf(model, 'reservation').indexes ?? []).toEqual([]);
    expect(problemsOf(model)).toEqual([]);
  });
});
