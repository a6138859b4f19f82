// PostgreSQL import with PostgreSQL as the reader: the script runs in the embedded sandbox (PGlite, in a worker),
// and the catalog fills what the text importer lost. One sandbox for the file: starting PostgreSQL takes seconds.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { catalogDdl } from '../../src/ddl/catalog/to-ddl';
import type { CatalogSnapshot } from '../../src/ddl/catalog/queries';
import { sandboxStatements } from '../../src/ddl/catalog/statements';
import { importDdl } from '../../src/ddl/import';
import type { Entity } from '../../src/model/types';
import { validateModel } from '../../src/model/validate';
import { importPostgresqlDdl } from '../../src/node/import-postgresql';
import { PostgresSandbox } from '../../src/node/postgres-sandbox';

jest.setTimeout(120_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'ddl', name), 'utf8');
const entity = (entities: Entity[], table: string) => {
  const found = entities.find((e) => (e.sqlTableName ?? e.tableName) === table);
  if (!found) throw new Error(`no entity for ${table}: ${entities.map((e) => e.tableName).join(', ')}`);
  return found;
};
const columns = (e: Entity) => e.fields.map((f) => f.column);

describe('sandboxStatements', () => {
  it('runs what defines the schema and leaves out data, queries, transactions and server-level commands', () => {
    const script = [
      'BEGIN;',
      "SELECT pg_catalog.set_config('search_path', '', false);",
      'SET statement_timeout = 0;',
      'CREATE TABLE a (id int PRIMARY KEY);',
      'CREATE INDEX CONCURRENTLY a_id ON a (id);',
      'INSERT INTO a VALUES (1);',
      'COPY a FROM stdin;',
      'SELECT count(*) FROM a;',
      'CREATE TABLE b AS SELECT * FROM a;',
      'CREATE ROLE app;',
      'GRANT SELECT ON a TO app;',
      'VACUUM a;',
      "DO $$ BEGIN CREATE TYPE mood AS ENUM ('ok'); END $$;",
      'COMMIT;',
      '\\connect shop',
    ].join('\n');
    expect(sandboxStatements(script).map((s) => [s.line, s.text])).toEqual([
      [2, "SELECT pg_catalog.set_config('search_path', '', false)"],
      [3, 'SET statement_timeout = 0'],
      [4, 'CREATE TABLE a (id int PRIMARY KEY)'],
      [5, 'CREATE INDEX a_id ON a (id)'],
      // A table made from a query is made without running it: its columns are in the catalog, its rows are not.
      [9, 'CREATE TABLE b AS SELECT * FROM a WITH NO DATA'],
      [13, "DO $$ BEGIN CREATE TYPE mood AS ENUM ('ok'); END $$"],
    ]);
  });
});

