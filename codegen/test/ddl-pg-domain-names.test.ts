// PostgreSQL domains (and composite types) outside public, domains named with capitals or by a keyword, kept by both paths of a
// PostgreSQL import (the text import and the catalog PostgreSQL builds) and written back so PostgreSQL (the sandbox)
// runs the script; and a domain column whose default or NOT NULL was changed after the import, as an API PUT does.
import { importDdl } from '../src/ddl/import';
import { entityOf, exportDdl, fieldOf, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const { bothPaths, refusedByPostgresql } = postgresImports();

const SCRIPT = [
  'CREATE SCHEMA app;',
  'CREATE DOMAIN app.money AS numeric(12,2) CHECK (VALUE >= 0);',
  'CREATE DOMAIN "Email" AS text CHECK (VALUE ~ \'@\');',
  'CREATE DOMAIN "order" AS integer NOT NULL DEFAULT 3;',
  'CREATE DOMAIN "WorkEmail" AS "Email" DEFAULT \'desk@example.com\';',
  'SET search_path = app;',
  'CREATE DOMAIN qty AS integer CHECK (VALUE > 0);',
  'CREATE TYPE point2 AS (x int, y int);',
  'SET search_path = public;',
  'CREATE TABLE item (',
  '  id int PRIMARY KEY,',
  '  price app.money,',
  '  mail "Email",',
  '  "position" "order",',
  '  work "WorkEmail",',
  '  n app.qty,',
  '  spot app.point2,',
  '  path app.point2[]',
  ');',
].join('\n');

describe('a PostgreSQL domain of another schema, with capitals or a keyword for a name', () => {
  it('is kept as a domain, in its schema by its exact name, on both paths', async () => {
    for (const [path, { model }] of await bothPaths(SCRIPT)) {
      expect([path, model.project.postgresqlTypes]).toEqual([
        path,
        [
          {
            name: 'money',
            schema: 'app',
            definition: 'CREATE DOMAIN app.money AS numeric(12,2) CHECK (VALUE >= 0)',
          },
          { name: 'Email', definition: 'CREATE DOMAIN "Email" AS text CHECK (VALUE ~ \'@\')' },
          { name: 'order', definition: 'CREATE DOMAIN "order" AS integer NOT NULL DEFAULT 3' },
          {
            name: 'WorkEmail',
            definition: 'CREATE DOMAIN "WorkEmail" AS "Email" DEFAULT \'desk@example.com\'',
          },
          // Created along the search path: the definition names the schema, the export sets no search path.
          { name: 'qty', schema: 'app', definition: 'CREATE DOMAIN "app".qty AS integer CHECK (VALUE > 0)' },
          // A composite type of another schema, as well.
          { name: 'point2', schema: 'app', definition: 'CREATE TYPE app.point2 AS (x int, y int)' },
        ],
      ]);
      const item = (column: string) => ({ path, ...fieldOf(model, 'item', column) });
      expect(item('price')).toMatchObject({
        path,
        type: 'decimal',
        precision: 12,
        scale: 2,
        postgresqlDomain: { name: 'money', schema: 'app' },
      });
      expect(item('mail')).toMatchObject({ type: 'text', postgresqlDomain: { name: 'Email' } });
      expect(item('position')).toMatchObject({
        type: 'int',
        required: true,
        defaultValue: 3,
        postgresqlDomain: { name: 'order', notNull: true, default: true },
      });
      expect(item('work')).toMatchObject({
        defaultValue: 'desk@example.com',
        postgresqlDomain: { name: 'WorkEmail', default: true },
      });
      expect(item('n')).toMatchObject({ type: 'int', postgresqlDomain: { name: 'qty', schema: 'app' } });
      expect(item('spot')).toMatchObject({ type: 'text', sqlType: { postgresql: 'app.point2' } });
      expect(item('path')).toMatchObject({ type: 'json', sqlType: { postgresql: 'app.point2[]' } });
      expect(problemsOf(model)).toEqual([]);
    }
  });

  it('is written back quoted where its name needs it, after its schema, and PostgreSQL runs the script', async () => {
    const { model } = importDdl(SCRIPT, 'postgresql');
    const postgresql = exportDdl(model, 'postgresql');
    for (const line of [
      '"price" app.money,',
      '"mail" "Email",',
      '"position" "order",',
      '"work" "WorkEmail",',
      '"n" app.qty,',
      '"spot" app.point2,',
      '"path" app.point2[]',
    ])
      expect(postgresql).toContain(line);
    expect(postgresql.indexOf('CREATE SCHEMA IF NOT EXISTS "app";')).toBeLessThan(
      postgresql.indexOf('CREATE DOMAIN app.money'),
    );
    expect(await refusedByPostgresql(model)).toEqual([]);
    // MySQL and the code get the base types, MySQL the CHECKs it can run.
    const mysql = exportDdl(model, 'mysql');
    for (const line of [
      '`price` DECIMAL(12,2) NULL,',
      '`mail` TEXT NULL,',
      '`position` INT NOT NULL DEFAULT 3,',
      'ADD CHECK (price >= 0);',
      'ADD CHECK (n > 0);',
    ])
      expect(mysql).toContain(line);
  });
});

describe('a column whose domain gives its default and NOT NULL, edited after the import', () => {
  const DOMAINS = [
    'CREATE DOMAIN d AS integer DEFAULT 7;',
    'CREATE DOMAIN inner_d AS integer NOT NULL DEFAULT 5;',
    'CREATE DOMAIN outer_d AS inner_d CHECK (VALUE < 100);',
    "CREATE DOMAIN word AS text DEFAULT 'it''s';",
    "CREATE DOMAIN blank AS text DEFAULT '';",
    'CREATE TABLE t (id int PRIMARY KEY, a d, b d, c d, e outer_d, w word, x word, y blank);',
  ].join('\n');
  const line = (ddl: string, column: string) =>
    ddl.split('\n').find((l) => l.trimStart().startsWith(`"${column}" `));

  it("writes the default the field has now when it is not the domain's, NULL when it has none", async () => {
    const { model } = importDdl(DOMAINS, 'postgresql');
    const edited = structuredClone(model);
    // As a PUT sends it: the default changed, postgresqlDomain left as the import had it.
    fieldOf(edited, 't', 'a').defaultValue = 9;
    delete fieldOf(edited, 't', 'b').defaultValue;
    fieldOf(edited, 't', 'c').required = true;
    fieldOf(edited, 't', 'e').defaultValue = 6;
    fieldOf(edited, 't', 'w').defaultValue = 'new';
    expect(fieldOf(edited, 't', 'a').postgresqlDomain).toEqual({ name: 'd', default: true });
    expect(problemsOf(edited)).toEqual([]);
    const ddl = exportDdl(edited, 'postgresql');
    expect(line(ddl, 'a')).toBe('  "a" d DEFAULT 9,');
    expect(line(ddl, 'b')).toBe('  "b" d DEFAULT NULL,');
    expect(line(ddl, 'c')).toBe('  "c" d NOT NULL,');
    expect(line(ddl, 'e')).toBe('  "e" outer_d DEFAULT 6,');
    expect(line(ddl, 'w')).toBe('  "w" word DEFAULT \'new\',');
    // Unchanged, the domain still gives them: nothing repeated on the column.
    const same = exportDdl(model, 'postgresql');
    for (const column of ['a', 'b', 'c', 'e', 'w', 'x', 'y'])
      expect(line(same, column)).not.toMatch(/DEFAULT|NOT NULL/);
    // An empty string is the domain's default too, though the model counts it as none.
    for (const column of ['x', 'y']) expect(line(ddl, column)).not.toMatch(/DEFAULT|NOT NULL/);
    expect(await refusedByPostgresql(edited)).toEqual([]);
  });

  it('is no nullable field when its domain, or the one it stands on, has NOT NULL', () => {
    const { model } = importDdl(DOMAINS, 'postgresql');
    const edited = structuredClone(model);
    edited.project.postgresqlTypes?.push({
      name: 'own_nn',
      definition: 'CREATE DOMAIN own_nn AS integer NOT NULL',
    });
    // As a PUT sends it: the field made nullable, postgresqlDomain left as the import had it.
    fieldOf(edited, 't', 'e').required = false;
    entityOf(edited, 't').fields.push({
      name: 'f',
      column: 'f',
      type: 'int',
      postgresqlDomain: { name: 'own_nn' },
    });
    const { fields } = entityOf(edited, 't');
    const index = fields.findIndex((f) => f.column === 'e');
    expect(problemsOf(edited)).toEqual([
      `entities[0].fields[${index}].required: 域 outer_d 带 NOT NULL，字段不能设为可空：请去掉该字段的域，或改用不带 NOT NULL 的域`,
      `entities[0].fields[${fields.length - 1}].required: 域 own_nn 带 NOT NULL，字段不能设为可空：请去掉该字段的域，或改用不带 NOT NULL 的域`,
    ]);
    // Required, or without the domain, it is valid; a domain without NOT NULL takes either.
    fieldOf(edited, 't', 'e').required = true;
    delete fieldOf(edited, 't', 'f').postgresqlDomain;
    fieldOf(edited, 't', 'a').required = true;
    expect(problemsOf(edited)).toEqual([]);
  });

  it("writes DEFAULT NULL when the field lost a default the import read from the domain's expression", async () => {
    const script = [
      'CREATE DOMAIN stamp AS timestamptz DEFAULT now();',
      'CREATE DOMAIN token AS uuid DEFAULT gen_random_uuid();',
      "CREATE DOMAIN digest AS text DEFAULT md5('a');",
      'CREATE TABLE t (id int PRIMARY KEY, b stamp, c token, d digest, e stamp);',
    ].join('\n');
    for (const [path, { model }] of await bothPaths(script)) {
      expect([path, fieldOf(model, 't', 'b').defaultValue, fieldOf(model, 't', 'c').defaultValue]).toEqual([
        path,
        'CURRENT_TIMESTAMP',
        'UUID',
      ]);
      const edited = structuredClone(model);
      delete fieldOf(edited, 't', 'b').defaultValue;
      delete fieldOf(edited, 't', 'c').defaultValue;
      const ddl = exportDdl(edited, 'postgresql');
      expect([path, line(ddl, 'b'), line(ddl, 'c')]).toEqual([
        path,
        '  "b" stamp DEFAULT NULL,',
        '  "c" token DEFAULT NULL,',
      ]);
      // The import leaves md5('a') unread (the field has none either way), and e keeps the domain's: both as written.
      expect([path, line(ddl, 'd'), line(ddl, 'e')]).toEqual([path, '  "d" digest,', '  "e" stamp,']);
      expect(line(exportDdl(model, 'postgresql'), 'b')).toBe('  "b" stamp,');
      expect(await refusedByPostgresql(edited)).toEqual([]);
    }
  });
});
