// CHECK constraints (table, column, ALTER TABLE … ADD, PostgreSQL domains) are kept on the entity and written
// back by exportDdl: a portable condition in both dialects, a dialect's own one only there, and listed.
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import { isPortable, onColumn, readCheck } from '../src/ddl/import/checks';
import type { Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';

describe('reading a CHECK clause', () => {
  it('takes the name and the condition, and refuses anything after it', () => {
    expect(readCheck('CONSTRAINT "c1" CHECK ((a > 0) AND (b < 2)) NOT VALID', 4)).toEqual({
      name: 'c1',
      expression: '(a > 0) AND (b < 2)',
      line: 4,
      notValid: true,
    });
    expect(readCheck("CHECK (s IN ('a)', 'b'))", 1)?.expression).toBe("s IN ('a)', 'b')");
    expect(readCheck('CHECK (a > 0) OR 1', 1)).toBeUndefined();
    expect(readCheck('CHECK (a > 0', 1)).toBeUndefined();
  });

  it("puts a domain's VALUE on the column, not inside strings", () => {
    expect(onColumn("(VALUE >= 1901) AND VALUE <> 'VALUE'", 'release_year')).toBe(
      "(release_year >= 1901) AND release_year <> 'VALUE'",
    );
    expect(onColumn('VALUE > 0', 'Mixed')).toBe('"Mixed" > 0');
  });

  it('tells portable conditions from dialect-specific ones', () => {
    expect(isPortable("(price >= 0) AND status IN ('a', 'b') AND note IS NOT NULL")).toBe(true);
    expect(isPortable('qty BETWEEN 1 AND 10')).toBe(true);
    expect(isPortable("code ~ '^[A-Z]+$'")).toBe(false);
    expect(isPortable('(rating)::text IS NOT NULL')).toBe(false);
    expect(isPortable('char_length(name) > 2')).toBe(false);
    expect(isPortable('`price` > 0')).toBe(false);
  });
});

describe('importDdl and exportDdl with CHECK constraints', () => {
  const sql = `CREATE DOMAIN year AS integer CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));
CREATE TABLE film (
  id integer PRIMARY KEY,
  release_year year,
  price numeric(5,2) CHECK (price >= 0),
  code text,
  CONSTRAINT film_code_check CHECK (code ~ '^[A-Z]+$')
);
ALTER TABLE ONLY film ADD CONSTRAINT film_year_recent CHECK (release_year > 1950) NOT VALID;`;
  const { model, skipped, approximations } = importDdl(sql, 'postgresql');
  const film = model.entities[0];

  it('keeps every CHECK on the entity, the dialect-specific one marked', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(film.checks).toEqual([
      { expression: 'price >= 0' },
      { name: 'film_code_check', expression: "code ~ '^[A-Z]+$'", dialect: 'postgresql' },
      // The domain's, which PostgreSQL gets with the domain and MySQL on the table.
      { expression: '((release_year >= 1901) AND (release_year <= 2155))', dialect: 'mysql' },
      { name: 'film_year_recent', expression: 'release_year > 1950', notValid: true },
    ]);
    expect(skipped.filter((s) => /CHECK/.test(s.statement) || /CHECK/.test(s.reason))).toEqual([]);
    expect(approximations).toEqual([
      {
        statement: "film CHECK (code ~ '^[A-Z]+$')",
        line: 7,
        reason:
          '该 CHECK 条件使用了 PostgreSQL 特有的写法，只在导出到同一数据库时保留，导出到 MySQL 时不包含',
      },
      {
        statement: 'film CHECK (release_year > 1950) NOT VALID',
        line: 9,
        reason:
          'CHECK 约束的 NOT VALID / NO INHERIT 只在导出到 PostgreSQL 时写回；MySQL 不支持，导出到 MySQL 时为普通 CHECK 约束',
      },
    ]);
  });

  it('writes them back to PostgreSQL, and only the portable ones to MySQL', () => {
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain('ALTER TABLE "film" ADD CHECK (price >= 0);');
    expect(postgresql).toContain(
      `ALTER TABLE "film" ADD CONSTRAINT "film_code_check" CHECK (code ~ '^[A-Z]+$');`,
    );
    expect(postgresql).toContain(
      'ALTER TABLE "film" ADD CONSTRAINT "film_year_recent" CHECK (release_year > 1950) NOT VALID;',
    );
    expect(postgresql).toContain(
      'CREATE DOMAIN year AS integer CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));',
    );
    expect(postgresql).toContain('"release_year" year,');
    expect(postgresql).not.toContain('ADD CHECK (((release_year');
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain(
      'ALTER TABLE `film` ADD CONSTRAINT `film_year_recent` CHECK (release_year > 1950);',
    );
    expect(mysql).toContain(
      'ALTER TABLE `film` ADD CHECK (((release_year >= 1901) AND (release_year <= 2155)));',
    );
    expect(mysql).not.toContain('film_code_check');
  });

  it('skips, with a reason, a CHECK the model could not write back safely', () => {
    const long = Array.from({ length: 400 }, (_, i) => `qty <> ${i}`).join(' AND ');
    const result = importDdl(`CREATE TABLE t (id int PRIMARY KEY, qty int, CHECK (${long}));`, 'mysql');
    expect(result.model.entities[0].checks).toBeUndefined();
    expect(result.skipped.map((s) => s.reason)).toEqual([
      'CHECK 条件过长或含有无法安全写回的内容（如注释、转义引号），已忽略',
    ]);
    expect(validateModel(result.model).ok).toBe(true);
  });

  it('reads the CHECKs of a MySQL table too', () => {
    const { model: mysqlModel } = importDdl(
      `CREATE TABLE product (
  id int PRIMARY KEY,
  price decimal(10,2) CHECK (price >= 0),
  qty int,
  CONSTRAINT qty_positive CHECK (qty > 0)
);
ALTER TABLE product ADD CONSTRAINT price_cap CHECK (price < 100000);`,
      'mysql',
    );
    expect(mysqlModel.entities[0].checks).toEqual([
      { expression: 'price >= 0' },
      { name: 'qty_positive', expression: 'qty > 0' },
      { name: 'price_cap', expression: 'price < 100000' },
    ]);
  });
});

