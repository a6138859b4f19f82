// Issue 11, the MySQL corpus (fixtures/ddl/mysql-corpus.sql, round-tripped on MariaDB in toolchains/ddl-round-trip):
// one focused check for each loss it showed — statements MySQL scripts change tables with (ALTER TABLE MODIFY /
// CHANGE / DROP / ADD INDEX / positions, RENAME TABLE, CREATE TABLE … LIKE), type synonyms and SERIAL, types the
// model keeps for MySQL (BIT(n), YEAR, DATETIME(6), ZEROFILL, spatial), escaped ENUM values, names that are no
// identifiers, a foreign key to a mixed-case key, a DESC primary-key part and zero dates listed, keys over long
// VARCHARs given prefixes, and PostgreSQL index names that two tables share.

import { importDdl } from '../src/ddl/import';
import { mysqlKeyOf } from '../src/model/mysql-index';
import type { Entity, Field, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { entityOf, exportDdl } from './support/ddl';

const fieldOf = (entity: Entity, column: string): Field => {
  const found = entity.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no field ${column} in ${entity.tableName}`);
  return found;
};
const columnsOf = (model: Model, table: string) => entityOf(model, table).fields.map((f) => f.column);

describe('ALTER TABLE as MySQL applies it', () => {
  it('redefines a column by MODIFY and CHANGE, keeping its keys, and moves it FIRST / AFTER', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE t (id INT NOT NULL PRIMARY KEY, name VARCHAR(10), old_name INT, n INT, UNIQUE KEY uk_old (old_name));
ALTER TABLE t MODIFY COLUMN name VARCHAR(100) NOT NULL DEFAULT 'anon';
ALTER TABLE t CHANGE COLUMN old_name new_name BIGINT DEFAULT 7 AFTER id;
ALTER TABLE t MODIFY n INT UNSIGNED NOT NULL COMMENT '数量' FIRST;`,
      'mysql',
    );
    expect(skipped).toEqual([]);
    const t = entityOf(model, 't');
    expect(columnsOf(model, 't')).toEqual(['n', 'id', 'new_name', 'name']);
    expect(fieldOf(t, 'name')).toMatchObject({
      type: 'string',
      length: 100,
      required: true,
      defaultValue: 'anon',
    });
    expect(fieldOf(t, 'new_name')).toMatchObject({ type: 'long', defaultValue: 7, unique: true });
    expect(fieldOf(t, 'n')).toMatchObject({ type: 'int', unsigned: true, required: true, label: '数量' });
  });

  it('drops a column (and takes it out of its keys), adds an index and columns at a position, renames the table', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE a (id INT NOT NULL PRIMARY KEY, b VARCHAR(10) CHECK (b <> 'gone'), gone INT CHECK (\`gone\` > 0),
  KEY idx_b_gone (b, gone), KEY idx_gone (gone));
CREATE TABLE child (id INT NOT NULL PRIMARY KEY, a_id INT, FOREIGN KEY (a_id) REFERENCES a (id));
ALTER TABLE a DROP COLUMN gone, ADD COLUMN first_one INT FIRST, ADD COLUMN mid VARCHAR(5) NOT NULL DEFAULT 'x' AFTER id;
ALTER TABLE a ADD INDEX idx_mid USING BTREE (mid DESC), ALTER COLUMN b SET DEFAULT 'bee';
ALTER TABLE a ADD COLUMN (e INT, f VARCHAR(5) NOT NULL DEFAULT (concat('f', 'g'))), ADD key_id INT AFTER id;
RENAME TABLE a TO renamed_a;`,
      'mysql',
    );
    expect(skipped).toEqual([]);
    expect(columnsOf(model, 'renamed_a')).toEqual(['first_one', 'id', 'key_id', 'mid', 'b', 'e', 'f']);
    const a = entityOf(model, 'renamed_a');
    expect(fieldOf(a, 'f')).toMatchObject({
      required: true,
      defaultExpression: { expression: "concat('f', 'g')", dialect: 'mysql' },
    });
    expect(fieldOf(a, 'b').defaultValue).toBe('bee');
    // The dropped column's own CHECK goes with it; a string that only names it is no mention.
    expect(a.checks).toEqual([{ expression: "b <> 'gone'" }]);
    expect(a.indexes).toEqual([
      { name: 'idx_b_gone', fields: ['b'], unique: false },
      { name: 'idx_mid', fields: ['mid'], unique: false, descending: [true] },
    ]);
    // The foreign key follows the table to its new name.
    expect(entityOf(model, 'child').relations).toEqual([
      expect.objectContaining({ kind: 'MANY_TO_ONE', target: a.className, joinField: 'aId' }),
    ]);
    expect(model.entities.map((e) => e.tableName).sort()).toEqual(['child', 'renamed_a']);
  });

  it('reads table options ALTER TABLE sets: where AUTO_INCREMENT starts and the comment', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, v VARCHAR(10));
