// Issue 11 (DDL import/export fidelity): the sort order of each key part (`DESC`) is kept from both dialects and
// written back to both; an index over a column MySQL cannot index whole (TEXT, BLOB) gets a prefix that fits
// InnoDB's 3072-byte key in the MySQL DDL, one over a JSON column is left out there, both listed as approximations;
// ALTER TABLE … ADD COLUMN reads pg_dump's casts of several words. The real servers check the same in
// toolchains/ddl-round-trip.

import { buildContext } from '../src/context/build-context';
import { importDdl } from '../src/ddl/import';
import { mysqlKeyOf } from '../src/model/mysql-index';
import type { Entity, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { entityOf, exportDdl } from './support/ddl';

const modelOf = (entity: Entity): Model => ({
  project: { name: 'notes', basePackage: 'com.example.notes', database: 'MYSQL' },
  entities: [entity],
});

describe('DESC key parts', () => {
  it('are read from PostgreSQL, for columns and expressions, and written back to both dialects', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE job (id bigint PRIMARY KEY, priority integer NOT NULL, name varchar(40), seen timestamp);
CREATE INDEX job_priority ON job (priority DESC, id ASC);
CREATE INDEX job_name ON job USING btree (lower((name)::text) DESC, seen);
CREATE UNIQUE INDEX job_at ON job (seen DESC);
CREATE INDEX job_plain ON job (seen);`,
      'postgresql',
    );
    expect(skipped).toEqual([]);
    const indexes = entityOf(model, 'job').indexes!;
    expect(indexes.map((i) => [i.name, i.unique, i.descending])).toEqual([
      ['job_at', true, [true]],
      ['job_priority', false, [true, false]],
      ['job_name', false, [true, false]],
      ['job_plain', false, undefined],
    ]);
    // A one-column unique key sorted DESC stays an index, so that its order is kept.
    expect(entityOf(model, 'job').fields.find((f) => f.name === 'seen')?.unique).toBeUndefined();
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toContain('CREATE INDEX "job_priority" ON "job" ("priority" DESC, "id");');
    expect(pg).toContain('CREATE INDEX "job_name" ON "job" ((lower((name)::text)) DESC, "seen");');
    expect(pg).toContain('CREATE UNIQUE INDEX "job_at" ON "job" ("seen" DESC);');
    expect(pg).toContain('CREATE INDEX "job_plain" ON "job" ("seen");');
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('KEY `job_priority` (`priority` DESC, `id`)');
    expect(mysql).toContain('KEY `job_name` (`name` DESC, `seen`)');
    expect(mysql).toContain('UNIQUE KEY `job_at` (`seen` DESC)');
  });

  it('are read from MySQL, with prefixes, in CREATE TABLE and CREATE INDEX', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE visit (
  id int NOT NULL AUTO_INCREMENT PRIMARY KEY,
  site varchar(64) NOT NULL,
  path text,
  seen datetime NOT NULL,
  KEY idx_site_at (site, seen DESC),
  UNIQUE KEY uk_site_path (site DESC, path(100) DESC)
) ENGINE=InnoDB;
CREATE INDEX idx_at ON visit (seen DESC);`,
      'mysql',
    );
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'visit').indexes).toEqual([
      {
        name: 'uk_site_path',
        fields: ['site', 'path'],
        unique: true,
        prefixLengths: [null, 100],
        descending: [true, true],
      },
      { name: 'idx_site_at', fields: ['site', 'seen'], unique: false, descending: [false, true] },
      { name: 'idx_at', fields: ['seen'], unique: false, descending: [true] },
    ]);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('UNIQUE KEY `uk_site_path` (`site` DESC, `path`(100) DESC)');
    expect(mysql).toContain('KEY `idx_site_at` (`site`, `seen` DESC)');
    expect(exportDdl(model, 'postgresql')).toContain(
      'CREATE UNIQUE INDEX "uk_site_path" ON "visit" ("site" DESC, (left("path", 100)) DESC);',
    );
  });

  it('indexes the whole column where a prefix is as long as the column or longer, and lists it', () => {
    // MySQL refuses `name(191)` on a VARCHAR(32) in strict mode; MySQL 5.x outside it indexed the whole column.
    const { model, approximations } = importDdl(
      `CREATE TABLE cluster (
  id int PRIMARY KEY,
  name varchar(32) NOT NULL,
  note varchar(500),
  KEY idx_name (name(191)),
  KEY idx_note (note(191))
);`,
      'mysql',
    );
    expect(entityOf(model, 'cluster').indexes).toEqual([
      { name: 'idx_name', fields: ['name'], unique: false },
      { name: 'idx_note', fields: ['note'], unique: false, prefixLengths: [191] },
    ]);
    expect(approximations.map((a) => a.reason)).toContain(
      '索引前缀 name(191) 不短于列本身（32），按整列建立索引',
    );
    expect(exportDdl(model, 'mysql')).toContain('KEY `idx_name` (`name`)');
  });

  it('keeps a NULLS order other than the default, listed for MySQL (which has none)', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE job (id bigint PRIMARY KEY, seen timestamp, n integer);
CREATE INDEX job_at ON job (seen DESC NULLS LAST);
CREATE INDEX job_n ON job (n NULLS FIRST);
CREATE INDEX job_default ON job (seen DESC NULLS FIRST, n ASC NULLS LAST);`,
      'postgresql',
    );
    expect(approximations.filter((a) => /NULLS/.test(a.reason)).map((a) => a.statement)).toEqual([
      'job INDEX job_at(seen)',
      'job INDEX job_n(n)',
    ]);
    expect(entityOf(model, 'job').indexes?.map((i) => [i.name, i.nullsOrder])).toEqual([
      ['job_at', ['last']],
      ['job_n', ['first']],
      ['job_default', undefined],
    ]);
  });

  it('are validated: one boolean a field', () => {
    const entity = (descending: unknown): Entity =>
      ({
        className: 'Job',
        tableName: 'job',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true },
          { name: 'at', column: 'at', type: 'datetime' },
        ],
        indexes: [{ name: 'idx_at', fields: ['id', 'at'], unique: false, descending }],
      }) as Entity;
    expect(validateModel(modelOf(entity([false, true]))).ok).toBe(true);
    for (const bad of [[true], [true, 'yes'], 'DESC', [true, false, true]]) {
      const result = validateModel(modelOf(entity(bad)));
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.problems.map((p) => p.path)).toContain('entities[0].indexes[0].descending');
    }
  });

  it('are in the index context, false for every part of an ascending index', () => {
    const context = buildContext(
      modelOf({
        className: 'Job',
        tableName: 'job',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true },
          { name: 'at', column: 'at', type: 'datetime' },
        ],
        indexes: [
          { name: 'idx_at', fields: ['at', 'id'], unique: false, descending: [true, false] },
          { name: 'idx_id', fields: ['id'], unique: false },
        ],
      }),
    );
    expect(context.entities[0].indexes.map((i) => i.descending)).toEqual([[true, false], [false]]);
  });
});

describe('MySQL keys over TEXT, BLOB and JSON columns', () => {
  const notes: Entity = {
    className: 'Note',
    tableName: 'note',
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
      { name: 'tag', column: 'tag', type: 'string', length: 40 },
      { name: 'title', column: 'title', type: 'text' },
      { name: 'body', column: 'body', type: 'text', sqlSize: 'long' },
      { name: 'meta', column: 'meta', type: 'json' },
    ],
    indexes: [
      { name: 'idx_title', fields: ['title'], unique: false },
      { name: 'uk_title_body', fields: ['title', 'body'], unique: true, descending: [false, true] },
      { name: 'uk_tag_title', fields: ['tag', 'title'], unique: true },
      { name: 'idx_meta', fields: ['meta', 'tag'], unique: false },
      { name: 'idx_body', fields: ['body'], unique: false, prefixLengths: [20] },
    ],
  };

  it('get a prefix within 3072 bytes in the MySQL DDL, and an index over JSON is left out there', () => {
    const mysql = exportDdl(modelOf(notes), 'mysql');
    expect(mysql).toContain('KEY `idx_title` (`title`(255))');
    expect(mysql).toContain(
      'UNIQUE KEY `uk_title_body` (`title`/*!80000 (384)*/, `body`/*!80000 (384)*/ DESC)',
    );
    expect(mysql).toContain('UNIQUE KEY `uk_tag_title` (`tag`, `title`/*!80000 (728)*/)');
    expect(mysql).toContain('KEY `idx_body` (`body`(20))');
    expect(mysql).not.toContain('KEY `idx_meta`');
    // The script says what it could not write as the model says: listed after the table, as SQL comments.
    expect(mysql.split('\n').filter((line) => line.startsWith('-- 索引'))).toEqual([
      '-- 索引 note.uk_title_body 在 MySQL 8 中按前缀建立（MySQL 只能按前缀索引长文本和二进制列，一个索引键最长 3072 字节），唯一性只对前缀成立；MariaDB 按整列建立（USING HASH）',
      '-- 索引 note.uk_tag_title 在 MySQL 8 中按前缀建立（MySQL 只能按前缀索引长文本和二进制列，一个索引键最长 3072 字节），唯一性只对前缀成立；MariaDB 按整列建立（USING HASH）',
      '-- 索引 note.idx_meta 含 JSON 列，MySQL 不能为 JSON 列建立索引，已略去',
    ]);
    // The last index written ends the table: no comma is left before the closing parenthesis.
    expect(mysql).toMatch(/KEY `idx_body` \(`body`\(20\)\)\n\) ENGINE=InnoDB[^\n]*;\n-- 索引/);
    // PostgreSQL indexes them whole, as the model says.
    const pg = exportDdl(modelOf(notes), 'postgresql');
    expect(pg).toContain('CREATE INDEX "idx_title" ON "note" ("title");');
    expect(pg).toContain('CREATE INDEX "idx_meta" ON "note" ("meta", "tag");');
  });

  it('are in the index context', () => {
    const [entity] = buildContext(modelOf(notes)).entities;
    expect(
      entity.indexes.map((i) => [i.name, i.prefixLengths, i.mysqlPrefixLengths, i.mysqlIndexable]),
    ).toEqual([
      ['idx_title', [null], [255], true],
      ['uk_title_body', [null, null], [384, 384], true],
      ['uk_tag_title', [null, null], [null, 728], true],
      ['idx_meta', [null, null], [null, null], false],
      ['idx_body', [20], [20], true],
    ]);
  });

  it('share the key among the parts that need a prefix, after the parts that have a size', () => {
    expect(mysqlKeyOf(['LONGBLOB'], [null], true)).toEqual({
      prefixLengths: [3072],
      chosen: [0],
      unindexable: null,
    });
    expect(mysqlKeyOf(['VARCHAR(100)', 'TEXT', 'BLOB'], [null, null, null], true).prefixLengths).toEqual([
      null,
      334,
      1336,
    ]);
    expect(mysqlKeyOf(['TEXT', 'TEXT'], [10, null], false).prefixLengths).toEqual([10, 255]);
    expect(mysqlKeyOf(['INT', 'JSON'], [null, null], false).unindexable).toBe(1);
    expect(mysqlKeyOf(['INT', 'VARCHAR(20)'], [null, null], true).chosen).toEqual([]);
  });

  it('are listed as approximations when imported from PostgreSQL', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE doc (id integer PRIMARY KEY, title text NOT NULL, note text, tag varchar(40), data jsonb, raw bytea);
CREATE INDEX doc_raw ON doc (raw);
CREATE INDEX doc_title ON doc (title);
CREATE INDEX doc_title_note ON doc (title, note DESC);
CREATE INDEX doc_tag ON doc (tag);
CREATE INDEX doc_data ON doc (data);`,
      'postgresql',
    );
    expect(entityOf(model, 'doc').indexes!.map((i) => i.name)).toEqual([
      'doc_raw',
      'doc_title',
      'doc_title_note',
      'doc_tag',
      'doc_data',
    ]);
    expect(exportDdl(model, 'mysql')).toContain('KEY `doc_raw` (`raw`(255))');
    expect(exportDdl(model, 'postgresql')).toContain('CREATE INDEX "doc_raw" ON "doc" ("raw");');
    expect(
      approximations.filter((a) => /按前缀|JSON 列/.test(a.reason)).map((a) => [a.statement, a.reason]),
    ).toEqual([
      [
        'doc INDEX doc_raw(raw)',
        'MySQL 只能按前缀为长文本或二进制列建立索引：导出到 MySQL 时按前缀 raw(255) 建立索引',
      ],
      [
        'doc INDEX doc_title(title)',
        'MySQL 只能按前缀为长文本或二进制列建立索引：导出到 MySQL 时按前缀 title(255) 建立索引',
      ],
      [
        'doc INDEX doc_title_note(title, note)',
        'MySQL 只能按前缀为长文本或二进制列建立索引：导出到 MySQL 时按前缀 title(255)、note(255) 建立索引',
      ],
      ['doc INDEX doc_data(data)', 'MySQL 不能为 JSON 列 data 建立索引，导出到 MySQL 时略去该索引'],
    ]);
  });
});

describe('ALTER TABLE … ADD COLUMN with casts of several words', () => {
  it('keeps the column, its default and NOT NULL, as CREATE TABLE does', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE t (id integer PRIMARY KEY);
ALTER TABLE t ADD COLUMN status character varying(20) DEFAULT 'draft'::character varying NOT NULL;
ALTER TABLE ONLY t ADD COLUMN d date DEFAULT ('now'::text)::date NOT NULL;
ALTER TABLE t ADD COLUMN ts timestamp without time zone DEFAULT '2020-01-01 00:00:00'::timestamp without time zone NOT NULL;
ALTER TABLE t ADD COLUMN price double precision DEFAULT '1.5'::double precision;`,
      'postgresql',
    );
    expect(skipped).toEqual([]);
    const byColumn = Object.fromEntries(
      entityOf(model, 't').fields.map((f) => [f.column, [f.type, f.required === true, f.defaultValue]]),
    );
    expect(byColumn).toEqual({
      id: ['int', true, undefined],
      status: ['string', true, 'draft'],
      d: ['date', true, 'CURRENT_DATE'],
      ts: ['datetime', true, '2020-01-01 00:00:00'],
      price: [expect.any(String), false, 1.5],
    });
  });
});
