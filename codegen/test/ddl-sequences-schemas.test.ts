// Sequences beyond one table's schema and the defaults the text import reads as PostgreSQL does: one sequence numbering
// tables of two schemas stays one, in its own schema and with its name's case; a partitioned table's serial owns its
// sequence again; `E'…'`, `CAST(x AS t)` and a bare `DEFAULT NULL` give the model the catalog import gives. Each
// export is loaded back into PostgreSQL and its catalog compared with the original's.
import { exportDdl, validateModel } from '../src';
import { sandboxStatements } from '../src/ddl/catalog/statements';
import type { CatalogSnapshot } from '../src/ddl/catalog/queries';
import type { Field, Model } from '../src/model/types';
import { postgresImports } from './support/postgres';
import { fieldOf } from './support/ddl';

const { sandbox, bothPaths } = postgresImports();

/** What PostgreSQL builds of a script (it must run whole). */
async function catalogOf(sql: string): Promise<CatalogSnapshot> {
  const outcome = await sandbox().run(sandboxStatements(sql));
  if (!outcome.ok) throw new Error(`the sandbox did not run the script: ${outcome.reason}`);
  expect(outcome.errors.filter((e) => e !== null)).toEqual([]);
  return outcome.catalog;
}

/** Each column's default, and which sequence owns it (serial), as `table.column: …`. */
function columnFacts(catalog: CatalogSnapshot): string[] {
  const tables = new Map(catalog.tables.map((t) => [String(t.oid), t.name]));
  return catalog.columns
    .map(
      (c) =>
        `${tables.get(String(c.tableOid))}.${c.plainName}: ${c.default ?? ''}${c.serial ? ' OWNED' : ''}`,
    )
    .sort();
}

describe('a sequence shared beyond one schema', () => {
  const SCRIPT = `CREATE SCHEMA a; CREATE SCHEMA b; CREATE SCHEMA s;
CREATE SEQUENCE public.ids START WITH 100;
CREATE TABLE a.x (id bigint DEFAULT nextval('public.ids') PRIMARY KEY);
CREATE TABLE b.y (id bigint DEFAULT nextval('public.ids') PRIMARY KEY);
CREATE SEQUENCE s.nums;
CREATE TABLE p (id int PRIMARY KEY, n bigint NOT NULL DEFAULT nextval('s.nums'));
CREATE TABLE q (id int PRIMARY KEY, n bigint NOT NULL DEFAULT nextval('s.nums'::regclass));
CREATE SEQUENCE "Tickets";
CREATE TABLE t (id bigint DEFAULT nextval('"Tickets"') PRIMARY KEY);
CREATE TABLE u (id bigint DEFAULT nextval('"Tickets"'::regclass) PRIMARY KEY);`;

  it('keeps one sequence, in its schema and with its case, through both import paths', async () => {
    for (const [path, { model }] of await bothPaths(SCRIPT)) {
      const shared = (table: string, column: string) => {
        const { autoIncrement, autoIncrementStart, sharedSequence, sharedSequenceSchema } = fieldOf(
          model,
          table,
          column,
        );
        return { autoIncrement, autoIncrementStart, sharedSequence, sharedSequenceSchema };
      };
      const ids = {
        autoIncrement: true,
        autoIncrementStart: 100,
        sharedSequence: 'ids',
        sharedSequenceSchema: 'public',
      };
      expect([path, shared('x', 'id'), shared('y', 'id')]).toEqual([path, ids, ids]);
      const nums = { autoIncrement: true, sharedSequence: 'nums', sharedSequenceSchema: 's' };
      expect([path, shared('p', 'n'), shared('q', 'n')]).toEqual([path, nums, nums]);
      const tickets = { autoIncrement: true, sharedSequence: 'Tickets' };
      expect([path, shared('t', 'id'), shared('u', 'id')]).toEqual([path, tickets, tickets]);
      expect(validateModel(model)).toMatchObject({ ok: true });
      const postgresql = exportDdl(model, 'postgresql');
      expect(postgresql.match(/CREATE SEQUENCE .*/g)).toEqual([
        'CREATE SEQUENCE "ids" START WITH 100;',
        'CREATE SEQUENCE "s"."nums";',
        'CREATE SEQUENCE "Tickets";',
      ]);
    }
  }, 60_000);

  it('gives PostgreSQL back the columns drawing from the same sequences', async () => {
    const [, [, { model }]] = await bothPaths(SCRIPT);
    const original = columnFacts(await catalogOf(SCRIPT));
    expect(original).toContain(`a.x.id: nextval('public.ids'::regclass)`);
    expect(columnFacts(await catalogOf(exportDdl(model, 'postgresql')))).toEqual(original);
  }, 60_000);
});

