// Issue 11 (DDL import/export fidelity): PostgreSQL partial indexes (`CREATE INDEX … WHERE …`) and column defaults
// that are expressions (`DEFAULT (now() + interval '30 days')`) are kept in the model, written back exactly in their
// own dialect and listed as approximations for the other one. The real servers check the same in
// toolchains/ddl-round-trip.

import { buildContext } from '../src/context/build-context';
import { importDdl } from '../src/ddl/import';
import type { Entity, Field, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { entityOf, exportDdl } from './support/ddl';

const fieldOf = (entity: Entity, column: string): Field => {
  const found = entity.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no column ${column}`);
  return found;
};

describe('partial indexes (PostgreSQL)', () => {
  const sql = `CREATE TABLE job (
  id bigint PRIMARY KEY,
  status varchar(16) NOT NULL,
  lock varchar(64),
  worker integer,
  name text,
  note text
);
CREATE UNIQUE INDEX job_lock ON job (lock) WHERE status = 'doing';
CREATE INDEX job_worker ON job (worker, status) WHERE worker IS NOT NULL AND status = 'doing'::text;
CREATE UNIQUE INDEX job_name ON job (lower(name)) WHERE (status <> 'done');
CREATE INDEX job_note ON job ((coalesce(note, 'WHERE')));
CREATE UNIQUE INDEX job_lock_all ON job (lock);`;
  const { model, skipped, approximations } = importDdl(sql, 'postgresql');
  const job = entityOf(model, 'job');

  it('keeps each predicate as written, with the index it belongs to', () => {
    expect(job.indexes).toEqual([
      { name: 'job_lock', fields: ['lock'], unique: true, where: "status = 'doing'" },
      {
        name: 'job_name',
        fields: ['name'],
        unique: true,
        expressions: ['lower(name)'],
        where: "(status <> 'done')",
      },
      {
        name: 'job_worker',
        fields: ['worker', 'status'],
        unique: false,
        where: "worker IS NOT NULL AND status = 'doing'::text",
      },
      { name: 'job_note', fields: ['note'], unique: false, expressions: ["(coalesce(note, 'WHERE'))"] },
    ]);
    expect(skipped).toEqual([]);
    expect(validateModel(model).ok).toBe(true);
  });

  it('never makes a partial unique index the unique flag of its column; the whole-table one still is', () => {
    const { model: partialOnly } = importDdl(
      `CREATE TABLE job (id bigint PRIMARY KEY, status text NOT NULL, lock varchar(64));
CREATE UNIQUE INDEX job_lock ON job (lock) WHERE status = 'doing';`,
      'postgresql',
    );
    expect(fieldOf(entityOf(partialOnly, 'job'), 'lock').unique).toBeUndefined();
    expect(fieldOf(job, 'lock').unique).toBe(true);
  });

  it('lists what MySQL will make of each partial index', () => {
    const reasons = Object.fromEntries(
      approximations.filter((a) => a.statement.includes(' WHERE ')).map((a) => [a.statement, a.reason]),
    );
    expect(reasons).toEqual({
      "job UNIQUE INDEX job_lock(lock) WHERE status = 'doing'":
        "部分唯一索引的条件（WHERE status = 'doing'）按 PostgreSQL 的写法保存：MySQL 没有部分索引，导出到 MySQL 时建为不带条件的普通索引（整表唯一会拒绝 PostgreSQL 接受的行）",
      "job UNIQUE INDEX job_name(name) WHERE (status <> 'done')":
        "部分唯一索引的条件（WHERE (status <> 'done')）按 PostgreSQL 的写法保存：MySQL 没有部分索引，导出到 MySQL 时建为不带条件的普通索引（整表唯一会拒绝 PostgreSQL 接受的行）",
      "job INDEX job_worker(worker, status) WHERE worker IS NOT NULL AND status = 'doing'::text":
        "部分索引的条件（WHERE worker IS NOT NULL AND status = 'doing'::text）按 PostgreSQL 的写法保存：MySQL 没有部分索引，导出到 MySQL 时按整表建立索引",
    });
  });

  it('writes the predicate back for PostgreSQL', () => {
    const script = exportDdl(model, 'postgresql');
    expect(script).toContain(`CREATE UNIQUE INDEX "job_lock" ON "job" ("lock") WHERE status = 'doing';`);
    expect(script).toContain(
      `CREATE INDEX "job_worker" ON "job" ("worker", "status") WHERE worker IS NOT NULL AND status = 'doing'::text;`,
    );
    expect(script).toContain(
      `CREATE UNIQUE INDEX "job_name" ON "job" ((lower(name))) WHERE (status <> 'done');`,
    );
    expect(script).toContain(`CREATE INDEX "job_note" ON "job" (((coalesce(note, 'WHERE'))));`);
  });

  it('indexes every row for MySQL, a partial unique index as a plain index', () => {
    const script = exportDdl(model, 'mysql');
    expect(script).toContain('  KEY `job_lock` (`lock`),');
    expect(script).toContain('  KEY `job_worker` (`worker`, `status`),');
    expect(script).not.toMatch(/UNIQUE KEY `job_lock`/);
    expect(script).not.toContain('WHERE');
    // The field's own UNIQUE (from job_lock_all) is still written.
    expect(script).toContain('`lock` VARCHAR(64) NULL UNIQUE');
  });

  it('gives templates the predicate, null for an index of every row', () => {
    const indexes = buildContext(model).entities[0].indexes;
    expect(indexes.map((i) => [i.name, i.where])).toEqual([
      ['job_lock', "status = 'doing'"],
      ['job_name', "(status <> 'done')"],
      ['job_worker', "worker IS NOT NULL AND status = 'doing'::text"],
      ['job_note', null],
    ]);
  });

  it('leaves out, with its reason, a partial index whose predicate cannot be written back', () => {
    const { model: cut, skipped: cutSkipped } = importDdl(
      `CREATE TABLE job (id int PRIMARY KEY, worker int, status text);
CREATE INDEX job_worker ON job (worker) WHERE (status = 'doing'`,
      'postgresql',
    );
    expect(cut.entities[0].indexes ?? []).toEqual([]);
    expect(cutSkipped.map((s) => s.reason)).toEqual([
      '部分索引（带 WHERE 条件）只对满足条件的行生效，无法读取它的条件，已忽略',
    ]);
  });

  it('still leaves a MySQL statement with WHERE out, with its reason', () => {
    const { model: mysqlModel, skipped: mysqlSkipped } = importDdl(
      `CREATE TABLE job (id int PRIMARY KEY, lock varchar(64), status varchar(16));
CREATE UNIQUE INDEX job_lock ON job (lock) WHERE status = 'doing';`,
      'mysql',
    );
    expect(mysqlModel.entities[0].indexes ?? []).toEqual([]);
    expect(mysqlSkipped.map((s) => s.reason)).toEqual([
      '部分唯一索引（带 WHERE 条件）只对满足条件的行生效，MySQL 没有部分索引，已忽略',
    ]);
  });
});

describe('expression defaults', () => {
  const pgSql = `CREATE TABLE coupon (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  due_at timestamp with time zone NOT NULL DEFAULT (now() + interval '30 days'),
  keep_until timestamp with time zone NOT NULL default now() + interval '14 days',
  code text DEFAULT lower('NEW-' || 'CODE') NOT NULL,
  wait interval DEFAULT interval '15 minutes',
  seq bigint DEFAULT nextval('coupon_seq'::regclass),
  created_at timestamp NOT NULL DEFAULT now(),
  day date DEFAULT CURRENT_DATE,
  ref uuid DEFAULT gen_random_uuid(),
  status varchar(16) DEFAULT 'draft',
  total numeric(10,2) DEFAULT '0.00'::numeric,
  active boolean DEFAULT true,
  note text DEFAULT ''::text,
  tries integer DEFAULT -1
);
ALTER TABLE coupon ADD COLUMN review_on date DEFAULT (CURRENT_DATE + 7);`;
  const { model, skipped, approximations } = importDdl(pgSql, 'postgresql');
  const coupon = entityOf(model, 'coupon');

  it('keeps each expression as written (outer parentheses off) in its dialect', () => {
    const kept = coupon.fields
      .filter((f) => f.defaultExpression)
      .map((f) => [f.column, f.defaultExpression!.expression, f.defaultExpression!.dialect]);
    expect(kept).toEqual([
      ['due_at', "now() + interval '30 days'", 'postgresql'],
      ['keep_until', "now() + interval '14 days'", 'postgresql'],
      ['code', "lower('NEW-' || 'CODE')", 'postgresql'],
      ['wait', "interval '15 minutes'", 'postgresql'],
      ['review_on', 'CURRENT_DATE + 7', 'postgresql'],
    ]);
    expect(coupon.fields.filter((f) => f.defaultExpression).every((f) => f.defaultValue === undefined)).toBe(
      true,
    );
    expect(validateModel(model).ok).toBe(true);
  });

  it('leaves the literal and keyword defaults exactly as they were', () => {
    expect(
      Object.fromEntries(
        coupon.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.column, f.defaultValue]),
      ),
    ).toEqual({
      created_at: 'CURRENT_TIMESTAMP',
      day: 'CURRENT_DATE',
      ref: 'UUID',
      status: 'draft',
      total: 0,
      active: true,
      note: "''",
      tries: -1,
    });
  });

  it('reads casts to a type of several words (as pg_dump writes them) as the value they cast', () => {
    const { model: dumped, skipped: dumpedSkipped } = importDdl(
      `CREATE TABLE t (
  id integer PRIMARY KEY,
  status character varying(20) NOT NULL DEFAULT 'draft'::character varying,
  at timestamp without time zone DEFAULT '2020-01-01 00:00:00'::timestamp without time zone,
  ratio double precision DEFAULT '1.5'::double precision,
  code text DEFAULT ('x'::character varying || 'y')
);`,
      'postgresql',
    );
    expect(dumpedSkipped).toEqual([]);
    expect(
      dumped.entities[0].fields.map((f) => [
        f.column,
        f.required,
        f.defaultValue,
        f.defaultExpression?.expression,
      ]),
    ).toEqual([
      ['id', true, undefined, undefined],
      ['status', true, 'draft', undefined],
      ['at', undefined, '2020-01-01 00:00:00', undefined],
      ['ratio', undefined, 1.5, undefined],
      ['code', undefined, undefined, "'x'::character varying || 'y'"],
    ]);
  });

  it('reads nextval() as a sequence, never as an expression default (the model has no sequences)', () => {
    expect(fieldOf(coupon, 'seq').defaultExpression).toBeUndefined();
    // A column that is not a key keeps its numbering (PostgreSQL numbers any column).
    expect(fieldOf(coupon, 'seq').autoIncrement).toBe(true);
    expect(skipped).toEqual([]);
  });

  it('lists each one as dropped in the other dialect, saying when the application must then fill the column', () => {
    const reasons = Object.fromEntries(
      approximations.filter((a) => a.statement.includes(' DEFAULT (')).map((a) => [a.statement, a.reason]),
    );
    expect(reasons).toEqual({
      "coupon.due_at DEFAULT (now() + interval '30 days')":
        '默认值表达式按 PostgreSQL 的写法保存：导出到 MySQL 时不带默认值，该列不能为空，插入时须由应用填写',
      "coupon.keep_until DEFAULT (now() + interval '14 days')":
        '默认值表达式按 PostgreSQL 的写法保存：导出到 MySQL 时不带默认值，该列不能为空，插入时须由应用填写',
      "coupon.code DEFAULT (lower('NEW-' || 'CODE'))":
        '默认值表达式按 PostgreSQL 的写法保存：导出到 MySQL 时不带默认值，该列不能为空，插入时须由应用填写',
      "coupon.wait DEFAULT (interval '15 minutes')":
        '默认值表达式按 PostgreSQL 的写法保存：导出到 MySQL 时不带默认值',
      'coupon.review_on DEFAULT (CURRENT_DATE + 7)':
        '默认值表达式按 PostgreSQL 的写法保存：导出到 MySQL 时不带默认值',
    });
  });

  it('writes DEFAULT (expression) for its own dialect and nothing for the other', () => {
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toContain(`"due_at" TIMESTAMPTZ NOT NULL DEFAULT (now() + interval '30 days'),`);
    expect(pg).toContain(`"code" TEXT NOT NULL DEFAULT (lower('NEW-' || 'CODE')),`);
    expect(pg).toContain(`"review_on" DATE DEFAULT (CURRENT_DATE + 7),`);
    expect(pg).toContain(`"created_at" TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,`);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`due_at` DATETIME NOT NULL,');
    expect(mysql).toContain('`review_on` DATE NULL,');
    expect(mysql).not.toContain('interval');
    expect(mysql).toContain('`day` DATE NULL DEFAULT (CURRENT_DATE),');
  });

  it('reads MySQL 8 expression defaults, keeping (uuid()) and (CURRENT_DATE) as the keywords they were', () => {
    const { model: my, approximations: myApprox } = importDdl(
      `CREATE TABLE token (
  id int NOT NULL AUTO_INCREMENT PRIMARY KEY,
  raw binary(16) NOT NULL DEFAULT (uuid_to_bin(uuid())),
  expires_at datetime DEFAULT (now() + interval 30 day),
  code varchar(40) NOT NULL DEFAULT (concat('T-', 1)) COMMENT '编码',
  ref char(36) DEFAULT (uuid()),
  day date DEFAULT (CURRENT_DATE),
  size int DEFAULT 0
) ENGINE=InnoDB;`,
      'mysql',
    );
    const token = entityOf(my, 'token');
    expect(token.fields.map((f) => [f.column, f.defaultValue, f.defaultExpression?.expression])).toEqual([
      ['id', undefined, undefined],
      ['raw', undefined, 'uuid_to_bin(uuid())'],
      ['expires_at', undefined, 'now() + interval 30 day'],
      ['code', undefined, "concat('T-', 1)"],
      ['ref', 'UUID', undefined],
      ['day', 'CURRENT_DATE', undefined],
      ['size', 0, undefined],
    ]);
    expect(fieldOf(token, 'code')).toMatchObject({ label: '编码', required: true });
    expect(token.fields.every((f) => !f.defaultExpression || f.defaultExpression.dialect === 'mysql')).toBe(
      true,
    );
    expect(myApprox.map((a) => a.reason)).toContain(
      '默认值表达式按 MySQL 的写法保存：导出到 PostgreSQL 时不带默认值，该列不能为空，插入时须由应用填写',
    );
    const mysql = exportDdl(my, 'mysql');
    expect(mysql).toContain('`raw` BINARY(16) NOT NULL DEFAULT (uuid_to_bin(uuid())),');
    expect(mysql).toContain("`code` VARCHAR(40) NOT NULL DEFAULT (concat('T-', 1)) COMMENT '编码',");
    const pg = exportDdl(my, 'postgresql');
    expect(pg).toContain('"expires_at" TIMESTAMP,');
    expect(pg).not.toContain('uuid_to_bin');
  });

  it("reads MySQL's bit literal and a number in exponent form as the literals they are, not as expressions", () => {
    const { model: my } = importDdl(
      "CREATE TABLE t (id int PRIMARY KEY, flag bit(1) NOT NULL DEFAULT b'1', ratio double DEFAULT 1.5e3) ENGINE=InnoDB;",
      'mysql',
    );
    expect(my.entities[0].fields.map((f) => [f.column, f.defaultValue, f.defaultExpression])).toEqual([
      ['id', undefined, undefined],
      ['flag', true, undefined],
      ['ratio', 1500, undefined],
    ]);
  });

  it('is a database default for generated code only in its own dialect', () => {
    const field = (database: Model['project']['database'], column: string) =>
      buildContext({ ...model, project: { ...model.project, database } }).entities[0].fields.find(
        (f) => f.column === column,
      )!;
    expect(field('POSTGRESQL', 'due_at')).toMatchObject({
      defaultKind: 'expression',
      defaultValue: null,
      defaultExpression: { expression: "now() + interval '30 days'", dialect: 'postgresql' },
      requiredOnCreate: false,
      literals: null,
    });
    // MySQL's column has no default: a create request must carry the value.
    expect(field('MYSQL', 'due_at')).toMatchObject({ defaultKind: 'none', requiredOnCreate: true });
    // The other kinds are untouched.
    expect(field('POSTGRESQL', 'created_at').defaultKind).toBe('current_timestamp');
    expect(field('POSTGRESQL', 'status').defaultKind).toBe('literal');
    expect(field('POSTGRESQL', 'status').defaultExpression).toBeNull();
  });
});

describe('validation', () => {
  const base = (): Model => ({
    project: { name: 'p', basePackage: 'com.example.p', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Job',
        tableName: 'job',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'status', column: 'status', type: 'string', length: 16, required: true },
          {
            name: 'dueAt',
            column: 'due_at',
            type: 'datetime',
            defaultExpression: { expression: "now() + interval '30 days'", dialect: 'postgresql' },
          },
        ],
        indexes: [{ name: 'uk_job_status', fields: ['status'], unique: true, where: "status = 'doing'" }],
      },
    ],
  });
  const problems = (change: (m: Model) => void): string[] => {
    const model = base();
    change(model);
    const result = validateModel(model);
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };
  const job = (m: Model) => m.entities[0];
  const due = (m: Model) => job(m).fields[2];

  it('accepts a partial index and an expression default', () => {
    expect(problems(() => undefined)).toEqual([]);
  });

  it.each([
    ['empty', '  '],
    ['two statements', "status = 'doing'; DROP TABLE job"],
    ['unbalanced', "(status = 'doing'"],
    ['too long', `status = '${'x'.repeat(1000)}'`],
    ['not text', 42],
  ])('refuses an index predicate: %s', (_what, where) => {
    expect(
      problems((m) => {
        (job(m).indexes![0] as { where: unknown }).where = where;
      }),
    ).toEqual([
      'entities[0].indexes[0].where: 部分索引的条件必须是不超过 1000 个字符的单个 PostgreSQL 条件（不能含分号，括号成对）',
    ]);
  });

  it.each([
    ['an empty expression', { expression: ' ', dialect: 'postgresql' }],
    ['a statement break', { expression: 'now(); DROP TABLE job', dialect: 'postgresql' }],
    ['an unknown dialect', { expression: 'now()', dialect: 'oracle' }],
    ['a too long expression', { expression: `'${'x'.repeat(1000)}'`, dialect: 'mysql' }],
    ['no object', 'now()'],
  ])('refuses an expression default with %s', (_what, value) => {
    expect(
      problems((m) => {
        (due(m) as { defaultExpression: unknown }).defaultExpression = value;
      }),
    ).toEqual([
      'entities[0].fields[2].defaultExpression: 表达式默认值应为 { expression, dialect }：表达式不超过 1000 个字符且不含分号，dialect 为 mysql 或 postgresql',
    ]);
  });

  it('refuses an expression default beside a default value, on an auto-increment or a generated column', () => {
    expect(
      problems((m) => {
        due(m).defaultValue = 'CURRENT_TIMESTAMP';
      }),
    ).toEqual(['entities[0].fields[2].defaultExpression: 字段已有默认值，表达式默认值与默认值只能填一个']);
    expect(
      problems((m) => {
        job(m).fields[0].defaultExpression = { expression: "nextval('job_seq')", dialect: 'postgresql' };
      }),
    ).toEqual(['entities[0].fields[0].defaultExpression: 自增字段不能再设置表达式默认值']);
    expect(
      problems((m) => {
        due(m).generated = { expression: 'now()', stored: true, dialect: 'postgresql' };
      }),
    ).toEqual(['entities[0].fields[2].generated: 生成列的值由表达式计算，不能再有默认值']);
  });
});