ALTER TABLE t AUTO_INCREMENT = 700, COMMENT = 'Bob\\'s 表', ALGORITHM=INPLACE, LOCK=NONE;`,
      'mysql',
    );
    expect(skipped).toEqual([]);
    const t = entityOf(model, 't');
    expect(fieldOf(t, 'id').autoIncrementStart).toBe(700);
    expect(t.label).toBe("Bob's 表");
  });

  it('copies a table by CREATE TABLE … LIKE: columns, keys and indexes, not its foreign keys', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE parent (id INT NOT NULL PRIMARY KEY);
CREATE TABLE source (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  code VARCHAR(20) NOT NULL,
  parent_id INT,
  UNIQUE KEY uk_code (code),
  KEY idx_parent (parent_id),
  FOREIGN KEY (parent_id) REFERENCES parent (id)
) AUTO_INCREMENT=100;
CREATE TABLE copy LIKE source;
CREATE TABLE IF NOT EXISTS copy LIKE parent;`,
      'mysql',
    );
    expect(skipped).toEqual([]);
    const source = entityOf(model, 'source');
    const copy = entityOf(model, 'copy');
    expect(copy.fields).toEqual(source.fields.map(({ autoIncrementStart: _start, ...f }) => f));
    expect(copy.indexes).toEqual(source.indexes);
    expect(source.relations?.length).toBe(1);
    expect(copy.relations ?? []).toEqual([]);
  });
});

describe('MySQL types', () => {
  it('reads the type synonyms the parser does not, SERIAL, a collation, and INVISIBLE', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE t (
  id SERIAL PRIMARY KEY,
  ok BOOL NOT NULL DEFAULT FALSE,
  d DEC(5,1) DEFAULT 1,
  nv NVARCHAR(20),
  nc NATIONAL CHAR(4),
  vc CHARACTER VARYING(10),
  i8 INT8,
  f8 FLOAT8,
  secret VARCHAR(20) INVISIBLE,
  code VARCHAR(8) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin
);
CREATE TABLE s (n INT NOT NULL SERIAL DEFAULT VALUE, v INT);`,
      'mysql',
    );
    const t = entityOf(model, 't');
    expect(fieldOf(t, 'id')).toMatchObject({
      type: 'long',
      unsigned: true,
      autoIncrement: true,
      primaryKey: true,
    });
    expect(fieldOf(t, 'ok')).toMatchObject({ type: 'boolean', required: true, defaultValue: false });
    expect(fieldOf(t, 'd')).toMatchObject({ type: 'decimal', precision: 5, scale: 1, defaultValue: 1 });
    expect(fieldOf(t, 'nv')).toMatchObject({ type: 'string', length: 20 });
    expect(fieldOf(t, 'nc')).toMatchObject({ type: 'string', length: 4, fixedLength: true });
    expect(fieldOf(t, 'vc')).toMatchObject({ type: 'string', length: 10 });
    expect(fieldOf(t, 'i8').type).toBe('long');
    expect(fieldOf(t, 'f8').sqlType).toEqual({ mysql: 'DOUBLE' });
    expect(fieldOf(t, 'secret')).toMatchObject({ type: 'string', length: 20, invisible: true });
    // SERIAL DEFAULT VALUE: NOT NULL AUTO_INCREMENT UNIQUE on an integer column, the table's key.
    expect(fieldOf(entityOf(model, 's'), 'n')).toMatchObject({
      type: 'int',
      autoIncrement: true,
      required: true,
    });
    expect(fieldOf(t, 'code').collation).toEqual({ dialect: 'mysql', collate: 'utf8mb4_bin' });
    expect(skipped).toEqual([]);
  });

  it('keeps BIT(n), YEAR, fractional seconds, ZEROFILL and spatial types for MySQL, and ENUM values unescaped', () => {
    const sql = `CREATE TABLE t (
  id INT NOT NULL PRIMARY KEY,
  mask BIT(8) NOT NULL DEFAULT b'1010',
  on_off BIT(1) DEFAULT b'0',
  born YEAR,
  at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  t TIME(3),
  amount DECIMAL(10,2) UNSIGNED ZEROFILL NOT NULL DEFAULT 0,
  n INT(5) ZEROFILL,
  place POINT NOT NULL,
  status ENUM('it''s', 'O\\'Neil', 'a,b') NOT NULL DEFAULT 'it''s'
);`;
    const { model, skipped, approximations } = importDdl(sql, 'mysql');
    expect(skipped).toEqual([]);
    const t = entityOf(model, 't');
    expect(fieldOf(t, 'mask')).toMatchObject({
      type: 'long',
      sqlType: { mysql: 'BIT(8)' },
      defaultValue: 10,
    });
    expect(fieldOf(t, 'on_off')).toMatchObject({
      type: 'boolean',
      sqlType: { mysql: 'BIT(1)' },
      defaultValue: false,
    });
    expect(fieldOf(t, 'born')).toMatchObject({ type: 'int', sqlType: { mysql: 'YEAR' } });
    expect(fieldOf(t, 'at')).toMatchObject({ type: 'datetime', sqlType: { mysql: 'DATETIME(6)' } });
    expect(fieldOf(t, 't')).toMatchObject({ type: 'time', sqlType: { mysql: 'TIME(3)' } });
    expect(fieldOf(t, 'amount').sqlType).toEqual({ mysql: 'DECIMAL(10,2) UNSIGNED ZEROFILL' });
    expect(fieldOf(t, 'n')).toMatchObject({ unsigned: true, sqlType: { mysql: 'INT(5) UNSIGNED ZEROFILL' } });
    expect(fieldOf(t, 'place')).toMatchObject({ type: 'text', sqlType: { mysql: 'POINT' }, required: true });
    expect(fieldOf(t, 'status')).toMatchObject({
      enumValues: [{ value: "it's" }, { value: "O'Neil" }, { value: 'a,b' }],
      defaultValue: "it's",
    });
    expect(approximations.map((a) => a.statement)).toEqual(
      expect.arrayContaining(['t.mask BIT', 't.born YEAR', 't.place POINT']),
    );
    expect(validateModel(model).ok).toBe(true);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain("`status` ENUM('it''s','O''Neil','a,b') NOT NULL DEFAULT 'it''s'");
    expect(mysql).toContain('`mask` BIT(8) NOT NULL DEFAULT 10');
    expect(mysql).toContain('`at` DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP');
    expect(mysql).toContain('`place` POINT NOT NULL');
    // PostgreSQL gets the nearest types.
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toMatch(/"mask" BIGINT NOT NULL DEFAULT 10/);
    expect(pg).toMatch(/"place" TEXT NOT NULL/);
  });

  it('keeps a SET for MySQL as a string field as long as its values together', () => {
    const { model, approximations } = importDdl(
      "CREATE TABLE t (id INT NOT NULL PRIMARY KEY, tags SET('x', 'it''s', 'z w') NOT NULL DEFAULT 'x,z w');",
      'mysql',
    );
    expect(fieldOf(entityOf(model, 't'), 'tags')).toEqual({
      name: 'tags',
      column: 'tags',
      type: 'string',
      length: 10,
      sqlType: { mysql: "SET('x','it''s','z w')" },
      required: true,
      defaultValue: 'x,z w',
    });
    expect(validateModel(model).ok).toBe(true);
    expect(exportDdl(model, 'mysql')).toContain("`tags` SET('x','it''s','z w') NOT NULL DEFAULT 'x,z w'");
    expect(exportDdl(model, 'postgresql')).toContain('"tags" VARCHAR(10) NOT NULL DEFAULT \'x,z w\'');
    expect(approximations.map((a) => a.statement)).toContain('t.tags SET');
    // phpMyAdmin's 17-member SET is kept as it is; one whose text passes the model's 4096 characters is a string
    // field alone, listed.
    const members = (n: number, size: number) =>
      Array.from({ length: n }, (_, i) => `'${String(i).padStart(size, 'v')}'`).join(', ');
    const wide = importDdl(
      `CREATE TABLE u (id INT NOT NULL PRIMARY KEY, s SET(${members(17, 10)}), w SET(${members(20, 250)}));`,
      'mysql',
    );
    expect(fieldOf(entityOf(wide.model, 'u'), 's').sqlType?.mysql).toMatch(
      /^SET\('vvvvvvvvv0','vvvvvvvvv1',/,
    );
    expect(fieldOf(entityOf(wide.model, 'u'), 'w')).toMatchObject({ type: 'string', length: 20 * 251 - 1 });
    expect(fieldOf(entityOf(wide.model, 'u'), 'w').sqlType).toBeUndefined();
    expect(validateModel(wide.model).ok).toBe(true);
    // Quotes escaped by a backslash or unbalanced are no SET the DDL may write as it is.
    expect(
      validateModel({
        ...model,
        entities: [
          {
            ...entityOf(model, 't'),
            fields: [
              entityOf(model, 't').fields[0],
              { ...fieldOf(entityOf(model, 't'), 'tags'), sqlType: { mysql: "SET('a\\'),b')" } },
            ],
          },
        ],
      }).ok,
    ).toBe(false);
  });

  it('lists a zero-date default, a DESC primary-key part and a SET column it cannot keep', () => {
    const { approximations } = importDdl(
      `CREATE TABLE t (
  a INT NOT NULL,
  b INT NOT NULL,
  d DATE NOT NULL DEFAULT '0000-00-00',
  tags SET('x', 'y') DEFAULT 'x',
  PRIMARY KEY (a, b DESC)
);`,
      'mysql',
    );
    expect(approximations.map((a) => a.statement)).toEqual(
      expect.arrayContaining(['t PRIMARY KEY (a, b DESC)', "t.d DEFAULT '0000-00-00'", 't.tags SET']),
    );
  });
});

