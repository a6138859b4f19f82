// Keys real schemas lost or got wrong: a table-level PRIMARY KEY written before its columns (CockroachDB's style),
// a MySQL foreign key to columns that only lead an index (not unique), and portable CHECKs naming a column that is
// a reserved word of the other database. The real servers check the same in toolchains/ddl-round-trip.
import { importDdl } from '../src/ddl/import';
import type { Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const keyOf = (model: Model, table: string) =>
  entityOf(model, table)
    .fields.filter((f) => f.primaryKey)
    .map((f) => f.column);

describe('a PRIMARY KEY written before the columns', () => {
  it.each(['mysql', 'postgresql'] as const)('is the key of the columns it names (%s)', (dialect) => {
    const { model, approximations } = importDdl(
      `CREATE TABLE t (PRIMARY KEY (id), id int NOT NULL, code int NOT NULL, note int);
CREATE TABLE u (CONSTRAINT u_pk PRIMARY KEY (id), id int, code int NOT NULL);`,
      dialect,
    );
    expect(keyOf(model, 't')).toEqual(['id']);
    expect(keyOf(model, 'u')).toEqual(['id']);
    expect(entityOf(model, 't').virtualPrimaryKey).toBeUndefined();
    expect(approximations.filter((a) => a.reason.includes('虚拟主键'))).toEqual([]);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`code` INT NOT NULL,\n  `note` INT NULL,\n  PRIMARY KEY (`id`)');
    // A primary key column is NOT NULL, written so or not.
    expect(mysql).toContain('`id` INT NOT NULL,\n  `code` INT NOT NULL,\n  PRIMARY KEY (`id`)');
  });

  it('lets a foreign key reference it, with no skip, through the PostgreSQL catalog', async () => {
    const sandbox = new PostgresSandbox();
    try {
      const { model, skipped } = await importPostgresqlDdl(
        `CREATE TABLE users (PRIMARY KEY (id), id uuid NOT NULL, username varchar(128) NOT NULL);
CREATE TABLE notification (PRIMARY KEY (user_id, id), id uuid NOT NULL, user_id uuid NOT NULL REFERENCES users (id));`,
        sandbox,
      );
      expect(skipped).toEqual([]);
      expect(keyOf(model, 'users')).toEqual(['id']);
      expect(entityOf(model, 'notification').relations?.map((r) => r.target)).toEqual(['User']);
    } finally {
      await sandbox.close();
    }
  });
});

describe('a MySQL foreign key to columns that only lead an index', () => {
  const SQL = `CREATE TABLE acct (rut varchar(12) NOT NULL, email varchar(99) NOT NULL, PRIMARY KEY (rut, email), KEY rut (rut));
CREATE TABLE req (id int PRIMARY KEY, rut varchar(12), FOREIGN KEY (rut) REFERENCES acct (rut));
CREATE TABLE a (x int, y int, z int, PRIMARY KEY (x, y, z));
CREATE TABLE b (id int PRIMARY KEY, x int, y int, FOREIGN KEY (x, y) REFERENCES a (x, y));`;

  it('is kept, listed as MySQL-only, and valid in a MySQL project', () => {
    const { model, skipped, approximations } = importDdl(SQL, 'mysql');
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'req').relations).toEqual([
      { name: 'acct', kind: 'MANY_TO_ONE', target: 'Acct', joinFields: ['rut'], referencedFields: ['rut'] },
    ]);
    expect(entityOf(model, 'b').relations?.[0]).toMatchObject({
      joinFields: ['x', 'y'],
      referencedFields: ['x', 'y'],
    });
    expect(approximations.map((a) => `${a.statement}: ${a.reason}`)).toEqual([
      'req(rut) → acct: 被引用的列（rut）没有唯一约束，只是某个索引的前几列：MySQL / MariaDB 接受这种外键，已作为多对一关系保存（joinFields、referencedFields），MySQL 建表脚本照原样写回；PostgreSQL 不接受，导出到 PostgreSQL 时该外键只写成一行注释；生成的代码暂不为它生成关联属性',
      'b(x, y) → a: 被引用的列（x, y）没有唯一约束，只是某个索引的前几列：MySQL / MariaDB 接受这种外键，已作为多对一关系保存（joinFields、referencedFields），MySQL 建表脚本照原样写回；PostgreSQL 不接受，导出到 PostgreSQL 时该外键只写成一行注释；生成的代码暂不为它生成关联属性',
    ]);
    expect(problemsOf(model)).toEqual([]);
    // PostgreSQL refuses such a key: a PostgreSQL project may not hold it.
    expect(problemsOf({ ...model, project: { ...model.project, database: 'POSTGRESQL' } })).toEqual([
      expect.stringContaining('referencedFields: 被引用的字段 rut 不是实体 Acct 的主键'),
      expect.stringContaining('referencedFields: 被引用的字段 x、y 不是实体 A 的主键'),
    ]);
  });

  it('is written by the MySQL DDL, and as a comment line by the PostgreSQL DDL', () => {
    const { model } = importDdl(SQL, 'mysql');
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain(
      'ALTER TABLE `req` ADD CONSTRAINT `fk_req_rut` FOREIGN KEY (`rut`) REFERENCES `acct` (`rut`);',
    );
    expect(mysql).toContain(
      'ALTER TABLE `b` ADD CONSTRAINT `fk_b_x_y` FOREIGN KEY (`x`, `y`) REFERENCES `a` (`x`, `y`);',
    );
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).not.toContain('FOREIGN KEY');
    expect(postgresql).toContain(
      '-- 外键 req(rut) → acct(rut) 未写出：被引用的列没有唯一约束（MySQL / MariaDB 接受这种外键，PostgreSQL 不接受）',
    );
    expect(postgresql).toContain('-- 外键 b(x, y) → a(x, y) 未写出');
  });

  it('is still skipped when the columns lead no index, or are read from a PostgreSQL script', () => {
    const other = importDdl(
      `CREATE TABLE acct (rut varchar(12) NOT NULL, email varchar(99) NOT NULL, PRIMARY KEY (rut, email));
CREATE TABLE req (id int PRIMARY KEY, email varchar(99), FOREIGN KEY (email) REFERENCES acct (email));`,
      'mysql',
    );
    expect(entityOf(other.model, 'req').relations).toBeUndefined();
    expect(other.skipped.map((s) => s.statement)).toEqual(['req(email) → acct']);
    const postgresql = importDdl(SQL.replace(', KEY rut (rut)', ''), 'postgresql');
    expect(entityOf(postgresql.model, 'req').relations).toBeUndefined();
  });
});

