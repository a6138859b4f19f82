// Index methods and their parts: PostgreSQL `USING gin/gist/brin/hash/spgist`, operator classes, `INCLUDE (…)`, and
// MySQL FULLTEXT / SPATIAL indexes are read from both import paths (text and catalog), validated, and written back
// by each dialect; the other dialect writes the nearest index it has, or a comment, and the import lists it.
// The real servers check the same in toolchains/ddl-round-trip (index-methods-*.sql).
import path from 'node:path';

import { buildContext } from '../src/context/build-context';
import { importDdl } from '../src/ddl/import';
import type { Field, Index, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { renderOfficial } from './support/render-official';

jest.setTimeout(120_000);

/** The set as it is on disk (the bundle may lag behind an edit), its file `file`. */
const render = (model: Model, set: string, file: string): string => {
  const out = renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, set)));
  const found = out.find((f) => f.path.endsWith(file));
  if (!found) throw new Error(`no ${file} in ${set}: ${out.map((f) => f.path).join(', ')}`);
  return found.content;
};

const reasonsFor = (list: { statement: string; reason: string }[], name: string) =>
  list.filter((a) => a.statement.includes(name)).map((a) => a.reason);

const POSTGRESQL = `CREATE TABLE doc (
  id integer PRIMARY KEY,
  tags text[],
  data jsonb,
  name varchar(100),
  body text,
  fts tsvector,
  during tsrange,
  created timestamp,
  code varchar(20),
  CONSTRAINT doc_code_key UNIQUE (code) INCLUDE (name)
);
CREATE INDEX doc_tags ON doc USING gin (tags);
CREATE INDEX doc_data ON public.doc USING gin (data jsonb_path_ops);
CREATE INDEX doc_name_trgm ON doc USING gin (name public.gin_trgm_ops);
CREATE INDEX doc_fts ON doc USING gist (fts);
CREATE INDEX doc_during ON doc USING spgist (during);
CREATE INDEX doc_created ON doc USING brin (created);
CREATE INDEX doc_code_hash ON doc USING hash (code);
CREATE INDEX doc_code_pattern ON doc USING btree (code text_pattern_ops DESC) INCLUDE (name, created);
CREATE INDEX doc_body_search ON doc USING gin (to_tsvector('english'::regconfig, body));
CREATE INDEX doc_name_c ON doc (name COLLATE "C");
CREATE INDEX doc_bloom ON doc USING bloom (code);`;

