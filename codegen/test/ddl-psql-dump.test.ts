// What psql reads that is no SQL, as plain pg_dump output has it: the data rows of `COPY … FROM stdin` up to their
// `\.` line, and meta-commands (`\connect`, pg_dump 17.6's `\restrict key`), each ending at its line's end. Neither
// may swallow the statement after it, in the text import or in the sandbox the catalog import runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { importDdl, type DdlImportResult } from '../src/ddl/import';
import { splitStatements } from '../src/ddl/import/split';
import type { Model } from '../src/model/types';
import { postgresImports } from './support/postgres';
import { entityOf, problemsOf } from './support/ddl';
import { random } from './support/random';

jest.setTimeout(120_000);

const { bothPaths } = postgresImports();

const keyOf = (model: Model, table: string): string[] =>
  entityOf(model, table)
    .fields.filter((f) => f.primaryKey)
    .map((f) => f.sqlColumn ?? f.column);

const skippedAt = (result: DdlImportResult) => result.skipped.map((s) => [s.line, s.statement, s.reason]);

describe('COPY … FROM stdin data', () => {
  // Rows with what SQL would read as a statement's end, a quote, a dollar quote, a backslash, tabs and NULLs.
  const DUMP = [
    'CREATE TABLE shelf (ref int NOT NULL, label text);',
    'COPY shelf (ref, label) FROM stdin;',
    '1\tA',
    '2\tB;C',
    "3\tit's $$ -- not a comment",
    '4\tC:\\\\dir\\tx',
    '5\t\\N',
    '\\.',
    'ALTER TABLE ONLY shelf ADD CONSTRAINT shelf_pkey PRIMARY KEY (ref);',
    'SET lock_timeout = 0;',
  ].join('\n');

  it('are skipped as one data statement and the statement after them is read, on both paths', async () => {
    for (const [path, result] of await bothPaths(DUMP)) {
      expect([path, problemsOf(result.model)]).toEqual([path, []]);
      expect([path, keyOf(result.model, 'shelf')]).toEqual([path, ['ref']]);
      expect([path, skippedAt(result)]).toEqual([
        path,
        [
          [2, 'COPY shelf (ref, label) FROM stdin', expect.stringMatching(/^数据操作语句不包含表结构/)],
          [10, 'SET lock_timeout = 0', expect.any(String)],
        ],
      ]);
    }
  });

  // A COPY with no `\.` line after it is not from a dump (psql would take the rest as data): the rest is read as SQL.
  it("end at a `\\.` line with a Windows line end, psql's \\copy has them too, a COPY TO has none", async () => {
    const sql = [
      'CREATE TABLE bin (id int NOT NULL);\r',
      'COPY public.bin (id) FROM stdin WITH (FORMAT csv);\r',
      '"1;"\r',
      '\\.\r',
      'ALTER TABLE bin ADD CONSTRAINT bin_pkey PRIMARY KEY (id);\r',
      '\\copy bin from stdin',
      '2;',
      '\\.',
      'CREATE TABLE crate (id int PRIMARY KEY);',
      'COPY bin TO stdout;',
      'CREATE TABLE box (id int PRIMARY KEY);',
      'COPY box FROM stdin;',
      'CREATE TABLE late (id int PRIMARY KEY);',
    ].join('\n');
    for (const [path, result] of await bothPaths(sql)) {
      expect([path, keyOf(result.model, 'bin')]).toEqual([path, ['id']]);
      expect([path, result.model.entities.map((e) => e.tableName).sort()]).toEqual([
        path,
        ['bin', 'box', 'crate', 'late'],
      ]);
      expect([path, skippedAt(result).map(([line, statement]) => [line, statement])]).toEqual([
        path,
        [
          [2, 'COPY public.bin (id) FROM stdin WITH (FORMAT csv)'],
          [6, '\\copy bin from stdin'],
          [10, 'COPY bin TO stdout'],
          [12, 'COPY box FROM stdin'],
        ],
      ]);
    }
  });
});