describe('validateModel on checks', () => {
  const withChecks = (checks: unknown): Model =>
    ({
      project: { name: 'p', basePackage: 'com.example.app', database: 'MYSQL' },
      entities: [
        {
          className: 'Item',
          tableName: 'item',
          fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
          checks,
        },
      ],
    }) as Model;
  const problems = (checks: unknown) => {
    const result = validateModel(withChecks(checks));
    return result.ok ? [] : result.problems.map((p) => p.path);
  };

  it('accepts one condition and refuses what could end the statement or hide text', () => {
    expect(problems([{ expression: "id > 0 AND note <> ';'" }])).toEqual([]);
    expect(problems([{ expression: 'id > 0); DROP TABLE item; --' }])).toEqual([
      'entities[0].checks[0].expression',
    ]);
    expect(problems([{ expression: 'id > 0 -- x' }])).toEqual(['entities[0].checks[0].expression']);
    expect(problems([{ expression: "id > 0 AND note <> 'x" }])).toEqual(['entities[0].checks[0].expression']);
    expect(problems([{ expression: '(id > 0' }])).toEqual(['entities[0].checks[0].expression']);
    expect(problems([{ expression: '' }])).toEqual(['entities[0].checks[0].expression']);
    // A name with spaces inside is fine (the DDL quotes it); spaces around it are not.
    expect(problems([{ name: ' bad name', expression: 'id > 0', dialect: 'oracle' }])).toEqual([
      'entities[0].checks[0].name',
      'entities[0].checks[0].dialect',
    ]);
    expect(problems('x')).toEqual(['entities[0].checks']);
  });
});
