// Tables named by a bare word the database accepts but the SQL parser takes for a keyword (planka's `session`),
// string defaults cast to another string type than the column's (Rails' `'active'::text` on a varchar), indexes
// over a schema-qualified function of the script (danbooru's `public.lower(…)`), and the reasons the import gives
// for PostgreSQL objects that are no part of the model.
import { sandboxStatements } from '../src/ddl/catalog/statements';
import { importDdl } from '../src/ddl/import';
import { listLostTables } from '../src/node/import-postgresql';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(60_000);

const { sandbox, bothPaths } = postgresImports();

/** Words PostgreSQL 15 accepts as bare table names, which node-sql-parser refused there. */
const PG_WORDS = [
  'session',
  'json',
  'global',
  'local',
  'truncate',
  'recursive',
  'partition',
  'show',
  'set',
  'call',
];

const pgScript = (
  word: string,
) => `CREATE TABLE public.${word} (id bigint PRIMARY KEY, user_agent text, owner_id bigint);
CREATE INDEX ${word}_ua_idx ON public.${word} USING btree (user_agent);
ALTER TABLE ONLY public.${word} ADD CONSTRAINT ${word}_owner_key UNIQUE (owner_id);
COMMENT ON TABLE ${word} IS 'the table';
COMMENT ON COLUMN public.${word}.user_agent IS 'the agent';
CREATE TABLE ${word}_log (id int PRIMARY KEY, ${word}_id bigint REFERENCES ${word}(id));
ALTER TABLE ${word}_log ADD CONSTRAINT ${word}_log_again FOREIGN KEY (${word}_id) REFERENCES public.${word} (id);`;

describe('tables named by a word the SQL parser takes for a keyword', () => {
  it('imports each whole on both PostgreSQL paths, as the same name quoted', async () => {
    for (const word of PG_WORDS) {
      const sql = pgScript(word);
      const quoted = importDdl(
        sql.replace(new RegExp(String.raw`\b${word}\b(?!_)`, 'g'), `"${word}"`),
        'postgresql',
      );
      for (const [path, { model, skipped }] of await bothPaths(sql)) {
        const entity = entityOf(model, word);
        expect([word, path, entity.fields.map((f) => f.column)]).toEqual([
          word,
          path,
          ['id', 'user_agent', 'owner_id'],
        ]);
        expect([word, path, entity.sqlTableName, entity.label]).toEqual([word, path, undefined, 'the table']);
        expect([word, path, entity.indexes?.map((i) => i.name)]).toEqual([word, path, [`${word}_ua_idx`]]);
        expect([word, path, entity.fields[2].unique]).toEqual([word, path, true]);
        expect([word, path, entityOf(model, `${word}_log`).relations?.length]).toEqual([word, path, 2]);
        expect([word, path, skipped]).toEqual([word, path, []]);
        expect([word, path, problemsOf(model)]).toEqual([word, path, []]);
        expect([word, path, model.entities]).toEqual([word, path, quoted.model.entities]);
      }
    }
  });

  it('imports MySQL tables named by the words MariaDB accepts and the parser refused', () => {
    for (const word of ['groups', 'schema', 'function', 'option', 'row', 'generated', 'stored', 'virtual']) {
      const { model, skipped } = importDdl(
        `CREATE TABLE ${word} (id bigint PRIMARY KEY, name varchar(20), owner_id bigint) COMMENT='the table';
CREATE INDEX ${word}_name ON ${word} (name);
ALTER TABLE ${word} ADD CONSTRAINT ${word}_owner UNIQUE (owner_id);
CREATE TABLE ${word}_log (id int PRIMARY KEY, ref bigint, FOREIGN KEY (ref) REFERENCES ${word} (id));`,
        'mysql',
      );
      const entity = entityOf(model, word);
      expect([word, entity.fields.length, entity.label, entity.indexes?.length]).toEqual([
        word,
        3,
        'the table',
        1,
      ]);
      expect([word, entityOf(model, `${word}_log`).relations?.length, skipped]).toEqual([word, 1, []]);
    }
  });

  it('lists a table PostgreSQL built that the import could not read, never leaves it out silently', async () => {
    const sql = `CREATE TABLE kept (id int PRIMARY KEY);
CREATE TABLE lost (id int PRIMARY KEY, note text);
CREATE TABLE tag (id int PRIMARY KEY);
CREATE TABLE kept_tag (kept_id int REFERENCES kept (id), tag_id int REFERENCES tag (id), PRIMARY KEY (kept_id, tag_id));
CREATE TABLE m (id int, at date, PRIMARY KEY (id, at)) PARTITION BY RANGE (at);
CREATE TABLE m_2024 PARTITION OF m FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE empty ();`;
    const statements = sandboxStatements(sql);
    const outcome = await sandbox().run(statements);
    if (!outcome.ok) throw new Error(outcome.reason);
    // The import as it would be had it read nothing of `lost`.
    const result = importDdl(sql.replace(/^CREATE TABLE lost.*$/m, ''), 'postgresql');
    const before = result.skipped.length;
    listLostTables(result, outcome.catalog, statements);
    expect(result.skipped.slice(before)).toEqual([
      {
        statement: 'CREATE TABLE lost (id int PRIMARY KEY, note text)',
        line: 2,
        reason: expect.stringMatching(
          /^PostgreSQL 建立了表 lost（2 列），但导入未能读取它的定义，该表未导入/,
        ),
      },
    ]);
    // Every table read: nothing listed.
    const whole = importDdl(sql, 'postgresql');
    const all = whole.skipped.length;
    listLostTables(whole, outcome.catalog, statements);
    expect(whole.skipped.length).toBe(all);
  });
});

