// PostgreSQL defaults the text import reads as PostgreSQL itself reads them, so it gives the model the catalog import
// gives: an escape string `E'a\'b'` is the string a'b, `CAST(0 AS numeric)` the literal 0 (its text kept as written,
// see default-source.ts), and a bare `DEFAULT NULL` on a column whose type has a length or precision is the
// `NULL::character varying` PostgreSQL stores for it.
import type { DefaultSource, Field } from '../../model/types';
import { isBuiltInCast } from './default-source';
import type { RawColumn, RawDefault } from './raw';
import { readStringLiteral } from './string-literal';

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const CAST = /^CAST\s*\(\s*([\s\S]+?)\s+AS\s+([\s\S]+?)\s*\)$/i;

/** `E'…'`, alone or cast to a built-in type (`E'a\n'::text`): the string it stands for; else undefined. */
export function escapeStringDefault(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^[Ee]'/.test(trimmed)) return undefined;
  const literal = readStringLiteral(trimmed, 0);
  if (!literal) return undefined;
  const rest = trimmed.slice(literal.end).trim();
  return rest === '' || isBuiltInCast(rest) ? literal.value : undefined;
}

/**
 * `CAST(literal AS type)` to a built-in type: the literal (a number, or a string in either quoting), and the same
 * cast as PostgreSQL prints it (`0::numeric`), which decides whether the text is kept (see default-source.ts).
 */
export function castDefault(text: string | undefined): { value: RawDefault; printed: string } | undefined {
  const match = CAST.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, inner, type] = match;
  if (!isBuiltInCast(`::${type}`)) return undefined;
  if (NUMBER.test(inner)) {
    const value = Number(inner);
    return Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))
      ? { value: { kind: 'literal', value }, printed: `${inner}::${type}` }
      : undefined;
  }
  const literal = readStringLiteral(inner, 0);
  if (!literal || literal.end !== inner.length) return undefined;
  const quoted = `'${literal.value.replace(/'/g, "''")}'`;
  return { value: { kind: 'literal', value: literal.value }, printed: `${quoted}::${type}` };
}

/**
 * The type PostgreSQL casts a column's `DEFAULT NULL` to, as it prints it: it stores such a default only where the
 * type has a length or precision to coerce to (`varchar(5)`, `char`, `numeric(5,2)`, `timestamp(3)`), and then the
 * catalog import keeps it (a bit string's is no built-in cast there: none here either).
 */
function nullCastType(column: RawColumn): string | undefined {
  if (column.enumType || column.domain || /\[/.test(column.dataType)) return undefined;
  const type = column.dataType.replace(/\s+/g, ' ');
  const sized = column.length !== undefined;
  if (/^(?:VARCHAR|CHARACTER VARYING)$/.test(type)) return sized ? 'character varying' : undefined;
  // A char without a length is char(1).
  if (/^(?:CHAR|CHARACTER)$/.test(type) || (type === 'BPCHAR' && sized)) return 'bpchar';
  if (/^(?:NUMERIC|DECIMAL)$/.test(type)) return sized ? 'numeric' : undefined;
  const zone = column.withTimeZone ? 'with' : 'without';
  if (/^TIMESTAMP(?:TZ)?$/.test(type)) return sized ? `timestamp ${zone} time zone` : undefined;
  if (/^TIME(?:TZ)?$/.test(type)) return sized ? `time ${zone} time zone` : undefined;
  return undefined;
}

/** A column's bare `DEFAULT NULL` as the default PostgreSQL stores for it (see nullCastType), or undefined. */
export function nullDefaultSource(column: RawColumn, field: Field): DefaultSource | undefined {
  const type = column.defaultNull ? nullCastType(column) : undefined;
  return type === undefined ? undefined : { dialect: 'postgresql', sql: `NULL::${type}`, type: field.type };
}
