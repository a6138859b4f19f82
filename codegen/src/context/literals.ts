// A field's default as a literal of each target language: what a create form starts with and what a DTO or model
// declares, written once here (quoted, escaped, typed) instead of in every template.
import { pascal } from '../model/names';
import { codeTypeOf } from '../model/type-map';
import type { FieldType } from '../model/types';

export interface Literals {
  java: string;
  ts: string;
  go: string;
  python: string;
  sql: string;
}

const TRUE_WORDS = new Set(['true', '1', "b'1'", 't', 'y', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', "b'0'", 'f', 'n', 'no', 'off']);

/** A double-quoted string literal valid in Java, TypeScript, Go and Python: JSON's escaping is common to all four. */
const quoted = (text: string) =>
  JSON.stringify(text)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Strips one pair of SQL quotes: `'draft'` → `draft`; other text stays as it is. */
const unquoted = (text: string) => (/^'.*'$/s.test(text) ? text.slice(1, -1).replace(/''/g, "'") : text);

export interface LiteralSource {
  type: FieldType;
  /** An unsigned int is a long in code, so its literal is a long's (`0L`). */
  unsigned?: boolean;
  value: string | number | boolean;
  /** For enums: the code constant of each stored value. */
  enumValues: { value: string; name: string }[];
  enumName: string | null;
}

/**
 * The value in each language, or null when it has no literal there (dates, JSON, bytes, a keyword such as
 * CURRENT_TIMESTAMP, or text that is not a value of the type).
 */
export function literalsOf(source: LiteralSource): Literals | null {
  const { value } = source;
  const type = codeTypeOf(source.type, source.unsigned);
  // Strings keep their spaces; a quoted default ('draft') loses only its quotes.
  const raw = String(value);
  const text =
    typeof value === 'string' && /^'.*'$/s.test(value.trim())
      ? unquoted(value.trim())
      : typeof value === 'string' && ['string', 'text'].includes(type)
        ? raw
        : raw.trim();
  switch (type) {
    case 'string':
    case 'text':
    case 'uuid': {
      const q = quoted(text);
      return { java: q, ts: q, go: q, python: q, sql: `'${text.replace(/'/g, "''")}'` };
    }
    case 'enum': {
      const constant = source.enumValues.find((v) => v.value === text);
      if (!constant || !source.enumName) return null;
      const q = quoted(text);
      return {
        java: `${source.enumName}.${constant.name}`,
        ts: q,
        go: `${source.enumName}${pascal(constant.name)}`,
        python: `${source.enumName}.${constant.name}`,
        sql: `'${text.replace(/'/g, "''")}'`,
      };
    }
    case 'int':
    case 'long': {
      if (!/^-?\d{1,19}$/.test(text)) return null;
      const n = text.replace(/^(-?)0+(?=\d)/, '$1');
      return { java: type === 'long' ? `${n}L` : n, ts: n, go: n, python: n, sql: n };
    }
    case 'decimal': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
      return {
        java: `new BigDecimal(${quoted(text)})`,
        ts: String(Number(text)),
        go: text.includes('.') ? text : `${text}.0`,
        python: `Decimal(${quoted(text)})`,
        sql: text,
      };
    }
    case 'boolean': {
      const word = text.toLowerCase();
      const flag = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
      if (flag === null) return null;
      return {
        java: String(flag),
        ts: String(flag),
        go: String(flag),
        python: flag ? 'True' : 'False',
        sql: flag ? 'TRUE' : 'FALSE',
      };
    }
    default:
      return null;
  }
}