describe('string defaults cast to another string type than the column', () => {
  it('keeps the cast as written on both paths, and writes it back', async () => {
    const sql = `CREATE TABLE tag_alias (id int PRIMARY KEY,
  status character varying DEFAULT 'active'::text NOT NULL,
  kind text DEFAULT 'plain'::character varying,
  code character(3) DEFAULT 'abc'::text,
  short varchar(10) DEFAULT 'x'::character varying(5),
  word varchar(20) DEFAULT CAST('w' AS text),
  same varchar(20) DEFAULT 'y'::character varying,
  body text DEFAULT 'z'::text);`;
    for (const [path, { model }] of await bothPaths(sql)) {
      const sources = Object.fromEntries(
        entityOf(model, 'tag_alias').fields.map((f) => [f.column, f.defaultSource?.sql]),
      );
      expect([path, sources]).toEqual([
        path,
        {
          id: undefined,
          status: "'active'::text",
          kind: "'plain'::character varying",
          code: "'abc'::text",
          short: "'x'::character varying(5)",
          word: "CAST('w' AS text)",
          same: undefined,
          body: undefined,
        },
      ]);
      expect(problemsOf(model)).toEqual([]);
      const pg = exportDdl(model, 'postgresql');
      expect([path, pg]).toEqual([
        path,
        expect.stringContaining(`"status" VARCHAR NOT NULL DEFAULT ('active'::text)`),
      ]);
      expect([path, pg]).toEqual([path, expect.stringContaining(`"same" VARCHAR(20) DEFAULT 'y'`)]);
      // MySQL takes the value.
      expect([path, exportDdl(model, 'mysql')]).toEqual([
        path,
        expect.stringContaining("`status` TEXT NOT NULL DEFAULT ('active')"),
      ]);
    }
  });
});

describe('expression indexes over a schema-qualified function of the script', () => {
  it('keeps the index and the function it calls on both paths', async () => {
    const sql = `CREATE FUNCTION public.lower(text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$ SELECT array_agg(lower(v)) FROM unnest($1) v $$;
CREATE TABLE artist (id int PRIMARY KEY, name text, other_names text[]);
CREATE INDEX artist_lower_names ON public.artist USING gin (public.lower((ARRAY[name] || other_names)));`;
    for (const [path, { model, skipped }] of await bothPaths(sql)) {
      expect([path, entityOf(model, 'artist').indexes]).toEqual([
        path,
        [
          {
            name: 'artist_lower_names',
            fields: ['name'],
            unique: false,
            method: 'gin',
            expressions: ['public.lower((ARRAY[name] || other_names))'],
          },
        ],
      ]);
      expect([path, skipped]).toEqual([path, []]);
      expect([path, model.project.postgresqlRoutines?.map((r) => r.name)]).toEqual([path, ['lower']]);
    }
  });
});

describe('reasons for PostgreSQL objects that are no part of the model', () => {
  it('says what each statement is', () => {
    const statements: [string, RegExp][] = [
      ['CREATE EVENT TRIGGER audit ON ddl_command_end EXECUTE FUNCTION f()', /^事件触发器（EVENT TRIGGER）/],
      ['CREATE RULE r AS ON INSERT TO t DO NOTHING', /^规则（CREATE RULE）/],
      ['ALTER SCHEMA app OWNER TO postgres', /^建库语句或修改数据库、模式属性/],
      ['CREATE OPERATOR public.~<< (FUNCTION = f, LEFTARG = text, RIGHTARG = text)', /^自定义运算符/],
      ['CREATE FOREIGN TABLE ft (id int, name text) SERVER remote', /^外部表（FOREIGN TABLE）.*列未导入/],
      ['CREATE SERVER remote FOREIGN DATA WRAPPER postgres_fdw', /^外部服务器/],
      ['CREATE FOREIGN DATA WRAPPER w', /^外部服务器、外部数据包装器/],
      ['CREATE COLLATION app.c FROM pg_catalog."POSIX"', /^自定义的 COLLATION/],
      ['CREATE TEXT SEARCH CONFIGURATION app.fts (COPY = german)', /^全文检索/],
      ['ALTER FOREIGN TABLE ft OWNER TO postgres', /^该 ALTER 语句修改的对象不属于数据模型/],
    ];
    const { skipped } = importDdl(statements.map(([s]) => `${s};`).join('\n'), 'postgresql');
    expect(skipped.map((s) => s.reason)).toEqual(
      statements.map(([, reason]) => expect.stringMatching(reason)),
    );
    // A MySQL event is still a scheduled one.
    expect(
      importDdl('CREATE EVENT purge ON SCHEDULE EVERY 1 DAY DO DELETE FROM t;', 'mysql').skipped[0].reason,
    ).toBe('定时事件不属于数据模型，已忽略');
  });
});
