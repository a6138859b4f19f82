// Column details the model keeps since issue 11: UNSIGNED, SMALLINT/TINYINT/MEDIUMINT, TINY/MEDIUM/LONGTEXT,
// time zones, ON UPDATE CURRENT_TIMESTAMP and a dialect's own type (text[], tsvector). Each is read by importDdl,
// checked by validateModel, written back by exportDdl in both dialects, and listed where it is approximated.
import { buildField } from '../src/context/build-field';
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import type { Field, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';

const fieldOf = (model: Model, column: string): Field => {
  const found = model.entities.flatMap((e) => e.fields).find((f) => f.column === column);
  if (!found) throw new Error(`no column ${column}`);
  return found;
};
const line = (script: string, column: string): string =>
  script
    .split('\n')
    .find((l) => l.trimStart().startsWith(`\`${column}\``) || l.trimStart().startsWith(`"${column}"`)) ?? '';

describe('MySQL column details', () => {
  const sql = `CREATE TABLE item (
  id int(11) unsigned NOT NULL AUTO_INCREMENT,
  sale int(11) unsigned NOT NULL DEFAULT '0',
  big bigint unsigned,
  level tinyint(4) NOT NULL DEFAULT '1',
  seq smallint,
  mid mediumint,
  flag tinyint(1),
  detail longtext,
  summary mediumtext,
  note tinytext,
  updated datetime DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (id)
);`;
  const { model, approximations } = importDdl(sql, 'mysql');
  const mysql = exportDdl(model, 'mysql');
  const postgresql = exportDdl(model, 'postgresql');

  it('imports a valid model with unsigned, sizes and ON UPDATE on the fields', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(fieldOf(model, 'sale')).toMatchObject({ type: 'int', unsigned: true, defaultValue: 0 });
    expect(fieldOf(model, 'big')).toMatchObject({ type: 'long', unsigned: true });
    expect(fieldOf(model, 'level')).toMatchObject({ type: 'int', sqlSize: 'tiny' });
    expect(fieldOf(model, 'seq')).toMatchObject({ type: 'int', sqlSize: 'small' });
    expect(fieldOf(model, 'mid')).toMatchObject({ type: 'int', sqlSize: 'medium' });
    expect(fieldOf(model, 'flag')).toMatchObject({ type: 'boolean' });
    expect(fieldOf(model, 'flag').sqlSize).toBeUndefined();
    expect(fieldOf(model, 'detail')).toMatchObject({ type: 'text', sqlSize: 'long' });
    expect(fieldOf(model, 'summary')).toMatchObject({ type: 'text', sqlSize: 'medium' });
    expect(fieldOf(model, 'note')).toMatchObject({ type: 'text', sqlSize: 'tiny' });
    expect(fieldOf(model, 'updated')).toMatchObject({ type: 'datetime', onUpdateCurrentTimestamp: true });
  });

  it('exports them back to MySQL as written', () => {
    expect(line(mysql, 'id')).toContain('INT UNSIGNED NOT NULL AUTO_INCREMENT');
    expect(line(mysql, 'sale')).toContain('INT UNSIGNED NOT NULL DEFAULT 0');
    expect(line(mysql, 'big')).toContain('BIGINT UNSIGNED NULL');
    expect(line(mysql, 'level')).toContain('TINYINT NOT NULL DEFAULT 1');
    expect(line(mysql, 'seq')).toContain('SMALLINT NULL');
    expect(line(mysql, 'mid')).toContain('MEDIUMINT NULL');
    expect(line(mysql, 'detail')).toContain('LONGTEXT NULL');
    expect(line(mysql, 'summary')).toContain('MEDIUMTEXT NULL');
    expect(line(mysql, 'note')).toContain('TINYTEXT NULL');
    expect(line(mysql, 'updated')).toContain('DATETIME NULL ON UPDATE CURRENT_TIMESTAMP');
  });

  it('exports to PostgreSQL with a CHECK for unsigned, the nearest integer sizes and no ON UPDATE', () => {
    expect(line(postgresql, 'sale')).toContain('INTEGER NOT NULL DEFAULT 0 CHECK ("sale" >= 0)');
    expect(line(postgresql, 'big')).toContain('BIGINT CHECK ("big" >= 0)');
    expect(line(postgresql, 'level')).toContain('SMALLINT NOT NULL');
    expect(line(postgresql, 'mid')).toMatch(/"mid" INTEGER,/);
    expect(line(postgresql, 'detail')).toMatch(/"detail" TEXT,/);
    expect(line(postgresql, 'updated')).toMatch(/"updated" TIMESTAMP,?$/);
  });

  it('lists every approximation with its column and a Chinese reason', () => {
    const reasons = (statement: string) =>
      approximations.filter((a) => a.statement.startsWith(statement)).map((a) => a.reason);
    expect(reasons('item.sale ')).toEqual([
      'PostgreSQL 没有 UNSIGNED，导出到 PostgreSQL 时用 CHECK（列 >= 0）代替',
      '无符号 INT 在生成的代码中使用 64 位整数，才能容纳全部取值',
    ]);
    expect(reasons('item.big ')).toContain(
      'BIGINT UNSIGNED 超过 2^63-1 的值在 PostgreSQL 和生成的代码中无法保存',
    );
    expect(reasons('item.level ')).toEqual(['PostgreSQL 没有 TINYINT，导出到 PostgreSQL 时按 SMALLINT']);
    expect(reasons('item.mid ')).toEqual(['PostgreSQL 没有 MEDIUMINT，导出到 PostgreSQL 时按 INTEGER']);
    expect(reasons('item.updated ON UPDATE')).toEqual([
      'PostgreSQL 没有 ON UPDATE CURRENT_TIMESTAMP，导出到 PostgreSQL 时不包含（需要时请用触发器实现）',
    ]);
    expect(reasons('item.detail ')).toEqual([]);
    expect(approximations.find((a) => a.statement.startsWith('item.sale '))?.line).toBe(3);
  });

  it('gives an unsigned int the 64-bit type in code, where a signed 32-bit one cannot hold it', () => {
    const sale = buildField(fieldOf(model, 'sale'), 'Item', false);
    expect(sale.types).toMatchObject({
      java: 'Long',
      go: 'int64',
      mysql: 'INT UNSIGNED',
      postgresql: 'INTEGER',
    });
    expect(sale.unsigned).toBe(true);
  });
});

