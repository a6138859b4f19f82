// Reads CHECK clauses (table, column, ALTER TABLE … ADD CONSTRAINT, PostgreSQL domains) as text the export can
// write back, and tells a portable condition from one only its own dialect understands.
import { closingParen } from './split';

export interface RawCheck {
  name?: string;
  expression: string;
  line: number;
}

const CHECK_START = /^\s*(?:CONSTRAINT\s+("[^"]+"|`[^`]+`|[\w$]+)\s+)?CHECK\s*\(/i;

/** `[CONSTRAINT name] CHECK (expr) [NOT VALID | NO INHERIT | [NOT] ENFORCED]` → name and expr, or undefined. */
export function readCheck(text: string, line: number): RawCheck | undefined {
  const match = CHECK_START.exec(text);
  if (!match) return undefined;
  const open = match[0].length - 1;
  const close = closingParen(text, open);
  if (close < 0) return undefined;
  const rest = text.slice(close).trim();
  if (rest !== '' && !/^(NOT\s+VALID|NO\s+INHERIT|NOT\s+ENFORCED|ENFORCED|\s)+$/i.test(rest))
    return undefined;
  const expression = text.slice(open + 1, close - 1).trim();
  if (expression === '') return undefined;
  const check: RawCheck = { expression, line };
  if (match[1]) check.name = match[1].replace(/^["`]|["`]$/g, '');
  return check;
}

/** A domain's `CHECK (VALUE …)` on a column: VALUE becomes the column (outside string literals). */
export function onColumn(expression: string, column: string): string {
  const name = /^[a-z_][a-z0-9_]*$/.test(column) ? column : `"${column.replace(/"/g, '""')}"`;
  return expression
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\bVALUE\b/gi, name)))
    .join('');
}

// Unquoted names, numbers, strings, comparisons, AND/OR/NOT, IN, BETWEEN, IS [NOT] NULL, LIKE and parentheses
// mean the same in MySQL and PostgreSQL; anything else (casts, regex operators, functions) stays in its dialect.
const PORTABLE_TOKEN =
  /^(?:\s+|'(?:[^']|'')*'|\d+(?:\.\d+)?|<>|<=|>=|!=|[=<>+\-*/(),]|(?:AND|OR|NOT|IN|BETWEEN|IS|NULL|LIKE|TRUE|FALSE)\b|[A-Za-z_][A-Za-z0-9_]*)/i;

export function isPortable(expression: string): boolean {
  let rest = expression;
  while (rest !== '') {
    const token = PORTABLE_TOKEN.exec(rest);
    if (!token) return false;
    // A name followed by `(` is a function call, which the two dialects spell differently.
    const after = rest.slice(token[0].length);
    if (/^[A-Za-z_]/.test(token[0]) && /^\s*\(/.test(after) && !/^(IN|AND|OR|NOT)$/i.test(token[0]))
      return false;
    rest = after;
  }
  return true;
}