describe('catalogDdl', () => {
  it('writes the catalog as pg_dump would: serials, identities, generated columns, keys, partitions, comments', () => {
    const snapshot: CatalogSnapshot = {
      tables: [
        {
          oid: 1,
          name: 'public.job',
          plainName: 'job',
          partitioned: true,
          isPartition: false,
          unlogged: false,
          partitionKey: 'LIST (name)',
          partitionBound: null,
          parent: null,
          comment: '任务',
        },
        {
          oid: 2,
          name: 'public.job_a',
          plainName: 'job_a',
          partitioned: false,
          isPartition: true,
          unlogged: false,
          partitionKey: null,
          partitionBound: "FOR VALUES IN ('a')",
          parent: 'public.job',
          comment: null,
        },
      ],
      columns: [
        {
          tableOid: 1,
          name: 'id',
          plainName: 'id',
          type: 'integer',
          notNull: true,
          default: "nextval('public.job_id_seq'::regclass)",
          identity: '',
          generated: '',
          collation: null,
          sequenceStart: '1',
          sequenceIncrement: '1',
          serial: true,
          comment: null,
        },
        {
          tableOid: 1,
          name: 'name',
          plainName: 'name',
          type: 'text',
          notNull: true,
          default: null,
          identity: '',
          generated: '',
          collation: 'pg_catalog."C"',
          sequenceStart: null,
          sequenceIncrement: null,
          serial: false,
          comment: "名称（'a' 或 'b'）",
        },
        {
          tableOid: 1,
          name: 'seq',
          plainName: 'seq',
          type: 'bigint',
          notNull: true,
          default: null,
          identity: 'd',
          generated: '',
          collation: null,
          sequenceStart: '100',
          sequenceIncrement: '10',
          serial: false,
          comment: null,
        },
        {
          tableOid: 1,
          name: 'upper_name',
          plainName: 'upper_name',
          type: 'text',
          notNull: false,
          default: 'upper(name)',
          identity: '',
          generated: 's',
          collation: null,
          sequenceStart: null,
          sequenceIncrement: null,
          serial: false,
          comment: null,
        },
      ],
      constraints: [{ tableOid: 1, name: 'job_pkey', type: 'p', definition: 'PRIMARY KEY (name, id)' }],
      indexes: [{ tableOid: 1, definition: 'CREATE INDEX job_seq_idx ON public.job USING btree (seq DESC)' }],
      enums: [{ name: 'public.mood', labels: ["it's ok", 'sad'] }],
      domains: [
        { name: 'public.pos', base: 'integer', notNull: true, default: '1', checks: ['CHECK ((VALUE > 0))'] },
      ],
    };
    expect(catalogDdl(snapshot)).toBe(
      [
        "CREATE TYPE public.mood AS ENUM ('it''s ok', 'sad');",
        'CREATE DOMAIN public.pos AS integer DEFAULT 1 NOT NULL CHECK ((VALUE > 0));',
        'CREATE TABLE public.job (',
        '  id serial,',
        '  name text COLLATE pg_catalog."C" NOT NULL,',
        '  seq bigint GENERATED BY DEFAULT AS IDENTITY (START WITH 100 INCREMENT BY 10) NOT NULL,',
        '  upper_name text GENERATED ALWAYS AS (upper(name)) STORED,',
        '  CONSTRAINT job_pkey PRIMARY KEY (name, id)',
        ') PARTITION BY LIST (name);',
        "CREATE TABLE public.job_a PARTITION OF public.job FOR VALUES IN ('a');",
        'CREATE INDEX job_seq_idx ON public.job USING btree (seq DESC);',
        "COMMENT ON TABLE public.job IS '任务';",
        "COMMENT ON COLUMN public.job.name IS '名称（''a'' 或 ''b''）';",
        '',
      ].join('\n'),
    );
  });
});

