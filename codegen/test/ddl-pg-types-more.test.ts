// PostgreSQL types and key actions the import used to approximate, kept exactly by both paths of a PostgreSQL import
// (the text import and the catalog PostgreSQL builds) and written back by the PostgreSQL DDL, which PostgreSQL (the
// sandbox) runs; MySQL gets its nearest type, listed.
import { importDdl, type DdlImportResult } from '../src/ddl/import';
import type { Field, Model } from '../src/model/types';
import { exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const { bothPaths, refusedByPostgresql } = postgresImports();

const field = (model: Model, table: string, column: string): Field => {
  const found = model.entities.find((e) => e.tableName === table)?.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no field ${table}.${column}`);
  return found;
};
const notesOf = (result: DdlImportResult, statement: string) =>
  result.approximations.filter((a) => a.statement === statement).map((a) => a.reason);

const COMPOSITES = [
  'CREATE TYPE street AS (line1 text, line2 text);',
  'CREATE TYPE address AS (street street, zip varchar(10));',
  'CREATE TYPE unused AS (a int);',
  'CREATE TABLE customer (id int PRIMARY KEY, home address, homes address[]);',
].join('\n');

describe('composite types', () => {
  it('keep the column type and the CREATE TYPE it needs, on both paths', async () => {
    for (const [, result] of await bothPaths(COMPOSITES)) {
      const { model } = result;
      expect(field(model, 'customer', 'home')).toMatchObject({
        type: 'text',
        sqlType: { postgresql: 'address' },
      });
      expect(field(model, 'customer', 'homes')).toMatchObject({
        type: 'json',
        sqlType: { postgresql: 'address[]' },
      });
      // The types the columns use, with the one an attribute uses, first; not the unused one.
      expect(model.project.postgresqlTypes).toEqual([
        { name: 'street', definition: 'CREATE TYPE street AS (line1 text, line2 text)' },
        { name: 'address', definition: 'CREATE TYPE address AS (street street, zip varchar(10))' },
      ]);
      expect(result.skipped.filter((s) => s.statement.startsWith('customer'))).toEqual([]);
      expect(notesOf(result, 'customer.home ADDRESS')).toEqual([
        expect.stringMatching(/导出到 MySQL 时按 TEXT 列/),
      ]);
      expect(problemsOf(model)).toEqual([]);
    }
  });

  it('are listed when no column uses them', () => {
    expect(importDdl(COMPOSITES, 'postgresql').skipped).toEqual([
      {
        statement: 'CREATE TYPE unused AS (a int)',
        line: 3,
        reason: '复合类型 unused 没有列使用，未导入（用到它的列才会让导出的脚本创建它）',
      },
    ]);
  });

  it('are created by the PostgreSQL DDL before the table; MySQL gets TEXT and JSON', async () => {
    const { model } = importDdl(COMPOSITES, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain('CREATE TYPE street AS (line1 text, line2 text);\nCREATE TYPE address AS');
    expect(postgresql).toContain('"home" address,');
    expect(postgresql).toContain('"homes" address[]');
    expect(await refusedByPostgresql(model)).toEqual([]);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`home` TEXT NULL,');
    expect(mysql).toContain('`homes` JSON NULL,');
    expect(mysql).not.toContain('TYPE');
  });

  it('are refused by validation when a definition is not one CREATE TYPE of its name', () => {
    const { model } = importDdl(COMPOSITES, 'postgresql');
    const withTypes = (definition: string): Model => ({
      ...model,
      project: { ...model.project, postgresqlTypes: [{ name: 'street', definition }] },
    });
    expect(problemsOf(withTypes('CREATE TYPE street AS (a int); DROP TABLE customer'))).toEqual([
      expect.stringMatching(/^project\.postgresqlTypes\[0\]\.definition: /),
    ]);
    expect(problemsOf(withTypes('CREATE TYPE other AS (a int)'))).toHaveLength(1);
    expect(problemsOf(withTypes('CREATE TYPE street AS (a text COLLATE "C", "b;c" varchar(3))'))).toEqual([]);
  });
});

const TYPES = [
  'CREATE DOMAIN posint AS integer CHECK (VALUE > 0);',
  'CREATE DOMAIN posints AS posint[];',
  'CREATE TABLE measure (',
  '  id int PRIMARY KEY,',
  `  flag "char" NOT NULL DEFAULT 'a',`,
  '  flags "char"[],',
  '  hundreds numeric(5,-2),',
  '  tiny numeric(3,5),',
  '  span interval day to second(3),',
  '  years interval year,',
  '  rough interval(2),',
  '  ids integer ARRAY,',
  '  four int ARRAY[4],',
  '  counts posints',
  ');',
].join('\n');

describe('"char", negative and large numeric scales, interval fields, ARRAY syntax, domains over domain arrays', () => {
  it('keep their PostgreSQL types on both paths, MySQL getting the nearest type, listed', async () => {
    for (const [, result] of await bothPaths(TYPES)) {
      const { model } = result;
      expect(field(model, 'measure', 'flag')).toMatchObject({
        type: 'string',
        length: 1,
        fixedLength: true,
        sqlType: { postgresql: '"char"' },
      });
      expect(field(model, 'measure', 'flags').sqlType).toEqual({ postgresql: '"char"[]' });
      // The DECIMAL that holds the same values: whole hundreds up to 9999900, five decimals below 0.001.
      expect(field(model, 'measure', 'hundreds')).toMatchObject({
        type: 'decimal',
        precision: 7,
        scale: 0,
        sqlType: { postgresql: 'NUMERIC(5,-2)' },
      });
      expect(field(model, 'measure', 'tiny')).toMatchObject({
        type: 'decimal',
        precision: 5,
        scale: 5,
        sqlType: { postgresql: 'NUMERIC(3,5)' },
      });
      expect(field(model, 'measure', 'span').sqlType).toEqual({ postgresql: 'INTERVAL DAY TO SECOND(3)' });
      expect(field(model, 'measure', 'years').sqlType).toEqual({ postgresql: 'INTERVAL YEAR' });
      expect(field(model, 'measure', 'rough').sqlType).toEqual({ postgresql: 'INTERVAL(2)' });
      expect(field(model, 'measure', 'ids')).toMatchObject({ type: 'json' });
      expect(field(model, 'measure', 'four')).toMatchObject({ type: 'json' });
      // The domain over an array of a domain is an array of the inner domain's type for the code and MySQL;
      // PostgreSQL keeps both domains, the element CHECK with them.
      expect(field(model, 'measure', 'counts')).toMatchObject({
        type: 'json',
        sqlType: { postgresql: 'INTEGER[]' },
        postgresqlDomain: { name: 'posints' },
      });
      expect(model.project.postgresqlTypes?.map((t) => t.name)).toEqual(['posint', 'posints']);
      expect(notesOf(result, 'measure.hundreds NUMERIC')).toEqual([
        expect.stringMatching(/导出到 MySQL 时按 DECIMAL\(7,0\)/),
      ]);
      expect(result.skipped.filter((s) => s.statement.startsWith('measure'))).toEqual([]);
      expect(problemsOf(model)).toEqual([]);
    }
  });

  it('are written back by the PostgreSQL DDL, which PostgreSQL runs; MySQL gets CHAR(1), DECIMAL and TEXT', async () => {
    const { model } = importDdl(TYPES, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    for (const line of [
      `"flag" "char" NOT NULL DEFAULT 'a',`,
      '"flags" "char"[],',
      '"hundreds" NUMERIC(5,-2),',
      '"tiny" NUMERIC(3,5),',
      '"span" INTERVAL DAY TO SECOND(3),',
      '"years" INTERVAL YEAR,',
      '"rough" INTERVAL(2),',
      '"ids" INTEGER[],',
      '"four" INT[4],',
      'CREATE DOMAIN posint AS integer CHECK (VALUE > 0);\nCREATE DOMAIN posints AS posint[];',
      '"counts" posints',
    ])
      expect(postgresql).toContain(line);
    expect(await refusedByPostgresql(model)).toEqual([]);
    const mysql = exportDdl(model, 'mysql');
    for (const line of [
      "`flag` CHAR(1) NOT NULL DEFAULT 'a',",
      '`hundreds` DECIMAL(7,0) NULL,',
      '`tiny` DECIMAL(5,5) NULL,',
      '`span` TEXT NULL,',
    ])
      expect(mysql).toContain(line);
  });
});

const SET_COLUMNS = [
  'CREATE TABLE tenant_user (tenant_id int, user_id int, PRIMARY KEY (tenant_id, user_id));',
  'CREATE TABLE note (',
  '  id int PRIMARY KEY,',
  '  tenant_id int NOT NULL,',
  '  author_id int,',
  '  editor_id int REFERENCES note (id) ON DELETE SET NULL (editor_id),',
  '  FOREIGN KEY (tenant_id, author_id) REFERENCES tenant_user ON DELETE SET NULL ("author_id")',
  ');',
].join('\n');

describe('ON DELETE SET NULL (col, …)', () => {
  it('keeps the columns a composite key sets, a whole list being the plain action, on both paths', async () => {
    for (const [, result] of await bothPaths(SET_COLUMNS)) {
      const relations = result.model.entities.find((e) => e.tableName === 'note')!.relations!;
      const composite = relations.find((r) => r.joinFields)!;
      expect(composite).toMatchObject({
        joinFields: ['tenantId', 'authorId'],
        onDelete: 'SET NULL',
        onDeleteSetFields: ['authorId'],
      });
      const single = relations.find((r) => r.joinField === 'editorId')!;
      expect(single.onDelete).toBe('SET NULL');
      expect(single.onDeleteSetFields).toBeUndefined();
      expect(result.skipped.filter((s) => s.statement.startsWith('note'))).toEqual([]);
      expect(result.approximations.map((a) => a.reason)).toContainEqual(
        expect.stringMatching(/^MySQL 的外键动作不能只设置外键的部分列/),
      );
      expect(problemsOf(result.model)).toEqual([]);
    }
  });

  it('is written by the PostgreSQL DDL, which PostgreSQL runs; MySQL writes the key without ON DELETE', async () => {
    const { model } = importDdl(SET_COLUMNS, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toMatch(
      /FOREIGN KEY \("tenant_id", "author_id"\) REFERENCES "tenant_user" \("tenant_id", "user_id"\) ON DELETE SET NULL \("author_id"\);/,
    );
    expect(await refusedByPostgresql(model)).toEqual([]);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toMatch(
      /FOREIGN KEY \(`tenant_id`, `author_id`\) REFERENCES `tenant_user` \(`tenant_id`, `user_id`\);/,
    );
    expect(mysql).toMatch(/REFERENCES `note` \(`id`\) ON DELETE SET NULL;/);
  });

  it('is refused by validation on fields outside the key or with another action', () => {
    const { model } = importDdl(SET_COLUMNS, 'postgresql');
    const note = model.entities.find((e) => e.tableName === 'note')!;
    const withComposite = (change: Record<string, unknown>) => ({
      ...model,
      entities: model.entities.map((e) =>
        e !== note
          ? e
          : { ...e, relations: e.relations!.map((r) => (r.joinFields ? { ...r, ...change } : r)) },
      ),
    });
    expect(problemsOf(withComposite({ onDeleteSetFields: ['id'] }))).toEqual([
      expect.stringMatching(/onDeleteSetFields: 要设置的外键字段应是复合外键 joinFields 中/),
    ]);
    expect(problemsOf(withComposite({ onDelete: 'CASCADE' }))).toEqual([
      expect.stringMatching(/onDeleteSetFields: 只有 ON DELETE SET NULL/),
    ]);
  });
});

const ARRAY_DEFAULTS = [
  'CREATE TABLE post (',
  '  id int PRIMARY KEY,',
  "  tags text[] NOT NULL DEFAULT '{}',",
  `  pair text[] DEFAULT '{a,"b c"}',`,
  "  grid int[] DEFAULT '{{1,2},{3,4}}',",
  "  marks boolean[] DEFAULT '{t,NULL}',",
  "  odd int[] DEFAULT '[0:1]={1,2}',",
  "  meta jsonb DEFAULT '{}'",
  ');',
].join('\n');

describe('a PostgreSQL array default exported to MySQL', () => {
  it('is its JSON array, a plain JSON default staying as it is', () => {
    const result = importDdl(ARRAY_DEFAULTS, 'postgresql');
    const mysql = exportDdl(result.model, 'mysql');
    expect(mysql).toContain("`tags` JSON NOT NULL DEFAULT ('[]'),");
    expect(mysql).toContain('`pair` JSON NULL DEFAULT (\'["a","b c"]\'),');
    expect(mysql).toContain("`grid` JSON NULL DEFAULT ('[[1,2],[3,4]]'),");
    expect(mysql).toContain("`marks` JSON NULL DEFAULT ('[true,null]'),");
    expect(mysql).toContain("`meta` JSON NULL DEFAULT ('{}'),");
    // An array with its bounds written is no literal the export reads: no default, listed.
    expect(mysql).toContain('`odd` JSON NULL,');
    expect(notesOf(result, 'post.odd DEFAULT [0:1]={1,2}')).toEqual([
      expect.stringMatching(/导出到 MySQL 时不带默认值/),
    ]);
    expect(exportDdl(result.model, 'postgresql')).toContain(`"pair" TEXT[] DEFAULT '{a,"b c"}',`);
  });
});
