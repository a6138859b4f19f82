// Tables without a PRIMARY KEY: the import keys them virtually (`virtualPrimaryKey`) instead of inventing a database
// key or dropping them, validation lets such keys be nullable, and both DDL sets write them back without a key.

import { reconcile } from '../src/ddl/catalog/reconcile';
import { importDdl } from '../src/ddl/import';
import type { Entity, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { entityOf, exportDdl } from './support/ddl';

const keyColumns = (e: Entity) => e.fields.filter((f) => f.primaryKey).map((f) => f.column);
/** The CREATE TABLE statement of `table` in a script. */
const createTable = (script: string, table: string, quote: string) =>
  new RegExp(`CREATE TABLE ${quote}${table}${quote} \\([\\s\\S]*?\\n\\)[^;]*;`).exec(script)?.[0] ?? '';

describe('import of a table without a primary key', () => {
  const mysql = importDdl(
    `CREATE TABLE tag (code varchar(10) NOT NULL, name varchar(20), UNIQUE KEY uk_code (code));
CREATE TABLE pair (a int NOT NULL, b int NOT NULL, note text, UNIQUE KEY uk_ab (a, b));
CREATE TABLE visit (at datetime NOT NULL, page varchar(100) NOT NULL, ms int NOT NULL, ref text);
CREATE TABLE loose (x int, y varchar(10), z json);
CREATE TABLE counter (id int NOT NULL AUTO_INCREMENT, n int, KEY k_id (id));
CREATE TABLE tagged (id int PRIMARY KEY, tag_code varchar(10), FOREIGN KEY (tag_code) REFERENCES tag (code));`,
    'mysql',
  );

  it('keys it by its first unique key over NOT NULL columns, which stays a unique key', () => {
    const tag = entityOf(mysql.model, 'tag');
    expect(tag.virtualPrimaryKey).toBe(true);
    expect(tag.fields[0]).toEqual({
      name: 'code',
      column: 'code',
      type: 'string',
      length: 10,
      required: true,
      primaryKey: true,
      unique: true,
    });
    const pair = entityOf(mysql.model, 'pair');
    expect(keyColumns(pair)).toEqual(['a', 'b']);
    expect(pair.indexes).toEqual([{ name: 'uk_ab', fields: ['a', 'b'], unique: true }]);
  });

  it('else by its NOT NULL identifying columns, else by every keyable column, nullable', () => {
    expect(keyColumns(entityOf(mysql.model, 'visit'))).toEqual(['page', 'ms']);
    const loose = entityOf(mysql.model, 'loose');
    expect(loose.virtualPrimaryKey).toBe(true);
    expect(loose.fields.filter((f) => f.primaryKey).map((f) => [f.column, f.required ?? false])).toEqual([
      ['x', false],
      ['y', false],
    ]);
    expect(mysql.skipped.filter((s) => /主键/.test(s.reason))).toEqual([]);
  });

  it('says in Chinese that the database has no key, which columns identify rows, and that no PRIMARY KEY is written', () => {
    expect(mysql.approximations.find((a) => a.statement === 'visit PRIMARY KEY (page, ms)')?.reason).toBe(
      '表在数据库中没有主键：生成的代码以非空列（page、ms）标识行（虚拟主键），导出的建表脚本不写 PRIMARY KEY',
    );
    expect(mysql.approximations.find((a) => a.statement === 'loose PRIMARY KEY (x, y)')?.reason).toContain(
      '可以为空',
    );
  });

  it("keeps the key a MySQL AUTO_INCREMENT column has, and maps a foreign key to the virtual key's unique column", () => {
    const counter = entityOf(mysql.model, 'counter');
    expect(counter.fields[0]).toMatchObject({ primaryKey: true, autoIncrement: true });
    expect(counter.indexes).toEqual([{ name: 'k_id', fields: ['id'], unique: false }]);
    expect(entityOf(mysql.model, 'tagged').relations).toEqual([
      expect.objectContaining({ kind: 'MANY_TO_ONE', target: 'Tag', joinField: 'tagCode' }),
    ]);
    expect(validateModel(mysql.model)).toMatchObject({ ok: true });
  });

  it('writes every table back without a key the database never had, on MySQL', () => {
    const script = exportDdl(mysql.model, 'mysql');
    expect(script).not.toMatch(/CREATE TABLE `(tag|pair|visit|loose|counter)` \([^;]*PRIMARY KEY/);
    expect(createTable(script, 'tag', '`')).toContain('`code` VARCHAR(10) NOT NULL UNIQUE,');
    expect(createTable(script, 'pair', '`')).toContain('UNIQUE KEY `uk_ab` (`a`, `b`)');
    expect(createTable(script, 'loose', '`')).toContain('`x` INT NULL,');
    expect(createTable(script, 'counter', '`')).toContain(
      '  `id` INT NOT NULL AUTO_INCREMENT,\n  `n` INT NULL,\n  KEY `k_id` (`id`)\n)',
    );
    expect(script).toContain(
      'ALTER TABLE `tagged` ADD CONSTRAINT `fk_tagged_tag_code` FOREIGN KEY (`tag_code`) REFERENCES `tag` (`code`);',
    );
  });

  it('keys PostgreSQL tables the same way: serial columns NOT NULL, partitioning without its key rules', () => {
    const { model, skipped, approximations } = importDdl(
      `CREATE TABLE audit (id bigserial, at timestamptz NOT NULL DEFAULT now(), who text);
CREATE TABLE reading (sensor int NOT NULL, at date NOT NULL, v float8) PARTITION BY RANGE (at);
CREATE TABLE reading_2024 PARTITION OF reading FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE blobs (b bytea PRIMARY KEY, name text NOT NULL, meta jsonb);`,
      'postgresql',
    );
    expect(entityOf(model, 'audit').fields[0]).toMatchObject({
      column: 'id',
      required: true,
      primaryKey: true,
      autoIncrement: true,
    });
    const reading = entityOf(model, 'reading');
    expect(reading.virtualPrimaryKey).toBe(true);
    expect(keyColumns(reading)).toEqual(['sensor']);
    expect(reading.partitioning).toMatchObject({ by: 'RANGE (at)' });
    // A key over a column no key field can have stays the table's key as its primary index (ddl-primary-index):
    // the entity is keyed virtually, as the import says.
    expect(entityOf(model, 'blobs').virtualPrimaryKey).toBe(true);
    expect(keyColumns(entityOf(model, 'blobs'))).toEqual(['name']);
    expect(entityOf(model, 'blobs').indexes).toEqual([
      { name: 'blobs_pkey', fields: ['b'], unique: true, primary: true },
    ]);
    expect(skipped).toEqual([]);
    expect(approximations.find((a) => a.statement === 'blobs PRIMARY KEY (b)')?.reason).toContain(
      '照原样保留为表的主键',
    );
    expect(validateModel(model)).toMatchObject({ ok: true });
    const script = exportDdl(model, 'postgresql');
    expect(createTable(script, 'audit', '"')).toBe(
      'CREATE TABLE "audit" (\n  "id" BIGINT NOT NULL GENERATED BY DEFAULT AS IDENTITY,\n  "at" TIMESTAMPTZ NOT NULL DEFAULT CURRENT_TIMESTAMP,\n  "who" TEXT\n);',
    );
    expect(createTable(script, 'reading', '"')).toContain('"v" DOUBLE PRECISION\n) PARTITION BY RANGE (at);');
  });
});

describe('virtual keys in the model', () => {
  const model = (entities: Entity[]): Model => ({
    project: { name: '测试', basePackage: 'com.example.t', database: 'POSTGRESQL' },
    entities,
  });
  const log: Entity = {
    className: 'Log',
    tableName: 'log',
    virtualPrimaryKey: true,
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
      { name: 'at', column: 'at', type: 'datetime', primaryKey: true },
      { name: 'msg', column: 'msg', type: 'string', length: 200, required: true },
    ],
  };

  it('accepts nullable key fields, and needs key fields in a table with a PRIMARY KEY', () => {
    expect(validateModel(model([log]))).toMatchObject({ ok: true });
    // Without a key in the database too, an entity may have no key fields at all (see ddl-keyless).
    const keyless = {
      ...log,
      virtualPrimaryKey: false,
      fields: log.fields.map((f) => ({ ...f, primaryKey: false, autoIncrement: false })),
    };
    expect(validateModel(model([keyless])).ok).toBe(false);
    expect(validateModel(model([keyless]))).toMatchObject({
      problems: expect.arrayContaining([
        { path: 'entities[0].fields', message: '实体至少需要一个主键字段（可以是多个字段组成的复合主键）' },
      ]),
    });
    expect(validateModel(model([{ ...log, virtualPrimaryKey: 'yes' as unknown as boolean }]))).toMatchObject({
      problems: [
        { path: 'entities[0].virtualPrimaryKey', message: 'virtualPrimaryKey 只能是 true 或 false' },
      ],
    });
  });

  it('does not ask a virtual key to hold the partition columns, unique keys still do', () => {
    const partitioned: Entity = { ...log, partitioning: { dialect: 'postgresql', by: 'RANGE (msg)' } };
    expect(validateModel(model([partitioned]))).toMatchObject({ ok: true });
    expect(validateModel(model([{ ...partitioned, virtualPrimaryKey: false }]))).toMatchObject({
      problems: [
        { path: 'entities[0].fields', message: 'PostgreSQL 要求分区表的主键包含全部分区列：主键缺少 msg' },
      ],
    });
    const unique = {
      ...partitioned,
      fields: partitioned.fields.map((f) => (f.name === 'id' ? { ...f, unique: true } : f)),
    };
    expect(validateModel(model([unique]))).toMatchObject({
      problems: [
        {
          path: 'entities[0].fields[0].unique',
          message: 'PostgreSQL 要求分区表的唯一约束包含全部分区列：字段 id 的唯一约束缺少 msg',
        },
      ],
    });
  });

  it('writes no PRIMARY KEY, NOT NULL only where required, and a key MySQL needs for AUTO_INCREMENT', () => {
    const pg = exportDdl(model([log]), 'postgresql');
    expect(createTable(pg, 'log', '"')).toBe(
      'CREATE TABLE "log" (\n  "id" BIGINT GENERATED BY DEFAULT AS IDENTITY,\n  "at" TIMESTAMP,\n  "msg" VARCHAR(200) NOT NULL\n);',
    );
    const mysql = exportDdl(model([log]), 'mysql');
    expect(createTable(mysql, 'log', '`')).toBe(
      'CREATE TABLE `log` (\n  `id` BIGINT NULL AUTO_INCREMENT,\n  `at` DATETIME NULL,\n  `msg` VARCHAR(200) NOT NULL,\n  KEY (`id`)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
    );
  });

  it('writes no foreign key to a virtual key that no unique key backs (the database would refuse it)', () => {
    const tag: Entity = {
      className: 'Tag',
      tableName: 'tag',
      virtualPrimaryKey: true,
      fields: [{ name: 'code', column: 'code', type: 'string', length: 10, primaryKey: true }],
    };
    const post: Entity = {
      className: 'Post',
      tableName: 'post',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true },
        { name: 'tagCode', column: 'tag_code', type: 'string', length: 10 },
      ],
      relations: [{ name: 'tag', kind: 'MANY_TO_ONE', target: 'Tag', joinField: 'tagCode' }],
    };
    for (const dialect of ['postgresql', 'mysql'] as const) {
      const q = dialect === 'mysql' ? '`' : '"';
      const without = exportDdl(model([tag, post]), dialect);
      expect(without).not.toContain('FOREIGN KEY');
      expect(without).toContain(
        '-- 外键 post.tag_code → tag.code 未写出：tag 在数据库中没有主键（虚拟主键），该列上也没有唯一约束',
      );
      const uniqueTag = { ...tag, fields: [{ ...tag.fields[0], unique: true }] };
      expect(exportDdl(model([uniqueTag, post]), dialect)).toContain(
        `FOREIGN KEY (${q}tag_code${q}) REFERENCES ${q}tag${q} (${q}code${q});`,
      );
      const indexed = { ...tag, indexes: [{ name: 'uk_code', fields: ['code'], unique: true }] };
      expect(exportDdl(model([indexed, post]), dialect)).toContain(
        `FOREIGN KEY (${q}tag_code${q}) REFERENCES ${q}tag${q} (${q}code${q});`,
      );
    }
  });
});

