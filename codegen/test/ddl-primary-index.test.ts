// A real PRIMARY KEY no key field can hold (PostgreSQL bytea / jsonb, MySQL keys over a prefix of a long column) is
// kept as the entity's primary index (`Index.primary`), the entity keyed virtually; validation keeps such an index
// to its rules; both DDL sets write it back as the table's PRIMARY KEY. Real servers: ddl-round-trip (keys-*.sql).

import { importDdl } from '../src/ddl/import';
import type { Entity, Index, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl } from './support/ddl';

jest.setTimeout(120_000);

const keyColumns = (e: Entity) => e.fields.filter((f) => f.primaryKey).map((f) => f.column);
const problemsOf = (model: Model) => {
  const result = validateModel(model);
  return result.ok ? [] : result.problems;
};
const primaryOf = (e: Entity): Index | undefined => e.indexes?.find((i) => i.primary);
/** The CREATE TABLE statement of `table` in a script. */
const createTable = (script: string, table: string, quote: string) =>
  new RegExp(`CREATE TABLE ${quote}${table}${quote} \\([\\s\\S]*?\\n\\)[^;]*;`).exec(script)?.[0] ?? '';

describe('import of a PostgreSQL primary key over bytea or jsonb', () => {
  const { model, skipped, approximations } = importDdl(
    `CREATE TABLE blob_store (hash bytea PRIMARY KEY, size integer);
CREATE TABLE document (body jsonb NOT NULL, title varchar(200), CONSTRAINT document_body_pk PRIMARY KEY (body));
CREATE TABLE event_part (event_id integer NOT NULL, payload jsonb NOT NULL, note text, PRIMARY KEY (event_id, payload));
CREATE TABLE upload (digest bytea NOT NULL, seq serial, name text NOT NULL);
ALTER TABLE ONLY public.upload ADD CONSTRAINT upload_digest_pkey PRIMARY KEY (digest);
CREATE TABLE later (k bytea NOT NULL, v integer);
ALTER TABLE later ADD PRIMARY KEY (k);`,
    'postgresql',
  );

  it('keeps a bytea key as the primary index named as PostgreSQL names it, the entity keyed virtually', () => {
    const blob = entityOf(model, 'blob_store');
    expect(blob.virtualPrimaryKey).toBe(true);
    expect(blob.indexes).toEqual([
      { name: 'blob_store_pkey', fields: ['hash'], unique: true, primary: true },
    ]);
    expect(blob.fields.find((f) => f.column === 'hash')).toMatchObject({ type: 'binary', required: true });
    expect(blob.fields.find((f) => f.column === 'hash')?.primaryKey).toBeUndefined();
    expect(keyColumns(blob)).toEqual(['size']);
  });

  it("keeps a jsonb key under its constraint's name, and a composite key with one jsonb part whole", () => {
    expect(primaryOf(entityOf(model, 'document'))).toEqual({
      name: 'document_body_pk',
      fields: ['body'],
      unique: true,
      primary: true,
    });
    const part = entityOf(model, 'event_part');
    expect(primaryOf(part)).toMatchObject({ name: 'event_part_pkey', fields: ['eventId', 'payload'] });
    // The virtual key is chosen as for a table without a key: the NOT NULL identifying column.
    expect(keyColumns(part)).toEqual(['event_id']);
  });

  it('reads a key added by ALTER TABLE … ADD [CONSTRAINT name] PRIMARY KEY', () => {
    expect(primaryOf(entityOf(model, 'upload'))).toMatchObject({
      name: 'upload_digest_pkey',
      fields: ['digest'],
    });
    expect(primaryOf(entityOf(model, 'later'))).toMatchObject({ name: 'later_pkey', fields: ['k'] });
  });

  it('says the key is kept, drops nothing, and gives a valid model', () => {
    expect(skipped).toEqual([]);
    const note = approximations.find((a) => a.statement === 'blob_store PRIMARY KEY (hash)');
    expect(note?.reason).toMatch(/照原样保留为表的主键/);
    expect(note?.reason).toMatch(/虚拟主键/);
    expect(approximations.map((a) => a.reason).join('\n')).not.toMatch(/无法保留该主键/);
    expect(problemsOf(model)).toEqual([]);
  });
});

