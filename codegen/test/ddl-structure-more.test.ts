// Table structure the import once approximated or lost: multi-level partitions (PostgreSQL partitions partitioned
// in turn, MySQL SUBPARTITION), each kept exactly in its own dialect and written back by its DDL, and listed for the
// other. The real servers' view of the same is in toolchains/ddl-round-trip.toolchain.test.ts.
import { importDdl } from '../src/ddl/import';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

// The first PGlite open takes seconds, more on a busy machine.
jest.setTimeout(120_000);

let sandbox: PostgresSandbox;
beforeAll(() => {
  sandbox = new PostgresSandbox();
});
afterAll(() => sandbox.close());

describe('multi-level partitions', () => {
  // pg_dump's order: the tables first, then each ATTACH PARTITION, a lower level possibly before the upper one.
  const postgresql = `CREATE TABLE ev (id int NOT NULL, region text NOT NULL, at date NOT NULL, PRIMARY KEY (id, region, at))
  PARTITION BY LIST (region);
CREATE TABLE ev_cn PARTITION OF ev FOR VALUES IN ('cn') PARTITION BY RANGE (at);
CREATE TABLE ev_cn_2025 PARTITION OF ev_cn FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
CREATE TABLE ev_cn_rest PARTITION OF ev_cn DEFAULT;
CREATE TABLE ev_us (id int NOT NULL, region text NOT NULL, at date NOT NULL) PARTITION BY HASH (id);
CREATE TABLE ev_us_0 (id int NOT NULL, region text NOT NULL, at date NOT NULL);
CREATE TABLE ev_us_1 (id int NOT NULL, region text NOT NULL, at date NOT NULL);
ALTER TABLE ONLY ev_us ATTACH PARTITION ev_us_0 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
ALTER TABLE ONLY ev ATTACH PARTITION ev_us FOR VALUES IN ('us');
ALTER TABLE ONLY ev_us ATTACH PARTITION ev_us_1 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TABLE ev_rest PARTITION OF ev DEFAULT;`;
  const tree = [
    { name: 'ev_cn', bound: "FOR VALUES IN ('cn')", by: 'RANGE (at)' },
    { name: 'ev_cn_2025', bound: "FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')", of: 'ev_cn' },
    { name: 'ev_cn_rest', bound: 'DEFAULT', of: 'ev_cn' },
    { name: 'ev_us', bound: "FOR VALUES IN ('us')", by: 'HASH (id)' },
    { name: 'ev_us_0', bound: 'FOR VALUES WITH (modulus 2, remainder 0)', of: 'ev_us' },
    { name: 'ev_us_1', bound: 'FOR VALUES WITH (modulus 2, remainder 1)', of: 'ev_us' },
    { name: 'ev_rest', bound: 'DEFAULT' },
  ];
  const lower = (partitions: { bound: string }[]) =>
    partitions.map((p) => ({ ...p, bound: p.bound.replace(/MODULUS|REMAINDER/g, (m) => m.toLowerCase()) }));

  it('keeps a PostgreSQL partition tree on the text path, whatever the order of ATTACH PARTITION', () => {
    const { model, skipped } = importDdl(postgresql, 'postgresql');
    expect(model.entities.map((e) => e.tableName)).toEqual(['ev']);
    const partitioning = entityOf(model, 'ev').partitioning!;
    expect(partitioning.by).toBe('LIST (region)');
    expect(lower(partitioning.partitions!)).toEqual(tree);
    expect(skipped).toEqual([]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('keeps it through the catalog, and the PostgreSQL DDL creates each level after its parent', async () => {
    const { model, skipped } = await importPostgresqlDdl(postgresql, sandbox);
    expect(model.entities.map((e) => e.tableName)).toEqual(['ev']);
    expect(lower(entityOf(model, 'ev').partitioning!.partitions!)).toEqual(tree);
    expect(skipped).toEqual([]);
    const ddl = exportDdl(model, 'postgresql');
    expect(ddl).toContain(
      `CREATE TABLE "ev_cn" PARTITION OF "ev" FOR VALUES IN ('cn') PARTITION BY RANGE (at);\nCREATE TABLE "ev_cn_2025" PARTITION OF "ev_cn" FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');`,
    );
    expect(ddl).toContain('CREATE TABLE "ev_us_1" PARTITION OF "ev_us" FOR VALUES WITH');
    // The export imports back to the same tree.
    const again = await importPostgresqlDdl(ddl, sandbox);
    expect(lower(entityOf(again.model, 'ev').partitioning!.partitions!)).toEqual(tree);
  });

  const mysql = `CREATE TABLE sale (id int NOT NULL, at date NOT NULL, PRIMARY KEY (id, at))
  PARTITION BY RANGE (YEAR(at)) SUBPARTITION BY HASH (TO_DAYS(at)) SUBPARTITIONS 2
  (PARTITION p0 VALUES LESS THAN (2020), PARTITION p1 VALUES LESS THAN MAXVALUE);
CREATE TABLE visit (id int NOT NULL, at date NOT NULL, PRIMARY KEY (id, at)) ENGINE=InnoDB
/*!50100 PARTITION BY RANGE (year(\`at\`))
SUBPARTITION BY KEY (id)
(PARTITION p0 VALUES LESS THAN (2020)
 (SUBPARTITION s0 ENGINE = InnoDB,
  SUBPARTITION s1 COMMENT = 'cold' ENGINE = InnoDB),
 PARTITION p1 VALUES LESS THAN MAXVALUE
 (SUBPARTITION s2 ENGINE = InnoDB,
  SUBPARTITION s3 ENGINE = InnoDB)) */;`;

  it('keeps MySQL SUBPARTITION BY, SUBPARTITIONS n and listed subpartitions, and the MySQL DDL writes them back', () => {
    const { model, skipped, approximations } = importDdl(mysql, 'mysql');
    expect(entityOf(model, 'sale').partitioning).toEqual({
      dialect: 'mysql',
      by: 'RANGE (YEAR(at))',
      subpartitionBy: 'HASH (TO_DAYS(at))',
      subpartitionCount: 2,
      partitions: [
        { name: 'p0', bound: 'VALUES LESS THAN (2020)' },
        { name: 'p1', bound: 'VALUES LESS THAN MAXVALUE' },
      ],
    });
    expect(entityOf(model, 'visit').partitioning).toEqual({
      dialect: 'mysql',
      by: 'RANGE (year(`at`))',
      subpartitionBy: 'KEY (id)',
      partitions: [
        { name: 'p0', bound: 'VALUES LESS THAN (2020)', subpartitions: ['s0', 's1'] },
        { name: 'p1', bound: 'VALUES LESS THAN MAXVALUE', subpartitions: ['s2', 's3'] },
      ],
    });
    expect(skipped).toEqual([
      expect.objectContaining({
        statement: "visit: PARTITION p0 SUBPARTITION s1 COMMENT = 'cold'",
        reason: '分区选项不在模型中，已忽略',
      }),
    ]);
    expect(approximations.map((a) => a.statement)).toEqual([
      'sale(PARTITION BY RANGE (YEAR(at)))',
      'visit(PARTITION BY RANGE (year(`at`)))',
    ]);
    expect(problemsOf(model)).toEqual([]);
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).toContain(
      'PARTITION BY RANGE (YEAR(at)) SUBPARTITION BY HASH (TO_DAYS(at)) SUBPARTITIONS 2 (PARTITION `p0` VALUES LESS THAN (2020), PARTITION `p1` VALUES LESS THAN MAXVALUE);',
    );
    expect(ddl).toContain(
      'SUBPARTITION BY KEY (id) (PARTITION `p0` VALUES LESS THAN (2020) (SUBPARTITION `s0`, SUBPARTITION `s1`), PARTITION `p1` VALUES LESS THAN MAXVALUE (SUBPARTITION `s2`, SUBPARTITION `s3`));',
    );
    expect(importDdl(ddl, 'mysql').model.entities.map((e) => e.partitioning)).toEqual(
      model.entities.map((e) => e.partitioning),
    );
    expect(exportDdl(model, 'postgresql')).toContain('-- 表 sale 在 MySQL 中分区');
  });

  it('refuses a tree the databases refuse: a level without PARTITION BY, uneven subpartitions, a key without a level column', () => {
    const { model } = importDdl(mysql, 'mysql');
    const visit = entityOf(model, 'visit');
    visit.partitioning!.partitions![1].subpartitions = ['s2'];
    entityOf(model, 'sale').partitioning!.partitions![0].of = 'p1';
    expect(problemsOf(model)).toEqual([
      expect.stringMatching(
        /^entities\[0\]\.partitioning\.partitions\[0\]\.of: MySQL 的多级分区用 SUBPARTITION BY/,
      ),
      expect.stringMatching(/^entities\[1\]\.partitioning\.partitions: MySQL 要求：列出子分区/),
    ]);
    const pg = importDdl(postgresql, 'postgresql').model;
    const ev = entityOf(pg, 'ev');
    ev.partitioning!.partitions![1].of = 'ev_rest';
    expect(problemsOf(pg)).toEqual([
      expect.stringMatching(
        /^entities\[0\]\.partitioning\.partitions\[1\]\.of: 分区所属的上级分区「ev_rest」/,
      ),
    ]);
    // A level's key column must be in the primary key, as PostgreSQL requires.
    ev.partitioning!.partitions![1].of = 'ev_cn';
    ev.fields.find((f) => f.column === 'at')!.primaryKey = false;
    expect(problemsOf(pg)).toEqual([expect.stringContaining('主键缺少 at')]);
  });
});

describe('tables made from a query', () => {
  const mysql = `CREATE TABLE src (id int PRIMARY KEY, name varchar(20));
CREATE TABLE snap AS SELECT id, name FROM src;
CREATE TABLE snap2 SELECT * FROM src;
CREATE TABLE copy1 (id int PRIMARY KEY, note varchar(10)) ENGINE=InnoDB AS SELECT id, name AS note FROM src;
CREATE TABLE copy2 (id int PRIMARY KEY) IGNORE SELECT id FROM src;`;

  it('MySQL: keeps the declared columns of CREATE TABLE (…) AS SELECT and lists the query, lists a bare one by name', () => {
    const { model, skipped } = importDdl(mysql, 'mysql');
    expect(model.entities.map((e) => `${e.tableName}: ${e.fields.map((f) => f.column).join(', ')}`)).toEqual([
      'src: id, name',
      'copy1: id, note',
      'copy2: id',
    ]);
    const reasons = Object.fromEntries(skipped.map((s) => [s.statement, s.reason]));
    expect(Object.keys(reasons)).toEqual([
      'CREATE TABLE snap AS SELECT id, name FROM src',
      'CREATE TABLE snap2 SELECT * FROM src',
      'copy1: AS SELECT id, name AS note FROM src',
      'copy2: IGNORE SELECT id FROM src',
    ]);
    expect(reasons['CREATE TABLE snap2 SELECT * FROM src']).toMatch(
      /^表 snap2 由查询建立（CREATE TABLE … AS SELECT）.*SHOW CREATE TABLE snap2/,
    );
    expect(reasons['copy1: AS SELECT id, name AS note FROM src']).toContain('只导入了明确声明的列');
  });

  it('PostgreSQL: the catalog path imports CREATE TABLE … AS and SELECT … INTO without running the query', async () => {
    const sql = `CREATE TABLE src (id int PRIMARY KEY, name text);
CREATE TABLE snap AS SELECT id, name FROM src WITH DATA;
SELECT id, upper(name) AS shout INTO snap2 FROM src;
CREATE TABLE slow AS SELECT g AS n FROM generate_series(1, 1000000000000) g;`;
    const text = importDdl(sql, 'postgresql');
    expect(text.skipped.map((s) => s.reason)).toEqual([
      expect.stringMatching(/^表 snap 由查询建立/),
      expect.stringMatching(/^表 snap2 由查询建立（SELECT … INTO）/),
      expect.stringMatching(/^表 slow 由查询建立/),
    ]);
    const { model, skipped } = await importPostgresqlDdl(sql, sandbox);
    expect(skipped).toEqual([]);
    expect(model.entities.map((e) => `${e.tableName}: ${e.fields.map((f) => f.column).join(', ')}`)).toEqual([
      'src: id, name',
      'snap: id, name',
      'snap2: id, shout',
      'slow: n',
    ]);
  });
});

describe('PostgreSQL table options set after CREATE TABLE', () => {
  const sql = `CREATE TABLE t (id int PRIMARY KEY) WITH (fillfactor=80, autovacuum_enabled=false);
ALTER TABLE t SET (fillfactor=70, toast_tuple_target=256);
ALTER TABLE ONLY t RESET (autovacuum_enabled);
ALTER TABLE t SET UNLOGGED;
CREATE UNLOGGED TABLE u (id int PRIMARY KEY);
ALTER TABLE IF EXISTS u SET LOGGED;`;

  it('keeps on the text path what the catalog has: SET / RESET (…), SET LOGGED / UNLOGGED', async () => {
    const text = importDdl(sql, 'postgresql');
    expect(text.skipped).toEqual([]);
    const options = (model: typeof text.model) =>
      model.entities.map((e) => [e.tableName, e.unlogged ?? false, e.storageParameters ?? null]);
    expect(options(text.model)).toEqual([
      ['t', true, 'fillfactor=70, toast_tuple_target=256'],
      ['u', false, null],
    ]);
    const { model, approximations } = await importPostgresqlDdl(sql, sandbox);
    expect(options(model)).toEqual(options(text.model));
    // Nothing left for the catalog to fill in.
    expect(approximations.filter((a) => a.reason.includes('补入'))).toEqual([]);
    expect(exportDdl(model, 'postgresql')).toMatch(
      /CREATE UNLOGGED TABLE "t" \([^;]*\) WITH \(fillfactor=70, toast_tuple_target=256\);/,
    );
  });
});

describe('MySQL column details', () => {
  const sql = `CREATE TABLE place (
  id int NOT NULL PRIMARY KEY,
  secret varchar(20) DEFAULT 'x' INVISIBLE,
  loc POINT NOT NULL /*!80003 SRID 4326 */,
  area POLYGON REF_SYSTEM_ID=3857,
  SPATIAL KEY sp_loc (loc)
);`;

  it('keeps INVISIBLE and a spatial SRID (MySQL and MariaDB spellings); the MySQL DDL writes them for both', () => {
    const { model, skipped, approximations } = importDdl(sql, 'mysql');
    expect(skipped).toEqual([]);
    const place = entityOf(model, 'place');
    expect(place.fields.map((f) => [f.column, f.invisible ?? false, f.srid ?? null])).toEqual([
      ['id', false, null],
      ['secret', true, null],
      ['loc', false, 4326],
      ['area', false, 3857],
    ]);
    expect(approximations.find((a) => a.statement === 'place.secret INVISIBLE')?.reason).toContain(
      '导出为 PostgreSQL 时为普通的可见列',
    );
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).toContain("`secret` VARCHAR(20) NULL INVISIBLE DEFAULT 'x'");
    expect(ddl).toContain('`loc` POINT /*M!100102 REF_SYSTEM_ID=4326 */ /*!80003 SRID 4326 */ NOT NULL');
    expect(importDdl(ddl, 'mysql').model.entities[0].fields).toEqual(place.fields);
    expect(exportDdl(model, 'postgresql')).not.toMatch(/INVISIBLE|SRID|REF_SYSTEM_ID/);
  });

  it('refuses an SRID on a column that is not spatial, as MySQL does', () => {
    const { model } = importDdl(sql, 'mysql');
    entityOf(model, 'place').fields[1].srid = 4326;
    expect(problemsOf(model)).toEqual([
      'entities[0].fields[1].srid: 只有 MySQL 空间类型（POINT、GEOMETRY 等）的字段可以指定 SRID',
    ]);
  });
});

describe('index part collations', () => {
  const sql = `CREATE TABLE person (id int PRIMARY KEY, name text NOT NULL, code varchar(10));
CREATE INDEX idx_name_c ON person (name COLLATE "C" text_pattern_ops DESC, code);
CREATE UNIQUE INDEX uq_code ON person (code COLLATE "POSIX");`;

  it('keeps each part’s collation on both PostgreSQL paths; the PostgreSQL DDL writes it, MySQL lists it', async () => {
    const expected = [
      { name: 'uq_code', fields: ['code'], unique: true, collations: ['"POSIX"'] },
      {
        name: 'idx_name_c',
        fields: ['name', 'code'],
        unique: false,
        descending: [true, false],
        opclasses: ['text_pattern_ops', null],
        collations: ['"C"', null],
      },
    ];
    const text = importDdl(sql, 'postgresql');
    expect(entityOf(text.model, 'person').indexes).toEqual(expected);
    // A unique index with a collation of its own is no unique column.
    expect(entityOf(text.model, 'person').fields.find((f) => f.column === 'code')?.unique).toBeUndefined();
    const { model, approximations } = await importPostgresqlDdl(sql, sandbox);
    expect(entityOf(model, 'person').indexes).toEqual(expected);
    expect(approximations.map((a) => a.reason)).toEqual(
      expect.arrayContaining([
        '索引列的排序规则（"C"）导出到 MySQL 时不写（MySQL 的索引列没有自己的排序规则）',
      ]),
    );
    const ddl = exportDdl(model, 'postgresql');
    expect(ddl).toContain(
      'CREATE INDEX "idx_name_c" ON "person" ("name" COLLATE "C" text_pattern_ops DESC, "code");',
    );
    expect(ddl).toContain('CREATE UNIQUE INDEX "uq_code" ON "person" ("code" COLLATE "POSIX");');
    expect(exportDdl(model, 'mysql')).not.toContain('COLLATE "');
  });

  it('refuses a collation that is no name, or one per part that does not match the fields', () => {
    const { model } = importDdl(sql, 'postgresql');
    const [unique, index] = entityOf(model, 'person').indexes!;
    unique.collations = ['"C"); DROP TABLE person; --'];
    index.collations = ['"C"'];
    expect(problemsOf(model)).toEqual([
      expect.stringMatching(/^entities\[0\]\.indexes\[0\]\.collations\[0\]: 排序规则「/),
      'entities[0].indexes[1].collations: 索引列的排序规则必须与索引字段一一对应，沿用列自身排序规则的一项为 null',
    ]);
  });
});