describe('psql meta-commands', () => {
  const DUMP = [
    '\\restrict XcTvZlKfwzFA58DrQgftAigeSJFtpOBaQynk1v7oiMV',
    '\\connect shop',
    '\\c shop',
    '\\set ON_ERROR_STOP on',
    'CREATE TABLE widget (id int PRIMARY KEY);',
    'CREATE TABLE part (id int, widget_id int REFERENCES widget);',
    '\\unrestrict XcTvZlKfwzFA58DrQgftAigeSJFtpOBaQynk1v7oiMV',
  ].join('\n');

  it('end at their line end and are each listed with their line, on both paths', async () => {
    for (const [path, result] of await bothPaths(DUMP)) {
      expect([path, result.model.entities.map((e) => e.tableName)]).toEqual([path, ['widget', 'part']]);
      expect([path, skippedAt(result)]).toEqual([
        path,
        [1, 2, 3, 4, 7].map((line) => [
          line,
          DUMP.split('\n')[line - 1],
          expect.stringMatching(/^psql 客户端命令.*已忽略$/),
        ]),
      ]);
    }
  });

  it('leave backslashes in strings, dollar quotes and comments alone', async () => {
    const sql = [
      '\\connect shop',
      "CREATE TABLE note (id int PRIMARY KEY, body text DEFAULT E'a\\\\b;\\'c', path text DEFAULT '\\connect x');",
      '-- \\connect elsewhere',
      '/* \\c',
      '   elsewhere */ CREATE FUNCTION shout(t text) RETURNS text LANGUAGE sql AS $$',
      "\\set x 1; SELECT t || '\\'",
      '$$;',
      "COMMENT ON TABLE note IS 'C:\\dir';",
    ].join('\n');
    for (const [path, result] of await bothPaths(sql)) {
      const note = entityOf(result.model, 'note');
      // The text import does not read the E'' default (it lists it): only the columns around it are checked.
      expect([path, note.label, note.fields.map((f) => f.column), note.fields[2]?.defaultValue]).toEqual([
        path,
        'C:\\dir',
        ['id', 'body', 'path'],
        '\\connect x',
      ]);
      expect([path, result.skipped.filter((s) => /psql/.test(s.reason)).map((s) => s.line)]).toEqual([
        path,
        [1],
      ]);
    }
  });

  it('send the statement before them as `;` does when they are \\g, and are cut out of one they stand in', () => {
    const sql = [
      'CREATE TABLE a (id int PRIMARY KEY)',
      '\\g',
      'CREATE TABLE b (',
      '\\echo half way',
      'id int);',
    ].join('\n');
    const result = importDdl(sql, 'postgresql');
    expect(result.model.entities.map((e) => [e.tableName, e.fields.map((f) => f.column)])).toEqual([
      ['a', ['id']],
      ['b', ['id']],
    ]);
    expect(skippedAt(result).map(([line, statement]) => [line, statement])).toEqual([[4, '\\echo half way']]);
  });
});

// What a data row may hold that SQL would read otherwise: statement ends, quotes, comments, escapes, a lookalike end.
const DATA = [
  ';',
  "'",
  '"',
  '$$',
  '$x$',
  '\\',
  '\\N',
  '\t',
  '--',
  '/*',
  'x',
  'CREATE TABLE z (id int);',
  ' \\.',
  '\\.x',
];

describe.each(['pagila-postgresql.sql', 'procrastinate-postgresql.sql', 'icingaweb2-postgresql.sql'])(
  'a public schema with data blocks and meta-commands put between its statements (%s)',
  (fixture) => {
    it('imports the same tables and lists the same statements, at their moved lines, and one item per insert', () => {
      const sql = readFileSync(path.join(__dirname, 'fixtures', 'ddl', fixture), 'utf8');
      const lines = sql.split('\n');
      const next = random(fixture.length);
      const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
      // Lines a statement starts on after a line ending one (blank lines and `--` comments between): a block put
      // before it is between statements.
      const ends = (line: number): boolean =>
        line >= 1 && (/^\s*(--.*)?$/.test(lines[line - 1]) ? ends(line - 1) : /;\s*$/.test(lines[line - 1]));
      const starts = splitStatements(sql)
        .map((s) => s.line)
        .filter((line) => ends(line - 1));
      const chosen = new Set(starts.filter(() => next() < 0.3));
      const out: string[] = [];
      const inserted: [number, string][] = [];
      const moved = new Map<number, number>();
      lines.forEach((text, index) => {
        if (chosen.has(index + 1)) {
          const block =
            next() < 0.5
              ? [pick(['\\restrict K3y', '\\connect "shop"', '\\c shop', '\\set ON_ERROR_STOP on', '\\.'])]
              : [
                  'COPY public.t (a, b) FROM stdin;',
                  ...Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
                    Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(DATA)).join(''),
                  ),
                  '\\.',
                ];
          inserted.push([out.length + 1, block[0].replace(/;$/, '')]);
          out.push(...block);
        }
        moved.set(index + 1, out.length + 1);
        out.push(text);
      });
      const before = importDdl(sql, 'postgresql');
      const after = importDdl(out.join('\n'), 'postgresql');
      const byLine = (items: [number, string][]) =>
        items.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
      expect(inserted.length).toBeGreaterThan(5);
      expect(after.model.entities.map((e) => e.tableName)).toEqual(
        before.model.entities.map((e) => e.tableName),
      );
      expect(byLine(after.skipped.map((s) => [s.line, s.statement]))).toEqual(
        byLine([
          ...before.skipped.map((s): [number, string] => [moved.get(s.line)!, s.statement]),
          ...inserted,
        ]),
      );
    });
  },
);

describe('MySQL client commands', () => {
  it('keep `\\.` as the source command and give an event with its DEFINER the event reason', () => {
    const sql = [
      'source base.sql',
      '\\. more.sql',
      'CREATE TABLE a (id int PRIMARY KEY);',
      'CREATE DEFINER=`admin`@`%` EVENT purge ON SCHEDULE EVERY 1 DAY DO DELETE FROM a;',
    ].join('\n');
    const result = importDdl(sql, 'mysql');
    expect(result.model.entities.map((e) => e.tableName)).toEqual(['a']);
    expect(skippedAt(result)).toEqual([
      [1, 'source base.sql', expect.stringMatching(/^mysql 客户端命令 source/)],
      [2, '\\. more.sql', expect.stringMatching(/^mysql 客户端命令 source/)],
      [4, expect.stringMatching(/^CREATE DEFINER=`admin`@`%` EVENT purge/), '定时事件不属于数据模型，已忽略'],
    ]);
  });
});