describe("a partitioned table's serial", () => {
  const SCRIPT = `CREATE TABLE m (id serial, at date, PRIMARY KEY (id, at)) PARTITION BY RANGE (at);
CREATE TABLE m_2024 PARTITION OF m FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');`;
  // pg_dump writes the same serial as a sequence the column owns.
  const DUMP = `CREATE TABLE public.m (id integer NOT NULL, at date NOT NULL) PARTITION BY RANGE (at);
CREATE SEQUENCE public.m_id_seq AS integer START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
ALTER SEQUENCE public.m_id_seq OWNED BY public.m.id;
CREATE TABLE public.m_2024 (id integer DEFAULT nextval('public.m_id_seq'::regclass) NOT NULL, at date NOT NULL);
ALTER TABLE ONLY public.m ATTACH PARTITION public.m_2024 FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
ALTER TABLE ONLY public.m ALTER COLUMN id SET DEFAULT nextval('public.m_id_seq'::regclass);
ALTER TABLE ONLY public.m ADD CONSTRAINT m_pkey PRIMARY KEY (id, at);`;

  it.each([
    ['a script', SCRIPT],
    ['a pg_dump', DUMP],
  ])(
    'owns its sequence again after the export of %s',
    async (_, sql) => {
      const original = columnFacts(await catalogOf(sql));
      expect(original).toContain(`public.m.id: nextval('public.m_id_seq'::regclass) OWNED`);
      for (const [path, { model }] of await bothPaths(sql)) {
        expect([path, fieldOf(model, 'm', 'id')]).toMatchObject([
          path,
          { autoIncrement: true, sharedSequence: 'm_id_seq', sharedSequenceOwner: true },
        ]);
        const postgresql = exportDdl(model, 'postgresql');
        expect(postgresql).toContain('ALTER SEQUENCE "m_id_seq" OWNED BY "m"."id";');
        expect(columnFacts(await catalogOf(postgresql))).toEqual(original);
      }
    },
    60_000,
  );
});

describe('defaults PostgreSQL reads as values, through the text import alone', () => {
  const SCRIPT = `CREATE TABLE d (
  id int PRIMARY KEY,
  escaped text DEFAULT E'a\\'b\\n',
  escaped_cast text DEFAULT E'tab\\there'::text,
  short varchar(20) DEFAULT E'x\\\\y',
  no_text text DEFAULT NULL,
  no_varchar varchar(5) DEFAULT NULL,
  no_char char(2) DEFAULT NULL,
  no_numeric numeric(5,2) DEFAULT NULL,
  no_stamp timestamp(3) DEFAULT NULL,
  no_int integer DEFAULT NULL,
  zero numeric DEFAULT CAST(0 AS numeric),
  word varchar(10) DEFAULT CAST('x' AS varchar),
  five integer DEFAULT CAST('5' AS integer),
  tags text[] DEFAULT '{}'::text[]
);
CREATE TABLE later (id int PRIMARY KEY, quote text, nothing varchar(8), one numeric);
ALTER TABLE ONLY later ALTER COLUMN quote SET DEFAULT E'it\\'s';
ALTER TABLE ONLY later ALTER COLUMN nothing SET DEFAULT NULL;
ALTER TABLE ONLY later ALTER COLUMN one SET DEFAULT CAST(1 AS numeric);`;

  it('gives the model the catalog import gives', async () => {
    const [[, text], [, catalog]] = await bothPaths(SCRIPT);
    for (const entity of catalog.model.entities)
      for (const field of entity.fields)
        expect([entity.tableName, fieldOf(text.model, entity.tableName, field.column)]).toEqual([
          entity.tableName,
          field,
        ]);
    const d = (column: string) => fieldOf(text.model, 'd', column);
    expect(d('escaped').defaultValue).toBe("a'b\n");
    expect(d('escaped_cast').defaultValue).toBe('tab\there');
    expect(d('short').defaultValue).toBe('x\\y');
    expect(d('no_varchar').defaultSource).toEqual({
      dialect: 'postgresql',
      sql: 'NULL::character varying',
      type: 'string',
    });
    expect(d('no_char').defaultSource?.sql).toBe('NULL::bpchar');
    expect(d('no_text').defaultSource).toBeUndefined();
    expect(d('no_int').defaultSource).toBeUndefined();
    expect(d('zero')).toMatchObject({
      defaultValue: 0,
      defaultSource: { sql: 'CAST(0 AS numeric)', value: 0 },
    });
    expect(d('word')).toMatchObject({ defaultValue: 'x' });
    expect(d('word').defaultSource).toBeUndefined();
    expect(d('tags')).toMatchObject({ defaultValue: '{}' });
    expect(fieldOf(text.model, 'later', 'quote').defaultValue).toBe("it's");
    expect(fieldOf(text.model, 'later', 'nothing').defaultSource?.sql).toBe('NULL::character varying');
    // Nothing is left to the PostgreSQL export alone: MySQL gets these defaults too.
    expect(text.approximations.filter((a) => /DEFAULT/.test(a.statement))).toEqual([]);
    expect(exportDdl(text.model, 'mysql')).toContain("`escaped` TEXT NULL DEFAULT ('a''b\n')");
  }, 60_000);

  it('writes each back as PostgreSQL stores it', async () => {
    const { model } = (await bothPaths(SCRIPT))[0][1];
    const original = columnFacts(await catalogOf(SCRIPT));
    expect(columnFacts(await catalogOf(exportDdl(model, 'postgresql')))).toEqual(original);
  }, 60_000);
});

