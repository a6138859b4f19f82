// Splits a SQL script into statements, aware of quotes, comments and PostgreSQL dollar quoting.

export interface SqlStatement {
  /** Statement text without the trailing semicolon, comments kept. */
  text: string;
  /** 1-based line of the statement's first non-blank character in the whole script. */
  line: number;
}

/** A dollar quote's tag, `$$` or `$name$`: a name as PostgreSQL takes it (letters, digits after the first, _). */
export const DOLLAR_TAG = /^\$(?:[A-Za-z_]\w*)?\$/;

export interface SplitOptions {
  /**
   * The script is for the MySQL client: `DELIMITER xx` lines change what ends a statement, `$` starts no quote, and
   * a routine's `BEGIN … END` body is one statement even when no DELIMITER line says so.
   */
  mysql?: boolean;
}

/** The MySQL client's `DELIMITER xx` command, a line of its own: xx ends the statements after it. */
const DELIMITER_LINE = /^[ \t]*DELIMITER[ \t]+(\S+)[^\n]*/i;
/** The MySQL client's `source file` (or `\. file`), a line of its own, without its trailing `;`. */
const SOURCE_LINE = /^[ \t]*(?:SOURCE|\\\.)[ \t]+[^\n;]*/i;
/** psql's meta-commands that send the query buffer, as `;` does (`\g`, `\gx`, `\gset`, `\gexec`, `\crosstabview`…). */
const SENDS_BUFFER = /^\\(?:g|gx|gset|gexec|gdesc|crosstabview|watch)(?![A-Za-z])/;
/** A COPY whose data rows follow it in the script, up to a `\.` line: `COPY … FROM stdin`, psql's `\copy … from stdin`. */
const COPY_FROM_STDIN =
  /^\\?COPY\s+(?:BINARY\s+)?(?:"(?:[^"]|"")*"|[^\s("])+(?:\s*\([^)]*\))?\s+FROM\s+STDIN(?![\w$])/i;
/** The line that ends COPY data rows: `\.` alone (psql also takes it before a Windows line end). */
const END_OF_COPY_DATA = /(?<=^|\n)\\\.\r?(?=\n|$)/g;

