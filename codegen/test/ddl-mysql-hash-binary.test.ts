// MySQL loose ends the real servers settled: a foreign key to columns that only lead a HASH (or BRIN) index, which
// InnoDB builds as a B-tree, and the BINARY attribute in a table of the binary character set. MariaDB checks the same
// in toolchains/ddl-round-trip.
import { importDdl } from '../src/ddl/import';
import type { IndexMethod, Model } from '../src/model/types';
import { isIndexedKey } from '../src/model/validate-relations';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

const collationOf = (model: Model, table: string, column: string) =>
  entityOf(model, table).fields.find((f) => f.column === column)?.collation;

describe('a MySQL foreign key to columns that only lead a HASH index', () => {
  const SQL = `CREATE TABLE city (id int PRIMARY KEY, code varchar(8) NOT NULL, zone varchar(8), KEY k_code (code) USING HASH,
  KEY k_zone USING BTREE (zone)) ENGINE=InnoDB;
CREATE TABLE shop (id int PRIMARY KEY, city_code varchar(8), city_zone varchar(8),
  FOREIGN KEY (city_code) REFERENCES city (code), FOREIGN KEY (city_zone) REFERENCES city (zone)) ENGINE=InnoDB;`;
  /** The model with the city's code index given `method`, as the designer or a PostgreSQL import may set it. */
  const withMethod = (method: IndexMethod): Model => {
    const { model } = importDdl(SQL, 'mysql');
    entityOf(model, 'city').indexes![0].method = method;
    return model;
  };
  const refused = (model: Model) => problemsOf(model).filter((p) => p.includes('referencedFields'));

  it('is kept from the script (USING HASH and USING BTREE are B-trees in InnoDB), and valid with a hash method', () => {
    const { model, skipped } = importDdl(SQL, 'mysql');
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'shop').relations?.map((r) => r.referencedFields)).toEqual([['code'], ['zone']]);
    // The MySQL DDL writes a hash or BRIN index as a plain B-tree: MariaDB accepts the key to it.
    for (const method of ['hash', 'brin'] as const) {
      const hashed = withMethod(method);
      expect(problemsOf(hashed)).toEqual([]);
      const ddl = exportDdl(hashed, 'mysql');
      expect(ddl).toContain('  KEY `k_code` (`code`),');
      expect(ddl).toContain(
        'ALTER TABLE `shop` ADD CONSTRAINT `fk_shop_city_code` FOREIGN KEY (`city_code`) REFERENCES `city` (`code`);',
      );
    }
  });

  it('is refused when the index is one the MySQL DDL leaves out or InnoDB cannot reference', () => {
    for (const method of ['gin', 'gist', 'spgist', 'fulltext', 'spatial'] as const)
      expect(isIndexedKey(entityOf(withMethod(method), 'city'), ['code'])).toBe(false);
    for (const method of ['gin', 'fulltext'] as const)
      expect(refused(withMethod(method))).toEqual([
        expect.stringContaining('被引用的字段 code 不是实体 City 的主键'),
      ]);
    expect(isIndexedKey(entityOf(withMethod('hash'), 'city'), ['code'])).toBe(true);
    // From the script: MariaDB refuses a key to a column with only a FULLTEXT index, the import skips it.
    const fulltext = importDdl(
      `CREATE TABLE post (id int PRIMARY KEY, title varchar(80), FULLTEXT KEY ft_title (title)) ENGINE=InnoDB;
CREATE TABLE quote (id int PRIMARY KEY, title varchar(80), FOREIGN KEY (title) REFERENCES post (title));`,
      'mysql',
    );
    expect(entityOf(fulltext.model, 'quote').relations).toBeUndefined();
    expect(fulltext.skipped.map((s) => s.statement)).toEqual(['quote(title) → post']);
  });

  it('is left to a comment line when the MySQL script writes no index the columns lead', () => {
    const { model } = importDdl(
      `CREATE TABLE city (id int PRIMARY KEY, code varchar(8) NOT NULL, data json, note text, KEY k_code (code));
CREATE TABLE shop (id int PRIMARY KEY, city_code varchar(8), FOREIGN KEY (city_code) REFERENCES city (code));`,
      'mysql',
    );
    const index = entityOf(model, 'city').indexes![0];
    // A JSON column in the index, as the designer allows: the MySQL DDL leaves the whole index out.
    index.fields.push('data');
    expect(problemsOf(model)).toEqual([]);
    expect(exportDdl(model, 'mysql')).toContain(
      '-- 外键 shop(city_code) → city(code) 未写出：被引用的列没有唯一约束，MySQL 脚本中也没有以它们开头的整列索引（含 JSON 列的索引已略去），数据库不接受该外键',
    );
    // A TEXT column is keyed by a prefix: the columns before it still lead the index.
    index.fields[1] = 'note';
    expect(exportDdl(model, 'mysql')).toContain('  KEY `k_code` (`code`, `note`(');
    expect(exportDdl(model, 'mysql')).toContain(
      'ALTER TABLE `shop` ADD CONSTRAINT `fk_shop_city_code` FOREIGN KEY (`city_code`) REFERENCES `city` (`code`);',
    );
  });
});

describe('the BINARY attribute in a table of the binary character set', () => {
  const SQL = `CREATE TABLE blob_row (id int PRIMARY KEY, v varchar(20) BINARY, c char(4) BINARY, w varchar(20))
  DEFAULT CHARSET=binary;
CREATE TABLE raw_row (id int PRIMARY KEY, v varchar(20) CHARACTER SET binary BINARY, l varchar(9) CHARACTER SET latin1 BINARY)
  CHARACTER SET = utf8mb4;`;
  const { model, skipped } = importDdl(SQL, 'mysql');

  it("is the table's own collation (MariaDB makes VARBINARY of it, as of any string there), not binary_bin", () => {
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'blob_row').mysqlCharset).toEqual({ charset: 'binary' });
    expect(collationOf(model, 'blob_row', 'v')).toBeUndefined();
    expect(collationOf(model, 'blob_row', 'c')).toBeUndefined();
    // The binary character set has one collation, `binary`: BINARY adds nothing to it.
    expect(collationOf(model, 'raw_row', 'v')).toEqual({ dialect: 'mysql', charset: 'binary' });
    expect(collationOf(model, 'raw_row', 'l')).toEqual({ dialect: 'mysql', collate: 'latin1_bin' });
    expect(problemsOf(model)).toEqual([]);
  });

  it('is written back without a collation MariaDB does not know', () => {
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).not.toContain('binary_bin');
    expect(ddl).toContain('  `v` VARCHAR(20) NULL,\n  `c` CHAR(4) NULL,\n  `w` VARCHAR(20) NULL,');
    expect(ddl).toContain(
      '  `v` VARCHAR(20) CHARACTER SET binary NULL,\n  `l` VARCHAR(9) COLLATE latin1_bin NULL,',
    );
  });
});
