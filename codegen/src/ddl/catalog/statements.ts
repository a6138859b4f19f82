// Which statements of a PostgreSQL script the sandbox runs: those that define the schema (tables, types,
// domains, indexes, sequences, functions their defaults or checks may call, comments, DO blocks that create them).
// Data, queries, transactions, roles and server-level commands are left out: the sandbox runs the script in one
// transaction it rolls back, so a statement that ends it, waits on the network or copies data has no place there.
import { splitStatements, stripComments } from '../import/split';

export interface SandboxStatement {
  /** The statement as PostgreSQL gets it (one statement, no trailing semicolon). */
  text: string;
  /** 1-based line of the statement in the script. */
  line: number;
}

const LEFT_OUT = [
  // Transactions: the sandbox owns the one transaction.
  /^(BEGIN|START|COMMIT|END|ROLLBACK|ABORT|SAVEPOINT|RELEASE|PREPARE|SET\s+TRANSACTION|SET\s+SESSION\s+CHARACTERISTICS)\b/,
  // Data and queries: nothing of the schema, possibly slow.
  /^(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|SELECT|WITH|VALUES|TABLE|EXPLAIN|CALL|EXECUTE|FETCH|MOVE|DECLARE|CLOSE|LISTEN|NOTIFY|UNLISTEN|LOCK|REFRESH|IMPORT|LOAD|DISCARD|RESET\s+SESSION)\b/,
  /^CREATE\s+(TEMP|TEMPORARY|LOCAL\s+TEMP|LOCAL\s+TEMPORARY|GLOBAL\s+TEMP|GLOBAL\s+TEMPORARY)\s*TABLE\s+(IF\s+NOT\s+EXISTS\s+)?\S+\s+AS\b/,
  /^CREATE\s+(OR\s+REPLACE\s+)?MATERIALIZED\s+VIEW\b/,
  // Server-level objects and sessions.
  /^(CREATE|ALTER|DROP)\s+(DATABASE|TABLESPACE|ROLE|USER|GROUP|SUBSCRIPTION|PUBLICATION|SERVER|FOREIGN\s+DATA\s+WRAPPER|USER\s+MAPPING|EVENT\s+TRIGGER)\b/,
  /^(GRANT|REVOKE|REASSIGN|SECURITY\s+LABEL|ALTER\s+SYSTEM|ALTER\s+DEFAULT\s+PRIVILEGES|SET\s+(SESSION\s+)?ROLE|SET\s+SESSION\s+AUTHORIZATION)\b/,
  /^(VACUUM|ANALYZE|ANALYSE|CLUSTER|REINDEX|CHECKPOINT)\b/,
];

/** pg_dump's `SELECT pg_catalog.set_config('search_path', '', false)`: the one query that shapes the schema. */
const SET_CONFIG =
  /^SELECT\s+(pg_catalog\.)?set_config\s*\(\s*'search_path'\s*,\s*'[^']*'\s*,\s*false\s*\)$/i;

/**
 * A table made from a query (`CREATE TABLE t AS query`, `SELECT … INTO t`) as the sandbox makes it: WITH NO DATA,
 * so the catalog has its columns without the query running. Undefined for any other statement.
 */
function structureOnly(text: string): string | undefined {
  if (
    /^CREATE\s+(UNLOGGED\s+)?TABLE\s+(IF\s+NOT\s+EXISTS\s+)?[^\s(]+(\s*\([^()]*\))?\s+AS\s+(?!EXECUTE\b)/i.test(
      text,
    )
  )
    return `${text.replace(/\s+WITH\s+(NO\s+)?DATA\s*$/i, '')} WITH NO DATA`;
  const into = /^SELECT\b([\s\S]*?)\bINTO\s+(UNLOGGED\s+)?(?:TABLE\s+)?([^\s(;,]+)\s+([\s\S]*)$/i.exec(text);
  if (!into || /^(TEMP|TEMPORARY)$/i.test(into[3]) || /'|"/.test(into[1])) return undefined;
  return `CREATE ${into[2] ?? ''}TABLE ${into[3]} AS SELECT${into[1]} ${into[4]} WITH NO DATA`;
}

/** The statements of `sql` the sandbox runs, in order; `CREATE INDEX CONCURRENTLY` loses CONCURRENTLY. */
export function sandboxStatements(sql: string): SandboxStatement[] {
  const statements: SandboxStatement[] = [];
  for (const statement of splitStatements(sql)) {
    const text = stripComments(statement.text).trim();
    // psql meta-commands (`\connect`, pg_dump's `\restrict`) are not SQL.
    if (text.startsWith('\\')) continue;
    const head = text.replace(/\s+/g, ' ').toUpperCase();
    if (SET_CONFIG.test(text)) {
      statements.push({ text, line: statement.line });
      continue;
    }
    const derived = structureOnly(text);
    if (derived) {
      statements.push({ text: derived, line: statement.line });
      continue;
    }
    if (LEFT_OUT.some((pattern) => pattern.test(head))) continue;
    statements.push({
      text: text.replace(/^(CREATE\s+(UNIQUE\s+)?INDEX\s+)CONCURRENTLY\s+/i, '$1'),
      line: statement.line,
    });
  }
  return statements;
}
