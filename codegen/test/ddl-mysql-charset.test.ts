// A MySQL / MariaDB table's default character set and collation: kept on the entity as the script wrote them, written
// back by the MySQL DDL, and counted in wherever the export weighs a string column's bytes (keys, rows, VARCHARs).
import { importDdl, validateModel } from '../src';
import type { Model } from '../src/model/types';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

/** The CREATE TABLE statement of `table` in a MySQL script. */
const createTable = (ddl: string, table: string): string =>
  new RegExp(`CREATE TABLE \`${table}\` \\([\\s\\S]*?\\n\\)[^;]*;`).exec(ddl)?.[0] ?? '';

const collationOf = (model: Model, table: string, column: string) =>
  entityOf(model, table).fields.find((f) => f.column === column)?.collation;

describe('MySQL table character sets', () => {
  const sql = `CREATE TABLE legacy (id int PRIMARY KEY, name varchar(40), code varchar(10) CHARACTER SET latin1 BINARY)
  ENGINE=InnoDB DEFAULT CHARSET=latin1;
CREATE TABLE config (id int PRIMARY KEY, data_id varchar(255) COLLATE utf8mb3_bin, note text,
  wide varchar(10) CHARACTER SET utf8mb4) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_bin;
CREATE TABLE tag (id int PRIMARY KEY, label varchar(50)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
CREATE TABLE plain (id int PRIMARY KEY, label varchar(50)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
CREATE TABLE old (id int PRIMARY KEY) CHARACTER SET = utf8;`;
  const result = importDdl(sql, 'mysql');

  it('keeps each table its character set and collation as written, and its columns only what is their own', () => {
    expect(result.model.entities.map((e) => [e.tableName, e.mysqlCharset])).toEqual([
      ['legacy', { charset: 'latin1' }],
      ['config', { charset: 'utf8mb3', collate: 'utf8mb3_bin' }],
      ['tag', { charset: 'utf8mb4', collate: 'utf8mb4_bin' }],
      // MySQL 8's default collation, which MariaDB does not know: the export's default table.
      ['plain', undefined],
      ['old', { charset: 'utf8' }],
    ]);
    expect(collationOf(result.model, 'legacy', 'name')).toBeUndefined();
    // `CHARACTER SET latin1 BINARY`: the character set's binary collation.
    expect(collationOf(result.model, 'legacy', 'code')).toEqual({ dialect: 'mysql', collate: 'latin1_bin' });
    // The table's own collation, repeated, is the table's.
    expect(collationOf(result.model, 'config', 'data_id')).toBeUndefined();
    // utf8mb4 in a utf8mb3 table is the column's own.
    expect(collationOf(result.model, 'config', 'wide')).toEqual({ dialect: 'mysql', charset: 'utf8mb4' });
    expect(result.skipped).toEqual([]);
    expect(result.approximations.filter((a) => /CHARSET=|utf8mb4/.test(a.statement))).toEqual([]);
    expect(validateModel(result.model).ok).toBe(true);
  });

  it('writes them back in the MySQL DDL, and lists that PostgreSQL has the database’s encoding', () => {
    const ddl = exportDdl(result.model, 'mysql');
    expect(createTable(ddl, 'legacy')).toContain('\n) ENGINE=InnoDB DEFAULT CHARSET=latin1;');
    expect(createTable(ddl, 'legacy')).toContain('`name` VARCHAR(40) NULL,');
    expect(createTable(ddl, 'legacy')).toContain('`code` VARCHAR(10) COLLATE latin1_bin NULL');
    expect(createTable(ddl, 'config')).toContain(
      ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_bin;',
    );
    expect(createTable(ddl, 'config')).toContain('`data_id` VARCHAR(255) NULL,');
    expect(createTable(ddl, 'config')).toContain('`wide` VARCHAR(10) CHARACTER SET utf8mb4 NULL');
    expect(createTable(ddl, 'tag')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;');
    expect(createTable(ddl, 'plain')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;');
    expect(createTable(ddl, 'old')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8;');
    expect(exportDdl(result.model, 'postgresql')).not.toMatch(/CHARSET|COLLATE|latin1|utf8mb3/);
    expect(result.approximations).toContainEqual(
      expect.objectContaining({
        statement: 'config COLLATE',
        reason: expect.stringMatching(
          /^表的默认字符集和排序规则（CHARSET=utf8mb3 COLLATE=utf8mb3_bin）、列 wide 的字符集和排序规则按 MySQL 的写法保存：导出到 PostgreSQL/,
        ),
      }),
    );
  });

  it('leaves out a collation of another character set, which the server refuses, and says so', () => {
    const { model, skipped } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY) DEFAULT CHARSET=latin1 COLLATE=utf8mb4_bin;',
      'mysql',
    );
    expect(model.entities[0].mysqlCharset).toEqual({ charset: 'latin1' });
    expect(skipped).toEqual([
      expect.objectContaining({
        statement: 't COLLATE=utf8mb4_bin',
        reason: expect.stringContaining('不属于它的字符集'),
      }),
    ]);
    expect(validateModel(model).ok).toBe(true);
  });

  it('follows ALTER TABLE … CHARACTER SET, COLLATE and CONVERT TO', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE a (id int PRIMARY KEY, s varchar(10) COLLATE utf8mb4_unicode_ci) DEFAULT CHARSET=utf8mb4;
CREATE TABLE b (id int PRIMARY KEY) DEFAULT CHARSET=latin1;
CREATE TABLE c (id int PRIMARY KEY) DEFAULT CHARSET=latin1;
ALTER TABLE a CONVERT TO CHARACTER SET utf8mb3 COLLATE utf8mb3_unicode_ci;
ALTER TABLE b DEFAULT CHARACTER SET utf8mb4;
ALTER TABLE c COLLATE = latin1_bin, ADD t varchar(5) CHARACTER SET utf8mb4, ADD u varchar(5) BINARY;`,
      'mysql',
    );
    expect(skipped).toEqual([]);
    expect(model.entities.map((e) => e.mysqlCharset)).toEqual([
      { charset: 'utf8mb3', collate: 'utf8mb3_unicode_ci' },
      undefined,
      { collate: 'latin1_bin' },
    ]);
    // CONVERT TO converts the columns too.
    expect(collationOf(model, 'a', 's')).toBeUndefined();
    expect(collationOf(model, 'c', 't')).toEqual({ dialect: 'mysql', charset: 'utf8mb4' });
    expect(collationOf(model, 'c', 'u')).toEqual({ dialect: 'mysql', collate: 'latin1_bin' });
    expect(createTable(exportDdl(model, 'mysql'), 'c')).toContain(
      'DEFAULT CHARSET=latin1 COLLATE=latin1_bin;',
    );
  });
});

describe("string bytes in the table's character set", () => {
  const { model } = importDdl(
    `CREATE TABLE narrow (id int PRIMARY KEY, k varchar(1000) UNIQUE, body varchar(30000), other varchar(20000))
  DEFAULT CHARSET=latin1;
CREATE TABLE mb3 (id int PRIMARY KEY, k varchar(1024) UNIQUE, j varchar(500), m varchar(500), KEY jm (j, m))
  DEFAULT CHARSET=utf8mb3;
CREATE TABLE wide (id int PRIMARY KEY, k varchar(1000) UNIQUE);`,
    'mysql',
  );
  const ddl = exportDdl(model, 'mysql');

  it('keys a whole VARCHAR that fits InnoDB’s 3072 bytes in its character set, and a prefix of one that does not', () => {
    expect(createTable(ddl, 'narrow')).toContain('`k` VARCHAR(1000) NULL UNIQUE');
    expect(createTable(ddl, 'mb3')).toContain('`k` VARCHAR(1024) NULL UNIQUE');
    expect(createTable(ddl, 'mb3')).toContain('KEY `jm` (`j`, `m`)');
    expect(createTable(ddl, 'wide')).toContain('UNIQUE KEY `k` (`k`/*!80000 (768)*/)');
  });

  it('keeps latin1 VARCHARs over what a utf8mb4 row holds, and validates them', () => {
    expect(createTable(ddl, 'narrow')).toContain('`body` VARCHAR(30000) NULL');
    expect(createTable(ddl, 'narrow')).toContain('`other` VARCHAR(20000) NULL');
    expect(validateModel(model).ok).toBe(true);
    const narrow = entityOf(model, 'narrow');
    narrow.mysqlCharset = undefined;
    expect(problemsOf(model).join('\n')).toContain('字符集 utf8mb4 每个字符最多占 4 字节，长度 30000 放不下');
  });

  it('refuses a table character set the DDL cannot write as it is', () => {
    const narrow = entityOf(model, 'narrow');
    narrow.mysqlCharset = { charset: 'latin1; DROP', collate: 'utf8mb4_bin' };
    expect(problemsOf(model).join('\n')).toContain('字符集名只能由字母、数字和下划线组成');
    narrow.mysqlCharset = { charset: 'latin1', collate: 'utf8mb4_bin' };
    expect(problemsOf(model).join('\n')).toContain('排序规则 utf8mb4_bin 不属于字符集 latin1');
    narrow.mysqlCharset = { charset: 'utf8', collate: 'utf8mb3_bin' };
    expect(problemsOf(model).filter((p) => p.includes('mysqlCharset'))).toEqual([]);
  });
});

describe('the servers the MySQL script names', () => {
  const header = (sql: string) => exportDdl(importDdl(sql, 'mysql').model, 'mysql').split('\n')[0];

  it('names MySQL 8 and MariaDB for a plain script, and MariaDB alone with its version for MariaDB types', () => {
    expect(header('CREATE TABLE t (id int PRIMARY KEY) DEFAULT CHARSET=latin1;')).toContain(
      '适用于 MySQL 8.0.13+ / MariaDB 10.6+）',
    );
    expect(header('CREATE TABLE t (id int PRIMARY KEY, ip INET4, u UUID);')).toContain(
      '适用于 MariaDB 10.10+，用到 MariaDB 特有的语法或类型，MySQL 不能执行）',
    );
    expect(header('CREATE TABLE t (id int PRIMARY KEY, u UUID);')).toContain('适用于 MariaDB 10.7+');
    expect(header('CREATE SEQUENCE s; CREATE TABLE t (id int PRIMARY KEY DEFAULT nextval(s));')).toContain(
      '适用于 MariaDB 10.6+，用到 MariaDB',
    );
    expect(header('CREATE TABLE t (id int PRIMARY KEY, a int) WITH SYSTEM VERSIONING;')).toContain(
      '适用于 MariaDB 10.6+，用到 MariaDB',
    );
  });
});
