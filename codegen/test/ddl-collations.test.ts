// Column character sets and collations: what compares and sorts a column's values (a case-sensitive login, a
// byte-ordered code) is kept from the import and written back by the DDL of its dialect.
import { exportDdl, importDdl, validateModel } from '../src';
import type { Entity, Field, Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';

const fieldsOf = (model: Model, table: string): Record<string, Field['collation']> =>
  Object.fromEntries(
    model.entities.find((e) => e.tableName === table)!.fields.map((f) => [f.column, f.collation]),
  );

describe('MySQL collations', () => {
  const sql = `CREATE TABLE account (
  id int NOT NULL PRIMARY KEY,
  login varchar(40) BINARY NOT NULL,
  legacy varchar(20) CHARACTER SET latin1,
  legacy_bin varchar(20) CHARACTER SET latin1 COLLATE latin1_bin,
  nick varchar(20) COLLATE utf8mb4_unicode_ci,
  kind enum('a','b') COLLATE utf8mb4_bin,
  same varchar(5) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci,
  mysql8 varchar(5) COLLATE utf8mb4_0900_ai_ci,
  national_name NVARCHAR(10),
  age int
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
CREATE TABLE code (id int PRIMARY KEY, tag varchar(10), note text, own varchar(3) COLLATE utf8mb4_unicode_ci, n int)
  DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;`;
  const result = importDdl(sql, 'mysql');

  it("keeps each column's own character set and collation, and none that is the default", () => {
    expect(fieldsOf(result.model, 'account')).toEqual({
      id: undefined,
      login: { dialect: 'mysql', collate: 'utf8mb4_bin' },
      legacy: { dialect: 'mysql', charset: 'latin1' },
      legacy_bin: { dialect: 'mysql', collate: 'latin1_bin' },
      nick: { dialect: 'mysql', collate: 'utf8mb4_unicode_ci' },
      kind: { dialect: 'mysql', collate: 'utf8mb4_bin' },
      // The table's own collation, repeated; MySQL 8's default, which MariaDB does not know.
      same: undefined,
      mysql8: undefined,
      national_name: { dialect: 'mysql', charset: 'utf8mb3' },
      age: undefined,
    });
    expect(result.skipped).toEqual([]);
  });

  it("keeps a table's character set and collation on the table, which its columns without their own take", () => {
    expect(fieldsOf(result.model, 'code')).toEqual({
      id: undefined,
      tag: undefined,
      note: undefined,
      own: { dialect: 'mysql', collate: 'utf8mb4_unicode_ci' },
      n: undefined,
    });
    const tableOf = (name: string) => result.model.entities.find((e) => e.tableName === name)!;
    expect(tableOf('code').mysqlCharset).toEqual({ charset: 'utf8mb4', collate: 'utf8mb4_bin' });
    expect(tableOf('account').mysqlCharset).toEqual({ charset: 'utf8mb4', collate: 'utf8mb4_general_ci' });
  });

  it("reads BINARY as the binary collation of the table's character set (roundcube's latin1 tables)", () => {
    const { model } = importDdl(
      `CREATE TABLE records (id int PRIMARY KEY, ordername varchar(255) BINARY) DEFAULT CHARSET=latin1;
CREATE TABLE names (id int PRIMARY KEY, name varchar(20) BINARY) COLLATE=utf8mb3_unicode_ci;`,
      'mysql',
    );
    expect(fieldsOf(model, 'records').ordername).toEqual({ dialect: 'mysql', collate: 'latin1_bin' });
    expect(fieldsOf(model, 'names').name).toEqual({ dialect: 'mysql', collate: 'utf8mb3_bin' });
    expect(exportDdl(model, 'mysql')).toContain('`ordername` VARCHAR(255) COLLATE latin1_bin NULL');
  });

  it('writes them back in MySQL, and lists that PostgreSQL uses its defaults', () => {
    const ddl = exportDdl(result.model, 'mysql');
    expect(ddl).toContain('`login` VARCHAR(40) COLLATE utf8mb4_bin NOT NULL');
    expect(ddl).toContain('`legacy` VARCHAR(20) CHARACTER SET latin1 NULL');
    expect(ddl).toContain("`kind` ENUM('a','b') COLLATE utf8mb4_bin NULL");
    expect(ddl).toContain('`national_name` VARCHAR(10) CHARACTER SET utf8mb3 NULL');
    expect(ddl).toContain('`note` TEXT NULL');
    expect(ddl).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;');
    expect(exportDdl(result.model, 'postgresql')).not.toMatch(/COLLATE|CHARACTER SET/);
    expect(result.approximations.filter((a) => / COLLATE$/.test(a.statement))).toEqual([
      expect.objectContaining({
        statement: 'account COLLATE',
        line: 1,
        reason: expect.stringContaining('login、legacy、legacy_bin、nick、kind、national_name'),
      }),
      expect.objectContaining({
        statement: 'code COLLATE',
        reason: expect.stringContaining('导出到 PostgreSQL'),
      }),
    ]);
  });
});

describe('PostgreSQL collations', () => {
  const sql = `CREATE SCHEMA app;
CREATE COLLATION app.nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
CREATE TABLE account (
  id int PRIMARY KEY,
  login text COLLATE "C" NOT NULL,
  nick varchar(20) COLLATE pg_catalog."POSIX",
  plain text COLLATE "default",
  email text COLLATE app.nocase
);`;

  it('keeps a collation of pg_catalog, and lists one the script created', () => {
    const { model, skipped } = importDdl(sql, 'postgresql');
    expect(fieldsOf(model, 'account')).toEqual({
      id: undefined,
      login: { dialect: 'postgresql', collate: 'C' },
      nick: { dialect: 'postgresql', collate: 'POSIX' },
      plain: undefined,
      email: undefined,
    });
    expect(skipped.filter((s) => /排序规则/.test(s.reason))).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('app.nocase') }),
    ]);
    const ddl = exportDdl(model, 'postgresql');
    expect(ddl).toContain('"login" TEXT COLLATE "C" NOT NULL');
    expect(ddl).toContain('"nick" VARCHAR(20) COLLATE "POSIX"');
    expect(exportDdl(model, 'mysql')).not.toContain('COLLATE');
  });

  describe('read by PostgreSQL itself', () => {
    let sandbox: PostgresSandbox;
    beforeAll(() => {
      sandbox = new PostgresSandbox();
    });
    afterAll(() => sandbox.close());

    it('keeps the collations its catalog has', async () => {
      const { model } = await importPostgresqlDdl(
        'CREATE TABLE tag (id int PRIMARY KEY, code text COLLATE "C" NOT NULL, name varchar(9) COLLATE "POSIX", note text);',
        sandbox,
      );
      expect(fieldsOf(model, 'tag')).toEqual({
        id: undefined,
        code: { dialect: 'postgresql', collate: 'C' },
        name: { dialect: 'postgresql', collate: 'POSIX' },
        note: undefined,
      });
    }, 60_000);
  });
});

