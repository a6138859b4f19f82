// Index and CHECK names with any character the database takes quoted (`idx users-email`, `chk: price>0`, Chinese)
// are kept exactly, up to each dialect's limit, and each DDL quotes them; a name over PostgreSQL's 63 bytes (a MySQL
// project's) is cut for the PostgreSQL export, which lists it. Names the model cannot keep: ddl-renamed-index-names.
import { importDdl } from '../src/ddl/import';
import { asTheDatabaseKeepsIt } from '../src/ddl/import/fields';
import type { Model } from '../src/model/types';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(60_000);

const { bothPaths, refusedByPostgresql } = postgresImports();

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

describe('index and CHECK names kept exactly', () => {
  it('keeps odd PostgreSQL names through both import paths and writes them back quoted', async () => {
    const sql = `CREATE TABLE t (id int PRIMARY KEY, email text, price int CONSTRAINT "chk: price>0" CHECK (price > 0),
  CONSTRAINT "c""k" CHECK (price < 1000));
CREATE INDEX "idx users-email" ON t (email);
CREATE UNIQUE INDEX "索引_名称" ON t (email, price);
CREATE INDEX "Mixed.Case" ON t (price);
ALTER TABLE t ADD CONSTRAINT "a b" CHECK (price <> 7);`;
    for (const [path, { model, approximations }] of await bothPaths(sql)) {
      const t = entityOf(model, 't');
      expect([path, t.indexes?.map((i) => i.name)]).toEqual([
        path,
        ['索引_名称', 'idx users-email', 'Mixed.Case'],
      ]);
      expect([path, t.checks?.map((c) => c.name).sort()]).toEqual([path, ['a b', 'c"k', 'chk: price>0']]);
      expect([path, approximations.filter((a) => /索引名|约束名/.test(a.reason))]).toEqual([path, []]);
      expect([path, problemsOf(model)]).toEqual([path, []]);
      const pg = exportDdl(model, 'postgresql');
      expect(pg).toContain('CREATE INDEX "idx users-email" ON "t"');
      expect(pg).toContain('CREATE UNIQUE INDEX "索引_名称" ON "t"');
      expect(pg).toContain('ADD CONSTRAINT "c""k" CHECK');
      expect(pg).toContain('ADD CONSTRAINT "chk: price>0" CHECK');
      expect([path, await refusedByPostgresql(model)]).toEqual([path, []]);
      const mysql = exportDdl(model, 'mysql');
      expect(mysql).toContain('KEY `idx users-email` (');
      expect(mysql).toContain('ADD CONSTRAINT `c"k` CHECK');
    }
  });

  it('keeps odd MySQL names, a doubled backtick included, and writes them back the same', () => {
    const sql =
      'CREATE TABLE t (id int PRIMARY KEY, e int CONSTRAINT `col ck` CHECK (e <> 7), c varchar(20),' +
      ' CONSTRAINT `chk: price>0` CHECK (e > 0), KEY `idx users-email` (c), UNIQUE KEY `索引_名称` (c, e),' +
      ' KEY `a``b` (e, c));';
    const first = importDdl(sql, 'mysql');
    const names = (model: Model) => ({
      indexes: entityOf(model, 't').indexes?.map((i) => i.name),
      checks: entityOf(model, 't').checks?.map((c) => c.name),
    });
    expect(names(first.model)).toEqual({
      indexes: ['索引_名称', 'idx users-email', 'a`b'],
      checks: ['col ck', 'chk: price>0'],
    });
    expect(first.approximations.filter((a) => /索引名|约束名/.test(a.reason))).toEqual([]);
    expect(problemsOf(first.model)).toEqual([]);
    const mysql = exportDdl(first.model, 'mysql');
    expect(mysql).toContain('KEY `a``b` (`e`, `c`)');
    expect(mysql).toContain('ADD CONSTRAINT `chk: price>0` CHECK');
    expect(names(importDdl(mysql, 'mysql').model)).toEqual(names(first.model));
  });

  it('cuts a MySQL name over 63 bytes for PostgreSQL, distinct per table and the same every time, and lists it', async () => {
    // 64 characters, 192 bytes: MySQL's longest name; two alike up to their last character.
    const long = (last: string) => `${'索引名称'.repeat(15)}索引名${last}`;
    const sql =
      `CREATE TABLE t (id int PRIMARY KEY, a int, b int, CONSTRAINT \`${long('甲')}\` CHECK (a > 0),` +
      ` KEY \`${long('甲')}\` (a), KEY \`${long('乙')}\` (b));`;
    const { model, approximations } = importDdl(sql, 'mysql');
    expect(entityOf(model, 't').indexes?.map((i) => i.name)).toEqual([long('甲'), long('乙')]);
    expect(entityOf(model, 't').checks?.map((c) => c.name)).toEqual([long('甲')]);
    expect(approximations).toEqual([]);
    expect(problemsOf(model)).toEqual([]);
    const pg = exportDdl(model, 'postgresql');
    expect(exportDdl(model, 'postgresql')).toBe(pg);
    const created = [...pg.matchAll(/CREATE INDEX "([^"]+)"/g)].map((m) => m[1]);
    expect(created).toHaveLength(2);
    expect(new Set(created).size).toBe(2);
    for (const name of created) expect(utf8Bytes(name)).toBeLessThanOrEqual(63);
    const check = /ADD CONSTRAINT "([^"]+)" CHECK/.exec(pg)?.[1] ?? '';
    expect(utf8Bytes(check)).toBeLessThanOrEqual(63);
    expect(pg).toContain(
      `-- 索引 t.${long('甲')} 的名字超过 PostgreSQL 的上限（63 个字节，一个汉字占 3 个字节），按 ${created[0]} 建立`,
    );
    expect(pg).toContain(`-- 约束 t.${long('甲')} 的名字超过 PostgreSQL 的上限`);
    expect(await refusedByPostgresql(model)).toEqual([]);
    // PostgreSQL names them as written, cutting nothing more.
    for (const [path, back] of await bothPaths(pg))
      expect([
        path,
        entityOf(back.model, 't')
          .indexes?.map((i) => i.name)
          .sort(),
      ]).toEqual([path, [...created].sort()]);
    // The MySQL export keeps the whole names.
    expect(exportDdl(model, 'mysql')).toContain(`KEY \`${long('乙')}\` (\`b\`)`);
  });

  it('takes in the model any name the database takes, up to the project database limit', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY, a int, KEY k (a));', 'mysql');
    const withNames = (index: string, check: string, database: 'MYSQL' | 'POSTGRESQL') => {
      const copy = structuredClone(model);
      copy.project.database = database;
      const t = entityOf(copy, 't');
      t.indexes![0].name = index;
      t.checks = [{ name: check, expression: 'a > 0' }];
      return problemsOf(copy);
    };
    expect(withNames('idx users-email', 'chk: price>0', 'POSTGRESQL')).toEqual([]);
    expect(withNames('索'.repeat(64), '索'.repeat(64), 'MYSQL')).toEqual([]);
    expect(withNames('索'.repeat(22), '索'.repeat(21), 'POSTGRESQL')).toEqual([
      'entities[0].indexes[0].name: 索引名不能超过 63 个字节（PostgreSQL 的上限，一个汉字占 3 个字节）',
    ]);
    expect(withNames('a'.repeat(65), 'b\nc', 'MYSQL')).toEqual([
      'entities[0].indexes[0].name: 索引名不能超过 64 个字符（MySQL 的上限）',
      'entities[0].checks[0].name: 约束名「b?c」不能含控制字符（如换行、制表符），请删去',
    ]);
    expect(withNames(' k', 'ok', 'MYSQL')).toEqual([
      'entities[0].indexes[0].name: 索引名「 k」首尾不能有空格',
    ]);
  });
});

