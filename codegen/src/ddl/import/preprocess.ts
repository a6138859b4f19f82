// Rewrites PostgreSQL table definitions the parser does not accept into ones it does,
// remembering what was rewritten (identity columns, enum and domain column types).
import { isConstraintDefinition } from './constraint-start';
import { findTypeKey } from './qualified';
import type { RawSchema } from './raw';

export interface Rewritten {
  definitions: string[];
  /** Lower-case column names declared `GENERATED … AS IDENTITY`, with the options they give. */
  identityColumns: Map<string, IdentityDeclaration>;
  /** Lower-case column name → the key of its enum type in RawSchema.enumTypes. */
  enumColumns: Map<string, string>;
  /** Lower-case column name → the key of its domain in RawSchema.domains. */
  domainColumns: Map<string, string>;
  /** Of the domainColumns not an array of the domain: whether the column's NOT NULL / DEFAULT came from the domain. */
  domainSupplied: Map<string, { notNull: boolean; default: boolean }>;
  /** Lower-case column name → the key of its enum type, of a column that is an array of the enum (`mood[]`). */
  enumArrayColumns: Map<string, string>;
  /** Lower-case names of the columns of type `bpchar` without a length: blank-padded text of any length. */
  bpcharColumns: Set<string>;
  /**
   * Lower-case column name → its PostgreSQL type as the model keeps it, of a column whose type the parser reads only
   * in a simpler form: `NUMERIC(5,-2)` (read as the DECIMAL holding the same values), `INTERVAL DAY TO SECOND(3)`.
   */
  nativeTypes: Map<string, string>;
}

/** What `GENERATED ALWAYS|BY DEFAULT AS IDENTITY (…)` says, as the model keeps it. */
export interface IdentityDeclaration {
  /** START WITH, when above 1. */
  start?: number;
  /** ALWAYS / INCREMENT BY n (≠ 1) / CYCLE, only those set. */
  options: { always?: boolean; incrementBy?: number; cycle?: boolean };
  /** What the model does not keep (`CACHE 20`, `MINVALUE 10`): listed by the import. */
  losses: string[];
}

// `(?<!\s)`: tried once per blank run, not again from each of its blanks (quadratic on a long run).
const IDENTITY = /(?<!\s)\s+GENERATED\s+(ALWAYS|BY\s+DEFAULT)\s+AS\s+IDENTITY(\s*\([^)]*\))?/i;

/**
 * The identity declared by `generation` (`ALWAYS` / `BY DEFAULT`) and its sequence options (`START WITH 100
 * INCREMENT BY 10 CYCLE`, pg_dump's `SEQUENCE NAME s START WITH 1 … NO MINVALUE … CACHE 1`).
 */
export function identityDeclaration(generation: string, optionText: string): IdentityDeclaration {
  const start = /\bSTART\s+(?:WITH\s+)?(\d+)/i.exec(optionText);
  const step = /\bINCREMENT\s+(?:BY\s+)?(-?\d+)/i.exec(optionText);
  const options: IdentityDeclaration['options'] = {};
  if (/^ALWAYS$/i.test(generation)) options.always = true;
  if (step && Number(step[1]) !== 1 && Number.isSafeInteger(Number(step[1])) && Number(step[1]) !== 0)
    options.incrementBy = Number(step[1]);
  if (/(?<!\bNO\s+)\bCYCLE\b/i.test(optionText)) options.cycle = true;
  const losses = [...optionText.matchAll(/\b(CACHE\s+\d+|(?<!\bNO\s+)(?:MINVALUE|MAXVALUE)\s+-?\d+)/gi)]
    .map((m) => m[1].replace(/\s+/g, ' ').toUpperCase())
    // The defaults, as pg_dump writes them out: one value cached, from 1 up to the type's largest value.
    .filter((o) => !/^(CACHE 1|MINVALUE 1|MAXVALUE (32767|2147483647|9223372036854775807))$/.test(o));
  // The model starts only an ascending identity (a descending one counts down from -1, its largest value).
  if (start && Number(start[1]) > 1 && (options.incrementBy ?? 1) < 0) losses.push(`START WITH ${start[1]}`);
  return {
    ...(start && Number(start[1]) > 1 && (options.incrementBy ?? 1) > 0 ? { start: Number(start[1]) } : {}),
    options,
    losses,
  };
}

// pg_dump writes `DEFAULT CURRENT_DATE` as `('now'::text)::date`: the cast of the text 'now' is the current date or
// time, at each insert. `'now'::date` alone is read once, as the table is created (a constant): not this.
// `(?:\(|(?<!\s))`: without the parenthesis a match starts only where a blank run does (the leftmost start anyway),
// so a long run is not read again from each of its blanks.
const NOW_CAST =
  /(?:\(|(?<!\s))\s*'now'\s*::\s*(?:text|character varying)\s*\)?\s*::\s*(date|timestamp(?:tz)?(?:\s*\(\s*\d\s*\))?(?:\s+with(?:out)?\s+time\s+zone)?)/gi;
