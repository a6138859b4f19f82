// `CREATE DOMAIN name [AS] type [DEFAULT …] [NOT NULL] [CHECK (…)]`, read once for the DDL import (collectDomain), the
// validator (a nullable field of a NOT NULL domain) and the PostgreSQL DDL (whether the domain still gives a column
// its DEFAULT), so the three agree on what a kept domain (project.postgresqlTypes) says.
import { nameParts, ownSchema } from '../ddl/import/qualified';
import type { PostgresqlType } from './types';

/** A kept type's identity: `name`, or `schema.name` outside public (names as the database keeps them). */
export const postgresqlTypeKey = (type: { name: string; schema?: string | null }): string =>
  type.schema ? `${type.schema}.${type.name}` : type.name;

const NAME = String.raw`(?:"(?:[^"]|"")*"|[\w$]+)`;
/** `CREATE DOMAIN [schema.]name [AS] type`, up to its options and constraints. */
const DOMAIN = new RegExp(
  String.raw`^\s*CREATE\s+DOMAIN\s+(${NAME}(?:\s*\.\s*${NAME})?)\s+(?:AS\s+)?((?:[\w]+\.|"[^"]+"\.)?(?:[A-Za-z][\w ]*?|"[^"]+")(?:\([\d, ]+\))?(?:\s*\[\s*\d*\s*\])*)(?=\s+(?:DEFAULT|CONSTRAINT|CHECK|NOT|NULL|COLLATE)\b|\s*$)`,
  'i',
);

export interface DomainStatement {
  /** The domain's name as written, qualified or not: `app.money`, `"Email"`. */
  name: string;
  /** Its type as written: `integer`, `numeric(12,2)`, `"Email"`, `posint[]`. */
  type: string;
  /** Its own DEFAULT's text (`7`, `'happy'`, `now()`); undefined: none. */
  default?: string;
  /** Its own NOT NULL. */
  notNull: boolean;
}

/** A CREATE DOMAIN (comments already stripped), or undefined when it is not one this reading understands. */
export function readDomain(text: string): DomainStatement | undefined {
  const match = DOMAIN.exec(text);
  if (!match) return undefined;
  // The options after the type, outside its CHECKs (whose expressions may say DEFAULT or NOT NULL).
  const rest = text.slice(match.index + match[0].length).replace(/\bCHECK\s*\([\s\S]*$/i, '');
  const dflt = /\bDEFAULT\s+('(?:[^']|'')*'|[\w.+-]+(?:\s*\([^()]*\))?)/i.exec(rest)?.[1];
  return {
    name: match[1],
    type: match[2],
    ...(dflt === undefined ? {} : { default: dflt }),
    notNull: /\bNOT\s+NULL\b/i.test(rest),
  };
}

export interface DomainOptions {
  /** The DEFAULT's text as the import reads it (`7`, `'happy'`, `now()`); undefined = none. */
  default?: string;
  notNull: boolean;
}

/**
 * The DEFAULT and NOT NULL of the kept domain `key` (postgresqlTypeKey), its own or those of the kept domain it stands
 * on; undefined when the project keeps no such domain.
 */
export function domainOptionsOf(types: PostgresqlType[], key: string, depth = 0): DomainOptions | undefined {
  const type = types.find((t) => postgresqlTypeKey(t) === key);
  const domain = type ? readDomain(type.definition) : undefined;
  if (!domain) return undefined;
  const parts = nameParts(domain.type, 'postgresql');
  const outer =
    depth < 10 && /^(?:[\w$]+|"[^"]+")(?:\s*\.\s*(?:[\w$]+|"[^"]+"))?$/.test(domain.type.trim())
      ? domainOptionsOf(
          types,
          postgresqlTypeKey({ name: parts[parts.length - 1], schema: ownSchema(parts[parts.length - 2]) }),
          depth + 1,
        )
      : undefined;
  return { default: domain.default ?? outer?.default, notNull: domain.notNull || outer?.notNull === true };
}