describe('validation of a shared sequence’s schema and owner', () => {
  const withField = (field: Partial<Field>): Model => ({
    project: { name: '票', basePackage: 'com.example.ticket', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Ticket',
        tableName: 'ticket',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true, ...field }],
      },
    ],
  });
  const problems = (field: Partial<Field>) => {
    const result = validateModel(withField(field));
    return result.ok ? [] : result.problems.map((p) => p.path);
  };

  it('takes them with a shared sequence, and refuses them without one or with a name the DDL cannot write', () => {
    expect(
      problems({ sharedSequence: 'ids', sharedSequenceSchema: 'Sales', sharedSequenceOwner: true }),
    ).toEqual([]);
    expect(problems({ sharedSequenceSchema: 'public', sharedSequenceOwner: true })).toEqual([
      'entities[0].fields[0].sharedSequenceSchema',
      'entities[0].fields[0].sharedSequenceOwner',
    ]);
    expect(problems({ sharedSequence: 'ids', sharedSequenceSchema: 'a"b' })).toEqual([
      'entities[0].fields[0].sharedSequenceSchema',
    ]);
    // Said in words, as its neighbours are, not by the raw property alone.
    const owner = validateModel(
      withField({ sharedSequence: 'ids', sharedSequenceOwner: 'yes' as unknown as true }),
    );
    expect(owner.ok ? [] : owner.problems.map((p) => p.message)).toEqual([
      '是否拥有共用序列（sharedSequenceOwner）只能是 true 或 false',
    ]);
  });
});

describe('a sequence one column draws from, named or placed otherwise than a serial’s', () => {
  const LONG = `${'a'.repeat(40)}`;
  const LONG_SEQUENCE = `${'a'.repeat(29)}_${'b'.repeat(29)}_seq`;
  const SCRIPT = `CREATE SCHEMA s;
CREATE SEQUENCE s.order_no START 1000;
CREATE TABLE t (id serial PRIMARY KEY, no bigint NOT NULL DEFAULT nextval('s.order_no'));
CREATE SEQUENCE ticket_no;
CREATE TABLE ticket (id int PRIMARY KEY, n bigint NOT NULL DEFAULT nextval('ticket_no'::regclass));
CREATE TABLE ${LONG} (id int PRIMARY KEY, ${'b'.repeat(40)} integer NOT NULL);
CREATE SEQUENCE public.${LONG_SEQUENCE} AS integer;
ALTER SEQUENCE public.${LONG_SEQUENCE} OWNED BY public.${LONG}.${'b'.repeat(40)};
ALTER TABLE ONLY public.${LONG} ALTER COLUMN ${'b'.repeat(40)} SET DEFAULT nextval('public.${LONG_SEQUENCE}'::regclass);
CREATE SCHEMA app; CREATE SCHEMA copy;
CREATE TABLE app.foo (id bigserial, f1 text);
CREATE TABLE copy.foo (LIKE app.foo INCLUDING ALL);`;

  it('keeps its name and schema through both import paths; a serial’s own stays an identity', async () => {
    const named = (facts: string[]) =>
      facts.filter((fact) => /^(public\.(t\.no|ticket\.n)|\w+\.foo\.id):/.test(fact));
    const original = columnFacts(await catalogOf(SCRIPT));
    expect(named(original)).toEqual([
      "app.foo.id: nextval('app.foo_id_seq'::regclass) OWNED",
      "copy.foo.id: nextval('app.foo_id_seq'::regclass)",
      "public.t.no: nextval('s.order_no'::regclass)",
      "public.ticket.n: nextval('public.ticket_no'::regclass)",
    ]);
    for (const [path, { model }] of await bothPaths(SCRIPT)) {
      expect([path, fieldOf(model, 't', 'no')]).toMatchObject([
        path,
        {
          autoIncrement: true,
          autoIncrementStart: 1000,
          sharedSequence: 'order_no',
          sharedSequenceSchema: 's',
        },
      ]);
      expect([path, fieldOf(model, 'ticket', 'n')]).toMatchObject([
        path,
        { autoIncrement: true, sharedSequence: 'ticket_no' },
      ]);
      // The serial's, and pg_dump's sequence with the name PostgreSQL cut to 63 bytes, are written as identities.
      expect([path, fieldOf(model, 't', 'id').sharedSequence]).toEqual([path, undefined]);
      expect([path, fieldOf(model, LONG, 'b'.repeat(40)).sharedSequence]).toEqual([path, undefined]);
      const postgresql = exportDdl(model, 'postgresql');
      // A serial LIKE copies to a table of the same name in another schema numbers both (it is no one-user sequence).
      expect(postgresql.match(/CREATE SEQUENCE .*/g)).toEqual([
        'CREATE SEQUENCE "s"."order_no" START WITH 1000;',
        'CREATE SEQUENCE "ticket_no";',
        'CREATE SEQUENCE "app"."foo_id_seq";',
      ]);
      expect(named(columnFacts(await catalogOf(postgresql)))).toEqual(named(original));
    }
  }, 60_000);
});