describe('the PostgreSQL catalog completing the text import', () => {
  const statements = (sql: string) => [{ text: sql, line: 1 }];
  const sandbox = (sql: string) => ({
    statements: statements(sql),
    errors: [null],
    columns: new Map([['t', new Set(['id', 'n'])]]),
  });

  it("puts the catalog's real key in place of a virtual one the text import made", () => {
    const sql = 'CREATE TABLE t (id int NOT NULL, n int)';
    const text = importDdl(`${sql};`, 'postgresql');
    const catalog = importDdl('CREATE TABLE t (id int NOT NULL, n int, PRIMARY KEY (id));', 'postgresql');
    const [t] = reconcile(text, catalog, sandbox(sql)).model.entities;
    expect(t.virtualPrimaryKey).toBeUndefined();
    expect(keyColumns(t)).toEqual(['id']);
  });

  it('adds no key when the catalog has none either', () => {
    const sql = 'CREATE TABLE t (id int, n int NOT NULL)';
    const text = importDdl(`${sql};`, 'postgresql');
    const catalog = importDdl(`${sql};`, 'postgresql');
    const result = reconcile(text, catalog, sandbox(sql));
    expect(result.model.entities[0]).toEqual(text.model.entities[0]);
    expect(result.model.entities[0].virtualPrimaryKey).toBe(true);
  });
});