describe('import of a MySQL primary key over a prefix', () => {
  const { model, skipped, approximations } = importDdl(
    `CREATE TABLE page (url text NOT NULL, title varchar(100), PRIMARY KEY (url(191)));
CREATE TABLE attachment (content blob NOT NULL, mime varchar(100) NOT NULL);
ALTER TABLE attachment ADD PRIMARY KEY (content(64));
CREATE TABLE site_path (site_id int NOT NULL, path text NOT NULL, PRIMARY KEY (site_id, path(200)));
CREATE TABLE named (code varchar(1000) NOT NULL, n int);
ALTER TABLE named ADD CONSTRAINT pk_named PRIMARY KEY (code(100));
CREATE TABLE whole (id int NOT NULL, PRIMARY KEY (id));`,
    'mysql',
  );

  it('keeps the prefix on the primary index named PRIMARY, keyed virtually by the key its own columns', () => {
    const page = entityOf(model, 'page');
    expect(page.virtualPrimaryKey).toBe(true);
    expect(page.indexes).toEqual([
      { name: 'PRIMARY', fields: ['url'], unique: true, primary: true, prefixLengths: [191] },
    ]);
    // A long text may form a virtual key: it is no database key.
    expect(page.fields.find((f) => f.column === 'url')).toMatchObject({ type: 'text', primaryKey: true });
    expect(primaryOf(entityOf(model, 'site_path'))).toMatchObject({
      fields: ['siteId', 'path'],
      prefixLengths: [null, 200],
    });
    expect(keyColumns(entityOf(model, 'site_path'))).toEqual(['site_id', 'path']);
  });

  it('reads ALTER TABLE … ADD PRIMARY KEY with a prefix, BLOB and VARCHAR alike', () => {
    const attachment = entityOf(model, 'attachment');
    expect(primaryOf(attachment)).toMatchObject({ fields: ['content'], prefixLengths: [64] });
    expect(keyColumns(attachment)).toEqual(['mime']);
    // MySQL names every primary key PRIMARY, whatever the script calls it.
    expect(primaryOf(entityOf(model, 'named'))).toMatchObject({
      name: 'PRIMARY',
      fields: ['code'],
      prefixLengths: [100],
    });
    // A whole-column key of keyable columns stays the key fields it always was.
    const whole = entityOf(model, 'whole');
    expect(whole.virtualPrimaryKey).toBeUndefined();
    expect(whole.indexes).toBeUndefined();
    expect(keyColumns(whole)).toEqual(['id']);
  });

  it('lists no prefix read as the whole column, says PostgreSQL keys no prefix, and gives a valid model', () => {
    expect(skipped.map((s) => s.reason).join('\n')).not.toMatch(/前缀长度按整列导入/);
    expect(approximations.find((a) => a.statement === 'page PRIMARY KEY (url(191))')?.reason).toMatch(
      /照原样保留为表的主键/,
    );
    expect(approximations.find((a) => a.statement === 'page PRIMARY KEY (url)')?.reason).toMatch(
      /PostgreSQL 不能按前缀建立主键/,
    );
    expect(problemsOf(model)).toEqual([]);
  });
});

describe('a table of long columns only', () => {
  it('keys a MySQL table of TEXT columns virtually by them, NOT NULL ones first', () => {
    const { model, skipped } = importDdl(
      'CREATE TABLE note_text (body longtext NOT NULL, remark text);\nCREATE TABLE loose_text (a text, b mediumtext);',
      'mysql',
    );
    expect(skipped).toEqual([]);
    expect(keyColumns(entityOf(model, 'note_text'))).toEqual(['body']);
    expect(keyColumns(entityOf(model, 'loose_text'))).toEqual(['a', 'b']);
    expect(entityOf(model, 'note_text').virtualPrimaryKey).toBe(true);
    expect(problemsOf(model)).toEqual([]);
    const ddl = exportDdl(model, 'mysql');
    expect(createTable(ddl, 'note_text', '`')).not.toMatch(/PRIMARY KEY|UNIQUE/);
  });

  it('keeps a table of JSON and unbounded binary columns only without key fields, and says so', () => {
    const { model, skipped, approximations } = importDdl(
      'CREATE TABLE bag (a json, b longblob, c blob NOT NULL);',
      'mysql',
    );
    expect(skipped).toEqual([]);
    expect(keyColumns(entityOf(model, 'bag'))).toEqual([]);
    expect(entityOf(model, 'bag').fields.map((f) => f.column)).toEqual(['a', 'b', 'c']);
    expect(approximations).toEqual([
      expect.objectContaining({
        statement: 'bag',
        reason: expect.stringContaining('导入为没有主键字段的实体'),
      }),
    ]);
    expect(problemsOf(model)).toEqual([]);
  });
});

