// Which kept PostgreSQL type (project.postgresqlTypes) a column uses and a definition names: by schema and exact
// name, so `app.money`, `"Email"` and `"order"` are each their own type.
import type { Model, PostgresqlType } from '../../model/types';
import { nameParts, ownSchema } from './qualified';
import { postgresqlTypeKey } from '../../model/postgresql-domain';
import { sqlName } from '../../engine/string-literals';

/** A `[schema.]name[…]` type a column's sqlType.postgresql names (quoted or bare); not a built-in of two words. */
const NAMED_TYPE =
  /^\s*((?:(?:"(?:[^"]|"")*"|[A-Za-z_][\w$]*)\s*\.\s*)?(?:"(?:[^"]|"")*"|[A-Za-z_][\w$]*))\s*(?:\[[\d\s[\]]*)?$/;

/** The kept types the model's fields use (a composite type by sqlType.postgresql, a domain), by postgresqlTypeKey. */
export function usedPostgresqlTypeNames(model: Model): Set<string> {
  const used = new Set<string>();
  for (const field of model.entities.flatMap((e) => e.fields)) {
    const written = NAMED_TYPE.exec(field.sqlType?.postgresql ?? '')?.[1];
    if (written) {
      const parts = nameParts(written, 'postgresql');
      used.add(
        postgresqlTypeKey({ name: parts[parts.length - 1], schema: ownSchema(parts[parts.length - 2]) }),
      );
    }
    if (field.postgresqlDomain) used.add(postgresqlTypeKey(field.postgresqlDomain));
  }
  return used;
}

/** `CREATE TYPE|DOMAIN [schema.]name`: what a definition says before what it names. */
const HEAD =
  /^\s*CREATE\s+(?:TYPE|DOMAIN)\s+(?:(?:"(?:[^"]|"")*"|[\w$]+)\s*\.\s*)?(?:"(?:[^"]|"")*"|[\w$]+)/i;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a definition names `type` after its own name (an attribute's type, its base, a cast in its CHECKs): quoted
 * as `"Email"`, or bare when PostgreSQL folds the bare word to that name.
 */
export function definitionNames(definition: string, type: Pick<PostgresqlType, 'name'>): boolean {
  const rest = definition.replace(HEAD, '');
  const quoted = escaped(sqlName(type.name, 'postgresql'));
  if (new RegExp(quoted).test(rest)) return true;
  return (
    /^[a-z_][a-z0-9_$]*$/.test(type.name) &&
    new RegExp(String.raw`(^|[^\w$"])${escaped(type.name)}($|[^\w$"])`, 'i').test(rest)
  );
}