describe('index names at the edges of each database', () => {
  it('cuts a name of any length to 63 bytes in one pass, a character whole', () => {
    const long = `a${'索引'.repeat(20_000)}`;
    // Its time (re-encoding once per dropped character took 13 s) is measured by bench/import.mjs.
    const kept = asTheDatabaseKeepsIt(long, 'postgresql');
    expect(kept).toBe(`a${'索引'.repeat(10)}`);
    expect(asTheDatabaseKeepsIt(`ab${'索'.repeat(21)}`, 'postgresql')).toBe(`ab${'索'.repeat(20)}`);
    expect(asTheDatabaseKeepsIt(long, 'mysql')).toBe(long);
  });

  it('cuts by bytes the name an index takes when an earlier table of the schema took its own', async () => {
    // 21 Chinese characters: 63 bytes, PostgreSQL's limit; `t2_` before it goes over.
    const name = '索引名称'.repeat(5) + '甲';
    const sql = `CREATE TABLE t1 (id int PRIMARY KEY, a int, KEY \`${name}\` (a));
CREATE TABLE t2 (id int PRIMARY KEY, a int, KEY \`${name}\` (a));`;
    const { model } = importDdl(sql, 'mysql');
    expect(problemsOf(model)).toEqual([]);
    const pg = exportDdl(model, 'postgresql');
    expect(exportDdl(model, 'postgresql')).toBe(pg);
    const created = [...pg.matchAll(/CREATE INDEX "([^"]+)"/g)].map((m) => m[1]);
    expect(created[0]).toBe(name);
    expect(created[1]).toMatch(/^t2_索引.*_[0-9a-f]{8}$/);
    expect(utf8Bytes(created[1])).toBeLessThanOrEqual(63);
    expect(await refusedByPostgresql(model)).toEqual([]);
    // PostgreSQL keeps the names as written: nothing more is cut.
    for (const [path, back] of await bothPaths(pg))
      expect([path, ['t1', 't2'].map((t) => entityOf(back.model, t).indexes?.[0].name)]).toEqual([
        path,
        created,
      ]);
  });

  it('refuses index names alike but for case in a MySQL project, and keeps them in a PostgreSQL one', () => {
    const { model } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, a int, b int, KEY k (a), KEY k2 (b));',
      'mysql',
    );
    const t = entityOf(model, 't');
    t.indexes![1].name = 'K';
    expect(problemsOf(model)).toEqual([
      'entities[0].indexes[1].name: 索引名 K 与同一张表的另一个索引重复（MySQL 的索引名不区分大小写），请改名',
    ]);
    model.project.database = 'POSTGRESQL';
    expect(problemsOf(model)).toEqual([]);
    t.indexes![1].name = 'k';
    expect(problemsOf(model)).toEqual(['entities[0].indexes[1].name: 索引名 k 重复']);
  });

  it('keeps */ out of what the MySQL DDL writes in a version comment: a functional index', () => {
    const sql = `CREATE TABLE t (id int PRIMARY KEY, a varchar(10), \`b*/c\` int,
  KEY \`f*/n\` ((lower(a))), KEY f2 ((lower(a)), \`b*/c\`), KEY \`p*/k\` (a));`;
    const { model, skipped, approximations } = importDdl(sql, 'mysql');
    const t = entityOf(model, 't');
    // A plain index takes the name as it is; a functional one is renamed, or left out when a column has the `*/`.
    expect(t.indexes?.map((i) => i.name)).toEqual(['p*/k', 'idx_t_a']);
    expect(skipped.map((s) => s.reason)).toEqual([
      '函数索引的列名或表达式含 */：MySQL 建表脚本把函数索引写在版本注释 /*!80013 … */ 中，注释会在此截断，已忽略该索引',
    ]);
    expect(approximations.map((a) => a.reason)).toContain(
      '索引名「f*/n」含 */（MySQL 函数索引写在版本注释 /*!80013 … */ 中，注释会在此截断），导入后改名为 idx_t_a：导出的建表脚本使用新名字，引用原名的语句（如 DROP INDEX）需相应修改',
    );
    expect(problemsOf(model)).toEqual([]);
    t.indexes![1].name = 'f*/n';
    t.indexes!.push({
      name: 'f2',
      fields: ['a', 'bC'],
      unique: false,
      expressions: ['lower(a) /* x */', null],
      expressionsDialect: 'mysql',
    });
    expect(t.fields.map((f) => f.name)).toContain('bC');
    expect(problemsOf(model)).toEqual([
      'entities[0].indexes[1].name: 索引名「f*/n」不能含 */（MySQL 函数索引写在版本注释 /*!80013 … */ 中，注释会在此截断），请改名',
      'entities[0].indexes[2].expressions[0]: MySQL 函数索引的表达式不能含 */（索引写在版本注释 /*!80013 … */ 中，注释会在此截断），请改写表达式',
      'entities[0].indexes[2].fields[1]: 列名「b*/c」含 */，不能用在 MySQL 函数索引中（索引写在版本注释 /*!80013 … */ 中，注释会在此截断）：请改列名，或把该列从索引中去掉',
    ]);
  });
});

