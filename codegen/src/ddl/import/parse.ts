// The one node-sql-parser instance, behind a call that answers instead of throwing.
import { Parser } from 'node-sql-parser';

import type { Dialect } from './raw';

const parser = new Parser();

export type ParseResult = { ok: true; ast: unknown } | { ok: false; line: number; column: number };

/**
 * The keyword pairs node-sql-parser's grammars spell with exactly one space ("NOT NULL", "FOREIGN KEY"), where MySQL
 * and PostgreSQL take any blanks between the words (aligned scripts write `NOT  NULL`). Each pair as written upper case.
 */
const PAIRS = new Set(
  `
  NOT NULL, FOREIGN KEY, PRIMARY KEY, UNIQUE KEY, CHARACTER SET, CHARACTER VARYING, SET NULL,
  SET DEFAULT, NO ACTION, ON UPDATE, ON CONFLICT, IF EXISTS, IF NOT, NOT EXISTS, IS NOT, NOT IN,
  NOT BETWEEN, MATCH FULL, MATCH PARTIAL, MATCH SIMPLE, INITIALLY DEFERRED, INITIALLY IMMEDIATE,
  PARTITION BY, ORDER BY, GROUP BY, LEFT JOIN, RIGHT JOIN, INNER JOIN, FULL JOIN, CROSS JOIN,
  DISTINCT FROM, SIMILAR TO, NOT SIMILAR, INSTEAD OF, WITH PARSER`
    .split(',')
    .map((pair) => pair.trim()),
);
const FIRST = [...new Set([...PAIRS].map((pair) => pair.split(' ')[0]))].join('|');
const SECOND = [...new Set([...PAIRS].map((pair) => pair.split(' ')[1]))].join('|');
// Strings and quoted names are matched whole and left as written; the lookahead takes a blank run whole (no
// backtracking through a long run).
const QUOTED = {
  mysql: String.raw`'(?:[^'\\]|\\[\s\S]|'')*'|"(?:[^"\\]|\\[\s\S]|"")*"|\x60(?:[^\x60]|\x60\x60)*\x60`,
  postgresql: String.raw`'(?:[^']|'')*'|"(?:[^"]|"")*"`,
};
const PAIR_BLANKS = {
  mysql: new RegExp(String.raw`${QUOTED.mysql}|\b(${FIRST})(?=(\s+))\2(${SECOND})\b`, 'gi'),
  postgresql: new RegExp(String.raw`${QUOTED.postgresql}|\b(${FIRST})(?=(\s+))\2(${SECOND})\b`, 'gi'),
};

/**
 * `sql` with one space between the words of each keyword pair the parser spells so. The rest of the blank run follows
 * the pair, so the text keeps its lines (and, unless the run was all line breaks, its length): the parser's positions
 * still point into the statement.
 */
function withPairsSpaced(sql: string, dialect: Dialect): string {
  return sql.replace(PAIR_BLANKS[dialect], (match, first?: string, blanks?: string, second?: string) => {
    if (!first || !blanks || !second || blanks === ' ') return match;
    if (!PAIRS.has(`${first.toUpperCase()} ${second.toUpperCase()}`)) return match;
    const rest = /[^\n]/.test(blanks) ? blanks.replace(/[^\n]/, '') : blanks;
    return `${first} ${second}${rest}`;
  });
}

/** The first statement's AST, or where (1-based, inside `sql`) the parser gave up. */
export function parseSql(sql: string, dialect: Dialect): ParseResult {
  try {
    const ast = parser.astify(withPairsSpaced(sql, dialect), {
      database: dialect === 'mysql' ? 'mysql' : 'postgresql',
    });
    const first: unknown = Array.isArray(ast) ? ast[0] : ast;
    if (!first || typeof first !== 'object') return { ok: false, line: 1, column: 1 };
    return { ok: true, ast: first };
  } catch (error) {
    const location = (error as { location?: { start?: { line?: number; column?: number } } } | null)?.location
      ?.start;
    return { ok: false, line: location?.line ?? 1, column: location?.column ?? 1 };
  }
}
