// String literal escaping for the languages templates emit; non-ASCII text (Chinese) is kept as is.
import { BINARY_HEX_DEFAULT, binaryDefaultBytes } from '../model/validate-field';

const hex = (code: number, width: number): string => code.toString(16).padStart(width, '0');

function escapeWith(value: string, quote: string, control: (code: number) => string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) out += control(code);
    else out += ch;
  }
  return `${quote}${out}${quote}`;
}

/** `'it''s'`; MySQL also treats backslash as an escape character (unless NO_BACKSLASH_ESCAPES). */
export function sqlString(value: string, dialect: 'mysql' | 'postgresql'): string {
  let out = value.replace(/'/g, "''");
  if (dialect === 'mysql') out = out.replace(/\\/g, '\\\\');
  // NUL cannot be stored in either database's text types.
  return `'${out.replace(/\0/g, '')}'`;
}

/**
 * A name (table, column, index, schema…) as SQL writes it, in its dialect's identifier quotes: PostgreSQL's
 * `"a""b"`, MySQL's `` `a``b` ``; the dialect's own quote inside the name is doubled, the other one is a plain character.
 */
export function sqlName(value: string, dialect: 'mysql' | 'postgresql'): string {
  return dialect === 'mysql' ? `\`${value.replaceAll('`', '``')}\`` : `"${value.replaceAll('"', '""')}"`;
}

export const javaString = (value: string): string => escapeWith(value, '"', (c) => `\\u${hex(c, 4)}`);
export const jsString = (value: string): string => escapeWith(value, "'", (c) => `\\u${hex(c, 4)}`);
export const pyString = (value: string): string => escapeWith(value, '"', (c) => `\\x${hex(c, 2)}`);
export const goString = (value: string): string => escapeWith(value, '"', (c) => `\\u${hex(c, 4)}`);

/**
 * A binary column's default as SQL: hex bytes (`0x00ff`) stay hex in MySQL, text stays a string there (BINARY pads
 * it); PostgreSQL's BYTEA always gets the bytes in hex, `'\\x…'::bytea` (standard strings, as all its literals here).
 */
export function sqlBytes(value: string, dialect: 'mysql' | 'postgresql'): string {
  const text = value.trim();
  if (dialect === 'mysql') {
    if (BINARY_HEX_DEFAULT.test(text)) return text.length > 2 ? `0x${text.slice(2)}` : "''";
    return sqlString(/^'.*'$/s.test(text) ? text.slice(1, -1).replace(/''/g, "'") : value, 'mysql');
  }
  const bytes = [...binaryDefaultBytes(value)].map((b) => hex(b, 2)).join('');
  return `'\\x${bytes}'::bytea`;
}