describe('MySQL table options and fractional seconds', () => {
  const { model, approximations } = importDdl(
    `CREATE TABLE ev (
  id BIGINT PRIMARY KEY,
  at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
  seen TIMESTAMP(6) NULL DEFAULT CURRENT_TIMESTAMP(6),
  plain DATETIME DEFAULT CURRENT_TIMESTAMP
) ENGINE=MyISAM DEFAULT CHARSET=latin1;
CREATE TABLE ok (id int PRIMARY KEY) ENGINE=InnoDB DEFAULT CHARSET=utf8;`,
    'mysql',
  );

  it('writes the current time with the column’s fractional digits, which MySQL 8 requires', () => {
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).toContain(
      '`at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
    );
    expect(ddl).toContain('`seen` TIMESTAMP(6) NULL DEFAULT CURRENT_TIMESTAMP(6)');
    expect(ddl).toContain('`plain` DATETIME NULL DEFAULT CURRENT_TIMESTAMP,');
  });

  it('lists another engine than the InnoDB tables the export writes, and keeps the character set', () => {
    expect(approximations.filter((a) => /ENGINE|CHARSET/.test(a.statement)).map((a) => a.statement)).toEqual([
      'ev ENGINE=MyISAM',
    ]);
    // utf8 as written: the server reads it as utf8mb3.
    expect(model.entities.map((e) => e.mysqlCharset)).toEqual([{ charset: 'latin1' }, { charset: 'utf8' }]);
  });
});

