// A PostgreSQL default kept as the database printed it (Field.defaultSource), where writing the field's portable
// default back would give the catalog another text: `0.0` is not `0`, `uuid_generate_v4()` not `gen_random_uuid()`.
import { sqlString } from '../../engine/string-literals';
import { isSingleExpression } from '../../model/validate-default-source';
import type { DefaultSource, Field, Model } from '../../model/types';

/** Casts PostgreSQL prints (`::character varying`, `::text[]`): built-in types, which exist wherever the DDL runs. */
const BUILT_IN_CAST =
  /^::\s*(?:character varying|character|varchar|bpchar|text|"char"|name|numeric|integer|bigint|smallint|real|double precision|boolean|date|time(?:stamp)? with(?:out)? time zone|interval|uuid|jsonb?|bytea|inet|cidr|macaddr|money|xml|regclass|oid)(?![\w$])(?:\s*\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?:\[\])*/i;

/** `text` is one cast to a built-in type, whole (`::text`, `::numeric(5,2)`). */
export const isBuiltInCast = (text: string): boolean => BUILT_IN_CAST.exec(text.trim())?.[0] === text.trim();

/** The functions a kept text may call: PostgreSQL's own, and uuid-ossp's while the project creates the extension. */
const CALLS = /(?<![\w".])((?:"?\w+"?\s*\.\s*)?"?[A-Za-z_]\w*"?)\s*\(/g;
const BUILT_IN_CALL = /^(?:(?:pg_catalog\s*\.\s*)?(?:now|gen_random_uuid|transaction_timestamp))$/i;
const UUID_OSSP_CALL = /^(?:"?\w+"?\s*\.\s*)?"?uuid_generate_v(?:1|1mc|4)"?$/i;
const PGCRYPTO_CALL = /^"?(\w+)"?\s*\.\s*"?gen_random_uuid"?$/i;

/** The text outside its string literals, each literal as `''`: what the cast and call checks read. */
const outsideStrings = (text: string) => text.replace(/'(?:[^']|'')*'/g, "''");

/** The functions `text` calls, by name as written (a cast's type, `character varying(10)`, is none). */
const callsOf = (text: string): string[] =>
  [
    ...outsideStrings(text)
      .replace(new RegExp(BUILT_IN_CAST.source.slice(1), 'gi'), '')
      .matchAll(CALLS),
  ].map(([, name]) => name);

/** Every cast in `text` is to a built-in type (a cast to an enum type may name one the import renamed). */
function castsBuiltIn(text: string): boolean {
  const bare = outsideStrings(text);
  for (let at = bare.indexOf('::'); at >= 0; at = bare.indexOf('::', at + 2))
    if (!BUILT_IN_CAST.test(bare.slice(at))) return false;
  return true;
}

/**
 * A string type as PostgreSQL prints it in a cast (`varchar` → `character varying`), its length kept (PostgreSQL
 * prints `'x'::character varying(5)` as written); undefined for another type.
 */
function stringCastName(type: string): string | undefined {
  const name = type.replace(/^::/, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const sized = /^(.*?)\s*(\(\s*\d+\s*\))?$/.exec(name)!;
  const length = sized[2] ? sized[2].replace(/\s/g, '') : '';
  if (/^(?:varchar|character varying)$/.test(sized[1])) return `character varying${length}`;
  if (/^(?:char|character|bpchar)$/.test(sized[1])) return length ? `character${length}` : 'bpchar';
  return name === 'text' ? 'text' : undefined;
}

/**
 * The cast PostgreSQL prints on a string default of the column the DDL writes for the field: its own type's
 * (`'a'::character varying` on a varchar); undefined for a column of another type (a domain's, an array).
 */
function ownStringCast(field: Field): string | undefined {
  if (field.postgresqlDomain) return undefined;
  const type =
    field.sqlType?.postgresql ??
    (field.type === 'text'
      ? 'text'
      : field.type === 'string'
        ? field.fixedLength
          ? 'char'
          : 'varchar'
        : '');
  // The column's own cast is printed without its length.
  return stringCastName(type.replace(/\(.*$/, ''));
}

/** What the PostgreSQL DDL writes for the field's portable default, as PostgreSQL prints it back (see the set). */
function printsAsPortable(text: string, field: Field): boolean {
  const value = field.defaultValue;
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return text === String(value);
  const upper = String(value).trim().toUpperCase();
  if (upper === 'UUID') return text === 'gen_random_uuid()';
  if (upper === 'CURRENT_DATE') return text === 'CURRENT_DATE';
  // now() is CURRENT_TIMESTAMP by another name (the same function), on a timestamp column only: on a date or time
  // column PostgreSQL keeps it as it is, where the DDL writes CURRENT_DATE / LOCALTIME.
  if (upper === 'CURRENT_TIMESTAMP')
    return field.type === 'date'
      ? text === 'CURRENT_DATE'
      : field.type === 'time'
        ? text === 'LOCALTIME'
        : /^(?:CURRENT_TIMESTAMP|now\(\))$/i.test(text);
  if (field.type === 'int' || field.type === 'long' || field.type === 'decimal')
    // PostgreSQL prints a negative number as a string cast to the column's type: `'-1'::integer`.
    return (
      text === String(value) ||
      (Number(value) < 0 &&
        text.startsWith(`'${String(value)}'::`) &&
        castsBuiltIn(text.slice(String(value).length + 2)))
    );
  if (field.type === 'boolean') return false;
  // A string as the set writes it, with the cast PostgreSQL adds (to the column's type: `'a'::character varying`).
  const raw = String(value).replace(/^'([\s\S]*)'$/, (_, inner: string) => inner.replace(/''/g, "'"));
  const literal = sqlString(raw, 'postgresql');
  // A bit string's constant (`B'0101'`) is the same constant as its string's.
  const written = /^[Bb]'/.test(text) ? text.slice(1) : text;
  if (written === literal) return true;
  if (!written.startsWith(`${literal}::`) || !castsBuiltIn(written.slice(literal.length))) return false;
  // A string cast to another string type than the column's (Rails' `'active'::text` on a varchar) stays in the
  // catalog as written; the written-back literal would be printed with the column's own cast.
  const cast = stringCastName(written.slice(literal.length));
  const own = ownStringCast(field);
  return cast === undefined || own === undefined || cast === own;
}

/**
 * The field's default as PostgreSQL's `text` gives it, when writing the portable default back would not give the
 * same text; undefined when that would, or when the text is no single expression of built-in types and functions.
 */
export function defaultSourceOf(field: Field, text: string | undefined): DefaultSource | undefined {
  if (text === undefined || field.autoIncrement || field.generated || field.defaultExpression)
    return undefined;
  // A binary default is written as PostgreSQL prints it already ('\x…'::bytea).
  if (field.type === 'binary' || printsAsPortable(text.trim(), field)) return undefined;
  if (!isSingleExpression(text) || !castsBuiltIn(text)) return undefined;
  for (const name of callsOf(text))
    if (!BUILT_IN_CALL.test(name) && !UUID_OSSP_CALL.test(name) && !PGCRYPTO_CALL.test(name))
      return undefined;
  const value = field.defaultValue;
  // Without a default the model reads, only a NULL of a type is one (any other text was read, or dropped on purpose).
  const none = value === undefined || value === null || value === '';
  if (none && !/^NULL\s*::/i.test(text.trim())) return undefined;
  return {
    dialect: 'postgresql',
    sql: text.trim(),
    type: field.type,
    ...(none ? {} : { value }),
  };
}

/**
 * Drops the kept defaults that call an extension's function the project does not create: uuid-ossp's
 * `uuid_generate_v4()`, pgcrypto's `public.gen_random_uuid()` (in PostgreSQL 13+ unqualified gen_random_uuid() is
 * built in). Such a field is written the portable way, which runs on any PostgreSQL 13+.
 */
export function dropUnbackedDefaultSources(model: Model): void {
  const extensions = model.project.postgresqlExtensions ?? [];
  const created = (name: string, schema?: string) =>
    extensions.some(
      (x) =>
        x.name.toLowerCase() === name &&
        (schema === undefined || (x.schema ?? 'public').toLowerCase() === schema.toLowerCase()),
    );
  for (const field of model.entities.flatMap((e) => e.fields)) {
    if (!field.defaultSource) continue;
    const backed = callsOf(field.defaultSource.sql).every((name) => {
      if (UUID_OSSP_CALL.test(name)) return created('uuid-ossp');
      const schema = PGCRYPTO_CALL.exec(name)?.[1];
      return schema === undefined || schema.toLowerCase() === 'pg_catalog' || created('pgcrypto', schema);
    });
    if (!backed) delete field.defaultSource;
  }
}