describe('validation', () => {
  const withField = (field: Partial<Field>, database: 'MYSQL' | 'POSTGRESQL' = 'MYSQL'): Model => {
    const entity: Entity = {
      className: 'Tag',
      tableName: 'tag',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true },
        { name: 'code', column: 'code', type: 'string', length: 10, ...field },
      ],
    };
    return { project: { name: 'p', basePackage: 'com.example', database }, entities: [entity] };
  };
  const problems = (model: Model) => {
    const result = validateModel(model);
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };

  it('takes names the DDL can write as they are, on text fields only', () => {
    expect(
      problems(withField({ collation: { dialect: 'mysql', charset: 'latin1', collate: 'latin1_bin' } })),
    ).toEqual([]);
    expect(
      problems(withField({ collation: { dialect: 'postgresql', collate: 'en_US.utf8' } }, 'POSTGRESQL')),
    ).toEqual([]);
    expect(
      problems(withField({ collation: { dialect: 'mysql', collate: 'utf8mb4_bin; DROP TABLE x' } })),
    ).toEqual([
      'entities[0].fields[1].collation.collate: 排序规则名只能由字母、数字和下划线组成（如 utf8mb4_bin）',
    ]);
    expect(problems(withField({ collation: { dialect: 'postgresql', collate: 'C" DEFAULT 1' } }))).toEqual([
      'entities[0].fields[1].collation.collate: 排序规则名只能由字母、数字和 _ . @ - 组成（如 C、en_US.utf8）',
    ]);
    expect(problems(withField({ collation: { dialect: 'postgresql', charset: 'latin1' } }))).toEqual([
      'entities[0].fields[1].collation.charset: PostgreSQL 的列没有自己的字符集',
    ]);
    expect(problems(withField({ collation: { dialect: 'mysql' } }))).toEqual([
      'entities[0].fields[1].collation: 排序规则至少要填字符集或排序规则之一',
    ]);
    expect(
      problems(withField({ type: 'int', length: undefined, collation: { dialect: 'mysql', collate: 'x' } })),
    ).toEqual(['entities[0].fields[1].collation: 只有字符串、长文本和枚举字段可以设置排序规则']);
    const enumOfType = {
      type: 'enum' as const,
      length: undefined,
      enumValues: [{ value: 'a' }],
      enumTypeName: 'kind',
      collation: { dialect: 'postgresql' as const, collate: 'C' },
    };
    expect(problems(withField(enumOfType, 'POSTGRESQL'))).toEqual([
      'entities[0].fields[1].collation: PostgreSQL 枚举类型的列没有排序规则（按枚举值的定义顺序比较）',
    ]);
  });
});
