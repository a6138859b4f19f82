// A PostgreSQL default written back as PostgreSQL printed it (`0.0`, `uuid_generate_v4()`, `NULL::character
// varying`), while the field's default is the one imported; the model's portable reading serves everything else.
import { importDdl } from '../src';
import type { Field, Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

jest.setTimeout(60_000);

const SCRIPT = `CREATE EXTENSION IF NOT EXISTS "uuid-ossp";
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;
CREATE TABLE course (
  id uuid NOT NULL DEFAULT public.gen_random_uuid() PRIMARY KEY,
  enrollment uuid NOT NULL DEFAULT uuid_generate_v4(),
  salt character varying(40) DEFAULT NULL::character varying,
  usage double precision DEFAULT 0.0,
  rating numeric(2,1) DEFAULT 0.0,
  code character varying(1000) DEFAULT (5)::character varying,
  created date NOT NULL DEFAULT ('now'::text)::date,
  balance numeric DEFAULT '0'::numeric,
  title varchar(20) DEFAULT 'x'::character varying,
  tries integer DEFAULT -1,
  token uuid DEFAULT gen_random_uuid()
);`;

/** The line of `column` in the script. */
const line = (script: string, column: string) =>
  script
    .split('\n')
    .find((l) => l.trimStart().startsWith(`"${column}" `) || l.trimStart().startsWith(`\`${column}\` `)) ??
  '';

const fieldOf = (model: Model, column: string): Field =>
  entityOf(model, 'course').fields.find((f) => f.column === column)!;

describe('PostgreSQL defaults as PostgreSQL wrote them', () => {
  const { model } = importDdl(SCRIPT, 'postgresql');

  it('keeps the writing beside the portable reading, in a valid model', () => {
    expect(problemsOf(model)).toEqual([]);
    expect(fieldOf(model, 'usage')).toMatchObject({
      defaultValue: 0,
      defaultSource: { dialect: 'postgresql', sql: '0.0', type: 'decimal', value: 0 },
    });
    expect(fieldOf(model, 'salt').defaultValue).toBeUndefined();
    expect(fieldOf(model, 'salt').defaultSource).toEqual({
      dialect: 'postgresql',
      sql: 'NULL::character varying',
      type: 'string',
    });
    // Writings the portable default gives back as they are keep nothing more.
    for (const column of ['title', 'tries', 'token'])
      expect(fieldOf(model, column).defaultSource).toBeUndefined();
  });

  it('writes each back as written in the PostgreSQL DDL', () => {
    const pg = exportDdl(model, 'postgresql');
    expect(line(pg, 'id')).toContain('DEFAULT (public.gen_random_uuid())');
    expect(line(pg, 'enrollment')).toContain('DEFAULT (uuid_generate_v4())');
    expect(line(pg, 'salt')).toContain('DEFAULT (NULL::character varying)');
    expect(line(pg, 'usage')).toContain('DEFAULT (0.0)');
    expect(line(pg, 'rating')).toContain('DEFAULT (0.0)');
    expect(line(pg, 'code')).toContain('DEFAULT ((5)::character varying)');
    expect(line(pg, 'created')).toContain(`DEFAULT (('now'::text)::date)`);
    expect(line(pg, 'balance')).toContain(`DEFAULT ('0'::numeric)`);
    expect(line(pg, 'title')).toContain(`DEFAULT 'x'`);
  });

  it('leaves the MySQL DDL to the portable reading', () => {
    const mysql = exportDdl(model, 'mysql');
    expect(line(mysql, 'id')).toContain('DEFAULT (UUID())');
    expect(line(mysql, 'usage')).toContain('DEFAULT 0,');
    expect(line(mysql, 'code')).toContain(`DEFAULT '5'`);
    expect(line(mysql, 'created')).toContain('DEFAULT (CURRENT_DATE)');
    expect(line(mysql, 'salt')).not.toContain('DEFAULT');
  });

  it('writes an edited default, or one of an edited type, the portable way', () => {
    const edited = structuredClone(model);
    fieldOf(edited, 'usage').defaultValue = 1;
    fieldOf(edited, 'salt').defaultValue = 'none';
    delete fieldOf(edited, 'rating').defaultValue;
    fieldOf(edited, 'code').type = 'text';
    const pg = exportDdl(edited, 'postgresql');
    expect(line(pg, 'usage')).toContain('DEFAULT 1,');
    expect(line(pg, 'salt')).toContain(`DEFAULT 'none'`);
    expect(line(pg, 'rating')).not.toContain('DEFAULT');
    expect(line(pg, 'code')).toContain(`DEFAULT '5'`);
    // The others stay as written.
    expect(line(pg, 'created')).toContain(`DEFAULT (('now'::text)::date)`);
  });

  it('keeps no extension function the project does not create', () => {
    const { model: bare } = importDdl(
      `CREATE TABLE course (id uuid DEFAULT uuid_generate_v4() PRIMARY KEY, b uuid DEFAULT public.gen_random_uuid());`,
      'postgresql',
    );
    expect(entityOf(bare, 'course').fields.map((f) => f.defaultSource)).toEqual([undefined, undefined]);
    expect(exportDdl(bare, 'postgresql')).toContain('"id" UUID NOT NULL DEFAULT gen_random_uuid()');
  });

  it('refuses a kept text that is not one expression', () => {
    for (const sql of [
      '0); DROP TABLE course; --',
      '0), evil integer DEFAULT (1',
      '0 -- the rest of the line',
      '0 /* a comment */',
      "$$'$$), evil integer DEFAULT ($$'$$",
      "'unclosed",
      '(0',
    ]) {
      const bad = structuredClone(model);
      fieldOf(bad, 'usage').defaultSource = { dialect: 'postgresql', sql, type: 'decimal', value: 0 };
      expect(problemsOf(bad)).toEqual([
        expect.stringMatching(/^entities\[0\]\.fields\[3\]\.defaultSource: 原样默认值应为/),
      ]);
    }
    const mysql = structuredClone(model) as unknown as {
      entities: { fields: Record<string, unknown>[] }[];
    };
    mysql.entities[0].fields[3].defaultSource = { dialect: 'mysql', sql: '0.0', type: 'decimal', value: 0 };
    expect(problemsOf(mysql as unknown as Model)).toHaveLength(1);
    // A quote or parenthesis inside a string is part of it.
    const fine = structuredClone(model);
    fieldOf(fine, 'usage').defaultSource = {
      dialect: 'postgresql',
      sql: "'a)''; --'::text",
      type: 'decimal',
    };
    expect(problemsOf(fine)).toEqual([]);
  });

  it('takes PostgreSQL’s own printing through the catalog import', async () => {
    const sandbox = new PostgresSandbox();
    try {
      const { model: read } = await importPostgresqlDdl(
        `${SCRIPT}\nCREATE TABLE note (id int PRIMARY KEY, author varchar(10) DEFAULT NULL, body text DEFAULT 'a');`,
        sandbox,
      );
      expect(problemsOf(read)).toEqual([]);
      // The script says NULL; PostgreSQL keeps (and prints) a NULL of the column's type.
      expect(entityOf(read, 'note').fields[1].defaultSource?.sql).toBe('NULL::character varying');
      expect(entityOf(read, 'note').fields[2].defaultSource).toBeUndefined();
      expect(fieldOf(read, 'enrollment').defaultSource?.sql).toBe('uuid_generate_v4()');
      // A key's action written before the column's DEFAULT (listmonk): `SET DEFAULT` is the action, `DEFAULT 1` the
      // default, on both paths.
      const keyFirst = `CREATE TABLE tpl (id int PRIMARY KEY);
CREATE TABLE campaign (id int PRIMARY KEY, tpl_id int REFERENCES tpl (id) ON DELETE SET DEFAULT DEFAULT 1);`;
      for (const { model: imported } of [
        importDdl(keyFirst, 'postgresql'),
        await importPostgresqlDdl(keyFirst, sandbox),
      ]) {
        const field = entityOf(imported, 'campaign').fields[1];
        expect([field.defaultValue, field.defaultSource]).toEqual([1, undefined]);
        expect(exportDdl(imported, 'postgresql')).toContain('"tpl_id" INTEGER DEFAULT 1');
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe('MySQL hex defaults on numeric columns', () => {
  it('reads them as the number MySQL stores', () => {
    const { model } = importDdl(
      'CREATE TABLE flags (id int PRIMARY KEY, a int DEFAULT 0x0f, b bit(8) DEFAULT 0x0f, c bit(1) DEFAULT 0x01, d varbinary(2) DEFAULT 0x0f);',
      'mysql',
    );
    expect(entityOf(model, 'flags').fields.map((f) => f.defaultValue)).toEqual([
      undefined,
      15,
      15,
      true,
      '0x0f',
    ]);
    expect(entityOf(model, 'flags').fields.every((f) => f.defaultSource === undefined)).toBe(true);
  });
});
