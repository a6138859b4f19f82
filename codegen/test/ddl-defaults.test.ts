// Defaults the model's keywords stand for only in part, or the parser cannot read: each is kept as the expression
// written (never a keyword its column's type refuses, which made the whole imported model invalid).
import { exportDdl, importDdl, validateModel } from '../src';
import type { Model } from '../src/model/types';

const defaults = (model: Model) =>
  Object.fromEntries(
    model.entities[0].fields.map((f) => [
      f.column,
      f.defaultExpression?.expression ?? f.defaultValue ?? null,
    ]),
  );

describe('PostgreSQL defaults', () => {
  const { model, skipped } = importDdl(
    `CREATE TABLE receipt (
  id int PRIMARY KEY,
  issued_by text NOT NULL DEFAULT CURRENT_USER,
  utc_day date DEFAULT (now() AT TIME ZONE 'utc')::date,
  today date DEFAULT ('now'::text)::date,
  today_too date DEFAULT now(),
  at_time time DEFAULT now(),
  midnight timestamp DEFAULT CURRENT_DATE,
  created timestamp DEFAULT now(),
  token uuid DEFAULT gen_random_uuid(),
  who name DEFAULT session_user
);
ALTER TABLE receipt ADD COLUMN reviewed_by text DEFAULT session_user NOT NULL;`,
    'postgresql',
  );

  it('keeps each as the keyword it is, else as the expression written, in a valid model', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(defaults(model)).toEqual({
      id: null,
      issued_by: 'CURRENT_USER',
      utc_day: "(now() AT TIME ZONE 'utc')::date",
      today: 'CURRENT_DATE',
      today_too: 'CURRENT_DATE',
      at_time: 'now()',
      midnight: 'CURRENT_DATE',
      created: 'CURRENT_TIMESTAMP',
      token: 'UUID',
      who: 'session_user',
      reviewed_by: 'session_user',
    });
    // Only the date column's `now()` and the timestamp's CURRENT_DATE are expressions among the keyword-like ones.
    expect(model.entities[0].fields.find((f) => f.column === 'midnight')?.defaultExpression).toEqual({
      expression: 'CURRENT_DATE',
      dialect: 'postgresql',
    });
    expect(skipped).toEqual([]);
  });

  it('keeps a column of a type the parser cannot read whose default it cannot read either', () => {
    // PostgreSQL's identifier type: a string of 63 bytes that keeps its type for PostgreSQL.
    expect(model.entities[0].fields.find((f) => f.column === 'who')).toMatchObject({
      type: 'string',
      length: 63,
      sqlType: { postgresql: 'NAME' },
    });
  });

  it('keeps NOT NULL of a definition whose default the parser cannot read', () => {
    expect(model.entities[0].fields.find((f) => f.column === 'issued_by')).toMatchObject({ required: true });
    expect(model.entities[0].fields.find((f) => f.column === 'reviewed_by')).toMatchObject({
      required: true,
    });
  });

  it('writes them back', () => {
    const ddl = exportDdl(model, 'postgresql');
    expect(ddl).toContain('"issued_by" TEXT NOT NULL DEFAULT (CURRENT_USER)');
    expect(ddl).toContain(`"utc_day" DATE DEFAULT ((now() AT TIME ZONE 'utc')::date)`);
    // PostgreSQL's own writing of the date column's now(), not the portable CURRENT_DATE (see ddl-default-source).
    expect(ddl).toContain('"today_too" DATE DEFAULT (now())');
    expect(ddl).toContain('"at_time" TIME DEFAULT (now())');
  });
});

describe('MySQL defaults', () => {
  it('keeps the current date on a DATE column, and other functions as expressions', () => {
    const { model, skipped } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, day date DEFAULT (CURRENT_DATE), at time DEFAULT (CURRENT_TIME), who varchar(40) DEFAULT (CURRENT_USER()), ms datetime(3) DEFAULT NOW(3));',
      'mysql',
    );
    expect(validateModel(model).ok).toBe(true);
    expect(defaults(model)).toEqual({
      id: null,
      day: 'CURRENT_DATE',
      at: 'CURRENT_TIME',
      who: 'CURRENT_USER()',
      ms: 'CURRENT_TIMESTAMP',
    });
    expect(skipped).toEqual([]);
  });
});