describe('a portable CHECK naming a reserved word', () => {
  it('quotes the column for MySQL when read from PostgreSQL', () => {
    const { model } = importDdl(
      'CREATE TABLE vault (id int PRIMARY KEY, read smallint CHECK (read >= 0), write int CHECK (write >= 0));',
      'postgresql',
    );
    expect(entityOf(model, 'vault').checks).toEqual([
      { expression: 'read >= 0' },
      { expression: 'write >= 0' },
    ]);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('ALTER TABLE `vault` ADD CHECK (`read` >= 0);');
    expect(mysql).toContain('ALTER TABLE `vault` ADD CHECK (`write` >= 0);');
    expect(exportDdl(model, 'postgresql')).toContain('ALTER TABLE "vault" ADD CHECK (read >= 0);');
  });

  it('is portable with MySQL backticks, and quoted for PostgreSQL', () => {
    const { model, approximations } = importDdl(
      "CREATE TABLE vault (id int PRIMARY KEY, `user` int CHECK (`user` >= 0), `order` int, Status int, note varchar(9), CHECK (`order` > `user` AND Status <> 2 AND note <> '`order`'));",
      'mysql',
    );
    expect(entityOf(model, 'vault').checks).toEqual([
      { expression: 'user >= 0' },
      { expression: "order > user AND Status <> 2 AND note <> '`order`'" },
    ]);
    expect(approximations).toEqual([]);
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain('ALTER TABLE "vault" ADD CHECK ("user" >= 0);');
    expect(postgresql).toContain(
      `ALTER TABLE "vault" ADD CHECK ("order" > "user" AND "Status" <> 2 AND note <> '\`order\`');`,
    );
    expect(exportDdl(model, 'mysql')).toContain(
      "ALTER TABLE `vault` ADD CHECK (`order` > user AND Status <> 2 AND note <> '`order`');",
    );
  });

  it('reads PostgreSQL quoting through the catalog import, for MySQL', async () => {
    const sandbox = new PostgresSandbox();
    try {
      const { model } = await importPostgresqlDdl(
        'CREATE TABLE queue (id int PRIMARY KEY, "order" int CHECK ("order" > 0), "limit" int CHECK ("limit" BETWEEN 1 AND 9));',
        sandbox,
      );
      const mysql = exportDdl(model, 'mysql');
      expect(mysql).toContain('ALTER TABLE `queue` ADD CHECK (`order` > 0);');
      expect(mysql).toContain('ALTER TABLE `queue` ADD CHECK (`limit` BETWEEN 1 AND 9);');
    } finally {
      await sandbox.close();
    }
  });
});

describe('a unique key longer than InnoDB keys', () => {
  it("is prefixed for MySQL 8 only, in a comment MariaDB skips to hash the whole values as it did the original's", () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE attribute_kv (entity_type varchar(255), entity_id varchar(31), attribute_type varchar(255),
  attribute_key varchar(255), str_v longtext, token varchar(1000) UNIQUE,
  UNIQUE KEY entity_type (entity_type, entity_id, attribute_type, attribute_key),
  UNIQUE KEY uk_str (str_v(100)), PRIMARY KEY (entity_id, token(10))) DEFAULT CHARSET=utf8mb4;`,
      'mysql',
    );
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain(
      'UNIQUE KEY `entity_type` (`entity_type`/*!80000 (245)*/, `entity_id`, `attribute_type`/*!80000 (246)*/, `attribute_key`/*!80000 (246)*/)',
    );
    expect(mysql).toContain('UNIQUE KEY `token` (`token`/*!80000 (768)*/)');
    // A prefix the script wrote, and any in the primary key (never hashed), stay for both.
    expect(mysql).toContain('UNIQUE KEY `uk_str` (`str_v`(100))');
    expect(mysql).toContain('PRIMARY KEY (`entity_id`, `token`(10))');
    expect(
      approximations.filter((a) => a.reason.includes('MariaDB 跳过该前缀')).map((a) => a.statement),
    ).toEqual([
      'attribute_kv.token UNIQUE',
      'attribute_kv UNIQUE INDEX entity_type(entity_type, entity_id, attribute_type, attribute_key)',
    ]);
  });
});