describe('export of a primary index', () => {
  const pg = importDdl(
    `CREATE TABLE blob_store (hash bytea PRIMARY KEY, size integer);
CREATE TABLE event_part (event_id integer NOT NULL, payload jsonb NOT NULL, PRIMARY KEY (event_id, payload));`,
    'postgresql',
  ).model;
  const mysql = importDdl(
    `CREATE TABLE page (url text NOT NULL, title varchar(100), PRIMARY KEY (url(191)));
CREATE TABLE site_path (site_id int NOT NULL, path text NOT NULL, n int, KEY k_n (n), PRIMARY KEY (site_id, path(200)));`,
    'mysql',
  ).model;

  it('writes it as the PRIMARY KEY on PostgreSQL, never also as an index', () => {
    const ddl = exportDdl(pg, 'postgresql');
    expect(createTable(ddl, 'blob_store', '"')).toMatch(
      /"hash" BYTEA NOT NULL,\n {2}"size" INTEGER,\n {2}CONSTRAINT "blob_store_pkey" PRIMARY KEY \("hash"\)\n\)/,
    );
    // The key keeps its constraint name (here PostgreSQL's own choice, table_pkey).
    expect(createTable(ddl, 'event_part', '"')).toMatch(
      /CONSTRAINT "event_part_pkey" PRIMARY KEY \("event_id", "payload"\)\n\)/,
    );
    expect(ddl).not.toMatch(/CREATE (UNIQUE )?INDEX/);
  });

  it('writes it with its prefixes on MySQL, a BLOB or TEXT one with the prefix MySQL needs', () => {
    const ddl = exportDdl(mysql, 'mysql');
    expect(createTable(ddl, 'page', '`')).toMatch(
      /`url` TEXT NOT NULL,[\s\S]*PRIMARY KEY \(`url`\(191\)\)\n\)/,
    );
    expect(createTable(ddl, 'site_path', '`')).toMatch(
      /PRIMARY KEY \(`site_id`, `path`\(200\)\),\n {2}KEY `k_n` \(`n`\)\n\)/,
    );
    expect(ddl).not.toMatch(/KEY `PRIMARY`/);
    expect(createTable(exportDdl(pg, 'mysql'), 'blob_store', '`')).toMatch(
      /PRIMARY KEY \(`hash`\(3072\)\)\n\)/,
    );
  });

  it('leaves a key with a JSON column out of MySQL, and says so in the script', () => {
    const ddl = exportDdl(pg, 'mysql');
    expect(createTable(ddl, 'event_part', '`')).not.toMatch(/PRIMARY KEY|KEY/);
    expect(createTable(ddl, 'event_part', '`')).toMatch(/`payload` JSON NOT NULL/);
    expect(ddl).toMatch(/-- 主键 event_part\.event_part_pkey 含 JSON 列/);
  });

  it('writes a prefix key on PostgreSQL as a unique index over the prefix, NOT NULL columns, with a comment', () => {
    const ddl = exportDdl(mysql, 'postgresql');
    expect(createTable(ddl, 'page', '"')).not.toMatch(/PRIMARY KEY/);
    expect(createTable(ddl, 'page', '"')).toMatch(/"url" TEXT NOT NULL/);
    expect(ddl).toMatch(/-- 主键 page\.PRIMARY 按前缀建立（MySQL 的写法）：PostgreSQL 不能按前缀建立主键/);
    expect(ddl).toContain('CREATE UNIQUE INDEX "page_pkey" ON "page" ((left("url", 191)));');
    expect(ddl).toContain(
      'CREATE UNIQUE INDEX "site_path_pkey" ON "site_path" ("site_id", (left("path", 200)));',
    );
  });

  it('writes a foreign key to the columns of a whole-column primary index on PostgreSQL', () => {
    const model: Model = {
      project: { name: 'keys', basePackage: 'com.example.keys', database: 'POSTGRESQL' },
      entities: [
        {
          className: 'Code',
          tableName: 'code',
          virtualPrimaryKey: true,
          fields: [
            { name: 'value', column: 'value', type: 'string', length: 20, required: true, primaryKey: true },
          ],
          indexes: [{ name: 'code_pkey', fields: ['value'], unique: true, primary: true }],
        },
        {
          className: 'Item',
          tableName: 'item',
          fields: [
            { name: 'id', column: 'id', type: 'long', primaryKey: true },
            { name: 'codeValue', column: 'code_value', type: 'string', length: 20 },
          ],
          relations: [{ name: 'code', kind: 'MANY_TO_ONE', target: 'Code', joinField: 'codeValue' }],
        },
      ],
    };
    const ddl = exportDdl(model, 'postgresql');
    expect(createTable(ddl, 'code', '"')).toMatch(/PRIMARY KEY \("value"\)/);
    expect(ddl).toMatch(
      /ALTER TABLE "item" ADD CONSTRAINT "fk_item_code_value" FOREIGN KEY \("code_value"\) REFERENCES "code" \("value"\)/,
    );
  });
});

