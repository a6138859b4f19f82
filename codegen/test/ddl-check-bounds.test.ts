// A CHECK that bounds a number column becomes the field's validation: generated forms and backends refuse what the
// database refuses (Pagila's `year` domain, a positive quantity), and nothing else turns into a bound.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { importDdl } from '../src/ddl/import';
import { numericBounds } from '../src/ddl/import/checks';

describe('numeric bounds of CHECK constraints', () => {
  it.each([
    [
      '((release_year >= 1901) AND (release_year <= 2155))',
      [
        { column: 'release_year', min: 1901, strict: false },
        { column: 'release_year', max: 2155, strict: false },
      ],
    ],
    ['qty > 0', [{ column: 'qty', min: 0, strict: true }]],
    ['0 <= "rate"', [{ column: 'rate', min: 0, strict: false }]],
    [
      'n BETWEEN 1 AND 5 AND m < 10',
      [
        { column: 'n', min: 1, max: 5 },
        { column: 'm', max: 10, strict: true },
      ],
    ],
    ["status IN ('a', 'b') AND total >= 0", [{ column: 'total', min: 0, strict: false }]],
  ])('reads %s', (expression, bounds) => {
    expect(numericBounds(expression)).toEqual(bounds);
  });

  it.each(['a > 0 OR b > 0', 'char_length(name) > 2', "note <> 'x'", 'a > b'])(
    'sets no bound from %s',
    (expression) => {
      expect(numericBounds(expression)).toEqual([]);
    },
  );

  it('gives the imported fields the bounds, whole numbers inclusive, a strict decimal bound left to the CHECK', () => {
    const { model } = importDdl(
      `CREATE TABLE line (
  id int PRIMARY KEY,
  qty int NOT NULL CHECK (qty > 0),
  price numeric(8,2) CHECK (price > 0),
  discount numeric(4,2) CHECK (discount BETWEEN 0 AND 0.5),
  note text CHECK (char_length(note) < 200)
);`,
      'postgresql',
    );
    const field = (name: string) => model.entities[0].fields.find((f) => f.name === name)!;
    expect(field('qty').validation).toEqual({ min: 1 });
    expect(field('price').validation).toBeUndefined();
    expect(field('discount').validation).toEqual({ min: 0, max: 0.5 });
    expect(field('note').validation).toBeUndefined();
  });

  it("turns Pagila's year domain into the film's release year range", () => {
    const sql = readFileSync(path.join(__dirname, 'fixtures', 'ddl', 'pagila-postgresql.sql'), 'utf8');
    const film = importDdl(sql, 'postgresql').model.entities.find((e) => e.tableName === 'film')!;
    expect(film.fields.find((f) => f.column === 'release_year')?.validation).toEqual({
      min: 1901,
      max: 2155,
    });
  });
});