export function splitStatements(sql: string, options: SplitOptions = {}): SqlStatement[] {
  const statements: SqlStatement[] = [];
  const lines = new LineCounter(sql);
  let start = 0;
  let i = 0;
  let delimiter = ';';
  // Ranges inside the statement being read that psql does not send with it: a meta-command line, COPY data rows.
  let cuts: [number, number][] = [];
  // Where the data rows of the COPY … FROM stdin just read start: the line after the command.
  let copyData: number | undefined;
  // From where on no `\.` line follows: a script of many COPY without data is searched once, not once per COPY.
  let noCopyEndFrom = Infinity;
  // Whether the statement being read has more than blanks and comments so far (kept as read: a psql script may have
  // a meta-command on every line).
  let hasText = false;
  const metaLines = new LineCounter(sql);
  const push = (end: number, next = end + 1) => {
    const raw = blankedOut(sql, start, end, cuts);
    const clean = stripComments(raw);
    if (clean.trim() !== '') {
      // Offsets agree because stripComments keeps the length: the statement starts at its first real token.
      const lead = clean.length - clean.trimStart().length;
      const text = raw.slice(lead).trim();
      statements.push({ text, line: lines.lineAt(start + lead) });
      if (!options.mysql && COPY_FROM_STDIN.test(stripComments(text))) copyData = skipLine(sql, end) + 1;
    }
    start = next;
    cuts = [];
    hasText = false;
  };
  while (i < sql.length) {
    if (copyData !== undefined && i >= copyData) {
      // Data, not SQL (rows may hold `;`, quotes, backslashes): psql reads it up to a `\.` line. Without one the
      // script is no dump (psql would take the rest as data): its lines are read as SQL, so none is lost unlisted.
      const end = copyData < noCopyEndFrom ? endOfCopyData(sql, copyData) : undefined;
      if (end === undefined) noCopyEndFrom = Math.min(noCopyEndFrom, copyData);
      else cuts.push([copyData, end]);
      copyData = undefined;
      i = Math.max(i, end ?? i);
      continue;
    }
    const ch = sql[i];
    // A column named `delimiter` is no command: the client reads one only where a statement starts.
    const lineStart = options.mysql && (i === 0 || sql[i - 1] === '\n');
    const command = lineStart ? DELIMITER_LINE.exec(sql.slice(i, i + 200)) : null;
    const source = lineStart && !command ? SOURCE_LINE.exec(sql.slice(i, i + 1000)) : null;
    if (command && stripComments(sql.slice(start, i)).trim() === '') {
      // A client command, not SQL: it is no statement itself.
      push(i, i + command[0].length);
      delimiter = command[1];
      i += command[0].length;
    } else if (source && stripComments(sql.slice(start, i)).trim() === '') {
      // The client's `source file` ends at the end of its line, with or without the delimiter.
      push(i + source[0].length);
      i += source[0].length + 1;
    } else if (options.mysql && delimiter !== ';' && sql.startsWith(delimiter, i)) {
      push(i, i + delimiter.length);
      i += delimiter.length;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(sql, i, ch);
      hasText = true;
    } else if (ch === '-' && sql[i + 1] === '-') {
      i = skipLine(sql, i);
    } else if (ch === '#') {
      i = skipLine(sql, i);
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (!options.mysql && ch === '$' && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
      hasText = true;
    } else if (!options.mysql && ch === '\\') {
      // A psql meta-command (`\connect db`, pg_dump's `\restrict key`): no SQL, it ends at the end of its line.
      const end = skipLine(sql, i);
      const command = sql.slice(i, end).trim();
      if (!hasText) {
        push(i, i);
        push(end, end);
      } else if (SENDS_BUFFER.test(command)) {
        push(i, end);
      } else {
        // In the middle of a statement psql runs it and goes on reading the statement, which goes without it.
        statements.push({ text: command, line: metaLines.lineAt(i) });
        cuts.push([i, end]);
        if (COPY_FROM_STDIN.test(command)) copyData = end + 1;
      }
      i = end;
    } else if (ch === ';' && !(options.mysql && (delimiter !== ';' || insideRoutine(sql.slice(start, i))))) {
      push(i);
      i += 1;
    } else {
      if (ch.trim() !== '') hasText = true;
      i += 1;
    }
  }
  push(sql.length);
  return statements;
}

/** `sql` from `start` to `end` with the `cuts` blanked out, its length and line breaks kept. */
function blankedOut(sql: string, start: number, end: number, cuts: [number, number][]): string {
  let text = '';
  let at = start;
  for (const [from, to] of cuts) {
    const stop = Math.min(to, end);
    if (stop <= at) continue;
    text += sql.slice(at, Math.max(from, at)) + sql.slice(Math.max(from, at), stop).replace(/[^\n]/g, ' ');
    at = stop;
  }
  return text + sql.slice(at, end);
}

/** Offset just past the `\.` line that ends the COPY data starting at `from`, undefined when none does. */
function endOfCopyData(sql: string, from: number): number | undefined {
  END_OF_COPY_DATA.lastIndex = from;
  const end = END_OF_COPY_DATA.exec(sql);
  return end ? end.index + end[0].length : undefined;
}

/** CREATE PROCEDURE, FUNCTION, TRIGGER or EVENT, as MySQL writes it (DEFINER, IF NOT EXISTS, AGGREGATE). */
export const ACCOUNT_PART = String.raw`(?:'[^']*'|\x60[^\x60]*\x60|"[^"]*"|[\w$.%-]+(?:\(\))?)`;
const ROUTINE_HEAD = new RegExp(
  String.raw`^\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:DEFINER\s*=\s*${ACCOUNT_PART}(?:\s*@\s*${ACCOUNT_PART})?\s+)?(?:AGGREGATE\s+)?(?:PROCEDURE|FUNCTION|TRIGGER|EVENT)\b`,
  'i',
);

/**
 * Whether `text`, a statement up to a `;`, is a routine whose `BEGIN … END` body is still open: the `;` is inside the
 * body. BEGIN and CASE open a block, END and END CASE close one (END IF / LOOP / WHILE / REPEAT close blocks not
 * counted).
 */
function insideRoutine(text: string): boolean {
  if (!/\bBEGIN\b/i.test(text)) return false;
  const clean = stripComments(text);
  if (!ROUTINE_HEAD.test(clean)) return false;
  const code = clean.replace(/'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|`[^`]*`/g, ' ');
  let depth = 0;
  for (const [word] of code.matchAll(
    /(?<![\w.$@])(?:END\s+(?:IF|LOOP|WHILE|REPEAT|CASE)|BEGIN|CASE|END)\b/gi,
  )) {
    if (/^(BEGIN|CASE)$/i.test(word)) depth += 1;
    else if (/^END(\s+CASE)?$/i.test(word)) depth -= 1;
  }
  return depth > 0;
}

/**
 * The statement's code as written, comments inside it kept: the span of `clean` (`written` with its comments blanked,
 * see stripComments) from its first token to its last, a final `;` off. A comment before or after the code stays out,
 * so nothing written after the span (`;`, a delimiter) falls into a `--` comment.
 */
export function writtenSpan(clean: string, written: string): string {
  let end = clean.trimEnd().length;
  if (clean[end - 1] === ';') end -= 1;
  const start = clean.length - clean.trimStart().length;
  return (written.length === clean.length ? written : clean).slice(start, end);
}

/** Blanks out `--`, `#` and block comments outside quotes, keeping length and line breaks. */
export function stripComments(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = skipQuoted(sql, i, ch);
      out += sql.slice(i, end);
      i = end;
    } else if (ch === '$' && !/[\w$]/.test(sql[i - 1] ?? '') && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      // A dollar-quoted string (`$$ … -- … $$`, a function body, a comment's text) is kept whole.
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end < 0 ? sql.length : end + tag.length;
      out += sql.slice(i, stop);
      i = stop;
    } else if ((ch === '-' && sql[i + 1] === '-') || ch === '#') {
      const stop = skipLine(sql, i);
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end < 0 ? sql.length : end + 2;
      out += sql.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function skipQuoted(sql: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < sql.length) {
    if (sql[i] === '\\' && quote === "'") {
      i += 2;
    } else if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return sql.length;
}

/** Offset of the line end (`\n`) at or after `from`, or the text's end: where a `--` or `#` comment stops. */
export function skipLine(sql: string, from: number): number {
  const end = sql.indexOf('\n', from);
  return end < 0 ? sql.length : end;
}

/** Line numbers of increasing offsets in one pass over the text, so a large script stays linear. */
class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  lineAt(offset: number): number {
    for (; this.offset < offset; this.offset += 1) if (this.text[this.offset] === '\n') this.line += 1;
    return this.line;
  }
}

/** 1-based line of `offset` inside `text`, counting from `firstLine`. */
export function lineOf(text: string, offset: number, firstLine = 1): number {
  let line = firstLine;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}

/** Offset just past the `)` closing the `(` at `open`, or -1 when it is never closed. */
export function closingParen(sql: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(sql, i, ch);
      continue;
    }
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return -1;
}
