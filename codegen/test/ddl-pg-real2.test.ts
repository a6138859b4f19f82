// What a probe on real PostgreSQL schemas found lost or changed, kept by both paths of a PostgreSQL import (the
// text import and the catalog PostgreSQL builds) and written back by the DDL sets: comments byte for byte (MySQL
// too), names with an escaped quote, a unique index beside the primary key, extension types, an index of one
// partition.
import { importDdl } from '../src/ddl/import';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { postgresImports } from './support/postgres';
import { entityOf, exportDdl, fieldOf, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const { sandbox, bothPaths } = postgresImports();

describe('comments come back byte for byte', () => {
  const PG = [
    'CREATE TABLE article (',
    '  id int PRIMARY KEY,',
    '  title varchar(200),',
    '  created_at timestamptz,',
    '  points int,',
    '  code text',
    ');',
    "COMMENT ON TABLE article IS '文章，含草稿';",
    "COMMENT ON COLUMN article.id IS 'id';",
    "COMMENT ON COLUMN article.title IS '标题（不超过200字）';",
    "COMMENT ON COLUMN article.created_at IS '创建时刻，带时区';",
    "COMMENT ON COLUMN article.points IS '积分:  每消费1元得1分 ';",
    "COMMENT ON COLUMN article.code IS '编码';",
  ].join('\n');

  it('keeps the short label and the whole comment, and the PostgreSQL DDL writes the comment unchanged', async () => {
    for (const [path, result] of await bothPaths(PG)) {
      const { model } = result;
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect([path, entityOf(model, 'article').label]).toEqual([path, '文章']);
      expect([path, fieldOf(model, 'article', 'title')]).toMatchObject([
        path,
        { label: '标题', comment: '标题（不超过200字）' },
      ]);
      const ddl = exportDdl(model, 'postgresql');
      expect([path, ddl]).toEqual([
        path,
        expect.stringContaining(`COMMENT ON TABLE "article" IS '文章，含草稿';`),
      ]);
      for (const [column, comment] of [
        ['id', 'id'],
        ['title', '标题（不超过200字）'],
        ['created_at', '创建时刻，带时区'],
        ['points', '积分:  每消费1元得1分 '],
        ['code', '编码'],
      ])
        expect([path, ddl]).toEqual([
          path,
          expect.stringContaining(`COMMENT ON COLUMN "article"."${column}" IS '${comment}';`),
        ]);
      expect([path, exportDdl(model, 'mysql')]).toEqual([
        path,
        expect.stringContaining("COMMENT '标题（不超过200字）'"),
      ]);
    }
  });

  const MYSQL = [
    'CREATE TABLE article (',
    "  id int PRIMARY KEY COMMENT 'id',",
    "  title varchar(200) COMMENT '标题（不超过200字）',",
    "  created_at datetime COMMENT '创建时刻，带时区',",
    "  status char(1) COMMENT '状态（0正常 1停用）',",
    "  note text COMMENT '备注'",
    ") COMMENT='文章，含草稿';",
  ].join('\n');

  it('writes a MySQL comment back unchanged, codes read from it or not', () => {
    const { model } = importDdl(MYSQL, 'mysql');
    expect(problemsOf(model)).toEqual([]);
    expect(fieldOf(model, 'article', 'status').enumValues).toHaveLength(2);
    const ddl = exportDdl(model, 'mysql');
    for (const comment of ['id', '标题（不超过200字）', '创建时刻，带时区', '状态（0正常 1停用）', '备注'])
      expect(ddl).toContain(` COMMENT '${comment}'`);
    expect(ddl).toContain(" COMMENT='文章，含草稿';");
    expect(exportDdl(model, 'postgresql')).toContain(`IS '创建时刻，带时区';`);
  });

  it('still writes label：comment for a model written by hand, and no comment that only repeats the name', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY, a int, b int);', 'mysql');
    const [a, b] = model.entities[0].fields.slice(1);
    a.label = '数量';
    a.comment = '不含赠品';
    b.label = 'b';
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).toContain("`a` INT NULL COMMENT '数量：不含赠品'");
    expect(ddl).toContain('`b` INT NULL,');
  });
});

