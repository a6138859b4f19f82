// What the sandbox reads back from PostgreSQL's catalog once the script ran: the user's tables (partitions
// included, to be written as partitions of their parent), columns, constraints, indexes, enums and domains, each
// as PostgreSQL itself prints it (format_type, pg_get_expr, pg_get_constraintdef, pg_get_indexdef).

/** Objects of the script: not PostgreSQL's own schemas, not members of an extension. */
const USER_TABLES = `
  SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

const USER_TYPE = `
  n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'
  AND NOT EXISTS (SELECT 1 FROM pg_depend d
                  WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')`;

export const CATALOG_QUERIES = {
  tables: `
    SELECT c.oid::int8 AS oid, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name,
           c.relname AS "plainName", n.nspname AS "schemaName", c.relkind = 'p' AS partitioned, c.relispartition AS "isPartition",
           c.relpersistence = 'u' AS unlogged, array_to_string(c.reloptions, ', ') AS "storageParameters",
           CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS "partitionKey",
           CASE WHEN c.relispartition THEN pg_get_expr(c.relpartbound, c.oid) END AS "partitionBound",
           CASE WHEN c.relispartition THEN (
             SELECT quote_ident(pn.nspname) || '.' || quote_ident(p.relname)
             FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent JOIN pg_namespace pn ON pn.oid = p.relnamespace
             WHERE i.inhrelid = c.oid) END AS parent,
           obj_description(c.oid, 'pg_class') AS comment,
           c.relrowsecurity AS "rowSecurity", c.relforcerowsecurity AS "forceRowSecurity"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.oid IN (${USER_TABLES})
    ORDER BY c.oid`,
  columns: `
    SELECT a.attrelid::int8 AS "tableOid", quote_ident(a.attname) AS name, a.attname AS "plainName",
           format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull",
           pg_get_expr(ad.adbin, ad.adrelid) AS "default", a.attidentity AS identity, a.attgenerated AS generated,
           CASE WHEN a.attcollation <> 0 AND a.attcollation <> t.typcollation THEN (
             SELECT quote_ident(cn.nspname) || '.' || quote_ident(co.collname)
             FROM pg_collation co JOIN pg_namespace cn ON cn.oid = co.collnamespace WHERE co.oid = a.attcollation)
           END AS collation,
           seq.seqstart::text AS "sequenceStart", seq.seqincrement::text AS "sequenceIncrement",
           coalesce(seq.seqcycle, false) AS "sequenceCycle",
           (s.oid IS NOT NULL AND a.attidentity = '') AS serial,
           col_description(a.attrelid, a.attnum) AS comment,
           CASE WHEN et.typnamespace = 'pg_catalog'::regnamespace THEN ''
                ELSE (SELECT x.extname FROM pg_depend xd JOIN pg_extension x ON x.oid = xd.refobjid
                      WHERE xd.classid = 'pg_type'::regclass AND xd.objid = et.oid AND xd.deptype = 'e')
           END AS "typeSource"
    FROM pg_attribute a
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type et ON et.oid = CASE WHEN t.typcategory = 'A' AND t.typelem <> 0 THEN t.typelem ELSE t.oid END
    LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
    LEFT JOIN pg_depend dep ON dep.refobjid = a.attrelid AND dep.refobjsubid = a.attnum
      AND dep.classid = 'pg_class'::regclass AND dep.deptype IN ('a', 'i')
    LEFT JOIN pg_class s ON s.oid = dep.objid AND s.relkind = 'S'
    LEFT JOIN pg_sequence seq ON seq.seqrelid = s.oid
    WHERE a.attrelid IN (${USER_TABLES}) AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY a.attrelid, a.attnum`,
  constraints: `
    SELECT con.conrelid::int8 AS "tableOid", quote_ident(con.conname) AS name, con.contype AS type,
           pg_get_constraintdef(con.oid) AS definition
    FROM pg_constraint con
    WHERE con.conrelid IN (${USER_TABLES}) AND con.contype IN ('p', 'u', 'f', 'c', 'x')
    ORDER BY con.conrelid, con.contype = 'f', con.oid`,
  indexes: `
    SELECT i.indrelid::int8 AS "tableOid", pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid IN (${USER_TABLES})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con
                      WHERE con.conindid = i.indexrelid AND con.conrelid = i.indrelid AND con.contype IN ('p', 'u', 'x'))
      -- A partition's copy of its table's index is the table's: only an index of the partition alone is its own.
      AND NOT EXISTS (SELECT 1 FROM pg_inherits ih WHERE ih.inhrelid = i.indexrelid)
    ORDER BY i.indexrelid`,
  enums: `
    SELECT quote_ident(n.nspname) || '.' || quote_ident(t.typname) AS name,
           array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE ${USER_TYPE}
    GROUP BY t.oid, n.nspname, t.typname
    ORDER BY t.oid`,
  composites: `
    SELECT t.oid::int8 AS oid, quote_ident(n.nspname) || '.' || quote_ident(t.typname) AS name,
           (SELECT string_agg(quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod), ', '
                              ORDER BY a.attnum)
            FROM pg_attribute a WHERE a.attrelid = t.typrelid AND a.attnum > 0 AND NOT a.attisdropped) AS attributes
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_class c ON c.oid = t.typrelid
    WHERE t.typtype = 'c' AND c.relkind = 'c' AND ${USER_TYPE}
    ORDER BY t.oid`,
  domains: `
    SELECT t.oid::int8 AS oid, quote_ident(n.nspname) || '.' || quote_ident(t.typname) AS name,
           format_type(t.typbasetype, t.typtypmod) AS base, t.typnotnull AS "notNull", t.typdefault AS "default",
           coalesce((SELECT array_agg(pg_get_constraintdef(c.oid) ORDER BY c.oid)
                     FROM pg_constraint c WHERE c.contypid = t.oid AND c.contype = 'c'), '{}') AS checks
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typtype = 'd' AND ${USER_TYPE}
    ORDER BY t.oid`,
  // A partition's clone of its parent's trigger (tgparentid) comes back with the parent's.
  triggers: `
    SELECT tg.tgrelid::int8 AS "tableOid", quote_ident(tg.tgname) AS name,
           pg_get_triggerdef(tg.oid, true) AS definition, tg.tgenabled = 'D' AS disabled
    FROM pg_trigger tg
    WHERE tg.tgrelid IN (${USER_TABLES}) AND NOT tg.tgisinternal AND tg.tgparentid = 0
    ORDER BY tg.tgrelid, tg.tgname`,
  // Role 0 is PUBLIC; the expressions as PostgreSQL prints them (qualified: the search path is pg_catalog here).
  policies: `
    SELECT p.polrelid::int8 AS "tableOid", quote_ident(p.polname) AS name, p.polpermissive AS permissive,
           p.polcmd::text AS command,
           array_to_string(ARRAY(SELECT CASE WHEN r = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(r)) END
                                 FROM unnest(p.polroles) r), ', ') AS roles,
           pg_get_expr(p.polqual, p.polrelid) AS "using", pg_get_expr(p.polwithcheck, p.polrelid) AS "withCheck"
    FROM pg_policy p
    WHERE p.polrelid IN (${USER_TABLES})
    ORDER BY p.polrelid, p.oid`,
} as const;

export interface CatalogTable {
  oid: number | string;
  /** Schema-qualified and quoted as SQL needs it, e.g. `public."Order"`. */
  name: string;
  plainName: string;
  /** The schema the table is in, as PostgreSQL keeps it (`public`, `archive`); public when absent. */
  schemaName?: string;
  partitioned: boolean;
  isPartition: boolean;
  unlogged: boolean;
  /** pg_class.reloptions joined as `WITH (…)` takes them (`fillfactor=70, autovacuum_enabled=false`); null = none. */
  storageParameters?: string | null;
  partitionKey: string | null;
  partitionBound: string | null;
  parent: string | null;
  comment: string | null;
  /** ENABLE / FORCE ROW LEVEL SECURITY; absent from snapshots built by hand. */
  rowSecurity?: boolean;
  forceRowSecurity?: boolean;
}

export interface CatalogColumn {
  tableOid: number | string;
  name: string;
  plainName: string;
  type: string;
  notNull: boolean;
  default: string | null;
  /** `a` ALWAYS, `d` BY DEFAULT, '' none. */
  identity: string;
  /** `s` STORED, `v` VIRTUAL, '' none. */
  generated: string;
  collation: string | null;
  sequenceStart: string | null;
  sequenceIncrement: string | null;
  /** The column's sequence wraps around at its end (CYCLE); the query always reads it. */
  sequenceCycle?: boolean;
  /** A serial column: the default draws from a sequence the column owns. */
  serial: boolean;
  comment: string | null;
  /**
   * Where the column's type (an array's element type) comes from: '' PostgreSQL itself, else the extension that
   * created it (`isn` for `isbn`); null for a type of the script (enum, domain, composite). Absent from snapshots
   * built by hand.
   */
  typeSource?: string | null;
}

export interface CatalogConstraint {
  tableOid: number | string;
  name: string;
  /** p primary key, u unique, f foreign key, c check, x exclusion. */
  type: string;
  definition: string;
}

export interface CatalogIndex {
  tableOid: number | string;
  definition: string;
}

export interface CatalogEnum {
  name: string;
  labels: string[];
}

/** A composite type (`CREATE TYPE … AS (…)`): its attributes as `name type, …`, as PostgreSQL prints them. */
export interface CatalogComposite {
  /** The order PostgreSQL created the types in (a type after those it uses); absent from snapshots built by hand. */
  oid?: number | string;
  name: string;
  attributes: string | null;
}

export interface CatalogDomain {
  /** As CatalogComposite.oid. */
  oid?: number | string;
  name: string;
  base: string;
  notNull: boolean;
  default: string | null;
  checks: string[];
}

export interface CatalogTrigger {
  tableOid: number | string;
  /** Quoted as SQL needs it. */
  name: string;
  /** `CREATE [CONSTRAINT] TRIGGER …` as pg_get_triggerdef prints it, no semicolon. */
  definition: string;
  disabled: boolean;
}

/** A row-level security policy, as pg_policy has it. */
export interface CatalogPolicy {
  tableOid: number | string;
  /** Quoted as SQL needs it. */
  name: string;
  /** PERMISSIVE (the default) or RESTRICTIVE. */
  permissive: boolean;
  /** pg_policy.polcmd: r SELECT, a INSERT, w UPDATE, d DELETE, * ALL. */
  command: string;
  /** The roles, quoted and comma-separated, PUBLIC for all. */
  roles: string;
  using: string | null;
  withCheck: string | null;
}

/** What the sandbox read back, one list per query of CATALOG_QUERIES. */
export interface CatalogSnapshot {
  tables: CatalogTable[];
  columns: CatalogColumn[];
  constraints: CatalogConstraint[];
  indexes: CatalogIndex[];
  enums: CatalogEnum[];
  /** Read by every sandbox run; absent from snapshots built by hand. */
  composites?: CatalogComposite[];
  domains: CatalogDomain[];
  /** Optional for snapshots written by hand (tests); the sandbox always reads it. */
  triggers?: CatalogTrigger[];
  /** Optional for snapshots written by hand (tests); the sandbox always reads it. */
  policies?: CatalogPolicy[];
}
