// PostgreSQL domains kept as domains by both paths of a PostgreSQL import (the text import and the catalog
// PostgreSQL builds): the project keeps each CREATE DOMAIN after what it stands on, a column keeps its domain for
// PostgreSQL and the domain's base for the code and MySQL; an enum type used only inside a composite type is kept.
import { importDdl } from '../src/ddl/import';
import { postgresImports } from './support/postgres';
import { entityOf, exportDdl, fieldOf, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const { bothPaths } = postgresImports();

const SCRIPT = [
  "CREATE TYPE mood AS ENUM ('happy', 'sad');",
  "CREATE TYPE shade AS ENUM ('light', 'dark');",
  'CREATE DOMAIN public.year AS integer',
  '  CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));',
  'CREATE DOMAIN posint AS integer NOT NULL DEFAULT 1 CHECK (VALUE > 0);',
  'CREATE DOMAIN small_posint AS posint CHECK (VALUE < 100);',
  'CREATE DOMAIN posints AS posint[];',
  "CREATE DOMAIN feeling AS mood DEFAULT 'happy';",
  "CREATE DOMAIN code AS varchar(8) CHECK (VALUE ~ '^[A-Z]+$');",
  'CREATE TYPE pair AS (born year, tone shade);',
  'CREATE DOMAIN known_pair AS pair CHECK ((VALUE).born IS NOT NULL);',
  'CREATE DOMAIN unused AS text;',
  'CREATE TABLE film (',
  '  id int PRIMARY KEY,',
  '  release_year year,',
  '  qty posint,',
  '  qty2 posint NOT NULL DEFAULT 5,',
  '  little small_posint,',
  '  counts posints,',
  '  feel feeling,',
  '  code code NOT NULL,',
  '  kp known_pair',
  ');',
].join('\n');

describe('a PostgreSQL domain', () => {
  it('is kept whole after what it stands on, and an enum type only a composite type uses with it', async () => {
    for (const [path, result] of await bothPaths(SCRIPT)) {
      const types = result.model.project.postgresqlTypes ?? [];
      expect([path, types.map((t) => t.name)]).toEqual([
        path,
        // The enum types first (a field's own is created with the field), then the script's order.
        [
          'mood',
          'shade',
          'year',
          'posint',
          'small_posint',
          'posints',
          'feeling',
          'code',
          'pair',
          'known_pair',
        ],
      ]);
      expect(types.find((t) => t.name === 'year')?.definition).toBe(
        'CREATE DOMAIN public.year AS integer\n  CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)))',
      );
      expect(types.find((t) => t.name === 'shade')?.definition).toBe(
        "CREATE TYPE shade AS ENUM ('light', 'dark')",
      );
      expect(result.skipped).toContainEqual(
        expect.objectContaining({ reason: expect.stringMatching(/^域 unused 没有列使用，未导入/) }),
      );
      expect(problemsOf(result.model)).toEqual([]);
    }
  });

  it("gives its column the domain for PostgreSQL, and the base's type, bounds, NOT NULL and default for the code", async () => {
    for (const [path, { model }] of await bothPaths(SCRIPT)) {
      const film = (column: string) => ({ path, ...fieldOf(model, 'film', column) });
      expect(film('release_year')).toMatchObject({
        path,
        type: 'int',
        postgresqlDomain: { name: 'year' },
        validation: { min: 1901, max: 2155 },
      });
      expect(film('release_year').required).toBeFalsy();
      // NOT NULL and DEFAULT the domain gives (an inner domain's too), or the column's own over them.
      expect(film('qty')).toMatchObject({
        required: true,
        defaultValue: 1,
        postgresqlDomain: { name: 'posint', notNull: true, default: true },
      });
      expect(film('qty2')).toMatchObject({
        required: true,
        defaultValue: 5,
        postgresqlDomain: { name: 'posint' },
      });
      expect(film('little')).toMatchObject({
        required: true,
        postgresqlDomain: { name: 'small_posint', notNull: true, default: true },
        validation: { min: 1, max: 99 },
      });
      expect(film('counts')).toMatchObject({
        type: 'json',
        sqlType: { postgresql: 'INTEGER[]' },
        postgresqlDomain: { name: 'posints' },
      });
      expect(film('feel')).toMatchObject({
        type: 'enum',
        enumTypeName: 'mood',
        enumValues: [{ value: 'happy' }, { value: 'sad' }],
        defaultValue: 'happy',
        postgresqlDomain: { name: 'feeling', default: true },
      });
      expect(film('code')).toMatchObject({
        type: 'string',
        length: 8,
        required: true,
        postgresqlDomain: { name: 'code' },
      });
      expect(film('kp')).toMatchObject({
        type: 'text',
        sqlType: { postgresql: 'pair' },
        postgresqlDomain: { name: 'known_pair' },
      });
      // The domain's portable CHECKs for MySQL only; PostgreSQL has them with the domain.
      expect([path, entityOf(model, 'film').checks]).toEqual([
        path,
        [
          { expression: '((release_year >= 1901) AND (release_year <= 2155))', dialect: 'mysql' },
          { expression: 'qty > 0', dialect: 'mysql' },
          { expression: 'qty2 > 0', dialect: 'mysql' },
          { expression: 'little > 0', dialect: 'mysql' },
          { expression: 'little < 100', dialect: 'mysql' },
        ],
      ]);
    }
  });

  it('is written back to PostgreSQL as the script had it, and MySQL gets the base types with the CHECKs', () => {
    const { model, approximations } = importDdl(SCRIPT, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    const order = [
      'CREATE TYPE "mood" AS ENUM',
      "CREATE TYPE shade AS ENUM ('light', 'dark');",
      'CREATE DOMAIN public.year AS integer',
      'CREATE DOMAIN small_posint AS posint',
      'CREATE TYPE pair AS (born year, tone shade);',
      'CREATE DOMAIN known_pair AS pair',
      'CREATE TABLE "film"',
    ].map((line) => postgresql.indexOf(line));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The enum type of a field and of the domain over it is created once.
    expect(postgresql.match(/CREATE TYPE "?mood"? AS ENUM/g)).toHaveLength(1);
    for (const line of [
      '"release_year" year,',
      '"qty" posint,',
      '"qty2" posint NOT NULL DEFAULT 5,',
      '"little" small_posint,',
      '"counts" posints,',
      '"feel" feeling,',
      '"code" code NOT NULL,',
      '"kp" known_pair',
    ])
      expect(postgresql).toContain(line);
    expect(postgresql).not.toMatch(/ADD CHECK \(.*(release_year|qty|little)/);
    const mysql = exportDdl(model, 'mysql');
    for (const line of [
      '`release_year` INT NULL,',
      '`qty` INT NOT NULL DEFAULT 1,',
      '`qty2` INT NOT NULL DEFAULT 5,',
      "`feel` ENUM('happy','sad') NULL DEFAULT 'happy',",
      '`code` VARCHAR(8) NOT NULL,',
      '`kp` TEXT NULL,',
      'ADD CHECK (((release_year >= 1901) AND (release_year <= 2155)));',
      'ADD CHECK (little < 100);',
    ])
      expect(mysql).toContain(line);
    // What MySQL cannot check is listed.
    expect(approximations).toContainEqual(
      expect.objectContaining({
        statement: "film CHECK (code ~ '^[A-Z]+$')",
        reason: expect.stringMatching(/域（DOMAIN）.*导出到 MySQL 时不包含/),
      }),
    );
  });

  it('of another schema, or named with capitals, is kept in its schema by its exact name', () => {
    const { model } = importDdl(
      [
        'CREATE SCHEMA billing;',
        'CREATE DOMAIN billing.amount AS numeric(12,2) CHECK (VALUE >= 0);',
        'CREATE DOMAIN "Upper" AS integer NOT NULL;',
        'CREATE TABLE invoice (id int PRIMARY KEY, total billing.amount, n "Upper");',
      ].join('\n'),
      'postgresql',
    );
    expect(model.project.postgresqlTypes).toEqual([
      {
        name: 'amount',
        schema: 'billing',
        definition: 'CREATE DOMAIN billing.amount AS numeric(12,2) CHECK (VALUE >= 0)',
      },
      { name: 'Upper', definition: 'CREATE DOMAIN "Upper" AS integer NOT NULL' },
    ]);
    expect(fieldOf(model, 'invoice', 'total')).toMatchObject({
      type: 'decimal',
      precision: 12,
      scale: 2,
      postgresqlDomain: { name: 'amount', schema: 'billing' },
    });
    expect(fieldOf(model, 'invoice', 'n')).toMatchObject({
      type: 'int',
      required: true,
      postgresqlDomain: { name: 'Upper', notNull: true },
    });
    expect(entityOf(model, 'invoice').checks).toEqual([{ expression: 'total >= 0', dialect: 'mysql' }]);
    expect(exportDdl(model, 'postgresql')).toContain('"n" "Upper"');
  });

  it('is validated: a domain name a column can write, its options true, its definition one statement', () => {
    const { model } = importDdl(SCRIPT, 'postgresql');
    const broken = structuredClone(model);
    fieldOf(broken, 'film', 'qty').postgresqlDomain = { name: 'Pos\nInt', notNull: 'yes' } as never;
    const types = broken.project.postgresqlTypes ?? [];
    types[2] = { name: 'year', definition: 'CREATE DOMAIN year AS integer; DROP TABLE film' };
    types[0] = { name: 'mood', definition: "CREATE TYPE mood AS ENUM ('a'); SELECT 1" };
    expect(problemsOf(broken)).toEqual([
      'project.postgresqlTypes[0].definition: 类型定义应是一整条 CREATE TYPE mood AS (…)、CREATE TYPE mood AS ENUM (…) 或 CREATE DOMAIN mood … 语句（不超过 10000 个字符），后面不能再有其他语句',
      'project.postgresqlTypes[2].definition: 类型定义应是一整条 CREATE TYPE year AS (…)、CREATE TYPE year AS ENUM (…) 或 CREATE DOMAIN year … 语句（不超过 10000 个字符），后面不能再有其他语句',
      expect.stringMatching(
        /^entities\[0\]\.fields\[2\]\.postgresqlDomain\.name: 域名「Pos\nInt」.*不能含控制字符/,
      ),
      'entities[0].fields[2].postgresqlDomain.notNull: notNull 只能是 true 或不填',
    ]);
    // A domain removed from the project's types while a column still has it: the script would fail on its name.
    const removed = structuredClone(model);
    removed.project.postgresqlTypes = removed.project.postgresqlTypes?.filter((t) => t.name !== 'year');
    expect(problemsOf(removed)).toEqual([
      'entities[0].fields[1].postgresqlDomain.name: 列的类型是 PostgreSQL 域 year，但项目的类型中没有它：请在项目中保留该域的定义，或删去字段的 postgresqlDomain（按基础类型建列）',
    ]);
  });
});

describe('a column that is an array of a domain', () => {
  it("is its base type's array without the domain's NOT NULL, DEFAULT and CHECKs, which are its elements', listed", () => {
    const { model, approximations } = importDdl(
      [
        'CREATE DOMAIN year AS integer NOT NULL DEFAULT 2000 CHECK (VALUE > 1900);',
        'CREATE TABLE u (id int PRIMARY KEY, ys year[], z year);',
      ].join('\n'),
      'postgresql',
    );
    expect(fieldOf(model, 'u', 'ys')).toMatchObject({ type: 'json', sqlType: { postgresql: 'INTEGER[]' } });
    expect(fieldOf(model, 'u', 'ys').required).toBeFalsy();
    expect(fieldOf(model, 'u', 'ys').defaultValue).toBeUndefined();
    expect(entityOf(model, 'u').checks).toEqual([{ expression: 'z > 1900', dialect: 'mysql' }]);
    expect(approximations).toContainEqual(
      expect.objectContaining({ statement: 'u.ys', reason: expect.stringMatching(/域的数组.*VALUE > 1900/) }),
    );
    expect(exportDdl(model, 'postgresql')).toContain('"ys" INTEGER[],');
  });
});

describe('a multi-dimensional array', () => {
  it('keeps its dimensions as written on both paths, though the catalog prints one, and the export writes them', async () => {
    const sql =
      'CREATE TABLE grid (id int PRIMARY KEY, cells text[][], counts integer[][] NOT NULL, deep text[][][]);';
    for (const [path, { model }] of await bothPaths(sql)) {
      expect([path, entityOf(model, 'grid').fields.map((f) => f.sqlType?.postgresql ?? null)]).toEqual([
        path,
        [null, 'TEXT[][]', 'INTEGER[][]', 'TEXT[][][]'],
      ]);
      const postgresql = exportDdl(model, 'postgresql');
      expect(postgresql).toContain('"cells" TEXT[][],');
      expect(postgresql).toContain('"counts" INTEGER[][] NOT NULL,');
      expect(postgresql).toContain('"deep" TEXT[][][]');
    }
  });
});
