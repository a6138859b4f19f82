// A table named by a bare word the database accepts but node-sql-parser takes for a keyword (PostgreSQL's
// `session`, `json`, `global`; MySQL's `groups`, `schema`) makes the parser refuse every statement naming it, and the
// table would be lost whole. The import reads such a name quoted where the parser meets a table name: quoting a
// bare name changes nothing for the database (PostgreSQL folds it to lower case first, MySQL keeps it as written).
import { sqlName } from '../../engine/string-literals';
import { parseSql } from './parse';
import type { Dialect } from './raw';
import { stripComments } from './split';
import { mask } from './table-text';

const PART = String.raw`(?:"[^"]*"|\x60[^\x60]*\x60|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)`;
const NAME = String.raw`${PART}(?:\s*\.\s*${PART})*`;

/** Where the statements the parser reads name a table: CREATE TABLE, ALTER TABLE, CREATE INDEX … ON, REFERENCES. */
const TABLE_NAME = new RegExp(
  [
    String.raw`^(\s*CREATE\s+(?:(?:GLOBAL|LOCAL)\s+)?(?:(?:TEMPORARY|TEMP|UNLOGGED)\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?)(${NAME})`,
    String.raw`^(\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?)(${NAME})`,
    String.raw`^(\s*CREATE\s+(?:UNIQUE\s+|FULLTEXT\s+|SPATIAL\s+)?INDEX\b[^(;]*?\sON\s+(?:ONLY\s+)?)(${NAME})`,
    String.raw`(\bREFERENCES\s+)(${NAME})`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'gi',
);

const refusedWords = { postgresql: new Map<string, boolean>(), mysql: new Map<string, boolean>() };
const MAX_KNOWN_WORDS = 10_000;

/** A bare word quoted as the database already read it (PostgreSQL folds it to lower case first). */
const quote = (word: string, dialect: Dialect): string =>
  sqlName(dialect === 'postgresql' ? word.toLowerCase() : word, dialect);

/** Whether the parser refuses `word` as a bare table name where it reads it quoted. */
function refused(word: string, dialect: Dialect): boolean {
  const known = refusedWords[dialect].get(word.toLowerCase());
  if (known !== undefined) return known;
  const uses = [
    (name: string) => `CREATE TABLE ${name} (a INT)`,
    (name: string) => `CREATE INDEX i ON ${name} (a)`,
    (name: string) => `CREATE TABLE t (a INT REFERENCES ${name} (a))`,
  ];
  const answer = uses.some(
    (use) => !parseSql(use(word), dialect).ok && parseSql(use(quote(word, dialect)), dialect).ok,
  );
  // The map lives as long as the process (the API imports script after script): bounded, it cannot grow without end.
  if (refusedWords[dialect].size >= MAX_KNOWN_WORDS) refusedWords[dialect].clear();
  refusedWords[dialect].set(word.toLowerCase(), answer);
  return answer;
}

/** `text` with each bare part of a table name the parser refuses (see refused) quoted; comments and strings untouched. */
export function quoteKeywordTableNames(text: string, dialect: Dialect): string {
  // Runs on every statement: one that names no table where TABLE_NAME looks (an INSERT, a SET) is not masked.
  if (!/\b(?:TABLE|INDEX|REFERENCES)\b/i.test(text)) return text;
  // Strings, quoted names and comments blanked, same length: the names are found there and replaced in `text`.
  const searched = mask(stripComments(text));
  const edits: { at: number; end: number; name: string }[] = [];
  for (const match of searched.matchAll(TABLE_NAME)) {
    const groups = match.slice(1);
    const lead = groups.findIndex((g, i) => i % 2 === 0 && g !== undefined);
    const at = (match.index ?? 0) + groups[lead].length;
    const written = text.slice(at, at + groups[lead + 1].length);
    const name = written.replace(new RegExp(PART, 'g'), (part) =>
      /^["`]/.test(part) || !refused(part, dialect) ? part : quote(part, dialect),
    );
    if (name !== written) edits.push({ at, end: at + written.length, name });
  }
  let out = text;
  for (const edit of edits.reverse()) out = `${out.slice(0, edit.at)}${edit.name}${out.slice(edit.end)}`;
  return out;
}
