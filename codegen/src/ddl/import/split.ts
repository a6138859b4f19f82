// Splits a SQL script into statements, aware of quotes, comments and PostgreSQL dollar quoting.

export interface SqlStatement {
  /** Statement text without the trailing semicolon, comments kept. */
  text: string;
  /** 1-based line of the statement's first non-blank character in the whole script. */
  line: number;
}

const DOLLAR_TAG = /^\$[A-Za-z_]*\$/;

export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = sql.slice(start, end);
    const clean = stripComments(raw);
    if (clean.trim() !== '') {
      // Offsets agree because stripComments keeps the length: the statement starts at its first real token.
      const lead = clean.length - clean.trimStart().length;
      statements.push({ text: raw.slice(lead).trim(), line: lineAt(sql, start + lead) });
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

function lineAt(sql: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (sql[i] === '\n') line += 1;
  return line;
}

/** Splits `a, b(c, d), e` at top-level commas, respecting quotes and parentheses. */
export function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(body, i, ch);
      continue;
    }
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  parts.push(body.slice(start));
  return parts;
}
