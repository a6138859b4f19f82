// Columns named by a word node-sql-parser takes for a keyword (`at`, `session`, `json`…) or the import took for a
// clause (`key`, `index`, `exclude`, `charset`) are ordinary columns to the database: none is lost, whatever its type.
// Composite types named with capitals or by a keyword are kept like the others, written quoted.
import path from 'node:path';

import { importDdl } from '../src/ddl/import';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';
import { renderOfficial } from './support/render-official';

jest.setTimeout(60_000);

const { bothPaths } = postgresImports();

const POSTGRES = `CREATE SCHEMA app;
CREATE TYPE p2 AS (x int, y int);
CREATE TYPE app.p2 AS (x int, y int);
CREATE TYPE mood AS ENUM ('ok', 'bad');
CREATE DOMAIN posint AS int CHECK (VALUE > 0);
CREATE TABLE t (
  id int PRIMARY KEY,
  at p2,
  session app.p2 NOT NULL,
  json mood DEFAULT 'ok',
  global posint,
  truncate p2[],
  key p2,
  index int NOT NULL,
  exclude int,
  charset integer NOT NULL,
  EXCLUDE USING btree (index WITH =)
);`;

describe('columns named like keywords', () => {
  it('keeps every PostgreSQL column, with its own type, through both import paths', async () => {
    for (const [path, result] of await bothPaths(POSTGRES)) {
      const t = entityOf(result.model, 't');
      const columns = Object.fromEntries(
        t.fields.map((f) => [
          f.sqlColumn ?? f.column,
          f.sqlType?.postgresql ?? f.postgresqlDomain?.name ?? f.type,
        ]),
      );
      expect([path, columns]).toEqual([
        path,
        {
          id: 'int',
          at: 'p2',
          session: 'app.p2',
          json: 'enum',
          global: 'posint',
          truncate: 'p2[]',
          key: 'p2',
          index: 'int',
          exclude: 'int',
          charset: 'int',
        },
      ]);
      expect([path, t.fields.find((f) => f.column === 'charset')?.required]).toEqual([path, true]);
      expect([path, t.exclusions?.map((e) => e.definition)]).toEqual([
        path,
        [expect.stringMatching(/^EXCLUDE USING btree \(index WITH =\)/)],
      ]);
      expect([path, result.skipped.filter((s) => /^t\b/.test(s.statement))]).toEqual([path, []]);
      expect([path, problemsOf(result.model)]).toEqual([path, []]);
      expect(exportDdl(result.model, 'postgresql')).toMatch(/"at" p2,[\s\S]*"charset" INTEGER NOT NULL,/);
    }
  });

  it('keeps MySQL columns named exclude and charset (no clause of theirs)', () => {
    const { model, skipped } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, exclude int, charset int NOT NULL, KEY k (charset)) CHARSET=utf8mb4;',
      'mysql',
    );
    const t = entityOf(model, 't');
    expect(t.fields.map((f) => [f.column, f.type, f.required ?? false])).toEqual([
      ['id', 'int', true],
      ['exclude', 'int', false],
      ['charset', 'int', true],
    ]);
    expect(t.indexes?.map((i) => i.fields)).toEqual([['charset']]);
    expect(skipped).toEqual([]);
  });

  it('keeps composite types named with capitals or by a keyword, quoted in the DDL and in GORM struct tags', async () => {
    const sql = `CREATE SCHEMA app;
CREATE TYPE "Pair" AS (x int, y int);
CREATE TYPE app."order" AS (a text);
CREATE TABLE t (id int PRIMARY KEY, p "Pair", o app."order", ps "Pair"[]);`;
    for (const [route, { model, skipped }] of await bothPaths(sql)) {
      const t = entityOf(model, 't');
      expect([route, t.fields.map((f) => f.sqlType?.postgresql ?? null)]).toEqual([
        route,
        [null, '"Pair"', 'app."order"', '"Pair"[]'],
      ]);
      expect([route, model.project.postgresqlTypes?.map((x) => [x.schema ?? null, x.name])]).toEqual([
        route,
        [
          [null, 'Pair'],
          ['app', 'order'],
        ],
      ]);
      expect([route, skipped.filter((s) => /TYPE|"Pair"|order/i.test(s.statement))]).toEqual([route, []]);
      expect([route, problemsOf(model)]).toEqual([route, []]);
      expect(exportDdl(model, 'postgresql')).toMatch(
        /"p" "Pair",\n {2}"o" app\."order",\n {2}"ps" "Pair"\[\],/,
      );
      const go = renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, 'go-gorm'))).find((f) =>
        f.path.endsWith('model/t.go'),
      );
      expect(go?.content).toContain('`gorm:"column:p;type:\\"Pair\\";comment:p" json:"p"`');
      expect(go?.content).toContain('`gorm:"column:o;type:app.\\"order\\";comment:o" json:"o"`');
    }
  });
});
