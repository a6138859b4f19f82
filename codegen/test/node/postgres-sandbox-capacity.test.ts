// A large schema runs whole in the sandbox's one transaction, which holds a lock on every table, index and sequence
// the script creates (or drops) until it ends. PostgreSQL's default lock table (64 per connection, ~7 000 in all)
// ran out at ~1 600 tables with their indexes: every later statement failed with "out of shared memory". A DO block
// that creates and drops 8 000 tables takes as many locks in one statement, in a few seconds.
import { importPostgresqlDdl } from '../../src/node/import-postgresql';
import { PostgresSandbox } from '../../src/node/postgres-sandbox';

jest.setTimeout(120_000);

const script = `
DO $$
BEGIN
  FOR i IN 1..8000 LOOP
    EXECUTE format('CREATE TABLE scratch_%s (id int)', i);
    EXECUTE format('DROP TABLE scratch_%s', i);
  END LOOP;
  CREATE TABLE made_in_do (id bigint PRIMARY KEY, note varchar(200) NOT NULL);
END
$$;
CREATE TABLE after_do (id bigint PRIMARY KEY, made_id bigint REFERENCES made_in_do (id));
`;

describe('a script that takes many locks in the PostgreSQL sandbox', () => {
  const sandbox = new PostgresSandbox();
  afterAll(() => sandbox.close());

  it('runs whole in one transaction: what it builds after 8 000 tables is read back', async () => {
    const result = await importPostgresqlDdl(script, sandbox);
    const made = result.model.entities.find((e) => e.tableName === 'made_in_do');
    expect(made?.fields.map((f) => [f.column, f.type, f.required ?? false])).toEqual([
      ['id', 'long', true],
      ['note', 'string', true],
    ]);
    expect(result.model.entities.map((e) => e.tableName).sort()).toEqual(['after_do', 'made_in_do']);
  });
});
