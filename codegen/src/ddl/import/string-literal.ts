// PostgreSQL string constants as a statement writes a value (`COMMENT ON … IS …`): standard `'…'`, escape strings
// `E'…'` and dollar-quoted `$$…$$` / `$tag$…$tag$`, read to the text they stand for.

import { DOLLAR_TAG } from './split';

export interface StringLiteral {
  /** The text the constant stands for. */
  value: string;
  /** Offset just past the constant. */
  end: number;
}

const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** The constant starting at `at` in `sql`, or undefined when none starts there or it is not closed. */
export function readStringLiteral(sql: string, at: number): StringLiteral | undefined {
  const tag = DOLLAR_TAG.exec(sql.slice(at, at + 64))?.[0];
  if (tag) {
    const close = sql.indexOf(tag, at + tag.length);
    return close < 0 ? undefined : { value: sql.slice(at + tag.length, close), end: close + tag.length };
  }
  if (sql[at] === "'") return readQuoted(sql, at + 1, false);
  if (/^[Ee]'/.test(sql.slice(at, at + 2))) return readQuoted(sql, at + 2, true);
  return undefined;
}

/** A quoted constant from just after its opening quote; `escapes`: an E'…' string, whose backslashes escape. */
function readQuoted(sql: string, from: number, escapes: boolean): StringLiteral | undefined {
  let value = '';
  let i = from;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'") {
      if (sql[i + 1] !== "'") return { value, end: i + 1 };
      value += "'";
      i += 2;
    } else if (ch === '\\' && escapes && i + 1 < sql.length) {
      const { text, length } = escaped(sql, i + 1);
      value += text;
      i += 1 + length;
    } else {
      value += ch;
      i += 1;
    }
  }
  return undefined;
}

/** One backslash escape of an E'…' string, from just after the backslash: its text and how many characters it takes. */
function escaped(sql: string, at: number): { text: string; length: number } {
  const ch = sql[at];
  if (SIMPLE_ESCAPES[ch]) return { text: SIMPLE_ESCAPES[ch], length: 1 };
  const octal = /^[0-7]{1,3}/.exec(sql.slice(at, at + 3));
  if (octal) return { text: String.fromCharCode(parseInt(octal[0], 8)), length: octal[0].length };
  const hex = /^x([0-9A-Fa-f]{1,2})/.exec(sql.slice(at, at + 3));
  if (hex) return { text: String.fromCharCode(parseInt(hex[1], 16)), length: hex[0].length };
  const unicode = /^(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))/.exec(sql.slice(at, at + 9));
  if (unicode) {
    const code = parseInt(unicode[1] ?? unicode[2], 16);
    if (code <= 0x10ffff) return { text: String.fromCodePoint(code), length: unicode[0].length };
  }
  // Any other character stands for itself (`\'`, `\\`).
  return { text: ch, length: 1 };
}
