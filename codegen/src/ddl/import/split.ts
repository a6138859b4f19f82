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
  let metaLines = new LineCounter(sql);
  // psql's reading of a SQL-standard routine body (`BEGIN ATOMIC … END`, PostgreSQL 14+): a `;` inside a block of a
  // CREATE FUNCTION or PROCEDURE ends nothing (see countBlocks). Whether the statement is one is read at its first `;`.
  let routine: boolean | undefined;
  let count: BlockCount = { from: 0, parens: 0, blocks: 0 };
  // The first `;` a block kept from ending the statement, and what was read before it: a block never closed (a broken
  // script) is read from there as psql 13 reads it, so it does not swallow the rest of the script.
  let held: { at: number; statements: number; cuts: number; copyData: number | undefined } | undefined;
  // What reading a script again from the blocks never closed costs: past twice its length no block is counted any more
  // (psql 13's reading from there), so a script of many such routines stays linear.
  let reread = 0;
  let unclosedBlock = false;
  const insideBlock = (at: number): boolean => {
    if (routine === undefined) {
      ROUTINE_START.lastIndex = start;
      routine = ROUTINE_START.test(sql);
      count = { from: start, parens: 0, blocks: 0 };
    }
    if (routine) count = countBlocks(sql, at, count);
    return count.blocks > 0;
  };
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
    routine = undefined;
    held = undefined;
  };
  for (;;) {
    if (i >= sql.length) {
      if (!held || !insideBlock(sql.length)) break;
      statements.length = held.statements;
      cuts.length = held.cuts;
      copyData = held.copyData;
      i = held.at;
      metaLines = new LineCounter(sql);
      // The broken statement ends at its first `;`; the statements after it are counted again (one rewind per routine).
      routine = false;
      count = { from: i, parens: 0, blocks: 0 };
      held = undefined;
      reread += sql.length - i;
      unclosedBlock = reread > 2 * sql.length;
    }
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
    } else if (ch === ';' && !options.mysql && !unclosedBlock && insideBlock(i)) {
      held ??= { at: i, statements: statements.length, cuts: cuts.length, copyData };
      i += 1;
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

/** A statement's start as psql takes it for a routine's: CREATE [OR REPLACE] FUNCTION or PROCEDURE. */
const ROUTINE_START =
  /(?:\s|(?:--|#)[^\n]*(?![^\n])|\/\*(?:[^*]|\*(?!\/))*\*\/)*CREATE(?:\s|--[^\n]*(?![^\n])|\/\*(?:[^*]|\*(?!\/))*\*\/)+(?:OR\s+REPLACE\s+)?(?:FUNCTION|PROCEDURE)(?![\w$])/iy;
/** A word as psql reads one (letters, digits, `_`; a `$` in it is left to the dollar-quote reading, as the splitter's). */
const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[\w$\u0080-\uffff]/;
const WORD = /[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y;

/** Where a routine statement's count stopped (`from`), and the parentheses and blocks open there. */
interface BlockCount {
  from: number;
  parens: number;
  blocks: number;
}

/**
 * psql's count of the blocks open in a routine statement (psqlscan.l), read on from `count` up to `to`: BEGIN, and
 * CASE inside a block, open one, END closes one; words inside parentheses, strings, quoted names, dollar quotes and
 * comments do not count. Read as the splitter reads the script, so a `;` it counts past is one the splitter met.
 */
function countBlocks(sql: string, to: number, count: BlockCount): BlockCount {
  let { parens, blocks } = count;
  let i = count.from;
  while (i < to) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(sql, i, ch);
    } else if ((ch === '-' && sql[i + 1] === '-') || ch === '#') {
      i = skipLine(sql, i);
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (ch === '$' && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
    } else if (WORD_START.test(ch) && !WORD_PART.test(sql[i - 1] ?? '')) {
      WORD.lastIndex = i;
      const written = WORD.exec(sql)![0];
      i += written.length;
      if (parens > 0) continue;
      const word = written.toLowerCase();
      if (word === 'begin' || (word === 'case' && blocks > 0)) blocks += 1;
      else if (word === 'end' && blocks > 0) blocks -= 1;
    } else {
      if (ch === '(') parens += 1;
      else if (ch === ')' && parens > 0) parens -= 1;
      i += 1;
    }
  }
  // The `;` at `to` is the splitter's: the next count starts after it.
  return { from: Math.max(i, to + 1), parens, blocks };
}

/**
 * Whether `text` is one CREATE FUNCTION or PROCEDURE that its SQL-standard body (`BEGIN ATOMIC … END`) ends, both as
 * PostgreSQL reads the text it is sent and as psql splits a script (strings and comments as PostgreSQL takes them):
 * where the two disagree (`SELECT 1 AS end; DROP …`, a column labelled `case`) a script would run a statement hidden
 * in the body, so only a text both read as this one statement is taken.
 */
export function endsWithAtomicBody(text: string): boolean {
  const code = maskedForPostgresql(text);
  const begin = /(?<![\w$.])BEGIN\s+ATOMIC(?![\w$])/i.exec(code);
  // A backslash outside strings is a psql meta-command, run apart from the statement.
  if (!begin || code.slice(0, begin.index).includes(';') || code.includes('\\')) return false;
  // PostgreSQL's grammar ends the body at an END right after ATOMIC or a `;` (a `;` in a body only ends one of its
  // statements): the first such END, whatever the words before it are, must end the text.
  let at = begin.index + begin[0].length;
  for (;;) {
    let word = at;
    while (/\s/.test(code[word] ?? '')) word += 1;
    if (/^end$/i.test(code.slice(word, word + 3)) && !IDENT_PART.test(code[word + 3] ?? '')) {
      const rest = code.slice(word + 3).trim();
      return (rest === '' || rest === ';') && psqlSendsWhole(code);
    }
    at = code.indexOf(';', word) + 1;
    if (at === 0) return false;
  }
}

/** An identifier as psql reads one (psqlscan.l), `$` and digits after the first letter: what it compares with END. */
const IDENT = /[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/y;
const IDENT_PART = /[\w$\u0080-\uffff]/;

/**
 * Whether psql sends `code`, a routine statement with its strings and comments blanked, whole: no `;` outside
 * parentheses and blocks before its end (psqlscan.l's count, see countBlocks). A word right after a digit or a lone
 * `$` is one only some psql versions read (`1end`: psql 14 reads `1` and `end`): such an END is counted, such a BEGIN
 * or CASE is not, so no split that any version makes is missed.
 */
function psqlSendsWhole(code: string): boolean {
  if (!/^\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:FUNCTION|PROCEDURE)(?![\w$\u0080-\uffff])/i.test(code))
    return false;
  let parens = 0;
  let blocks = 0;
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    IDENT.lastIndex = i;
    const ident = IDENT.exec(code);
    if (ident) {
      const sure = !/[\d$]/.test(code[i - 1] ?? '');
      const word = ident[0].toLowerCase();
      i += ident[0].length;
      if (parens > 0) continue;
      if (sure && (word === 'begin' || (word === 'case' && blocks > 0))) blocks += 1;
      else if (word === 'end' && blocks > 0) blocks -= 1;
      continue;
    }
    if (ch === '(') parens += 1;
    else if (ch === ')' && parens > 0) parens -= 1;
    else if (ch === ';' && parens === 0 && blocks === 0) return code.slice(i + 1).trim() === '';
    i += 1;
  }
  return true;
}

/**
 * `text` with its strings, quoted names, dollar quotes and comments blanked (length kept), as PostgreSQL reads them:
 * block comments nest, a backslash escapes only in an E'…' string.
 */
function maskedForPostgresql(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const before = text[i - 1] ?? '';
    let end = i;
    if (ch === '-' && text[i + 1] === '-') {
      end = skipLine(text, i);
    } else if (ch === '/' && text[i + 1] === '*') {
      let depth = 0;
      do {
        const step = text.startsWith('/*', end) ? 1 : text.startsWith('*/', end) ? -1 : 0;
        depth += step;
        end += step === 0 ? 1 : 2;
      } while (depth > 0 && end < text.length);
    } else if (ch === "'" || ch === '"') {
      const escapes = ch === "'" && /[Ee]/.test(before) && !/[\w$]/.test(text[i - 2] ?? '');
      end = i + 1;
      while (end < text.length) {
        if (escapes && text[end] === '\\') end += 2;
        else if (text[end] === ch && text[end + 1] === ch) end += 2;
        else if (text[end] === ch) break;
        else end += 1;
      }
      end = Math.min(end + 1, text.length);
    } else if (ch === '$' && !/[\w$]/.test(before) && DOLLAR_TAG.test(text.slice(i, i + 64))) {
      const tag = DOLLAR_TAG.exec(text.slice(i, i + 64))![0];
      const close = text.indexOf(tag, i + tag.length);
      end = close < 0 ? text.length : close + tag.length;
    }
    if (end > i) {
      out += ' '.repeat(end - i);
      i = end;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
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