describe('PostgreSQL text import', () => {
  const { model, skipped, approximations } = importDdl(POSTGRESQL, 'postgresql');
  const doc = entityOf(model, 'doc');
  const byName = (name: string): Index | undefined => doc.indexes?.find((i) => i.name === name);

  it('keeps the method, the operator classes and INCLUDE of each index; a B-tree stays without a method', () => {
    expect(byName('doc_tags')).toEqual({ name: 'doc_tags', fields: ['tags'], unique: false, method: 'gin' });
    expect(byName('doc_data')).toMatchObject({ method: 'gin', opclasses: ['jsonb_path_ops'] });
    // pg_get_indexdef qualifies an operator class outside the search path: the parser alone refuses it.
    expect(byName('doc_name_trgm')).toMatchObject({ method: 'gin', opclasses: ['public.gin_trgm_ops'] });
    expect(byName('doc_fts')?.method).toBe('gist');
    expect(byName('doc_during')?.method).toBe('spgist');
    expect(byName('doc_created')?.method).toBe('brin');
    expect(byName('doc_code_hash')?.method).toBe('hash');
    expect(byName('doc_code_pattern')).toEqual({
      name: 'doc_code_pattern',
      fields: ['code'],
      unique: false,
      descending: [true],
      opclasses: ['text_pattern_ops'],
      include: ['name', 'created'],
    });
    expect(byName('doc_body_search')).toMatchObject({
      method: 'gin',
      expressions: ["to_tsvector('english'::regconfig, body)"],
    });
    expect(byName('doc_name_c')).toEqual({
      name: 'doc_name_c',
      fields: ['name'],
      unique: false,
      collations: ['"C"'],
    });
    expect(problemsOf(model)).toEqual([]);
  });

  it('keeps a UNIQUE constraint with INCLUDE as a unique index, not as the column’s unique flag', () => {
    expect(byName('doc_code_key')).toEqual({
      name: 'doc_code_key',
      fields: ['code'],
      unique: true,
      include: ['name'],
    });
    expect(doc.fields.find((f) => f.name === 'code')?.unique).toBeUndefined();
  });

  it('lists a method it does not know as skipped, and a part collation as one MySQL does not write', () => {
    expect(byName('doc_bloom')).toBeUndefined();
    expect(reasonsFor(skipped, 'doc_bloom')).toEqual([
      expect.stringContaining('索引方法 bloom 不在模型支持的范围内'),
    ]);
    expect(skipped).toHaveLength(1);
    expect(reasonsFor(approximations, 'doc_name_c')).toEqual(
      expect.arrayContaining([expect.stringContaining('索引列的排序规则（"C"）导出到 MySQL 时不写')]),
    );
  });

  it('lists what MySQL makes of each index', () => {
    expect(reasonsFor(approximations, 'doc_tags')).toEqual([
      expect.stringContaining('GIN 索引导出到 MySQL 时略去'),
    ]);
    expect(reasonsFor(approximations, 'doc_during')).toEqual([
      expect.stringContaining('SP-GiST 索引导出到 MySQL 时略去'),
    ]);
    expect(reasonsFor(approximations, 'doc_code_hash')).toEqual([
      expect.stringContaining('HASH 索引导出到 MySQL 时建为普通 B-tree 索引'),
    ]);
    expect(reasonsFor(approximations, 'doc_code_pattern')).toEqual([
      expect.stringContaining('运算符类（text_pattern_ops）导出到 MySQL 时不写'),
      expect.stringContaining('INCLUDE 列（name、created）导出到 MySQL 时不写'),
    ]);
    // The expression of a GIN index goes with the index: no note that MySQL indexes the field itself.
    expect(reasonsFor(approximations, 'doc_body_search')).toEqual([
      expect.stringContaining('GIN 索引导出到 MySQL 时略去'),
    ]);
  });

  it('writes each index back to PostgreSQL as it was', () => {
    const sql = exportDdl(model, 'postgresql');
    expect(sql).toContain('CREATE UNIQUE INDEX "doc_code_key" ON "doc" ("code") INCLUDE ("name");');
    expect(sql).toContain('CREATE INDEX "doc_tags" ON "doc" USING gin ("tags");');
    expect(sql).toContain('CREATE INDEX "doc_data" ON "doc" USING gin ("data" jsonb_path_ops);');
    expect(sql).toContain('CREATE INDEX "doc_name_trgm" ON "doc" USING gin ("name" public.gin_trgm_ops);');
    expect(sql).toContain('CREATE INDEX "doc_fts" ON "doc" USING gist ("fts");');
    expect(sql).toContain('CREATE INDEX "doc_during" ON "doc" USING spgist ("during");');
    expect(sql).toContain('CREATE INDEX "doc_created" ON "doc" USING brin ("created");');
    expect(sql).toContain('CREATE INDEX "doc_code_hash" ON "doc" USING hash ("code");');
    expect(sql).toContain(
      'CREATE INDEX "doc_code_pattern" ON "doc" ("code" text_pattern_ops DESC) INCLUDE ("name", "created");',
    );
    expect(sql).toContain(
      `CREATE INDEX "doc_body_search" ON "doc" USING gin ((to_tsvector('english'::regconfig, body)));`,
    );
  });

  it('writes to MySQL a B-tree for hash and BRIN, no GIN / GiST / SP-GiST index, each with a comment', () => {
    const sql = exportDdl(model, 'mysql');
    expect(sql).toContain('UNIQUE KEY `doc_code_key` (`code`)');
    expect(sql).toContain('KEY `doc_created` (`created`)');
    expect(sql).toContain('KEY `doc_code_hash` (`code`)');
    expect(sql).toContain('KEY `doc_code_pattern` (`code` DESC)');
    for (const name of ['doc_tags', 'doc_data', 'doc_name_trgm', 'doc_fts', 'doc_during', 'doc_body_search'])
      expect(sql).not.toContain(`KEY \`${name}\``);
    expect(sql).toContain('-- 索引 doc.doc_tags 是 PostgreSQL 的 GIN 索引，MySQL 没有这种索引');
    expect(sql).toContain('-- 索引 doc.doc_during 是 PostgreSQL 的 SPGIST 索引，MySQL 没有这种索引');
    expect(sql).toContain(
      '-- 索引 doc.doc_code_hash 是 PostgreSQL 的 HASH 索引，MySQL 没有这种索引，按普通 B-tree 索引建立',
    );
    expect(sql).toContain('-- 索引 doc.doc_code_pattern 的运算符类和 INCLUDE 列是 PostgreSQL 的写法');
  });

  it('gives templates the method, operator classes and INCLUDE columns', () => {
    const ctx = buildContext(model);
    const indexes = ctx.entities.find((e) => e.tableName === 'doc')!.indexes;
    const pattern = indexes.find((i) => i.name === 'doc_code_pattern')!;
    expect([pattern.method, pattern.opclasses, pattern.include]).toEqual([
      null,
      ['text_pattern_ops'],
      ['name', 'created'],
    ]);
    const tags = indexes.find((i) => i.name === 'doc_tags')!;
    expect([tags.method, tags.opclasses, tags.include, tags.mysqlIndexable]).toEqual([
      'gin',
      [null],
      [],
      false,
    ]);
    expect(indexes.find((i) => i.name === 'doc_code_hash')!.mysqlIndexable).toBe(true);
  });
});

