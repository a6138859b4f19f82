// PostgreSQL's DEFERRABLE, INITIALLY …, MATCH …, NOT VALID and the column list of ON DELETE SET NULL (…), which the
// parser does not read: taken out of the statement before it is parsed, and handed to the foreign key they follow
// when the key is collected.
import { summarize, type RawForeignKey, type RawSchema } from './raw';
import { stripComments, type SqlStatement } from './split';
import { lastName, mask } from './table-text';

/** What a foreign key keeps of how PostgreSQL checks it (see Relation) and of the columns its ON DELETE sets. */
export type ForeignKeyModes = Pick<RawForeignKey, 'deferrable' | 'match' | 'notValid' | 'onDeleteColumns'>;

/** PostgreSQL 15+ `ON DELETE SET NULL (a, b)` / `SET DEFAULT (a)`: the list, group 1, is cut out. */
const SET_COLUMNS = /\bON\s+DELETE\s+SET\s+(?:NULL|DEFAULT)(\s*\(([^()]*)\))/gi;

// `(?<!\s)`: a match starts only where a blank run does (as the leftmost match would), so a long run is read once
// instead of once from each of its blanks.
const MODE =
  /(?<!\s)\s+(?:NOT\s+)?DEFERRABLE\b|(?<!\s)\s+INITIALLY\s+(?:DEFERRED|IMMEDIATE)\b|(?<!\s)\s+MATCH\s+(?:FULL|SIMPLE|PARTIAL)\b|(?<!\s)\s+NOT\s+VALID\b/gi;

// The constraint a clause belongs to is the last one started before it: a key's REFERENCES, a CHECK, or another.
const ANCHOR =
  /\bREFERENCES\s+((?:"[^"]*"|[\w$]+)(?:\s*\.\s*(?:"[^"]*"|[\w$]+))*)|\bCHECK\s*\(|\b(?:UNIQUE|PRIMARY\s+KEY|EXCLUDE)\b/gi;

interface Anchor {
  at: number;
  kind: 'references' | 'check' | 'exclude' | 'other';
  /** The referenced table's own name (schema and quotes off), for a foreign key. */
  table?: string;
}

/**
 * The statement without the clauses, the foreign keys' modes queued on the schema in the order of their REFERENCES
 * (see takeForeignKeyModes). NOT VALID after a CHECK stays for readCheck. In CREATE TABLE, PostgreSQL ignores NOT
 * VALID (a new table has no rows to leave unchecked), so it is only removed there. The modes of a UNIQUE or PRIMARY
 * KEY constraint are removed and listed: the model keeps them for foreign keys only (and an EXCLUDE as written).
 */
export function readConstraintModes(
  statement: SqlStatement,
  schema: RawSchema,
  createTable: boolean,
): SqlStatement {
  const masked = mask(statement.text);
  const anchors: Anchor[] = [...masked.matchAll(ANCHOR)].map((match): Anchor => {
    if (match[1] !== undefined) {
      const end = match.index + match[0].length;
      const table = lastName(statement.text.slice(end - match[1].length, end)).toLowerCase();
      return { at: match.index, kind: 'references', table };
    }
    const kind = /^CHECK/i.test(match[0]) ? 'check' : /^EXCLUDE/i.test(match[0]) ? 'exclude' : 'other';
    return { at: match.index, kind };
  });
  const modes = anchors.map((): ForeignKeyModes => ({}));
  const cuts: { from: number; to: number }[] = [];
  const lost: string[] = [];
  for (const match of masked.matchAll(MODE)) {
    const clause = match[0].trim().replace(/\s+/g, ' ').toUpperCase();
    const owner = anchors.findLastIndex((anchor) => anchor.at < match.index);
    const anchor = anchors[owner];
    const notValid = clause === 'NOT VALID';
    if (notValid && anchor?.kind === 'check' && !createTable) continue;
    // An EXCLUDE constraint is kept as written (exclusions.ts), its DEFERRABLE with it.
    if (anchor?.kind === 'exclude') continue;
    cuts.push({ from: match.index, to: match.index + match[0].length });
    if (notValid && createTable) continue;
    if (anchor?.kind !== 'references') {
      lost.push(clause);
      continue;
    }
    const own = modes[owner];
    if (notValid) own.notValid = true;
    else if (clause === 'MATCH FULL') own.match = 'full';
    else if (clause === 'DEFERRABLE') own.deferrable ??= 'immediate';
    else if (clause === 'INITIALLY DEFERRED') own.deferrable = 'deferred';
    else if (clause === 'NOT DEFERRABLE') delete own.deferrable;
    // MATCH SIMPLE and INITIALLY IMMEDIATE are the defaults; MATCH PARTIAL is refused by PostgreSQL itself.
  }
  for (const match of masked.matchAll(SET_COLUMNS)) {
    const from = match.index + match[0].length - match[1].length;
    cuts.push({ from, to: match.index + match[0].length });
    const owner = anchors.findLastIndex((anchor) => anchor.at < match.index);
    if (anchors[owner]?.kind !== 'references') continue;
    // The list as written in the statement (the masked text blanks quoted names).
    const list = statement.text
      .slice(from, match.index + match[0].length)
      .trim()
      .slice(1, -1);
    modes[owner].onDeleteColumns = list
      .split(',')
      .map((name) => name.trim())
      .map((name) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name.toLowerCase()));
  }
  cuts.sort((a, b) => a.from - b.from);
  schema.foreignKeyModes = anchors.flatMap((anchor, i) =>
    anchor.kind === 'references' ? [{ table: anchor.table!, modes: modes[i] }] : [],
  );
  if (lost.length > 0)
    schema.approximations.push({
      statement: summarize(stripComments(statement.text)),
      line: statement.line,
      reason: `模型只为外键记录约束的 ${[...new Set(lost)].join('、')}：其他约束按立即检查的普通约束导入`,
    });
  if (cuts.length === 0) return statement;
  let text = statement.text;
  for (const cut of cuts.reverse()) text = `${text.slice(0, cut.from)}${text.slice(cut.to)}`;
  return { ...statement, text };
}

/**
 * The modes read for the next foreign key of the statement that references `table`; keys the import did not collect
 * (a definition it skipped) are passed over.
 */
export function takeForeignKeyModes(schema: RawSchema, table: string): ForeignKeyModes {
  const queue = schema.foreignKeyModes ?? [];
  const at = queue.findIndex((entry) => entry.table === table.toLowerCase());
  if (at < 0) return {};
  const [entry] = queue.splice(0, at + 1).slice(-1);
  return entry.modes;
}