describe('names with an escaped quote', () => {
  const PG = [
    'CREATE TABLE "t""q" (id int PRIMARY KEY, "c""d" text NOT NULL, name text);',
    'CREATE INDEX "i""x" ON "t""q" ("c""d");',
    `COMMENT ON COLUMN "t""q"."c""d" IS 'say "hi"';`,
    'CREATE TABLE other (id int PRIMARY KEY, ref int REFERENCES "t""q" (id));',
  ].join('\n');

  it('keeps the table, its columns, its index and the foreign key to it, on both paths', async () => {
    for (const [path, result] of await bothPaths(PG)) {
      const { model, skipped } = result;
      expect([path, skipped]).toEqual([path, []]);
      expect([path, problemsOf(model)]).toEqual([path, []]);
      const table = entityOf(model, 't"q');
      expect([path, table.fields.map((f) => [f.column, f.sqlColumn])]).toEqual([
        path,
        [
          ['id', undefined],
          ['c_d', 'c"d'],
          ['name', undefined],
        ],
      ]);
      expect([path, table.fields[1]]).toMatchObject([path, { required: true, label: 'say "hi"' }]);
      expect([path, table.indexes?.map((i) => i.fields)]).toEqual([path, [['cD']]]);
      expect([path, entityOf(model, 'other').relations?.map((r) => r.target)]).toEqual([
        path,
        [table.className],
      ]);
      expect([path, result.approximations.map((a) => a.reason).join('\n')]).toEqual([
        path,
        expect.not.stringContaining('「c"d」'),
      ]);
    }
  });

  it('reads MySQL doubled backticks too', () => {
    const { model, skipped } = importDdl(
      "CREATE TABLE `t``q` (id int PRIMARY KEY, `c``d` varchar(20) NOT NULL COMMENT 'a``b', KEY `i``x` (`c``d`));",
      'mysql',
    );
    expect(skipped).toEqual([]);
    const table = entityOf(model, 't`q');
    expect(table.fields.map((f) => [f.sqlColumn ?? f.column, f.label])).toEqual([
      ['id', undefined],
      ['c`d', 'a``b'],
    ]);
    expect(table.indexes?.map((i) => i.fields)).toEqual([['cD']]);
  });
});

describe('a unique index on the primary-key columns', () => {
  const PG = [
    'CREATE TABLE "User" (id text NOT NULL, email text NOT NULL, CONSTRAINT "User_pkey" PRIMARY KEY (id));',
    'CREATE UNIQUE INDEX "User_id_key" ON "User"(id);',
    'CREATE UNIQUE INDEX "User_email_key" ON "User"(email);',
    'CREATE TABLE pair (a int, b int, PRIMARY KEY (a, b));',
    'CREATE INDEX pair_a_b ON pair (a, b);',
  ].join('\n');

  it('is kept as an index beside the key (Prisma writes one), and exported to both dialects', async () => {
    for (const [path, { model }] of await bothPaths(PG)) {
      expect([path, entityOf(model, 'User').indexes]).toEqual([
        path,
        [{ name: 'User_id_key', fields: ['id'], unique: true }],
      ]);
      expect([path, entityOf(model, 'pair').indexes]).toEqual([
        path,
        [{ name: 'pair_a_b', fields: ['a', 'b'], unique: false }],
      ]);
      const pg = exportDdl(model, 'postgresql');
      expect([path, pg]).toEqual([
        path,
        expect.stringContaining('CREATE UNIQUE INDEX "User_id_key" ON "User" ("id");'),
      ]);
      expect([path, pg]).toEqual([
        path,
        expect.stringContaining('CREATE INDEX "pair_a_b" ON "pair" ("a", "b");'),
      ]);
      expect([path, exportDdl(model, 'mysql')]).toEqual([
        path,
        expect.stringContaining('UNIQUE KEY `User_id_key` (`id`)'),
      ]);
    }
  });
});

describe('a type the catalog reports', () => {
  const PG = [
    'CREATE EXTENSION isn;',
    'CREATE EXTENSION IF NOT EXISTS cube;',
    'CREATE TABLE book (id int PRIMARY KEY, i isbn, j issn13 NOT NULL, c cube, x xid8, t text);',
  ].join('\n');

  it('keeps its exact name for PostgreSQL, the extension created first, and text elsewhere', async () => {
    const { model, skipped, approximations } = await importPostgresqlDdl(PG, sandbox());
    expect(problemsOf(model)).toEqual([]);
    expect(skipped).toEqual([]);
    const book = entityOf(model, 'book');
    expect(book.fields.map((f) => [f.column, f.type, f.sqlType?.postgresql])).toEqual([
      ['id', 'int', undefined],
      ['i', 'text', 'isbn'],
      ['j', 'text', 'issn13'],
      ['c', 'text', 'cube'],
      ['x', 'text', 'xid8'],
      ['t', 'text', undefined],
    ]);
    expect(model.project.postgresqlExtensions).toEqual([{ name: 'isn' }, { name: 'cube' }]);
    expect(approximations.map((a) => a.statement)).toEqual(
      expect.arrayContaining(['book.i isbn', 'book.j issn13', 'book.c cube', 'book.x xid8']),
    );
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toContain('CREATE EXTENSION IF NOT EXISTS isn;');
    expect(pg).toContain('"j" issn13 NOT NULL,');
    expect(exportDdl(model, 'mysql')).toContain('`j` TEXT NOT NULL,');
  });
});

