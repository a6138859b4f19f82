// Issue 11 (DDL import/export fidelity): what a probe on real MySQL / MariaDB schemas found lost or changed. MariaDB's
// own column types, mysqldump's view stand-ins, expression key parts, sequences, system-versioned tables, table
// character sets and MySQL-8-only expressions: each kept (or listed) on import, and written back in both dialects.
// The real servers check the same in toolchains/ddl-round-trip.

import { importDdl } from '../src/ddl/import';
import type { Entity, Field } from '../src/model/types';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

const fieldOf = (entity: Entity, column: string): Field => {
  const found = entity.fields.find((f) => f.column === column);
  if (!found) throw new Error(`no column ${column}: ${entity.fields.map((f) => f.column).join(', ')}`);
  return found;
};

describe("MariaDB's own column types and types the import does not know", () => {
  const sql = `CREATE TABLE device (
  id int PRIMARY KEY,
  \`_id\` uuid NOT NULL DEFAULT uuid(),
  ip inet6,
  ip4 inet4 NOT NULL,
  shape some_plugin_type(3)
);`;
  const { model, skipped, approximations } = importDdl(sql, 'mysql');
  const device = entityOf(model, 'device');

  it('keeps every column, with its exact type for MySQL', () => {
    expect(skipped).toEqual([]);
    expect(device.fields.map((f) => f.column)).toEqual(['id', 'id_2', 'ip', 'ip4', 'shape']);
    expect(fieldOf(device, 'id_2')).toMatchObject({
      sqlColumn: '_id',
      type: 'uuid',
      required: true,
      defaultValue: 'UUID',
      sqlType: { mysql: 'UUID' },
    });
    expect(fieldOf(device, 'ip')).toMatchObject({
      type: 'string',
      length: 39,
      sqlType: { mysql: 'INET6', postgresql: 'INET' },
    });
    expect(fieldOf(device, 'ip4')).toMatchObject({
      type: 'string',
      length: 15,
      required: true,
      sqlType: { mysql: 'INET4', postgresql: 'INET' },
    });
    expect(fieldOf(device, 'shape')).toMatchObject({
      type: 'text',
      sqlType: { mysql: 'SOME_PLUGIN_TYPE(3)' },
    });
    expect(problemsOf(model)).toEqual([]);
  });

  it('lists what only MariaDB loads and what PostgreSQL gets instead', () => {
    const reasons = approximations.map((a) => `${a.statement} — ${a.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^device\._id UUID — .*MariaDB.*PostgreSQL 时按 UUID/),
        expect.stringMatching(/^device\.ip INET6 — .*MariaDB.*PostgreSQL 时按 INET/),
        expect.stringMatching(/^device\.ip4 INET4 — .*MariaDB.*PostgreSQL 时按 INET/),
        expect.stringMatching(/^device\.shape SOME_PLUGIN_TYPE\(3\) — 未知的列类型.*PostgreSQL 时按 TEXT/),
      ]),
    );
  });

  it('writes the same types back for MySQL, and their nearest ones for PostgreSQL', () => {
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`_id` UUID NOT NULL DEFAULT (UUID())');
    expect(mysql).toContain('`ip` INET6 NULL');
    expect(mysql).toContain('`ip4` INET4 NOT NULL');
    expect(mysql).toContain('`shape` SOME_PLUGIN_TYPE(3) NULL');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain('"_id" UUID NOT NULL DEFAULT gen_random_uuid()');
    expect(postgresql).toContain('"ip" INET,');
    expect(postgresql).toContain('"ip4" INET NOT NULL');
    expect(postgresql).toContain('"shape" TEXT');
  });
});

describe("mysqldump's stand-in table for a view", () => {
  // As mysqldump writes a view: a stand-in table first, dropped before the view itself is created.
  const sql = `DROP TABLE IF EXISTS \`active_user\`;
/*!50001 DROP VIEW IF EXISTS \`active_user\`*/;
/*!50001 CREATE TABLE \`active_user\` (
  \`id\` tinyint NOT NULL,
  \`name\` tinyint NOT NULL
) ENGINE=MyISAM */;
CREATE TABLE \`user\` (\`id\` int NOT NULL, \`name\` varchar(20), PRIMARY KEY (\`id\`));
/*!50001 DROP TABLE IF EXISTS \`active_user\`*/;
/*!50001 DROP VIEW IF EXISTS \`active_user\`*/;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=\`root\`@\`localhost\` SQL SECURITY DEFINER */
/*!50001 VIEW \`active_user\` AS select \`user\`.\`id\` AS \`id\`,\`user\`.\`name\` AS \`name\` from \`user\` */;`;
  const { model, skipped } = importDdl(sql, 'mysql');

  it('is no table of the model, the drop listed with the line that created it, the view with its own reason', () => {
    expect(model.entities.map((e) => e.tableName)).toEqual(['user']);
    expect(skipped).toContainEqual({
      statement: 'DROP TABLE IF EXISTS `active_user`',
      line: 8,
      reason: expect.stringContaining('删除了前面建立的表 active_user（第 3 行建立）'),
    });
    expect(skipped).toContainEqual(expect.objectContaining({ line: 10, reason: '视图不是数据表，暂不导入' }));
    expect(exportDdl(model, 'mysql')).not.toContain('active_user');
    expect(exportDdl(model, 'postgresql')).not.toContain('active_user');
  });

  it('keeps a table created again after it was dropped, as the script leaves it', () => {
    const again = importDdl(
      `CREATE TABLE t (id int PRIMARY KEY, old_name int);
DROP TABLE t;
CREATE TABLE t (id int PRIMARY KEY, new_name int);`,
      'mysql',
    );
    expect(entityOf(again.model, 't').fields.map((f) => f.column)).toEqual(['id', 'new_name']);
  });
});

describe("MySQL 8's functional key parts", () => {
  const sql = `CREATE TABLE account (
  id int PRIMARY KEY,
  email varchar(100),
  profile json,
  b int,
  c int,
  d int,
  INDEX e ((lower(email))),
  UNIQUE KEY u ((cast(profile->>'$.code' as char(20)))),
  INDEX idx (d, (b * c) DESC)
);`;
  const { model, skipped, approximations } = importDdl(sql, 'mysql');
  const account = entityOf(model, 'account');

  it('keeps each as an index over the first column it mentions, its expression MySQL’s own', () => {
    expect(account.indexes).toEqual([
      {
        name: 'u',
        fields: ['profile'],
        unique: true,
        expressions: ["cast(profile->>'$.code' as char(20))"],
        expressionsDialect: 'mysql',
      },
      {
        name: 'e',
        fields: ['email'],
        unique: false,
        expressions: ['lower(email)'],
        expressionsDialect: 'mysql',
      },
      {
        name: 'idx',
        fields: ['d', 'b'],
        unique: false,
        expressions: [null, 'b * c'],
        expressionsDialect: 'mysql',
        descending: [false, true],
      },
    ]);
    expect(skipped).toEqual([]);
    expect(problemsOf(model)).toEqual([]);
    expect(approximations.filter((a) => a.reason.startsWith('函数索引'))).toEqual([
      expect.objectContaining({ statement: 'account UNIQUE INDEX u(profile)' }),
      expect.objectContaining({ statement: 'account INDEX e(email)' }),
      expect.objectContaining({ statement: 'account INDEX idx(d, b)' }),
    ]);
  });

  it('writes them back as MySQL wrote them, and leaves them out of PostgreSQL with a comment', () => {
    // In comments MySQL 8.0.13+ runs and MariaDB, which has no functional key parts, skips.
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain("/*!80013 , UNIQUE KEY `u` ((cast(profile->>'$.code' as char(20)))) */");
    expect(mysql).toContain('/*!80013 , KEY `e` ((lower(email))) */');
    expect(mysql).toContain('/*!80013 , KEY `idx` (`d`, (b * c) DESC) */');
    // The import reads its own export back the same (it runs the comments as MySQL 8 does).
    expect(entityOf(importDdl(mysql, 'mysql').model, 'account').indexes).toEqual(account.indexes);
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).not.toMatch(/CREATE (UNIQUE )?INDEX/);
    expect(postgresql).toContain('-- 索引 account.e 是 MySQL 的函数索引（lower(email)）');
  });

  it('reads them from CREATE INDEX and ALTER TABLE … ADD INDEX too', () => {
    const { model: later, skipped: none } = importDdl(
      `CREATE TABLE account (id int PRIMARY KEY, email varchar(100));
CREATE UNIQUE INDEX e ON account ((lower(email)));
ALTER TABLE account ADD INDEX f ((upper(email)) DESC);`,
      'mysql',
    );
    expect(none).toEqual([]);
    expect(entityOf(later, 'account').indexes).toEqual([
      {
        name: 'e',
        fields: ['email'],
        unique: true,
        expressions: ['lower(email)'],
        expressionsDialect: 'mysql',
      },
      {
        name: 'f',
        fields: ['email'],
        unique: false,
        expressions: ['upper(email)'],
        expressionsDialect: 'mysql',
        descending: [true],
      },
    ]);
  });

  it('refuses an expressions dialect other than mysql, or one without expressions', () => {
    const broken = structuredClone(model);
    const index = entityOf(broken, 'account').indexes![1] as unknown as Record<string, unknown>;
    index.expressionsDialect = 'oracle';
    expect(problemsOf(broken).join('\n')).toContain('expressionsDialect');
    index.expressionsDialect = 'mysql';
    delete index.expressions;
    expect(problemsOf(broken).join('\n')).toContain('索引没有表达式');
  });
});

describe('MariaDB system-versioned tables', () => {
  const sql = `CREATE TABLE \`price\` (
  \`id\` int(11) NOT NULL,
  \`amount\` decimal(10,2) NOT NULL,
  \`valid_from\` timestamp(6) GENERATED ALWAYS AS ROW START,
  \`valid_to\` timestamp(6) GENERATED ALWAYS AS ROW END,
  PRIMARY KEY (\`id\`),
  PERIOD FOR SYSTEM_TIME (\`valid_from\`, \`valid_to\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 WITH SYSTEM VERSIONING;
CREATE TABLE note (id int PRIMARY KEY, body text) WITH SYSTEM VERSIONING;`;
  const { model, skipped, approximations } = importDdl(sql, 'mysql');

  it('keeps the versioning and its period, the period columns read-only to generated code, nothing skipped', () => {
    expect(skipped).toEqual([]);
    const price = entityOf(model, 'price');
    expect(price.systemVersioning).toEqual({ rowStart: 'validFrom', rowEnd: 'validTo' });
    expect(fieldOf(price, 'valid_from')).toMatchObject({ type: 'datetime', role: 'AUDIT' });
    expect(entityOf(model, 'note').systemVersioning).toEqual({});
    expect(problemsOf(model)).toEqual([]);
    expect(approximations.map((a) => a.statement)).toEqual(
      expect.arrayContaining([
        'price WITH SYSTEM VERSIONING PERIOD FOR SYSTEM_TIME (valid_from, valid_to)',
        'note WITH SYSTEM VERSIONING',
      ]),
    );
  });

  it('writes it back for MariaDB, and a plain table for PostgreSQL with a comment', () => {
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`valid_from` TIMESTAMP(6) GENERATED ALWAYS AS ROW START,');
    expect(mysql).toContain('`valid_to` TIMESTAMP(6) GENERATED ALWAYS AS ROW END,');
    expect(mysql).toContain('  , PERIOD FOR SYSTEM_TIME (`valid_from`, `valid_to`)\n) ENGINE=InnoDB');
    expect(mysql.match(/ WITH SYSTEM VERSIONING;/g)).toHaveLength(2);
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).not.toContain('ROW START');
    expect(postgresql).toContain('-- 表 price 在 MariaDB 中是系统版本表');
  });

  it('refuses a period of one field, or of a field that is no datetime', () => {
    const broken = structuredClone(model);
    const price = entityOf(broken, 'price');
    price.systemVersioning = { rowStart: 'validFrom' };
    expect(problemsOf(broken).join('\n')).toContain('要么都指定');
    price.systemVersioning = { rowStart: 'validFrom', rowEnd: 'amount' };
    expect(problemsOf(broken).join('\n')).toContain('必须是日期时间');
  });
});

describe('table character sets and MySQL-8-only functions', () => {
  it("keeps a utf8mb3 or utf8 table's character set as written, and writes it back", () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE a (id int PRIMARY KEY, n varchar(10)) DEFAULT CHARSET=utf8mb3;
CREATE TABLE b (id int PRIMARY KEY) DEFAULT CHARSET=utf8;
CREATE TABLE c (id int PRIMARY KEY) DEFAULT CHARSET=utf8mb4;`,
      'mysql',
    );
    expect(approximations.filter((a) => a.statement.includes('CHARSET'))).toEqual([]);
    expect(model.entities.map((e) => e.mysqlCharset)).toEqual([
      { charset: 'utf8mb3' },
      { charset: 'utf8' },
      undefined,
    ]);
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).toContain('`n` VARCHAR(10) NULL,');
    expect(ddl).toMatch(
      /\) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3;[\s\S]*\) ENGINE=InnoDB DEFAULT CHARSET=utf8;/,
    );
  });

  it('lists an expression that calls a function MariaDB does not have', () => {
    const { approximations } = importDdl(
      `CREATE TABLE point (id int PRIMARY KEY, geom geometry,
  geo_hash varchar(20) GENERATED ALWAYS AS (st_geohash(geom, 8)) VIRTUAL);
CREATE TABLE users (id BINARY(16) DEFAULT (BIN_TO_UUID(UUID())) NOT NULL PRIMARY KEY, note varchar(20) DEFAULT ('bin_to_uuid('));`,
      'mysql',
    );
    expect(approximations.filter((a) => a.reason.includes('MySQL 8 才有的函数'))).toEqual([
      expect.objectContaining({ statement: 'point.geo_hash GENERATED ALWAYS AS (st_geohash(geom, 8))' }),
      expect.objectContaining({ statement: 'users.id DEFAULT (BIN_TO_UUID(UUID()))' }),
    ]);
  });
});

describe('MariaDB sequences', () => {
  const sql = `CREATE SEQUENCE order_no START WITH 100 INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775806 CACHE 1000 NOCYCLE ENGINE=InnoDB;
CREATE TABLE \`s_seq\` (
  \`next_not_cached_value\` bigint(21) NOT NULL,
  \`minimum_value\` bigint(21) NOT NULL,
  \`maximum_value\` bigint(21) NOT NULL,
  \`start_value\` bigint(21) NOT NULL,
  \`increment\` bigint(21) NOT NULL,
  \`cache_size\` bigint(21) unsigned NOT NULL,
  \`cycle_option\` tinyint(1) unsigned NOT NULL,
  \`cycle_count\` bigint(21) NOT NULL
) ENGINE=InnoDB SEQUENCE=1;
CREATE TABLE orders (id bigint NOT NULL DEFAULT nextval(\`shop\`.\`s_seq\`), no bigint NOT NULL DEFAULT NEXT VALUE FOR order_no,
  PRIMARY KEY (id));`;
  const { model, skipped, approximations } = importDdl(sql, 'mysql');
  const orders = entityOf(model, 'orders');

  it('keeps each sequence as written, no table of it, and the defaults that draw from them as MySQL expressions', () => {
    expect(model.entities.map((e) => e.tableName)).toEqual(['orders']);
    expect(model.project.mysqlSequences?.map((s) => s.name)).toEqual(['order_no', 's_seq']);
    expect(model.project.mysqlSequences?.[1].definition).toMatch(
      /^CREATE TABLE `s_seq` \([\s\S]*SEQUENCE=1$/,
    );
    expect(fieldOf(orders, 'id')).toMatchObject({
      defaultExpression: { expression: 'nextval(`s_seq`)', dialect: 'mysql' },
    });
    expect(fieldOf(orders, 'id').autoIncrement).toBeUndefined();
    expect(fieldOf(orders, 'no')).toMatchObject({
      defaultExpression: { expression: 'NEXT VALUE FOR order_no', dialect: 'mysql' },
    });
    expect(skipped).toEqual([]);
    expect(approximations.filter((a) => a.reason.startsWith('MariaDB 序列'))).toHaveLength(2);
    expect(problemsOf(model)).toEqual([]);
  });

  it('creates them before the tables in MySQL, and leaves them and their defaults out of PostgreSQL', () => {
    const mysql = exportDdl(model, 'mysql');
    expect(mysql.indexOf('CREATE SEQUENCE order_no START WITH 100')).toBeLessThan(
      mysql.indexOf('CREATE TABLE `orders`'),
    );
    expect(mysql).toContain(') ENGINE=InnoDB SEQUENCE=1;');
    expect(mysql).toContain('`no` BIGINT NOT NULL DEFAULT (NEXT VALUE FOR order_no)');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).not.toMatch(/SEQUENCE|nextval|NEXT VALUE/);
  });

  it('refuses a definition that is no sequence or names another one', () => {
    const broken = structuredClone(model);
    broken.project.mysqlSequences = [{ name: 'x', definition: 'CREATE TABLE x (id int)' }];
    expect(problemsOf(broken).join('\n')).toContain('project.mysqlSequences[0].definition');
    broken.project.mysqlSequences = [{ name: 'x', definition: 'CREATE SEQUENCE y' }];
    expect(problemsOf(broken).join('\n')).toContain('project.mysqlSequences[0].name');
  });
});