describe('PostgreSQL import through the catalog', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('reads the method, operator classes and INCLUDE of an index only PostgreSQL saw (made in a DO block)', async () => {
    const { model } = await importPostgresqlDdl(
      `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE doc (id integer PRIMARY KEY, tags text[], name varchar(100), code varchar(20), created timestamp);
DO $$ BEGIN
  EXECUTE 'CREATE INDEX doc_tags ON doc USING gin (tags)';
  EXECUTE 'CREATE INDEX doc_name_trgm ON doc USING gin (name gin_trgm_ops)';
  EXECUTE 'CREATE INDEX doc_code ON doc (code varchar_pattern_ops) INCLUDE (created)';
  EXECUTE 'CREATE INDEX doc_created ON doc USING brin (created)';
  EXECUTE 'ALTER TABLE doc ADD CONSTRAINT doc_name_key UNIQUE (name) INCLUDE (code)';
END $$;`,
      sandbox,
    );
    const indexes = entityOf(model, 'doc').indexes ?? [];
    const byName = (name: string) => indexes.find((i) => i.name === name);
    expect(byName('doc_tags')).toMatchObject({ fields: ['tags'], method: 'gin' });
    // The sandbox reads the catalog with search_path = pg_catalog: the extension's operator class is qualified.
    expect(byName('doc_name_trgm')).toMatchObject({ method: 'gin', opclasses: ['public.gin_trgm_ops'] });
    expect(byName('doc_code')).toMatchObject({ opclasses: ['varchar_pattern_ops'], include: ['created'] });
    expect(byName('doc_created')).toMatchObject({ method: 'brin' });
    expect(byName('doc_name_key')).toMatchObject({ unique: true, fields: ['name'], include: ['code'] });
    expect(problemsOf(model)).toEqual([]);
  });
});

const MYSQL = `CREATE TABLE article (
  id int NOT NULL PRIMARY KEY,
  title varchar(200) NOT NULL,
  body text,
  place point NOT NULL,
  FULLTEXT KEY ft_title_body (title, body) WITH PARSER ngram,
  SPATIAL INDEX sp_place (place)
);
CREATE FULLTEXT INDEX ft_title ON article (title);
CREATE TABLE note (id int NOT NULL PRIMARY KEY, text text, at_place geometry NOT NULL);
ALTER TABLE note ADD FULLTEXT INDEX ft_text (text), ADD SPATIAL KEY sp_at (at_place);`;