describe('PostgreSQL column details', () => {
  const sql = `CREATE TABLE film (
    film_id integer NOT NULL PRIMARY KEY,
    length smallint,
    updated timestamp with time zone DEFAULT now() NOT NULL,
    opens time with time zone,
    plain timestamp without time zone,
    special_features text[],
    fulltext tsvector NOT NULL,
    address inet
);`;
  const { model, approximations } = importDdl(sql, 'postgresql');
  const postgresql = exportDdl(model, 'postgresql');
  const mysql = exportDdl(model, 'mysql');

  it('keeps time zones, sizes and the native type of arrays and tsvector', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(fieldOf(model, 'length')).toMatchObject({ type: 'int', sqlSize: 'small' });
    expect(fieldOf(model, 'updated')).toMatchObject({ type: 'datetime', withTimeZone: true });
    expect(fieldOf(model, 'opens')).toMatchObject({ type: 'time', withTimeZone: true });
    expect(fieldOf(model, 'plain').withTimeZone).toBeUndefined();
    expect(fieldOf(model, 'special_features')).toMatchObject({
      type: 'json',
      sqlType: { postgresql: 'TEXT[]' },
    });
    expect(fieldOf(model, 'fulltext')).toMatchObject({
      type: 'text',
      required: true,
      sqlType: { postgresql: 'TSVECTOR' },
    });
    expect(fieldOf(model, 'address')).toMatchObject({ type: 'text', sqlType: { postgresql: 'INET' } });
  });

  it('keeps arrays of any element type, also those the parser cannot read as arrays (uuid[], date[])', () => {
    const arrays = importDdl(
      "CREATE TABLE a (id int PRIMARY KEY, ids uuid[], days date[] NOT NULL DEFAULT '{}', amounts numeric(5,2)[]);",
      'postgresql',
    );
    expect(arrays.skipped).toEqual([]);
    expect(
      ['ids', 'days', 'amounts'].map((c) => [
        fieldOf(arrays.model, c).type,
        fieldOf(arrays.model, c).sqlType,
      ]),
    ).toEqual([
      ['json', { postgresql: 'UUID[]' }],
      ['json', { postgresql: 'DATE[]' }],
      ['json', { postgresql: 'NUMERIC(5,2)[]' }],
    ]);
    expect(exportDdl(arrays.model, 'postgresql')).toContain(`"days" DATE[] NOT NULL DEFAULT '{}'`);
  });

  it('exports them back to PostgreSQL as they were', () => {
    expect(line(postgresql, 'length')).toMatch(/"length" SMALLINT,/);
    expect(line(postgresql, 'updated')).toContain('TIMESTAMPTZ NOT NULL DEFAULT CURRENT_TIMESTAMP');
    expect(line(postgresql, 'opens')).toContain('TIMETZ');
    expect(line(postgresql, 'plain')).toMatch(/"plain" TIMESTAMP,/);
    expect(line(postgresql, 'special_features')).toMatch(/"special_features" TEXT\[\],/);
    expect(line(postgresql, 'fulltext')).toContain('"fulltext" TSVECTOR NOT NULL');
  });

  it('exports to MySQL with the nearest types and lists each approximation', () => {
    expect(line(mysql, 'length')).toContain('SMALLINT NULL');
    expect(line(mysql, 'updated')).toContain('DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP');
    expect(line(mysql, 'special_features')).toContain('JSON NULL');
    expect(line(mysql, 'fulltext')).toContain('TEXT NOT NULL');
    expect(approximations.map((a) => a.statement)).toEqual([
      'film.updated TIMESTAMP WITH TIME ZONE',
      'film.opens TIME WITH TIME ZONE',
      'film.special_features TEXT[]',
      'film.fulltext TSVECTOR',
      'film.address INET',
    ]);
    expect(approximations.every((a) => /MySQL/.test(a.reason))).toBe(true);
  });
});

describe('PostgreSQL types the model approximates: money, bit strings, "char"', () => {
  // Before: money lost its type (NUMERIC(10,0), which rounds), bit strings became text or bytea and B'0000'
  // defaults were dropped, "char" became text — none of it listed.
  const sql = `CREATE TABLE legacy_flags (
    id integer PRIMARY KEY,
    code "char" NOT NULL,
    price money DEFAULT 0,
    mask bit varying(8),
    fixed_mask bit(4) DEFAULT B'0000',
    flag bit,
    bits varbit
);`;
  const { model, approximations, skipped } = importDdl(sql, 'postgresql');
  const postgresql = exportDdl(model, 'postgresql');
  const mysql = exportDdl(model, 'mysql');

  it('keeps each type for PostgreSQL, with a field the code can read', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(skipped).toEqual([]);
    expect(fieldOf(model, 'code')).toMatchObject({ type: 'string', length: 1, fixedLength: true });
    // The single-byte "char" itself for PostgreSQL (CHAR(1) would pad and compare differently).
    expect(fieldOf(model, 'code').sqlType).toEqual({ postgresql: '"char"' });
    expect(fieldOf(model, 'price')).toMatchObject({ type: 'decimal', precision: 19, scale: 2 });
    expect(fieldOf(model, 'mask')).toMatchObject({ type: 'string', length: 8 });
    expect(fieldOf(model, 'fixed_mask')).toMatchObject({ type: 'string', length: 4, defaultValue: '0000' });
    expect(fieldOf(model, 'flag')).toMatchObject({ type: 'string', length: 1 });
    expect(fieldOf(model, 'bits')).toMatchObject({ type: 'text' });
    expect(line(postgresql, 'code')).toContain('"code" "char" NOT NULL');
    expect(line(postgresql, 'price')).toContain('"price" MONEY DEFAULT 0');
    expect(line(postgresql, 'mask')).toContain('"mask" BIT VARYING(8)');
    expect(line(postgresql, 'fixed_mask')).toContain(`"fixed_mask" BIT(4) DEFAULT '0000'`);
    expect(line(postgresql, 'flag')).toContain('"flag" BIT(1)');
    expect(line(postgresql, 'bits')).toContain('"bits" BIT VARYING');
  });

  it('exports to MySQL with the nearest types and lists each one', () => {
    expect(line(mysql, 'price')).toContain('DECIMAL(19,2)');
    expect(line(mysql, 'mask')).toContain('VARCHAR(8)');
    expect(approximations.map((a) => a.statement)).toEqual([
      'legacy_flags.code "CHAR"',
      'legacy_flags.price MONEY',
      'legacy_flags.mask BIT VARYING',
      'legacy_flags.fixed_mask BIT',
      'legacy_flags.flag BIT',
      'legacy_flags.bits VARBIT',
    ]);
  });
});