const FIXED_CHAR = /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+)(?:character|bpchar)\b(?!\s+varying)/i;
/**
 * An array of a zoned time type as PostgreSQL prints it (`timestamp(3) without time zone[]`), which the parser cannot
 * read: written with the short name (`TIMESTAMP(3)[]`, `TIMESTAMPTZ[]`), which the placeholder type keeps as it is.
 */
const ZONED_ARRAY =
  /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+)(timestamp|time)\s*(\(\s*\d+\s*\))?\s+(with|without)\s+time\s+zone(?=\s*\[)/i;
/** The same for an array of `bit varying(n)`: `VARBIT(n)[]`. */
const BIT_VARYING_ARRAY = /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+)bit\s+varying\b(?=\s*(?:\(\s*\d+\s*\)\s*)?\[)/i;
/** `numeric(p, s)` / `decimal(p, s)`, its scale maybe negative (PostgreSQL 15+). */
const NUMERIC_SIZE =
  /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+)(?:numeric|decimal|dec)\s*\(\s*(\d+)\s*,\s*(-?\d+)\s*\)(?!\s*(?:\[|ARRAY\b))/i;
/** `interval` with its fields or precision (`interval day to second(3)`, `interval year`, `interval(2)`). */
const INTERVAL_FIELDS =
  /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+)interval(?:\s+((?:year|month|day|hour|minute|second)(?:\s+to\s+(?:month|hour|minute|second))?))?(?:\s*\(\s*(\d)\s*\))?(?!\s*(?:\[|ARRAY\b))/i;
/** SQL's `type ARRAY[n]` / `type ARRAY`, PostgreSQL's `type[n]` / `type[]`. */
const ARRAY_KEYWORD =
  /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+(?:"[^"]+"|[A-Za-z_][\w.]*)(?:\s+(?:varying|precision))?(?:\s*\([\d\s,]*\))?(?:\s+with(?:out)?\s+time\s+zone)?)\s+ARRAY\b(?:\s*\[\s*(\d*)\s*\])?/i;

/**
 * The DECIMAL(p, s) that holds the values of PostgreSQL's NUMERIC(precision, scale) whose scale is negative (whole
 * numbers rounded to tens, hundreds…) or over its precision (only digits after the point, the first ones zeros).
 */
export function decimalHolding(precision: number, scale: number): { precision: number; scale: number } {
  if (scale < 0) return { precision: precision - scale, scale: 0 };
  return { precision: Math.max(precision, scale), scale };
}

/** `bpchar` without a length (unlike `character`, which is character(1)): the parser reads it as TEXT. */
const BARE_BPCHAR = /^(\s*(?:"[^"]+"|[A-Za-z_]\w*)\s+)bpchar\b(?!\s*[([])/i;
// Type names of several words (`'draft'::character varying`, as pg_dump writes defaults) are one cast.
const CAST =
  /::\s*("[^"]+"|(?:character\s+varying|bit\s+varying|double\s+precision|(?:timestamp|time)(?:\s*\(\s*\d+\s*\))?\s+with(?:out)?\s+time\s+zone)\b|[A-Za-z_][\w.]*)(\s*\([^)]*\))?(\s*\[\])*/gi;

const BIT_CONSTANT = /(?<![\w'])[Bb]'([01]+)'/g;

/** Applies `fn` to the parts of `sql` outside single-quoted strings. */
export function outsideStrings(sql: string, fn: (chunk: string) => string): string {
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 === 1 ? part : fn(part)))
    .join('');
}

/**
 * PostgreSQL SQL without its casts, which the parser does not read: `('now'::text)::date` becomes CURRENT_DATE (or
 * now() for a timestamp), and every other cast, of one word or several (`'x'::character varying`), is dropped.
 */
export const withoutCasts = (sql: string): string =>
  outsideStrings(
    sql
      .replace(NOW_CAST, (_cast, type: string) => (/^date$/i.test(type) ? ' CURRENT_DATE' : ' now()'))
      // A bit-string constant (`B'0101'`, which the parser does not read) is the string of its bits for a BIT column.
      .replace(BIT_CONSTANT, "'$1'"),
    (chunk) => chunk.replace(CAST, ''),
  );

/** A column's type name as written, qualified or not: `status`, `sales.status`, `"Sales"."Status"`. */
const COLUMN_TYPE = String.raw`(?:"[^"]+"|[A-Za-z_]\w*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_]\w*))*`;

/**
 * `schema` gives the enum types and domains read so far and the search path along which an unqualified type name is
 * found (two schemas may each have a type of one name).
 */
export function rewritePostgresDefinitions(
  definitions: string[],
  schema: Pick<RawSchema, 'dialect' | 'searchPath' | 'enumTypes' | 'domains' | 'domainOptions'>,
): Rewritten {
  const { domains, domainOptions } = schema;
  const identityColumns = new Map<string, IdentityDeclaration>();
  const enumColumns = new Map<string, string>();
  const domainColumns = new Map<string, string>();
  const domainSupplied = new Map<string, { notNull: boolean; default: boolean }>();
  const enumArrayColumns = new Map<string, string>();
  const bpcharColumns = new Set<string>();
  const nativeTypes = new Map<string, string>();
  /** A domain's type for the parser: over an enum type (or an array of one), that enum's as an enum column's. */
  const domainType = (base: string, column: string): string => {
    const [, element, brackets] = /^(.*?)((?:\s*\[\s*\d*\s*\])*)$/.exec(base) ?? [base, base, ''];
    const enumType = new RegExp(`^${COLUMN_TYPE}$`).test(element)
      ? findTypeKey(schema.enumTypes, element, schema)
      : undefined;
    if (enumType === undefined) return base;
    (brackets ? enumArrayColumns : enumColumns).set(column, enumType);
    return `VARCHAR${brackets}`;
  };
  const rewritten = definitions.map((original) => {
    const definition = withoutCasts(original);
    const match = new RegExp(String.raw`^\s*("[^"]+"|[A-Za-z_]\w*)\s+(${COLUMN_TYPE})`).exec(definition);
    if (!match || isConstraintDefinition(definition, 'postgresql')) return definition;
    const column = match[1].replace(/"/g, '').toLowerCase();
    let text = definition;
    const identity = IDENTITY.exec(text);
    if (identity) {
      identityColumns.set(column, identityDeclaration(identity[1], identity[2] ?? ''));
      text = text.replace(IDENTITY, '');
    }
    const typeStart = match.index + match[0].length - match[2].length;
    const enumType = findTypeKey(schema.enumTypes, match[2], schema);
    const domain = enumType === undefined ? findTypeKey(domains, match[2], schema) : undefined;
    if (enumType !== undefined) {
      // An array of the enum keeps its brackets: the parser reads a VARCHAR array, the column gets its type back.
      if (/^\s*(\[|ARRAY\b)/i.test(text.slice(typeStart + match[2].length)))
        enumArrayColumns.set(column, enumType);
      else enumColumns.set(column, enumType);
      text = `${text.slice(0, typeStart)}VARCHAR${text.slice(typeStart + match[2].length)}`;
    } else if (domain !== undefined) {
      domainColumns.set(column, domain);
      // The domain's NOT NULL and DEFAULT hold for the column, unless the column says otherwise; not for an array
      // of the domain, whose elements they are for.
      const options = domainOptions?.get(domain);
      const rest = text.slice(typeStart + match[2].length);
      const array = /^\s*(\[|ARRAY\b)/i.test(rest);
      const notNull = !array && options?.notNull === true && !/\bNOT\s+NULL\b/i.test(rest);
      const dflt = !array && options?.default !== undefined && !/\bDEFAULT\b/i.test(rest);
      if (!array) domainSupplied.set(column, { notNull, default: dflt });
      const extra = (notNull ? ' NOT NULL' : '') + (dflt ? ` DEFAULT ${options?.default}` : '');
      text = `${text.slice(0, typeStart)}${domainType(domains.get(domain) ?? '', column)}${extra}${rest}`;
    }
    text = text.replace(
      ARRAY_KEYWORD,
      (_all, head: string, size: string | undefined) => `${head}[${size ?? ''}]`,
    );
    text = text.replace(
      ZONED_ARRAY,
      (_all, head: string, type: string, size: string | undefined, zone: string) =>
        `${head}${type.toUpperCase()}${/^with$/i.test(zone) ? 'TZ' : ''}${(size ?? '').replace(/\s+/g, '')}`,
    );
    text = text.replace(BIT_VARYING_ARRAY, '$1VARBIT');
    text = text.replace(NUMERIC_SIZE, (all, head: string, p: string, s: string) => {
      const [precision, scale] = [Number(p), Number(s)];
      if (scale >= 0 && scale <= precision) return all;
      nativeTypes.set(column, `NUMERIC(${precision},${scale})`);
      const held = decimalHolding(precision, scale);
      return `${head}NUMERIC(${held.precision},${held.scale})`;
    });
    text = text.replace(INTERVAL_FIELDS, (all, head: string, fields?: string, p?: string) => {
      if (fields === undefined && p === undefined) return all;
      const written = fields ? ` ${fields.replace(/\s+/g, ' ').toUpperCase()}` : '';
      nativeTypes.set(column, `INTERVAL${written}${p === undefined ? '' : `(${p})`}`);
      return `${head}INTERVAL`;
    });
    if (BARE_BPCHAR.test(text)) {
      bpcharColumns.add(column);
      return text.replace(BARE_BPCHAR, '$1TEXT');
    }
    // The parser reads `character(n)` as CHARACTER VARYING and rejects `bpchar(n)`: both are CHAR(n).
    return text.replace(FIXED_CHAR, '$1CHAR');
  });
  return {
    definitions: rewritten,
    identityColumns,
    enumColumns,
    domainColumns,
    domainSupplied,
    enumArrayColumns,
    bpcharColumns,
    nativeTypes,
  };
}