describe('validation of a primary index', () => {
  const model = (entity: Partial<Entity>, index: Partial<Index>): Model => ({
    project: { name: 'keys', basePackage: 'com.example.keys', database: 'MYSQL' },
    entities: [
      {
        className: 'Page',
        tableName: 'page',
        virtualPrimaryKey: true,
        fields: [
          { name: 'url', column: 'url', type: 'text', required: true, primaryKey: true },
          { name: 'body', column: 'body', type: 'json', required: true },
          { name: 'title', column: 'title', type: 'string', length: 100 },
        ],
        indexes: [
          { name: 'PRIMARY', fields: ['url'], unique: true, primary: true, prefixLengths: [191], ...index },
        ],
        ...entity,
      },
    ],
  });
  const messages = (m: Model) => {
    const result = validateModel(m);
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };

  it('accepts a prefix key, a JSON column, and a text virtual key field', () => {
    expect(messages(model({}, {}))).toEqual([]);
    expect(messages(model({}, { fields: ['body'], prefixLengths: undefined }))).toEqual([]);
  });

  it('refuses it on an entity whose key fields are the database key', () => {
    const m = model({ virtualPrimaryKey: undefined }, {});
    m.entities[0].fields[0] = {
      name: 'url',
      column: 'url',
      type: 'string',
      length: 500,
      required: true,
      primaryKey: true,
    };
    expect(messages(m)).toEqual([
      expect.stringMatching(
        /^entities\[0\]\.indexes\[0\]\.primary: 只有使用虚拟主键（virtualPrimaryKey）的实体/,
      ),
    ]);
  });

  it('refuses a second one, a non-unique one, expressions, a predicate and descending parts', () => {
    const two = model({}, {});
    two.entities[0].indexes!.push({ name: 'pk2', fields: ['body'], unique: true, primary: true });
    expect(messages(two)).toEqual([expect.stringMatching(/indexes\[1\]\.primary: 一个表只能有一个主键/)]);
    expect(messages(model({}, { unique: false }))).toEqual([
      expect.stringMatching(/\.unique: 主键索引必须是唯一索引/),
    ]);
    expect(messages(model({}, { expressions: ['lower(url)'] }))).toEqual([
      expect.stringMatching(/\.expressions: 主键只能由列组成/),
    ]);
    expect(messages(model({}, { where: 'title IS NOT NULL' }))).toEqual([
      expect.stringMatching(/\.where: 主键覆盖表的每一行/),
    ]);
    expect(messages(model({}, { descending: [true] }))).toEqual([
      expect.stringMatching(/\.descending: 主键的各列按升序建立/),
    ]);
  });

  it('refuses a nullable field in it', () => {
    expect(messages(model({}, { fields: ['title'], prefixLengths: undefined }))).toEqual([
      'entities[0].indexes[0].fields[0]: 主键的列不能为空：字段「title」须设为必填（NOT NULL）',
    ]);
  });

  it('still refuses a text key field when the key is the database key', () => {
    const m = model({ virtualPrimaryKey: undefined, indexes: undefined }, {});
    expect(messages(m)).toEqual([
      'entities[0].fields[0].primaryKey: text 类型的字段不能作为主键（数据库中无主键的实体可以用它作虚拟主键），请改用 string 并设置长度',
    ]);
  });
});

describe('PostgreSQL import through the catalog', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('keeps the primary index the text import read, once', async () => {
    const { model } = await importPostgresqlDdl(
      'CREATE TABLE blob_store (hash bytea, size integer, CONSTRAINT blob_pk PRIMARY KEY (hash));',
      sandbox,
    );
    const blob = entityOf(model, 'blob_store');
    expect(blob.virtualPrimaryKey).toBe(true);
    expect(blob.indexes).toEqual([{ name: 'blob_pk', fields: ['hash'], unique: true, primary: true }]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('takes a key only PostgreSQL saw (added in a DO block) from the catalog, the same way', async () => {
    const { model, approximations } = await importPostgresqlDdl(
      `CREATE TABLE blob_store (hash bytea NOT NULL, size integer NOT NULL);
DO $$ BEGIN ALTER TABLE blob_store ADD PRIMARY KEY (hash); END $$;
CREATE TABLE doc (id integer PRIMARY KEY, body jsonb NOT NULL);
DO $$ BEGIN ALTER TABLE doc DROP CONSTRAINT doc_pkey; ALTER TABLE doc ADD PRIMARY KEY (body); END $$;`,
      sandbox,
    );
    const blob = entityOf(model, 'blob_store');
    expect(blob.virtualPrimaryKey).toBe(true);
    expect(blob.indexes).toEqual([
      { name: 'blob_store_pkey', fields: ['hash'], unique: true, primary: true },
    ]);
    expect(keyColumns(blob)).toEqual(['size']);
    // The text import's real key is gone from the database: the catalog's primary index replaces it.
    const doc = entityOf(model, 'doc');
    expect(doc.virtualPrimaryKey).toBe(true);
    expect(primaryOf(doc)).toMatchObject({ name: 'doc_pkey', fields: ['body'] });
    expect(keyColumns(doc)).toEqual(['id']);
    expect(approximations.map((a) => a.reason).join('\n')).toMatch(/表 blob_store 有语句未能逐字解析/);
    expect(problemsOf(model)).toEqual([]);
  });
});