describe('MySQL 8 syntax MariaDB refuses', () => {
  it('imports functional and invisible indexes, NOT ENFORCED checks and SRID (kept), saying what it does not keep', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE t (
  id INT NOT NULL PRIMARY KEY,
  email VARCHAR(100),
  loc POINT NOT NULL SRID 4326,
  c INT,
  INDEX idx_lower ((lower(email))),
  INDEX idx_c (c) INVISIBLE,
  UNIQUE KEY uk_e (email) VISIBLE,
  CONSTRAINT ck CHECK (c > 0) NOT ENFORCED,
  CHECK (c < 10) ENFORCED
);`,
      'mysql',
    );
    const t = entityOf(model, 't');
    expect(fieldOf(t, 'loc')).toMatchObject({
      type: 'text',
      sqlType: { mysql: 'POINT' },
      required: true,
      srid: 4326,
    });
    expect(fieldOf(t, 'email').unique).toBe(true);
    // The functional index is kept with its MySQL expression (ddl-mysql-real2.test.ts tests them).
    expect(t.indexes).toEqual([
      { name: 'idx_c', fields: ['c'], unique: false },
      {
        name: 'idx_lower',
        fields: ['email'],
        unique: false,
        expressions: ['lower(email)'],
        expressionsDialect: 'mysql',
      },
    ]);
    // Only the enforced check is kept, and only it bounds the field.
    expect(t.checks).toEqual([{ expression: 'c < 10' }]);
    expect(fieldOf(t, 'c').validation).toEqual({ max: 9 });
    expect(skipped.map((s) => s.statement)).toEqual([
      't: INDEX idx_c (c) INVISIBLE',
      't CHECK (c > 0) NOT ENFORCED',
    ]);
  });
});

describe('comments', () => {
  it('splits no label at the colon of a URL or a path', () => {
    const { model } = importDdl(
      `CREATE TABLE t (id INT NOT NULL PRIMARY KEY COMMENT '编号:自增', url VARCHAR(100) COMMENT 'see https://example.com/a',
  path VARCHAR(50) COMMENT 'C:\\\\temp 路径');`,
      'mysql',
    );
    const t = entityOf(model, 't');
    expect(fieldOf(t, 'id')).toMatchObject({ label: '编号', comment: '编号:自增' });
    expect(fieldOf(t, 'url')).toMatchObject({ label: 'see https://example.com/a' });
    expect(fieldOf(t, 'url').comment).toBeUndefined();
    expect(fieldOf(t, 'path')).toMatchObject({ label: 'C:\\temp 路径' });
    expect(exportDdl(model, 'mysql')).toContain(
      "`url` VARCHAR(100) NULL COMMENT 'see https://example.com/a'",
    );
  });
});

describe('names that are no identifiers', () => {
  it('imports columns with spaces, hyphens, Chinese or mixed case under their exact names, tables under names the model keeps', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE \`order items\` (\`id\` INT NOT NULL PRIMARY KEY, \`item-code\` VARCHAR(20) NOT NULL);
CREATE TABLE \`客户\` (\`编号\` INT NOT NULL PRIMARY KEY, \`姓名\` VARCHAR(50) NOT NULL COMMENT '客户姓名');
CREATE TABLE \`UserAccount\` (\`UserId\` INT NOT NULL PRIMARY KEY, \`LoginName\` VARCHAR(50));
CREATE TABLE ORDER_LOG (ID BIGINT NOT NULL PRIMARY KEY, USER_ID INT NOT NULL,
  CONSTRAINT FK_LOG_USER FOREIGN KEY (USER_ID) REFERENCES \`UserAccount\` (\`UserId\`));`,
      'mysql',
    );
    expect(validateModel(model).ok).toBe(true);
    // The snake_case column the code's names derive from, and the exact one the database has (MySQL keeps case).
    const exact = (tableName: string) =>
      model.entities
        .find((e) => (e.sqlTableName ?? e.tableName) === tableName)
        ?.fields.map((f) => [f.column, f.sqlColumn ?? null]);
    expect(columnsOf(model, 'order_items')).toEqual(['id', 'item_code']);
    expect(exact('order_items')).toEqual([
      ['id', null],
      ['item_code', 'item-code'],
    ]);
    const customer = model.entities.find((e) => e.label === '客户');
    expect(customer?.tableName).toBe('table_2');
    expect(customer?.fields.map((f) => [f.column, f.sqlColumn, f.label])).toEqual([
      ['column_1', '编号', '编号'],
      ['column_2', '姓名', '客户姓名'],
    ]);
    expect(exact('UserAccount')).toEqual([
      ['user_id', 'UserId'],
      ['login_name', 'LoginName'],
    ]);
    expect(exact('ORDER_LOG')).toEqual([
      ['id', 'ID'],
      ['user_id', 'USER_ID'],
    ]);
    // The foreign key names the referenced column as the script wrote it: still the key of UserAccount.
    expect(entityOf(model, 'ORDER_LOG').relations).toEqual([
      expect.objectContaining({ kind: 'MANY_TO_ONE', target: 'UserAccount', joinField: 'userId' }),
    ]);
    // Only the table names are approximated: the model keeps an identifier as a table name.
    expect(approximations.map((a) => a.statement)).toEqual(['order items', '客户']);
    const script = exportDdl(model, 'mysql');
    expect(script).toContain('`item-code` VARCHAR(20) NOT NULL');
    expect(script).toContain('`编号` INT NOT NULL');
    expect(script).toContain('FOREIGN KEY (`USER_ID`) REFERENCES `UserAccount` (`UserId`)');
  });
});