describe('an index of one partition', () => {
  const PG = [
    'CREATE TABLE ev (id int, kind text, day date, PRIMARY KEY (id, kind)) PARTITION BY LIST (kind);',
    "CREATE TABLE ev_a PARTITION OF ev FOR VALUES IN ('a');",
    "CREATE TABLE ev_b PARTITION OF ev FOR VALUES IN ('b');",
    'CREATE INDEX ev_day ON ev (day);',
    "CREATE INDEX ev_a_recent ON ev_a USING btree (day) WHERE day > '2020-01-01';",
    'CREATE UNIQUE INDEX ON ev_b (lower(kind), id);',
  ].join('\n');

  it('is kept on the partition, the table keeping its own, and created after the table’s indexes', async () => {
    for (const [path, { model, skipped }] of await bothPaths(PG)) {
      expect([path, skipped, problemsOf(model)]).toEqual([path, [], []]);
      const ev = entityOf(model, 'ev');
      expect([path, ev.indexes?.map((i) => i.name)]).toEqual([path, ['ev_day']]);
      expect([path, ev.partitioning?.partitions?.map((p) => p.indexes)]).toEqual([
        path,
        [
          [{ name: 'ev_a_recent', definition: "USING btree (day) WHERE day > '2020-01-01'" }],
          [{ unique: true, definition: '(lower(kind), id)' }],
        ],
      ]);
      const ddl = exportDdl(model, 'postgresql');
      const own = ddl.indexOf('CREATE INDEX "ev_day" ON "ev"');
      expect([path, own > 0]).toEqual([path, true]);
      expect([
        path,
        ddl.indexOf(`CREATE INDEX "ev_a_recent" ON "ev_a" USING btree (day) WHERE day > '2020-01-01';`),
      ]).toEqual([path, expect.any(Number)]);
      expect([path, ddl.indexOf('CREATE UNIQUE INDEX ON "ev_b" (lower(kind), id);') > own]).toEqual([
        path,
        true,
      ]);
      // MySQL has no such partitions: the table is a plain one there.
      expect([path, exportDdl(model, 'mysql')]).toEqual([path, expect.not.stringContaining('ev_a')]);
    }
  });

  it('reads pg_dump’s copies of the table’s index, attached to it, as the table’s', () => {
    const { model, skipped } = importDdl(
      [
        'CREATE TABLE ev (id int, kind text, day date) PARTITION BY LIST (kind);',
        "CREATE TABLE ev_a PARTITION OF ev FOR VALUES IN ('a');",
        'CREATE INDEX ev_day ON ONLY ev USING btree (day);',
        'CREATE INDEX ev_a_day_idx ON ev_a USING btree (day);',
        'CREATE INDEX ev_a_own ON ev_a USING btree (id);',
        'ALTER INDEX ev_day ATTACH PARTITION ev_a_day_idx;',
      ].join('\n'),
      'postgresql',
    );
    expect(skipped).toEqual([]);
    const ev = entityOf(model, 'ev');
    expect(ev.indexes?.map((i) => i.name)).toEqual(['ev_day']);
    expect(ev.partitioning?.partitions?.[0].indexes).toEqual([
      { name: 'ev_a_own', definition: 'USING btree (id)' },
    ]);
  });

  it('is refused by validation when it is not one clause after the partition', () => {
    const { model } = importDdl(PG, 'postgresql');
    model.entities[0].partitioning!.partitions![0].indexes = [{ definition: '(day); DROP TABLE ev' }];
    expect(problemsOf(model).join('\n')).toContain('分区索引的定义');
  });
});

describe('a schema name with an escaped quote', () => {
  const PG = [
    'CREATE SCHEMA "Quoted_"" . Schema";',
    'CREATE TABLE "Quoted_"" . Schema"."Quoted_"" . Table" (pk serial PRIMARY KEY, "Quoted_"" . Text" text);',
  ].join('\n');

  it('keeps the schema, the table and the column under their exact names', async () => {
    for (const [path, { model }] of await bothPaths(PG)) {
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect([
        path,
        model.entities.map((e) => [
          e.sqlSchema,
          e.sqlTableName,
          e.fields.map((f) => f.sqlColumn ?? f.column),
        ]),
      ]).toEqual([path, [['Quoted_" . Schema', 'Quoted_" . Table', ['pk', 'Quoted_" . Text']]]]);
      expect([path, exportDdl(model, 'postgresql')]).toEqual([
        path,
        expect.stringContaining('CREATE TABLE "Quoted_"" . Schema"."Quoted_"" . Table" ('),
      ]);
    }
  });
});