describe('MySQL FULLTEXT and SPATIAL indexes', () => {
  const { model, skipped, approximations } = importDdl(MYSQL, 'mysql');

  it('are read from CREATE TABLE, CREATE … INDEX and ALTER TABLE', () => {
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'article').indexes).toEqual([
      { name: 'ft_title_body', fields: ['title', 'body'], unique: false, method: 'fulltext' },
      { name: 'sp_place', fields: ['place'], unique: false, method: 'spatial' },
      { name: 'ft_title', fields: ['title'], unique: false, method: 'fulltext' },
    ]);
    expect(entityOf(model, 'note').indexes).toEqual([
      { name: 'ft_text', fields: ['text'], unique: false, method: 'fulltext' },
      { name: 'sp_at', fields: ['atPlace'], unique: false, method: 'spatial' },
    ]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('list the parser the model drops and what PostgreSQL makes of them', () => {
    expect(reasonsFor(approximations, 'ft_title_body')).toEqual([
      expect.stringContaining('模型不记录全文索引的分词插件（WITH PARSER ngram）'),
      expect.stringContaining("全文索引导出到 PostgreSQL 时建为 GIN 表达式索引 to_tsvector('simple', 列)"),
    ]);
    expect(reasonsFor(approximations, 'sp_place')).toEqual([
      expect.stringContaining('空间索引导出到 PostgreSQL 时略去'),
    ]);
  });

  it('are written back to MySQL whole, without the prefix a TEXT column gets in a B-tree', () => {
    const sql = exportDdl(model, 'mysql');
    expect(sql).toContain('FULLTEXT KEY `ft_title_body` (`title`, `body`)');
    expect(sql).toContain('SPATIAL KEY `sp_place` (`place`)');
    expect(sql).toContain('FULLTEXT KEY `ft_text` (`text`)');
    expect(sql).toContain('SPATIAL KEY `sp_at` (`at_place`)');
  });

  it('become a GIN index over text search vectors on PostgreSQL; a spatial one a comment', () => {
    const sql = exportDdl(model, 'postgresql');
    expect(sql).toContain(
      `CREATE INDEX "ft_title_body" ON "article" USING gin (to_tsvector('simple', "title"), to_tsvector('simple', "body"));`,
    );
    expect(sql).toContain(`CREATE INDEX "ft_title" ON "article" USING gin (to_tsvector('simple', "title"));`);
    expect(sql).not.toMatch(/CREATE INDEX "sp_place"/);
    expect(sql).toContain('-- 索引 article.sp_place 是 MySQL 的空间索引（SPATIAL）');
  });
});

describe('validation', () => {
  const base = (index: Partial<Index> & Record<string, unknown>): Model => ({
    project: { name: 'docs', basePackage: 'com.example.docs', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Doc',
        tableName: 'doc',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, required: true },
          { name: 'title', column: 'title', type: 'string', length: 100 },
          { name: 'body', column: 'body', type: 'text' },
          { name: 'data', column: 'data', type: 'json' },
          { name: 'place', column: 'place', type: 'text', sqlType: { mysql: 'POINT' }, required: true },
        ],
        indexes: [{ name: 'idx_doc', fields: ['title'], unique: false, ...index } as Index],
      },
    ],
  });
  const messages = (index: Partial<Index> & Record<string, unknown>) => problemsOf(base(index));

  it('refuses a method it does not know and an operator class that could carry SQL, not what databases accept', () => {
    expect(messages({ method: 'gin', fields: ['data'], opclasses: ['jsonb_path_ops'] })).toEqual([]);
    expect(messages({ opclasses: ['public.text_pattern_ops'], include: ['body', 'data'] })).toEqual([]);
    expect(messages({ method: 'gist', include: ['body'] })).toEqual([]);
    expect(messages({ method: 'fulltext', fields: ['title', 'body'] })).toEqual([]);
    expect(messages({ method: 'hash' })).toEqual([]);
    // A model from elsewhere (the API takes JSON) may name any method.
    expect(messages({ method: 'bloom' as Index['method'] })).toEqual([
      expect.stringMatching(/^entities\[0\]\.indexes\[0\]\.method: 索引方法「bloom」不受支持/),
    ]);
    expect(messages({ opclasses: ['text_pattern_ops); DROP TABLE doc; --'] })).toEqual([
      expect.stringMatching(/^entities\[0\]\.indexes\[0\]\.opclasses\[0\]: 运算符类「.*」只能是/),
    ]);
    expect(messages({ opclasses: ['a', 'b'] })).toEqual([
      expect.stringMatching(/opclasses: 运算符类必须与索引字段一一对应/),
    ]);
  });

  it('refuses INCLUDE columns that are no fields, key fields, or on a method without INCLUDE', () => {
    expect(messages({ include: ['nope'] })).toEqual([
      expect.stringMatching(/include\[0\]: INCLUDE 列「nope」不是该实体的字段/),
    ]);
    expect(messages({ include: ['title'] })).toEqual([
      expect.stringMatching(/include\[0\]: 「title」已是索引的键字段/),
    ]);
    expect(messages({ method: 'gin', fields: ['data'], include: ['body'] })).toEqual([
      expect.stringMatching(/include: 只有 B-tree、GiST 和 SP-GiST 索引能带 INCLUDE 列/),
    ]);
  });

  it('refuses what each method cannot be: unique, several fields, DESC, prefixes, expressions, WHERE', () => {
    expect(messages({ method: 'hash', unique: true })).toEqual([
      expect.stringMatching(/unique: HASH 索引不能是唯一索引/),
    ]);
    expect(messages({ method: 'hash', fields: ['title', 'body'] })).toEqual([
      expect.stringMatching(/fields: HASH 索引只能包含一个字段/),
    ]);
    expect(messages({ method: 'gin', fields: ['data'], unique: true })).toEqual([
      expect.stringMatching(/unique: GIN 索引不能是唯一索引/),
    ]);
    expect(messages({ method: 'brin', descending: [true] })).toEqual([
      expect.stringMatching(/descending: BRIN 索引没有排序方向/),
    ]);
    expect(messages({ method: 'fulltext', unique: true })).toEqual([
      expect.stringMatching(/unique: 全文（FULLTEXT） 索引不能是唯一索引/),
    ]);
    expect(messages({ method: 'fulltext', prefixLengths: [10] })).toEqual([
      expect.stringMatching(/prefixLengths: 全文（FULLTEXT） 索引按整列建立/),
    ]);
    expect(messages({ method: 'spatial', fields: ['place'], expressions: ['st_x(place)'] })).toEqual([
      expect.stringMatching(/expressions: 空间（SPATIAL） 索引只能按字段建立/),
    ]);
    expect(messages({ method: 'fulltext', where: 'id > 0' })).toEqual([
      expect.stringMatching(/where: 全文（FULLTEXT） 索引覆盖每一行/),
    ]);
    expect(messages({ method: 'fulltext', opclasses: ['x_ops'] })).toEqual([
      expect.stringMatching(/opclasses: 全文和空间索引是 MySQL 的索引，没有运算符类/),
    ]);
  });
});

