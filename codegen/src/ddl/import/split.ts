// Splits a SQL script into statements, aware of quotes, comments and PostgreSQL dollar quoting.

export interface SqlStatement {
  /** Statement text without the trailing semicolon, comments kept. */
  text: string;
  /** 1-based line of the statement's first non-blank character in the whole script. */
  line: number;
}

/** A dollar quote's tag, `$$` or `$name$`: a name as PostgreSQL takes it (letters, digits after the first, _). */
export const DOLLAR_TAG = /^\$(?:[A-Za-z_]\w*)?\$/;

export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  const lines = new LineCounter(sql);
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = sql.slice(start, end);
    const clean = stripComments(raw);
    if (clean.trim() !== '') {
      // Offsets agree because stripComments keeps the length: the statement starts at its first real token.
      const lead = clean.length - clean.trimStart().length;
      statements.push({ text: raw.slice(lead).trim(), line: lines.lineAt(start + lead) });
    }
    start = end + 1;
  };
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(sql, i, ch);
    } else if (ch === '-' && sql[i + 1] === '-') {
      i = skipLine(sql, i);
    } else if (ch === '#') {
      i = skipLine(sql, i);
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (ch === '$' && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
    } else if (ch === ';') {
      push(i);
      i += 1;
    } else {
      i += 1;
    }
  }
  push(sql.length);
  return statements;
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

function skipLine(sql: string, from: number): number {
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
