// A column of a kept PostgreSQL domain (Field.postgresqlDomain) in the PostgreSQL DDL: the domain's name as a column
// writes it, and whether the domain still gives the column its DEFAULT and NOT NULL. A field edited after the import
// (an API PUT changing `defaultValue` and leaving `postgresqlDomain`) has a default of its own the column must write.
import { defaultKeywordOfText, keywordDefaultFor } from '../model/default-keywords';
import { domainOptionsOf, postgresqlTypeKey } from '../model/postgresql-domain';
import type { PostgresqlType } from '../model/types';
import { identifierWhereNeeded } from './check-expression';
import type { FieldContext } from './types';

const identifier = (name: string) => identifierWhereNeeded(name, 'postgresql');

/** A kept type's name as a column writes it: `year`, `"Email"`, `"order"`, `app.money`. */
export const postgresqlTypeName = (name: string, schema?: string | null): string =>
  schema ? `${identifier(schema)}.${identifier(name)}` : identifier(name);

type Literal = string | number | boolean;

/** A DEFAULT that is a plain literal (`7`, `'x'`, `true`), as its value; undefined for an expression. */
function literalOf(sql: string): Literal | undefined {
  const quoted = /^'((?:[^']|'')*)'$/.exec(sql);
  if (quoted) return quoted[1].replace(/''/g, "'");
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(sql)) return Number(sql);
  if (/^(true|false)$/i.test(sql)) return sql.toLowerCase() === 'true';
  return undefined;
}

const TRUE = new Set(['true', 't', '1', 'yes', 'on']);

/** Whether the field's default is still the domain's; undefined when it cannot tell (an expression the import left). */
function sameDefault(field: FieldContext, domainDefault: string | undefined): boolean | undefined {
  const domain = domainDefault === undefined || /^null$/i.test(domainDefault) ? null : domainDefault;
  const literal = domain === null ? undefined : literalOf(domain);
  // A keyword the import took into the field (`now()` → CURRENT_TIMESTAMP): the domain's only while the field keeps
  // it; one the import left unread (`md5('a')`) cannot be told from none.
  const keyword = domain === null ? undefined : defaultKeywordOfText(domain);
  const read = keyword === undefined ? undefined : keywordDefaultFor(field.type, keyword);
  if (read !== undefined) return field.defaultKind === read.toLowerCase();
  // An empty string is no default to the model (defaultKindOf), but it is the domain's `DEFAULT ''`.
  if (field.defaultKind === 'none')
    return domain === null || literal === '' ? true : literal === undefined ? undefined : false;
  if (field.defaultKind !== 'literal' || field.defaultValue === null)
    return domain === null || literal !== undefined ? false : undefined;
  if (literal === undefined) return false;
  const value = String(field.defaultValue).replace(/^'(.*)'$/s, (_, inner: string) =>
    inner.replace(/''/g, "'"),
  );
  if (typeof literal === 'number') return value.trim() !== '' && Number(value) === literal;
  if (typeof literal === 'boolean') return TRUE.has(value.toLowerCase()) === literal;
  return value === literal;
}

/**
 * The field contexts with their domains' `default` / `notNull` as the PostgreSQL DDL needs them: the domain gives the
 * column its DEFAULT only while the field's default is still the domain's (else the column writes its own, or DEFAULT
 * NULL when the field has none), its NOT NULL only when the domain has one.
 */
export function withPostgresqlDomains(
  types: PostgresqlType[],
  fieldContexts: Map<string, FieldContext[]>,
): void {
  for (const [className, list] of fieldContexts)
    fieldContexts.set(
      className,
      list.map((f) => {
        if (!f.postgresqlDomain) return f;
        const options = domainOptionsOf(types, postgresqlTypeKey(f.postgresqlDomain));
        // A domain the project does not define (validation reports it): the model's word stands.
        if (!options) return f;
        const same = sameDefault(f, options.default);
        const fromDomain = f.postgresqlDomain.default && same !== false;
        return {
          ...f,
          postgresqlDomain: {
            ...f.postgresqlDomain,
            notNull: f.postgresqlDomain.notNull && options.notNull,
            default: fromDomain,
            nullDefault: !fromDomain && f.defaultKind === 'none' && same === false,
          },
        };
      }),
    );
}