describe('ORM sets', () => {
  const onDatabase = (model: Model, database: 'MYSQL' | 'POSTGRESQL'): Model => ({
    ...model,
    project: { ...model.project, database },
  });
  const lines = (text: string, pattern: RegExp) => text.split('\n').filter((l) => pattern.test(l));
  const pg = importDdl(
    `CREATE TABLE doc (id integer PRIMARY KEY, tags text[], name varchar(100), code varchar(20), created timestamp);
CREATE INDEX doc_tags ON doc USING gin (tags);
CREATE INDEX doc_name_trgm ON doc USING gin (name gin_trgm_ops);
CREATE INDEX doc_code_pattern ON doc (code text_pattern_ops) INCLUDE (name, created);
CREATE INDEX doc_created ON doc USING brin (created);`,
    'postgresql',
  ).model;
  const mysql = importDdl(
    'CREATE TABLE article (id int PRIMARY KEY, title varchar(200), body text, place point NOT NULL, FULLTEXT KEY ft (title, body), SPATIAL INDEX sp (place));',
    'mysql',
  ).model;

  it('SQLAlchemy names the method, operator classes and INCLUDE with its own options', () => {
    expect(
      lines(render(onDatabase(pg, 'POSTGRESQL'), 'fastapi-sqlalchemy', 'models/doc.py'), /Index\(/),
    ).toEqual([
      '        Index("doc_tags", "tags", unique=False, postgresql_using="gin"),',
      '        Index("doc_name_trgm", "name", unique=False, postgresql_using="gin", postgresql_ops={"name": "gin_trgm_ops"}),',
      '        Index("doc_code_pattern", "code", unique=False, postgresql_ops={"code": "text_pattern_ops"}, postgresql_include=["name", "created"]),',
      '        Index("doc_created", "created", unique=False, postgresql_using="brin"),',
    ]);
    // MySQL has no GIN index: none, rather than a B-tree over a JSON column MySQL refuses.
    expect(lines(render(onDatabase(pg, 'MYSQL'), 'fastapi-sqlalchemy', 'models/doc.py'), /Index\(/)).toEqual([
      '        Index("doc_code_pattern", "code", unique=False),',
      '        Index("doc_created", "created", unique=False),',
    ]);
    expect(
      lines(render(onDatabase(mysql, 'MYSQL'), 'fastapi-sqlalchemy', 'models/article.py'), /Index\(/),
    ).toEqual([
      '        Index("ft", "title", "body", unique=False, mysql_prefix="FULLTEXT"),',
      '        Index("sp", "place", unique=False, mysql_prefix="SPATIAL"),',
    ]);
    expect(
      lines(render(onDatabase(mysql, 'POSTGRESQL'), 'fastapi-sqlalchemy', 'models/article.py'), /Index\(/),
    ).toEqual([]);
  });

  it('GORM tags the method (type:gin, class:FULLTEXT) and the operator class as the part’s expression', () => {
    const tags = (model: Model, file: string) =>
      lines(render(model, 'go-gorm', file), /gorm:"/)
        .map((l) => /;((?:uniqueIndex|index):[^;]*)/.exec(l)?.[1])
        .filter(Boolean);
    expect(tags(onDatabase(pg, 'POSTGRESQL'), 'model/doc.go')).toEqual([
      'index:doc_tags,type:gin',
      'index:doc_name_trgm,type:gin,expression:name gin_trgm_ops',
      'index:doc_code_pattern,expression:code text_pattern_ops',
      'index:doc_created,type:brin',
    ]);
    expect(tags(onDatabase(pg, 'MYSQL'), 'model/doc.go')).toEqual([
      'index:doc_code_pattern',
      'index:doc_created',
    ]);
    expect(tags(onDatabase(mysql, 'MYSQL'), 'model/article.go')).toEqual([
      'index:ft,priority:1,class:FULLTEXT',
      'index:ft,priority:2,class:FULLTEXT',
      'index:sp,class:SPATIAL',
    ]);
    expect(tags(onDatabase(mysql, 'POSTGRESQL'), 'model/article.go')).toEqual([]);
  });
});

describe('the fields of a full-text or spatial index', () => {
  const model = (fields: Field[], index: Partial<Index>): Model => ({
    project: { name: 'p', basePackage: 'com.example', database: 'MYSQL' },
    entities: [
      {
        className: 'Place',
        tableName: 'place',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }, ...fields],
        indexes: [{ name: 'k', fields: [fields[0].name], unique: false, ...index }],
      },
    ],
  });
  const problems = (m: Model) => {
    const result = validateModel(m);
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };
  const pos: Field = {
    name: 'pos',
    column: 'pos',
    type: 'text',
    sqlType: { mysql: 'POINT' },
    required: true,
  };

  it('takes what MySQL indexes, and refuses a field changed since into one it does not', () => {
    expect(problems(model([pos], { method: 'spatial' }))).toEqual([]);
    expect(problems(model([{ ...pos, required: false }], { method: 'spatial' }))).toEqual([
      'entities[0].indexes[0].fields[0]: 空间索引的字段「pos」必须是必填（MySQL 只为 NOT NULL 的列建空间索引）',
    ]);
    expect(problems(model([{ name: 'pos', column: 'pos', type: 'text' }], { method: 'spatial' }))).toEqual([
      'entities[0].indexes[0].fields[0]: 空间索引只能建在 MySQL 的空间类型（GEOMETRY、POINT…）字段上，「pos」不是',
    ]);
    expect(problems(model([{ name: 'body', column: 'body', type: 'text' }], { method: 'fulltext' }))).toEqual(
      [],
    );
    expect(problems(model([{ name: 'n', column: 'n', type: 'int' }], { method: 'fulltext' }))).toEqual([
      'entities[0].indexes[0].fields[0]: 全文索引只能建在字符串或长文本字段上，「n」不是',
    ]);
  });
});