describe('importPostgresqlDdl', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it.each(['pagila', 'pgboss', 'procrastinate', 'icingaweb2'])(
    'adds nothing where the text import already has it all (%s)',
    async (name) => {
      const script = fixture(`${name}-postgresql.sql`);
      const result = await importPostgresqlDdl(script, sandbox);
      const text = importDdl(script, 'postgresql');
      expect(result.model).toEqual(text.model);
      // Listed at the same lines; a type or DO block PostgreSQL ran says so.
      expect(result.skipped.map((s) => [s.line, s.statement])).toEqual(
        text.skipped.map((s) => [s.line, s.statement]),
      );
      for (const [i, s] of result.skipped.entries())
        expect([
          text.skipped[i].reason,
          'PostgreSQL 已执行该语句，它建出或改变的表和枚举已按执行后的结构导入；语句本身不进入模型',
        ]).toContain(s.reason);
      expect(result.approximations).toEqual(text.approximations);
    },
  );

  it('imports what only PostgreSQL can read, fills what later statements changed, and lists each with its line', async () => {
    const script = [
      /* 1 */ 'CREATE TABLE base (id bigserial PRIMARY KEY, name varchar(40) NOT NULL);',
      /* 2 */ 'CREATE TYPE address AS (street text, city text);',
      /* 3 */ 'CREATE TABLE branch OF address (PRIMARY KEY (street));',
      /* 4 */ "DO $$ BEGIN CREATE TYPE mood AS ENUM ('ok', 'sad'); END $$;",
      /* 5 */ "CREATE TABLE feeling (id int PRIMARY KEY, m mood NOT NULL DEFAULT 'ok', span int4range);",
      /* 6 */ 'ALTER TABLE base ALTER COLUMN name TYPE varchar(80) USING name::varchar(80);',
      /* 7 */ "ALTER TABLE base ALTER COLUMN name SET DEFAULT 'n/a';",
      /* 8 */ 'CREATE TABLE scratch (id int PRIMARY KEY);',
      /* 9 */ 'DROP TABLE scratch;',
      /* 10 */ 'CREATE TABLE old_name (id int PRIMARY KEY, note text);',
      /* 11 */ 'ALTER TABLE old_name RENAME TO new_name;',
      /* 12 */ 'CREATE TABLE mailing (id int PRIMARY KEY, zip text, legacy int, city text);',
      /* 13 */ 'CREATE INDEX mailing_legacy ON mailing (legacy);',
      /* 14 */ 'ALTER TABLE mailing RENAME COLUMN zip TO postal_code;',
      /* 15 */ 'ALTER TABLE mailing DROP COLUMN legacy;',
    ].join('\n');
    const result = await importPostgresqlDdl(script, sandbox);
    const { entities } = result.model;
    expect(entities.map((e) => e.tableName).sort()).toEqual([
      'base',
      'branch',
      'feeling',
      'mailing',
      'new_name',
    ]);
    expect(columns(entity(entities, 'mailing'))).toEqual(['id', 'postal_code', 'city']);
    expect(entity(entities, 'mailing').indexes ?? []).toEqual([]);
    expect(columns(entity(entities, 'branch'))).toEqual(['street', 'city']);
    expect(entity(entities, 'feeling').fields.find((f) => f.column === 'm')).toMatchObject({
      type: 'enum',
      enumTypeName: 'mood',
      enumValues: [{ value: 'ok' }, { value: 'sad' }],
      required: true,
    });
    expect(entity(entities, 'feeling').fields.find((f) => f.column === 'span')).toMatchObject({
      type: 'text',
      sqlType: { postgresql: 'INT4RANGE' },
    });
    expect(entity(entities, 'base').fields.find((f) => f.column === 'name')).toMatchObject({
      type: 'string',
      length: 80,
      defaultValue: 'n/a',
    });
    const notes = result.approximations.filter((a) => /PostgreSQL 执行/.test(a.reason));
    expect(notes.map((n) => [n.line, n.reason])).toEqual([
      [8, '表 scratch 在脚本后面被删除或改名，PostgreSQL 执行完脚本后已没有该表，未导入'],
      // Line 7's SET DEFAULT the text import reads itself: only the type is the catalog's.
      [6, '表 base 有语句未能逐字解析，已按 PostgreSQL 执行后的结构补入：列类型 name'],
      [3, '表 branch 的语句无法逐字解析，已按 PostgreSQL 执行后的结构导入（2 列）'],
      [5, '表 feeling 有语句未能逐字解析，已按 PostgreSQL 执行后的结构补入：列类型 m'],
      [10, '表 new_name 有语句未能逐字解析，已按 PostgreSQL 执行后的结构补入：表名（原为 old_name）'],
      [
        14,
        '表 mailing 有语句未能逐字解析，已按 PostgreSQL 执行后的结构补入：去掉脚本后面删除或改名的列 zip、legacy；列 postal_code',
      ],
    ]);
    // The statement the text import skipped is now imported: no longer in the skipped list; the type and the DO
    // block it needed are listed as run by PostgreSQL.
    expect(result.skipped.map((s) => s.line)).not.toContain(3);
    expect(result.skipped.filter((s) => s.line === 2 || s.line === 4).map((s) => s.reason)).toEqual([
      'PostgreSQL 已执行该语句，它建出或改变的表和枚举已按执行后的结构导入；语句本身不进入模型',
      'PostgreSQL 已执行该语句，它建出或改变的表和枚举已按执行后的结构导入；语句本身不进入模型',
    ]);
    expect(validateModel(result.model)).toMatchObject({ ok: true });
  });

  it('keeps every column of a corpus of real-world PostgreSQL constructs, but for what the model cannot hold', async () => {
    const script = fixture('postgresql-corpus.sql');
    const statements = sandboxStatements(script);
    const run = await sandbox.run(statements);
    if (!run.ok) throw new Error(`sandbox: ${run.reason}`);
    expect(run.errors.filter((e) => e !== null)).toEqual([]);
    const result = await importPostgresqlDdl(script, sandbox);
    // Each table by its schema and exact name (a name the model cannot keep as a table name, `Customer Orders`, by
    // its label), each column by its exact name: public.settings and app.settings are two entities; `createdAt`,
    // `Order ID`, `客户名称` are the fields' sqlColumn.
    const byTable = new Map(
      result.model.entities.flatMap((e) => [
        [`${e.sqlSchema ?? 'public'}.${e.sqlTableName ?? e.tableName}`, e] as const,
        [`${e.sqlSchema ?? 'public'}.${e.label}`, e] as const,
      ]),
    );
    const lost: string[] = [];
    for (const table of run.catalog.tables.filter((t) => !t.isPartition)) {
      const kept = byTable.get(`${table.schemaName}.${table.plainName}`);
      const have = new Set(kept?.fields.map((f) => f.sqlColumn ?? f.column));
      for (const column of run.catalog.columns)
        if (String(column.tableOid) === String(table.oid) && !have.has(column.plainName))
          lost.push(`${table.plainName}.${column.plainName}`);
    }
    expect(lost).toEqual([]);
    // Tables without a primary key, even without a NOT NULL column, are kept with a virtual key (listed).
    const virtual = result.model.entities.filter((e) => e.virtualPrimaryKey).map((e) => e.tableName);
    expect(virtual).toEqual(expect.arrayContaining(['legacy_flags', 'timestamped_base', 'audit_base']));
    for (const table of virtual)
      expect(
        result.approximations.some(
          (a) =>
            a.statement.startsWith(`${table} PRIMARY KEY`) && /导出的建表脚本不写 PRIMARY KEY/.test(a.reason),
        ),
      ).toBe(true);
    expect(validateModel(result.model)).toMatchObject({ ok: true });
  });

  it('stops a script that runs too long, imports what the text gives, and serves the next script, also after idling', async () => {
    const quick = new PostgresSandbox({ timeoutMs: 1500, idleMs: 200 });
    try {
      const looping = 'CREATE TABLE a (id int PRIMARY KEY);\nDO $$ BEGIN LOOP END LOOP; END $$;';
      const slow = await importPostgresqlDdl(looping, quick);
      expect(slow.model.entities.map((e) => e.tableName)).toEqual(['a']);
      expect(slow.approximations.at(-1)?.reason).toMatch(/^PostgreSQL 未能在限定时间内执行完该脚本/);
      const next = await importPostgresqlDdl('CREATE TABLE b (id int PRIMARY KEY, t text);', quick);
      expect(next.approximations).toEqual([]);
      expect(columns(next.model.entities[0])).toEqual(['id', 't']);
      // Idle, the worker stops (its memory given back); the next script starts another.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const later = await quick.run(sandboxStatements('CREATE TABLE c (id int PRIMARY KEY);'));
      expect(later).toMatchObject({ ok: true, errors: [null] });
    } finally {
      await quick.close();
    }
  });

  it('rolls every script back: the same script twice runs the same', async () => {
    const script = "CREATE TABLE once (id int PRIMARY KEY);\nCREATE TYPE once_kind AS ENUM ('a');";
    for (let i = 0; i < 2; i++) {
      const run = await sandbox.run(sandboxStatements(script));
      expect(run).toMatchObject({ ok: true, errors: [null, null] });
    }
  });
});
