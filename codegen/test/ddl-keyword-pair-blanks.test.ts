// MySQL and PostgreSQL take any blanks between the words of `NOT NULL`, `FOREIGN KEY`, `CHARACTER SET`…; the SQL
// parser the text import uses spells them with one space. Aligned or hand-wrapped scripts must import the same.
import { importDdl } from '../src';
import { entityOf } from './support/ddl';

const SPACED = `CREATE TABLE u (id INT PRIMARY KEY);
CREATE TABLE x (id INT PRIMARY  KEY, a INT NOT  NULL, b INT, c VARCHAR(10) CHARACTER  SET latin1,
  d VARCHAR(20) NOT
  NULL DEFAULT 'NOT  NULL', e VARCHAR(9) DEFAULT "IS  NOT",
  CONSTRAINT f FOREIGN  KEY (b) REFERENCES u (id) ON DELETE SET  NULL ON  UPDATE NO   ACTION, UNIQUE  KEY uk (a));
ALTER TABLE x ADD CONSTRAINT g FOREIGN
  KEY (a) REFERENCES u (id);
ALTER TABLE x MODIFY b BIGINT NOT  NULL;`;

/** The same script with every blank run outside the strings written as one space. */
const SINGLE = SPACED.replace(/'[^']*'|"[^"]*"|\s+/g, (token) => (/^['"]/.test(token) ? token : ' '));

describe('blanks inside a keyword pair', () => {
  it('import as a single space does, nothing skipped (MySQL)', () => {
    const spaced = importDdl(SPACED, 'mysql');
    expect(spaced.skipped).toEqual([]);
    const single = importDdl(SINGLE, 'mysql');
    expect(spaced.model).toEqual(single.model);
    const x = entityOf(spaced.model, 'x');
    expect(x.fields.find((f) => f.column === 'a')?.required).toBe(true);
    expect(x.fields.find((f) => f.column === 'b')).toMatchObject({ type: 'long', required: true });
    expect(x.fields.find((f) => f.column === 'c')?.collation).toEqual({
      dialect: 'mysql',
      charset: 'latin1',
    });
    expect(x.relations?.map((r) => [r.joinField, r.onDelete, r.onUpdate])).toEqual([
      ['b', 'SET NULL', 'NO ACTION'],
      ['a', undefined, undefined],
    ]);
  });

  it('leave strings as written', () => {
    const x = entityOf(importDdl(SPACED, 'mysql').model, 'x');
    expect(x.fields.find((f) => f.column === 'd')).toMatchObject({
      required: true,
      defaultValue: 'NOT  NULL',
    });
    expect(x.fields.find((f) => f.column === 'e')?.defaultValue).toBe('IS  NOT');
  });

  it('import as a single space does on the text-only PostgreSQL path', () => {
    const sql = `CREATE TABLE u (id INT PRIMARY  KEY);
CREATE TABLE x (id INT PRIMARY KEY, a INT NOT  NULL DEFAULT 0, note VARCHAR(9) DEFAULT 'NOT  NULL',
  b INT, CONSTRAINT f FOREIGN
  KEY (b) REFERENCES u (id) ON DELETE SET  NULL);`;
    const spaced = importDdl(sql, 'postgresql');
    expect(spaced.skipped).toEqual([]);
    const x = entityOf(spaced.model, 'x');
    expect(x.fields.find((f) => f.column === 'a')?.required).toBe(true);
    expect(x.fields.find((f) => f.column === 'note')?.defaultValue).toBe('NOT  NULL');
    expect(x.relations?.[0]).toMatchObject({ joinField: 'b', onDelete: 'SET NULL' });
  });
});