describe('keys the exports must write otherwise', () => {
  it('gives whole VARCHARs that pass InnoDB 3072 bytes together prefixes that fit, the short ones whole', () => {
    // 20 + 1000 + 1000 characters of utf8mb4: 8080 bytes. code keeps its 80, a and b share the other 2992.
    expect(mysqlKeyOf(['VARCHAR(20)', 'VARCHAR(1000)', 'VARCHAR(1000)'], [null, null, null], true)).toEqual({
      prefixLengths: [null, 374, 374],
      chosen: [1, 2],
      unindexable: null,
    });
    // Under the limit nothing changes; a model prefix counts as it is.
    expect(mysqlKeyOf(['VARCHAR(300)', 'VARCHAR(400)'], [null, null], true).chosen).toEqual([]);
    expect(mysqlKeyOf(['VARCHAR(1000)', 'VARCHAR(1000)'], [200, 200], true).chosen).toEqual([]);
    // Bytes count one a byte, next to a TEXT column.
    expect(mysqlKeyOf(['VARBINARY(4000)', 'TEXT'], [null, null], false)).toEqual({
      prefixLengths: [1536, 255],
      chosen: [0, 1],
      unindexable: null,
    });
    const { model, approximations } = importDdl(
      `CREATE TABLE t (id INT NOT NULL PRIMARY KEY, a VARCHAR(1000) NOT NULL, b VARCHAR(1000) NOT NULL,
  UNIQUE KEY uk_ab (a, b));`,
      'mysql',
    );
    expect(exportDdl(model, 'mysql')).toContain(
      'UNIQUE KEY `uk_ab` (`a`/*!80000 (384)*/, `b`/*!80000 (384)*/)',
    );
    expect(approximations.find((a) => a.statement === 't UNIQUE INDEX uk_ab(a, b)')?.reason).toMatch(
      /3072 字节.*a\(384\)、b\(384\).*唯一性只对前缀成立/,
    );
  });

  it('keys a unique VARCHAR or VARBINARY column longer than 3072 bytes by its longest prefix in MySQL', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE t (id INT NOT NULL PRIMARY KEY, a VARCHAR(1000) NOT NULL UNIQUE, b VARBINARY(4000) UNIQUE,
  c VARCHAR(768) UNIQUE);`,
      'mysql',
    );
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('  `a` VARCHAR(1000) NOT NULL,\n');
    expect(mysql).toContain('  `c` VARCHAR(768) NULL UNIQUE,\n');
    expect(mysql).toContain(
      '  PRIMARY KEY (`id`),\n  UNIQUE KEY `a` (`a`/*!80000 (768)*/),\n  UNIQUE KEY `b` (`b`/*!80000 (3072)*/)\n) ENGINE=InnoDB',
    );
    expect(mysql).toContain(
      '-- 唯一列 t.a 超过索引键的 3072 字节：MySQL 8 按前缀建立唯一索引，唯一性只对前缀成立；MariaDB 按整列建立（USING HASH）',
    );
    expect(approximations.map((a) => a.statement)).toEqual(
      expect.arrayContaining(['t.a UNIQUE', 't.b UNIQUE']),
    );
    expect(approximations.map((a) => a.statement)).not.toContain('t.c UNIQUE');
    // PostgreSQL keys the whole column.
    expect(exportDdl(model, 'postgresql')).toContain('"a" VARCHAR(1000) NOT NULL UNIQUE');
  });

  it('names an index PostgreSQL already has for another table after its own table', () => {
    const { model } = importDdl(
      `CREATE TABLE a (id INT NOT NULL PRIMARY KEY, x INT, y INT, KEY idx_x (x), UNIQUE KEY uk_xy (x, y));
CREATE TABLE b (id INT NOT NULL PRIMARY KEY, x INT, y INT, KEY idx_x (x), UNIQUE KEY uk_xy (x, y));`,
      'mysql',
    );
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toContain('CREATE INDEX "idx_x" ON "a"');
    expect(pg).toContain('CREATE INDEX "b_idx_x" ON "b"');
    expect(pg).toContain('CREATE UNIQUE INDEX "b_uk_xy" ON "b"');
    // MySQL's index names are per table: kept as they are.
    expect(exportDdl(model, 'mysql').match(/KEY `idx_x`/g)).toHaveLength(2);
  });
});