describe("MariaDB's UNIQUE … USING HASH", () => {
  it('keeps the hash keys of a system-versioned table in its CREATE TABLE (MariaDB refuses ALTER TABLE … ADD KEY there)', () => {
    const { model } = importDdl(
      `CREATE TABLE v (id int PRIMARY KEY, c varchar(10), UNIQUE KEY k (c) USING HASH) WITH SYSTEM VERSIONING;
CREATE TABLE p (id int PRIMARY KEY, c varchar(10), UNIQUE KEY k (c) USING HASH);`,
      'mysql',
    );
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain(
      '  UNIQUE KEY `k` (`c`) USING HASH\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 WITH SYSTEM VERSIONING;',
    );
    expect(mysql).not.toContain('ALTER TABLE `v`');
    expect(mysql).toContain('ALTER TABLE `p` ADD UNIQUE KEY `k` (`c`) USING HASH;');
  });

  it('keeps the hash on unique keys however written, and only on them', async () => {
    const sql = `CREATE TABLE t (id int PRIMARY KEY, c varchar(10), d varchar(20), e int,
  UNIQUE KEY k (c) USING HASH, UNIQUE k2 USING HASH (e, c), KEY kd (e) USING HASH, UNIQUE KEY kb (d, e) USING BTREE);
CREATE UNIQUE INDEX ku ON t (e) USING HASH;
ALTER TABLE t ADD UNIQUE KEY ka (d) USING HASH;`;
    const { model, approximations } = importDdl(sql, 'mysql');
    const t = entityOf(model, 't');
    expect(t.indexes?.map((i) => [i.name, i.unique, i.mysqlUsingHash ?? false])).toEqual([
      ['k', true, true],
      ['k2', true, true],
      ['kb', true, false],
      ['ku', true, true],
      ['ka', true, true],
      ['kd', false, false],
    ]);
    // A one-column hash key stays an index: a unique field would be a B-tree key.
    expect(t.fields.filter((f) => f.unique)).toEqual([]);
    expect(approximations.filter((a) => /USING HASH/.test(a.reason))).toHaveLength(4);
    expect(problemsOf(model)).toEqual([]);
    const mysql = exportDdl(model, 'mysql');
    // Last, after every other change to the table: MariaDB rebuilds a hash key an ALTER TABLE meets as a B-tree.
    expect(mysql).toMatch(
      /\nALTER TABLE `t` ADD UNIQUE KEY `k` \(`c`\) USING HASH, ADD UNIQUE KEY `k2` \(`e`, `c`\) USING HASH, ADD UNIQUE KEY `ku` \(`e`\) USING HASH, ADD UNIQUE KEY `ka` \(`d`\) USING HASH;\n*$/,
    );
    expect(mysql).toContain('UNIQUE KEY `kb` (`d`, `e`),');
    expect(mysql).toContain('KEY `kd` (`e`)\n');
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toContain('CREATE UNIQUE INDEX "k" ON "t" ("c");');
    expect(await refusedByPostgresql(model)).toEqual([]);
  });

  it('refuses the hash on an index that is not unique', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY, a int, KEY k (a));', 'mysql');
    entityOf(model, 't').indexes![0].mysqlUsingHash = true;
    expect(problemsOf(model)).toEqual([
      'entities[0].indexes[0].mysqlUsingHash: USING HASH 只用于唯一索引（MariaDB 的哈希唯一键），主键和普通索引不能设置，请去掉它',
    ]);
  });
});
