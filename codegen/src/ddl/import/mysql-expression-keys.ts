// MySQL 8's functional key parts (`INDEX e ((lower(email)))`, `UNIQUE KEY u ((cast(j->>'$.a' as char(20))))`),
// which the parser does not read: taken out of a CREATE TABLE's definitions and kept as keys whose expressions are
// MySQL's own (Index.expressionsDialect), each over the first column it mentions.
import { findColumn, skip } from './definitions';
import { unquoteName } from './qualified';
import type { RawKey, RawSchema, RawTable } from './raw';
import { closingParen } from './split';
import { mask, type Definition } from './table-text';

interface KeyPart {
  /** The column of a plain part; undefined for an expression. */
  column?: string;
  prefix: number | null;
  /** The expression inside the part's parentheses, as written. */
  expression?: string;
  /** Names the expression mentions, in order: the key part is over the first that is a column. */
  mentions: string[];
  descending: boolean;
}

export interface ExpressionKey {
  name?: string;
  unique: boolean;
  parts: KeyPart[];
  text: string;
  line: number;
}

const QUOTED = String.raw`\`(?:[^\`]|\`\`)+\``;
const HEAD = new RegExp(
  String.raw`^\s*(?:CONSTRAINT(?:\s+(?:${QUOTED}|\w+))?\s+)?(UNIQUE(?:\s+(?:KEY|INDEX))?|KEY|INDEX)(?:\s+(${QUOTED}|(?!USING\b)\w+))?\s*(?:USING\s+\w+\s*)?\(`,
  'i',
);
const PLAIN_PART = new RegExp(String.raw`^(${QUOTED}|[\w$]+)\s*(?:\(\s*(\d+)\s*\))?$`);

/** The parts of a key list split at its top-level commas (strings and quoted names masked). */
function splitParts(list: string): string[] {
  const masked = mask(list);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (masked[i] === '(') depth += 1;
    else if (masked[i] === ')') depth -= 1;
    else if (masked[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

function readPart(raw: string): KeyPart | undefined {
  const order = /\s+(ASC|DESC)\s*$/i.exec(mask(raw));
  const part = order ? raw.slice(0, order.index).trim() : raw.trim();
  const descending = order?.[1].toUpperCase() === 'DESC';
  if (part.startsWith('(') && closingParen(part, 0) === part.length) {
    const expression = part.slice(1, -1).trim();
    // Names outside strings that are no function called: `lower(email)` mentions email.
    const masked = mask(expression);
    const mentions = [...masked.matchAll(/`[^`]*`|\b[A-Za-z_][\w$]*\b(?!\s*\()/g)].map((m) =>
      unquoteName(expression.slice(m.index, m.index + m[0].length), 'mysql'),
    );
    return { expression, mentions, prefix: null, descending };
  }
  const plain = PLAIN_PART.exec(part);
  if (!plain) return undefined;
  return {
    column: unquoteName(plain[1], 'mysql'),
    prefix: plain[2] ? Number(plain[2]) : null,
    mentions: [],
    descending,
  };
}

/** The definition as a key with at least one expression part, or undefined for any other definition. */
function readExpressionKey(definition: Definition): ExpressionKey | undefined {
  const text = definition.text;
  const head = HEAD.exec(text);
  if (!head) return undefined;
  const open = head[0].length - 1;
  const close = closingParen(text, open);
  if (close < 0) return undefined;
  const parts = splitParts(text.slice(open + 1, close - 1)).map(readPart);
  if (parts.some((p) => p === undefined) || !parts.some((p) => p?.expression !== undefined)) return undefined;
  const name = head[2] ? unquoteName(head[2], 'mysql') : undefined;
  return {
    ...(name ? { name } : {}),
    unique: /^UNIQUE/i.test(head[1]),
    parts: parts as KeyPart[],
    text: text.trim(),
    line: definition.line,
  };
}

/** Takes the MySQL keys with expression parts out of a CREATE TABLE's definitions. */
export function takeExpressionKeys(definitions: Definition[]): {
  definitions: Definition[];
  keys: ExpressionKey[];
} {
  const keys: ExpressionKey[] = [];
  const rest = definitions.filter((definition) => {
    const key = readExpressionKey(definition);
    if (key) keys.push(key);
    return !key;
  });
  return { definitions: rest, keys };
}

/**
 * Adds the keys to the table once its columns are read: each expression part is over the first column it mentions;
 * a key with an expression that mentions none is listed and left out.
 */
export function addExpressionKeys(t: RawTable, keys: ExpressionKey[], schema: RawSchema): void {
  for (const key of keys) {
    const raw = rawKeyOf(t, key, schema);
    if (raw) t[key.unique ? 'uniques' : 'indexes'].push(raw);
  }
}

/**
 * The key parts of MySQL's `CREATE INDEX name ON t (…)` (ALTER TABLE's ADD INDEX comes as one) when one is an
 * expression, or undefined.
 */
export function mysqlExpressionIndex(
  text: string,
  line: number,
  t: RawTable,
  schema: RawSchema,
): RawKey | undefined {
  const on = /\bON\s+(?:`(?:[^`]|``)+`|[\w$.]+)\s*\(/i.exec(mask(text));
  if (!on) return undefined;
  const open = on.index + on[0].length - 1;
  const close = closingParen(text, open);
  if (close < 0) return undefined;
  const key = readExpressionKey({ text: `KEY ${text.slice(open, close)}`, line });
  return key ? rawKeyOf(t, key, schema) : undefined;
}

function rawKeyOf(t: RawTable, key: ExpressionKey, schema: RawSchema): RawKey | undefined {
  const where = `${t.name}: ${key.text.replace(/\s+/g, ' ')}`;
  const columns = key.parts.map((p) =>
    p.column !== undefined
      ? findColumn(t, p.column)?.name
      : p.mentions.map((name) => findColumn(t, name)?.name).find((name) => name !== undefined),
  );
  // The MySQL DDL writes the key inside a /*!80013 … */ comment, which `*/` would end early.
  if (key.parts.some((p) => p.expression?.includes('*/'))) {
    skip(schema, where, key.line, '键或索引的表达式含有 “*/”，导出的脚本无法写出它，已忽略');
    return undefined;
  }
  if (columns.some((c) => c === undefined)) {
    skip(schema, where, key.line, '键或索引的表达式没有用到表中的列（或用到的列未定义），已忽略');
    return undefined;
  }
  const descending = key.parts.map((p) => p.descending);
  const prefixes = key.parts.map((p) => p.prefix);
  return {
    ...(key.name ? { name: key.name } : {}),
    columns: columns as string[],
    expressions: key.parts.map((p) => p.expression ?? null),
    ...(prefixes.some((p) => p !== null) ? { prefixes } : {}),
    ...(descending.some(Boolean) ? { descending } : {}),
  };
}