describe('PostgreSQL enum types', () => {
  const sql = `CREATE TYPE public.mpaa_rating AS ENUM ('G', 'PG-13', 'NC-17');
CREATE TABLE film (id integer PRIMARY KEY, rating public.mpaa_rating DEFAULT 'G'::public.mpaa_rating);
CREATE TABLE trailer (id integer PRIMARY KEY, rating mpaa_rating NOT NULL);`;
  const { model } = importDdl(sql, 'postgresql');

  it('keeps the type name on each enum field that uses it', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(fieldOf(model, 'rating')).toMatchObject({
      type: 'enum',
      enumTypeName: 'mpaa_rating',
      defaultValue: 'G',
    });
    expect(model.entities[1].fields[1].enumTypeName).toBe('mpaa_rating');
  });

  it('creates the type once in PostgreSQL and uses it instead of VARCHAR + CHECK', () => {
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql.match(/CREATE TYPE/g)).toHaveLength(1);
    expect(postgresql).toContain(`CREATE TYPE "mpaa_rating" AS ENUM ('G', 'PG-13', 'NC-17');`);
    expect(line(postgresql, 'rating')).toBe(`  "rating" "mpaa_rating" DEFAULT 'G',`);
    expect(postgresql).not.toContain('CHECK ("rating"');
  });

  it('writes ENUM(…) inline in MySQL', () => {
    expect(line(exportDdl(model, 'mysql'), 'rating')).toContain("ENUM('G','PG-13','NC-17') NULL DEFAULT 'G'");
  });

  it('refuses a type name on a non-enum field, a bad name and two value lists for one type', () => {
    const broken = structuredClone(model);
    broken.entities[1].fields[1].enumValues = [{ value: 'G' }];
    broken.entities[0].fields[0].enumTypeName = 'Bad-Name';
    const result = validateModel(broken);
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([
      '只有枚举（enum）字段或以 PostgreSQL 数组存储的 json 字段可以指定 PostgreSQL 枚举类型名',
      '使用枚举类型 mpaa_rating 的字段必须有相同的枚举值（同名类型只创建一次）',
    ]);
  });
});

describe('validateModel on the column details', () => {
  const withField = (field: Partial<Field>): Model => ({
    project: { name: 'p', basePackage: 'com.example.app', database: 'MYSQL' },
    entities: [
      {
        className: 'Item',
        tableName: 'item',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true },
          { name: 'x', column: 'x', type: 'string', ...field } as Field,
        ],
      },
    ],
  });
  const problems = (field: Partial<Field>) => {
    const result = validateModel(withField(field));
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };

  it('accepts each detail on the types that have it', () => {
    expect(problems({ type: 'int', unsigned: true, sqlSize: 'small' })).toEqual([]);
    expect(problems({ type: 'text', sqlSize: 'long' })).toEqual([]);
    expect(problems({ type: 'datetime', withTimeZone: true, onUpdateCurrentTimestamp: true })).toEqual([]);
    expect(problems({ type: 'json', sqlType: { postgresql: 'TEXT[]' } })).toEqual([]);
    expect(problems({ type: 'text', sqlType: { postgresql: 'timestamp(3) with time zone' } })).toEqual([]);
  });

  it('rejects a detail on a type without it', () => {
    expect(problems({ type: 'string', unsigned: true })).toEqual([
      'entities[0].fields[1].unsigned: 只有 int、long 或 decimal 类型的字段可以是无符号（unsigned）',
    ]);
    expect(problems({ type: 'int', sqlSize: 'long' })).toEqual([
      'entities[0].fields[1].sqlSize: int 类型的存储大小只能是 tiny、small、medium',
    ]);
    expect(problems({ type: 'date', withTimeZone: true })).toHaveLength(1);
    expect(problems({ type: 'date', onUpdateCurrentTimestamp: true })).toHaveLength(1);
  });

  it('rejects a native type that is not a plain type name, so nothing else reaches the DDL', () => {
    expect(problems({ type: 'text', sqlType: { postgresql: 'TEXT); DROP TABLE item; --' } })).toHaveLength(1);
    expect(
      problems({ type: 'enum', enumValues: [{ value: 'G' }], sqlType: { postgresql: 'mpaa_rating' } }),
    ).toEqual(['entities[0].fields[1].sqlType: 枚举字段的列类型由枚举值决定，不能设置数据库原生类型']);
    expect(problems({ type: 'text', sqlType: { oracle: 'CLOB' } as never })).toEqual([
      'entities[0].fields[1].sqlType.oracle: 原生类型只能按 mysql 或 postgresql 设置',
    ]);
  });
});
