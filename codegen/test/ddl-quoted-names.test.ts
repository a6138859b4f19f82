// Names holding a quote (PostgreSQL's `"t""q"`, MySQL's `` `t``q` ``, a `"` inside backticks): the import keeps
// each table, schema and column under its exact name, listing no rename, and every DDL export writes it back with
// its dialect's quote doubled, in either dialect, so the script it writes imports again to the same names.
import { importDdl, type DdlImportResult } from '../src/ddl/import';
import type { Model } from '../src/model/types';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const { bothPaths } = postgresImports();

const PG = [
  'CREATE SCHEMA "s""1";',
  'CREATE TABLE "s""1"."t""q" (id int PRIMARY KEY, "c""d" text NOT NULL, "e`f" int CHECK ("e`f" > 0));',
  'CREATE INDEX i_cd ON "s""1"."t""q" ("c""d");',
  `COMMENT ON COLUMN "s""1"."t""q"."c""d" IS 'say "hi"';`,
  'CREATE TABLE "Quoted_"" . Table" (pk serial PRIMARY KEY, "Quoted_"" . Text" text);',
  'CREATE TABLE other (id int PRIMARY KEY, ref int REFERENCES "s""1"."t""q" (id));',
].join('\n');

const MYSQL = [
  'CREATE TABLE `t``q` (id int PRIMARY KEY, `c``d` varchar(20) NOT NULL, `e"f` int, KEY i_cd (`c``d`));',
  'CREATE TABLE other (id int PRIMARY KEY, ref int, FOREIGN KEY (ref) REFERENCES `t``q` (id));',
].join('\n');

/** Each table's exact names: schema, table, then its columns as the database has them. */
const names = (model: Model): string[][] =>
  model.entities.map((e) => [
    e.sqlSchema ?? '',
    e.sqlTableName ?? e.tableName,
    ...e.fields.map((f) => f.sqlColumn ?? f.column),
  ]);

/** The names the import could not keep, each with the name it gave instead. */
const renamed = ({ approximations }: DdlImportResult): string[] =>
  approximations.map((a) => a.reason).filter((reason) => /[表列模]式?名「[\s\S]*导入为/.test(reason));

/** What the import left out, but the statements that create nothing it reads (CREATE SCHEMA, SET NAMES). */
const leftOut = ({ skipped }: DdlImportResult): string[] =>
  skipped.map((s) => s.statement).filter((statement) => !/^(CREATE SCHEMA|SET NAMES)\b/i.test(statement));

describe('names with a quote in them', () => {
  it('are kept exactly by the PostgreSQL import, on both paths, and written back doubled', async () => {
    for (const [path, result] of await bothPaths(PG)) {
      const { model } = result;
      expect([path, leftOut(result), renamed(result), problemsOf(model)]).toEqual([path, [], [], []]);
      expect([path, names(model)]).toEqual([
        path,
        [
          ['s"1', 't"q', 'id', 'c"d', 'e`f'],
          ['', 'Quoted_" . Table', 'pk', 'Quoted_" . Text'],
          ['', 'other', 'id', 'ref'],
        ],
      ]);
      const pg = exportDdl(model, 'postgresql');
      for (const line of [
        'CREATE SCHEMA IF NOT EXISTS "s""1";',
        'CREATE TABLE "s""1"."t""q" (',
        '  "c""d" TEXT NOT NULL,',
        '  "e`f" INTEGER,',
        'CREATE INDEX "i_cd" ON "s""1"."t""q" ("c""d");',
        `COMMENT ON COLUMN "s""1"."t""q"."c""d" IS 'say "hi"';`,
        'CREATE TABLE "Quoted_"" . Table" (',
        'REFERENCES "s""1"."t""q" ("id");',
      ])
        expect([path, pg]).toEqual([path, expect.stringContaining(line)]);
      // MySQL's names: the backtick doubled, a `"` as it is.
      const mysql = exportDdl(model, 'mysql');
      for (const line of ['CREATE TABLE `t"q` (', '  `e``f` INT NULL,', 'REFERENCES `t"q` (`id`);'])
        expect([path, mysql]).toEqual([path, expect.stringContaining(line)]);
    }
  });

  it('are kept exactly by the MySQL import, and written back doubled in both dialects', () => {
    const result = importDdl(MYSQL, 'mysql');
    expect([leftOut(result), renamed(result), problemsOf(result.model)]).toEqual([[], [], []]);
    expect(names(result.model)).toEqual([
      ['', 't`q', 'id', 'c`d', 'e"f'],
      ['', 'other', 'id', 'ref'],
    ]);
    const mysql = exportDdl(result.model, 'mysql');
    for (const line of [
      'CREATE TABLE `t``q` (',
      '  `c``d` VARCHAR(20) NOT NULL,',
      '  `e"f` INT NULL,',
      'KEY `i_cd` (`c``d`)',
      'REFERENCES `t``q` (`id`);',
    ])
      expect(mysql).toContain(line);
    const pg = exportDdl(result.model, 'postgresql');
    for (const line of ['CREATE TABLE "t`q" (', '  "e""f" INTEGER,', 'REFERENCES "t`q" ("id");'])
      expect(pg).toContain(line);
  });

  it('come back unchanged from the scripts the export writes, in either dialect', async () => {
    const fromPg = importDdl(PG, 'postgresql').model;
    const fromMysql = importDdl(MYSQL, 'mysql').model;
    for (const model of [fromPg, fromMysql]) {
      // PostgreSQL runs the script (the catalog path): it takes every statement, names as they were.
      for (const [path, result] of await bothPaths(exportDdl(model, 'postgresql'))) {
        expect([path, leftOut(result), renamed(result)]).toEqual([path, [], []]);
        expect([path, names(result.model)]).toEqual([path, names(model)]);
      }
      const again = importDdl(exportDdl(model, 'mysql'), 'mysql');
      expect([leftOut(again), renamed(again)]).toEqual([[], []]);
      // MySQL has no schemas: a table of one comes back without it.
      expect(names(again.model)).toEqual(names(model).map(([, ...rest]) => ['', ...rest]));
    }
    expect(entityOf(fromPg, 't"q').fields[1].label).toBe('say "hi"');
  });
});
