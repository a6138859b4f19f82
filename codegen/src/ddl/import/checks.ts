// Reads CHECK clauses (table, column, ALTER TABLE … ADD CONSTRAINT, PostgreSQL domains) as text the export can
// write back, and tells a portable condition from one only its own dialect understands.
import { sqlName } from '../../engine/string-literals';

import { closingParen } from './split';

export interface RawCheck {
  name?: string;
  expression: string;
  line: number;
  /** MySQL `NOT ENFORCED`: declared, never checked. */
  notEnforced?: boolean;
  /** PostgreSQL `NOT VALID` (ALTER TABLE only) and `NO INHERIT`. */
  notValid?: true;
  noInherit?: true;
  /** A CHECK of the column's kept PostgreSQL domain: the domain has it there, only MySQL writes it on the table. */
  fromDomain?: true;
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
  if (/\bNOT\s+ENFORCED\b/i.test(rest)) check.notEnforced = true;
  if (/\bNOT\s+VALID\b/i.test(rest)) check.notValid = true;
  if (/\bNO\s+INHERIT\b/i.test(rest)) check.noInherit = true;
  return check;
}

/** A domain's `CHECK (VALUE …)` on a column: VALUE becomes the column (outside string literals). */
export function onColumn(expression: string, column: string): string {
  const name = /^[a-z_][a-z0-9_]*$/.test(column) ? column : sqlName(column, 'postgresql');
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
  return portableTokens(expression) !== undefined;
}

const OPERATOR_WORD = /^(?:AND|OR|NOT|IN|BETWEEN|IS|NULL|LIKE|TRUE|FALSE)$/i;

/** The tokens of a portable condition, names flagged (the column references each DDL may quote); undefined if not portable. */
export function portableTokens(expression: string): { text: string; name: boolean }[] | undefined {
  const tokens: { text: string; name: boolean }[] = [];
  let rest = expression;
  while (rest !== '') {
    const token = PORTABLE_TOKEN.exec(rest);
    if (!token) return undefined;
    // A name followed by `(` is a function call, which the two dialects spell differently.
    const after = rest.slice(token[0].length);
    const word = /^[A-Za-z_]/.test(token[0]);
    if (word && /^\s*\(/.test(after) && !/^(IN|AND|OR|NOT)$/i.test(token[0])) return undefined;
    tokens.push({ text: token[0], name: word && !OPERATOR_WORD.test(token[0]) });
    rest = after;
  }
  return tokens;
}

/**
 * The condition with its quoted column names (MySQL backticks, PostgreSQL double quotes) written bare, when that
 * makes it portable: `\`order\` > \`user\``, pg_dump's `"order" > 0`. Each DDL quotes them back as its
 * database needs (see context/check-expression.ts); anything else is returned as it was.
 */
export function withBareColumns(
  expression: string,
  columns: string[],
  dialect: 'mysql' | 'postgresql',
): string {
  if (isPortable(expression)) return expression;
  const quote = dialect === 'mysql' ? '`' : '"';
  const known = (name: string) =>
    dialect === 'mysql'
      ? columns.some((c) => c.toLowerCase() === name.toLowerCase())
      : columns.includes(name);
  const bare = expression
    .split(/('(?:[^']|'')*')/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(new RegExp(`${quote}([A-Za-z_][A-Za-z0-9_]*)${quote}`, 'g'), (whole, name: string) =>
            known(name) ? name : whole,
          ),
    )
    .join('');
  return isPortable(bare) ? bare : expression;
}

/** A bound a CHECK puts on one column's numbers: `release_year >= 1901`, `qty > 0`, `n BETWEEN 1 AND 5`. */
export interface NumericBound {
  column: string;
  min?: number;
  max?: number;
  /** `>` / `<` rather than `>=` / `<=`. */
  strict?: boolean;
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const COLUMN = '[`"]?([A-Za-z_]\\w*)[`"]?';
const COMPARISON = new RegExp(`^${COLUMN}\\s*(>=|>|<=|<)\\s*${NUMBER}$`);
const REVERSED = new RegExp(`^${NUMBER}\\s*(>=|>|<=|<)\\s*${COLUMN}$`);
const BETWEEN = new RegExp(`^${COLUMN}\\s+BETWEEN\\s+${NUMBER}\\s+AND\\s+${NUMBER}$`, 'i');

/** Without the parentheses that wrap the whole expression. */
function unwrap(text: string): string {
  let t = text.trim();
  while (t.startsWith('(') && closingParen(t, 0) === t.length) t = t.slice(1, -1).trim();
  return t;
}

/** The conjuncts of `a AND b AND …` at the top level (string literals and parentheses masked), unwrapped. */
function conjuncts(expression: string): string[] {
  const text = unwrap(expression);
  let depth = 0;
  const masked = text.replace(/'(?:[^']|'')*'|[()]/g, (m) => {
    if (m === '(') depth += 1;
    else if (m === ')') depth -= 1;
    else return ' '.repeat(m.length);
    return m;
  });
  // Depth per character, to find the ANDs outside parentheses.
  const levels: number[] = [];
  depth = 0;
  for (const ch of masked) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    levels.push(depth);
  }
  const parts: string[] = [];
  let start = 0;
  for (const match of masked.matchAll(/\sAND\s/gi)) {
    const at = match.index;
    // `x BETWEEN 1 AND 5` keeps its AND.
    if (levels[at] !== 0 || /\bBETWEEN\s+\S+$/i.test(masked.slice(start, at))) continue;
    parts.push(text.slice(start, at));
    start = at + match[0].length;
  }
  parts.push(text.slice(start));
  return parts.map(unwrap);
}

/** The numeric bounds a CHECK sets, one per conjunct it can read (an OR, a function or a cast sets none). */
export function numericBounds(expression: string): NumericBound[] {
  if (/\bOR\b/i.test(expression)) return [];
  return conjuncts(expression).flatMap((part): NumericBound[] => {
    const between = BETWEEN.exec(part);
    if (between) return [{ column: between[1], min: Number(between[2]), max: Number(between[3]) }];
    const direct = COMPARISON.exec(part);
    const reversed = REVERSED.exec(part);
    if (!direct && !reversed) return [];
    const [column, operator, value] = direct
      ? [direct[1], direct[2], Number(direct[3])]
      : [reversed![3], { '>=': '<=', '>': '<', '<=': '>=', '<': '>' }[reversed![2]]!, Number(reversed![1])];
    const strict = operator === '>' || operator === '<';
    return [operator.startsWith('>') ? { column, min: value, strict } : { column, max: value, strict }];
  });
}
