// MySQL ALTER TABLE with long blank runs: the readers of alter-mysql.ts tried each run again from each of its blanks
// (a failed ADD CONSTRAINT with 4,000 blanks took 19 s). Their time is measured by bench/import.mjs --hostile; here,
// that such statements still import to the same result.
import { importDdl } from '../src/ddl/import';
import { entityOf } from './support/ddl';

const W = ' '.repeat(100_000);
const TABLES = `CREATE TABLE u (id int PRIMARY KEY);
CREATE TABLE t (id int PRIMARY KEY, a int, b int);
`;

describe('MySQL ALTER TABLE with long blank runs', () => {
  it('skips a foreign key it cannot parse, naming its line, and keeps the table', () => {
    const { model, skipped } = importDdl(
      `${TABLES}ALTER TABLE t ADD${W}CONSTRAINT f FOREIGN KEY (a${W}) REFERENCES u (id)${W}NOT;`,
      'mysql',
    );
    expect(skipped).toEqual([
      {
        statement: 'ALTER TABLE t ADD CONSTRAINT f FOREIGN KEY (a ) REFERENCES u (id) NOT',
        line: 3,
        reason: '无法解析的 ALTER TABLE 语句，已忽略',
      },
    ]);
    expect(entityOf(model, 't').fields.map((f) => f.column)).toEqual(['id', 'a', 'b']);
    expect(entityOf(model, 't').relations ?? []).toEqual([]);
  });

  it('adds the foreign key and a column placed FIRST as with single blanks', () => {
    // Every blank but the one in FOREIGN KEY, which node-sql-parser reads as one word with a single space.
    const alter = `ALTER_TABLE_t_ADD_CONSTRAINT_f_FOREIGN KEY_(a)_REFERENCES_u_(id);
ALTER_TABLE_t_ADD_COLUMN_c_int_FIRST_;`;
    const spread = importDdl(`${TABLES}${alter.replaceAll('_', W)}`, 'mysql');
    expect(spread).toEqual(importDdl(`${TABLES}${alter.replaceAll('_', ' ')}`, 'mysql'));
    expect(spread.skipped).toEqual([]);
    expect(entityOf(spread.model, 't').fields.map((f) => f.column)).toEqual(['c', 'id', 'a', 'b']);
    expect(entityOf(spread.model, 't').relations?.map((r) => [r.name, r.kind])).toEqual([
      ['u', 'MANY_TO_ONE'],
    ]);
  });

  it('reads ADD followed by two blanks and CONSTRAINT as a constraint, as with one', () => {
    // The blanks after ADD were given back one at a time, so `ADD  CONSTRAINT … COLLATE …` passed for a column.
    const check = (add: string) =>
      importDdl(
        `${TABLES}ALTER TABLE t ${add}CONSTRAINT ck CHECK (CAST(b AS char) COLLATE utf8mb4_bin <> 'x');`,
        'mysql',
      );
    const two = check('ADD  ');
    expect(two).toEqual(check('ADD '));
    expect(entityOf(two.model, 't').fields.map((f) => f.column)).toEqual(['id', 'a', 'b']);
  });
});
