// Intermediate form between the parser's AST and the Model: one entry per table, SQL names kept.
import type { EnumValue, ForeignKeyAction, IndexMethod, NullsOrder, PartitionIndex } from '../../model/types';

import type { RawCheck } from './checks';

export type Dialect = 'mysql' | 'postgresql';

export interface RawColumn {
  name: string;
  /** Upper-case SQL type as written, e.g. `VARCHAR`, `CHARACTER VARYING`, `TEXT[]`. */
  dataType: string;
  length?: number;
  scale?: number;
  /** CHAR(n) rather than VARCHAR(n). */
  fixedLength?: boolean;
  unsigned: boolean;
  /** MySQL `ZEROFILL`: shown padded with zeros to the display width (and UNSIGNED). */
  zerofill?: boolean;
  /** `TIMESTAMP WITH TIME ZONE`, `TIMESTAMPTZ`, `TIMETZ`. */
  withTimeZone?: boolean;
  /** MySQL `ON UPDATE CURRENT_TIMESTAMP`. */
  onUpdateNow?: boolean;
  /** Line of the column's definition, when known. */
  line?: number;
  notNull: boolean;
  primaryKey: boolean;
  unique: boolean;
  autoIncrement: boolean;
  defaultValue?: RawDefault;
  /** Values of a MySQL ENUM or of the PostgreSQL enum type the column uses (or holds an array of). */
  enumValues?: string[];
  /** The PostgreSQL enum type the column uses, lower-case. */
  enumType?: string;
  /** The schema of that enum type, as PostgreSQL keeps it, when not public. */
  enumSchema?: string;
  /**
   * PostgreSQL: the column's type as the model keeps it where `dataType` is the simpler one the parser read
   * (`NUMERIC(5,-2)` read as NUMERIC(7,0), `INTERVAL DAY TO SECOND(3)` as INTERVAL); see preprocess.ts.
   */
  nativeType?: string;
  /** The PostgreSQL composite type (`CREATE TYPE … AS (…)`) the column has or holds an array of, lower-case. */
  compositeType?: string;
  /**
   * The PostgreSQL domain the column has, kept whole (RawSchema.keptDomains): its name, and whether the column's
   * NOT NULL / DEFAULT came from it (dataType and the other fields are the domain's base, as the parser read it).
   */
  domain?: { name: string; schema?: string; notNull: boolean; default: boolean };
  comment?: string;
  /** PostgreSQL `GENERATED … AS IDENTITY (START WITH n)`. */
  autoIncrementStart?: number;
  /** PostgreSQL identity options beyond the start: `GENERATED ALWAYS`, `INCREMENT BY n` (≠ 1), `CYCLE`. */
  identity?: { always?: boolean; incrementBy?: number; cycle?: boolean };
  /** PostgreSQL: the sequence the column draws from (serial's, `DEFAULT nextval('s')`), as PostgreSQL names it. */
  sequence?: string;
  /** The sequence's schema when not public (see qualified.ts). */
  sequenceSchema?: string;
  /** The column owns the sequence: a serial's, or one the script makes `OWNED BY` it. */
  sequenceOwned?: boolean;
  /** The same, when other columns draw from it too. */
  sharedSequence?: string;
  /** `GENERATED ALWAYS AS (expression) STORED|VIRTUAL`. */
  generated?: { expression: string; stored: boolean };
  /**
   * The text after DEFAULT as written (outer parentheses removed), read with the column, but a bare NULL: an
   * expression's (fields.ts), and PostgreSQL's own writing of any default (default-source.ts).
   */
  defaultText?: string;
  /** PostgreSQL: the column's default is written as a bare `DEFAULT NULL` (see default-literals.ts). */
  defaultNull?: boolean;
  /** The column's own character set (MySQL) and collation, when it has one that is not the default. */
  collation?: RawCollation;
  /** MySQL `INVISIBLE`: SELECT * leaves the column out. */
  invisible?: true;
  /** MySQL `SRID n` (MariaDB `REF_SYSTEM_ID=n`) of a spatial column. */
  srid?: number;
}

/** MySQL `CHARACTER SET latin1 COLLATE latin1_bin`, PostgreSQL `COLLATE "C"`: names as the database has them. */
export interface RawCollation {
  charset?: string;
  collate?: string;
  /** MySQL's `VARCHAR(40) BINARY` without a character set: the binary collation of the table's character set. */
  tableBinary?: true;
}

export type RawDefault =
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'keyword'; value: 'CURRENT_TIMESTAMP' | 'CURRENT_DATE' | 'UUID' }
  | { kind: 'expression'; text: string }
  /** MySQL's hex literal `0x00ff` / `X'00ff'`: bytes, lower-case hex digits without the prefix. */
  | { kind: 'bytes'; hex: string };

export interface RawKey {
  name?: string;
  columns: string[];
  /** MySQL prefix length per column (`name(10)`), null for a whole column; absent when no column has one. */
  prefixes?: (number | null)[];
  /** PostgreSQL expression per key part (`lower((name)::text)` over `name`), null for a plain column. */
  expressions?: (string | null)[];
  /** PostgreSQL partial index: the predicate after WHERE, as written. */
  where?: string;
  /** Whether each part is sorted descending (`DESC`); absent when every part is ascending. */
  descending?: boolean[];
  /** PostgreSQL NULLS FIRST / LAST per part when not its direction's default, else null (see Index.nullsOrder). */
  nullsOrder?: (NullsOrder | null)[];
  /** The index method when not a B-tree: PostgreSQL `USING gin` …, MySQL FULLTEXT / SPATIAL. */
  method?: IndexMethod;
  /** PostgreSQL operator class per part (`gin_trgm_ops`), null for the default; absent when every part has it. */
  opclasses?: (string | null)[];
  /** PostgreSQL collation per part as written (`"C"`), null for the column's; absent when no part has one. */
  collations?: (string | null)[];
  /** PostgreSQL `INCLUDE (…)` columns. */
  include?: string[];
  /** PostgreSQL 15's `NULLS NOT DISTINCT` on a unique key: NULLs are equal (see Index.nullsNotDistinct). */
  nullsNotDistinct?: true;
  /** MariaDB's `UNIQUE … USING HASH` (see Index.mysqlUsingHash). */
  mysqlUsingHash?: true;
}

export interface RawForeignKey {
  name?: string;
  /** Line of the statement that declared the key. */
  line: number;
  columns: string[];
  refTable: string;
  /**
   * PostgreSQL: the keys (see qualified.ts) the referenced table may have, as the reference was written — one when
   * qualified by a schema, the search path's then public's when not. Absent on MySQL: `refTable` is the key.
   */
  refKeys?: string[];
  refColumns: string[];
  onDelete?: ForeignKeyAction;
  onUpdate?: ForeignKeyAction;
  /** PostgreSQL DEFERRABLE / INITIALLY DEFERRED, MATCH FULL, NOT VALID (see Relation). */
  deferrable?: 'immediate' | 'deferred';
  match?: 'full';
  notValid?: true;
  /** PostgreSQL 15+ `ON DELETE SET NULL (col, …)`: the columns it sets, as written (quotes off). */
  onDeleteColumns?: string[];
}

export interface RawTable {
  /** As the database keeps it (PostgreSQL folds a bare name to lower case), unqualified. */
  name: string;
  /** PostgreSQL schema of the table when not public, exact (RawSchema.tables keys it as `schema.name`). */
  schema?: string;
  /** Line of the CREATE TABLE statement. */
  line: number;
  comment?: string;
  columns: RawColumn[];
  primaryKey: string[];
  /**
   * The PRIMARY KEY's constraint name and MySQL prefix lengths, as written. When the key has a prefix or a column no
   * key field can have, build-model's ensurePrimaryKey moves it here (see `primaryIndex`).
   */
  primaryKeyName?: string;
  primaryKeyPrefixes?: (number | null)[];
  /** A real PRIMARY KEY kept as the entity's primary index (`Index.primary`), the entity keyed virtually. */
  primaryIndex?: RawKey;
  uniques: RawKey[];
  indexes: RawKey[];
  foreignKeys: RawForeignKey[];
  /** CHECK constraints as written (a domain's CHECK already turned onto its column). */
  checks: RawCheck[];
  /** PostgreSQL EXCLUDE constraints: the text from EXCLUDE on, and the name when written. */
  exclusions?: RawExclusion[];
  /** MySQL `AUTO_INCREMENT=n`: where the table's auto-increment column starts. */
  autoIncrementStart?: number;
  /** `PARTITION BY …` and the partitions read so far (PostgreSQL's come by PARTITION OF / ATTACH PARTITION). */
  partitioning?: RawPartitioning;
  /** PostgreSQL `CREATE UNLOGGED TABLE`. */
  unlogged?: true;
  /** PostgreSQL storage parameters, the text inside `WITH (…)`. */
  storageParameters?: string;
  /** MySQL table options `[DEFAULT] CHARSET=` / `COLLATE=`, lower-cased as written. */
  charset?: { charset?: string; collate?: string };
  /** MariaDB `WITH SYSTEM VERSIONING`, with the columns of its PERIOD FOR SYSTEM_TIME when written (both or none). */
  systemVersioning?: { rowStart?: string; rowEnd?: string };
  /**
   * The table has no PRIMARY KEY: `primaryKey` (and the columns' flags) name the columns that identify its rows
   * for the generated code only (see build-model's ensurePrimaryKey).
   */
  virtualKey?: boolean;
}

export interface RawExclusion {
  name?: string;
  definition: string;
  line: number;
}

export interface RawPartitioning {
  /** After PARTITION BY, as written on one line: `LIST (name)`, `RANGE (YEAR(at))`. */
  by: string;
  /** MySQL `PARTITIONS n` without a partition list. */
  count?: number;
  /** In order; `of`, `by` and `subpartitions` as the model's Partition has them. */
  partitions: {
    name: string;
    bound: string;
    of?: string;
    by?: string;
    subpartitions?: string[];
    indexes?: PartitionIndex[];
  }[];
  /** MySQL `SUBPARTITION BY …` and `SUBPARTITIONS n`. */
  subpartitionBy?: string;
  subpartitionCount?: number;
}

export interface Skipped {
  statement: string;
  /** 1-based line in the script of the statement (or the definition inside it) that was not used. */
  line: number;
  reason: string;
}

/** A PostgreSQL enum type: its name (lower-case), its schema as PostgreSQL keeps it, and its labels in order. */
export interface RawEnumType {
  name: string;
  /** Undefined for public. */
  schema?: string;
  values: string[];
}

/** Everything collected from a script before it becomes a Model. */
export interface RawSchema {
  dialect: Dialect;
  /** By key: the lower-case name, after the PostgreSQL schema and a dot when not public (see qualified.ts). */
  tables: Map<string, RawTable>;
  /** PostgreSQL: the schemas of the script's last `SET search_path`, where unqualified names are created and found. */
  searchPath?: string[];
  /**
   * PostgreSQL enum types by key, as tables are keyed (`sales.status`, `status` in public): types of one name in two
   * schemas are two types.
   */
  enumTypes: Map<string, RawEnumType>;
  /** PostgreSQL domains by key (as enumTypes): the SQL type they stand for. */
  domains: Map<string, string>;
  /**
   * PostgreSQL composite types by key (as enumTypes): the name a column writes (lower case) and the whole
   * `CREATE TYPE … AS (…)` statement with its line, in the script's order.
   */
  compositeTypes?: Map<string, { name: string; schema?: string; definition: string; line: number }>;
  /**
   * PostgreSQL domains the PostgreSQL export creates as the script did, by key (as enumTypes): the name as the
   * database keeps it, its schema when not public. A domain over one that is not kept is not either: its column gets
   * its base type and CHECKs.
   */
  keptDomains?: Map<string, { name: string; schema?: string; definition: string; line: number }>;
  /** PostgreSQL domains' CHECK conditions (with VALUE) by domain key. */
  domainChecks: Map<string, RawCheck[]>;
  /**
   * PostgreSQL sequences by key, as tables are keyed (`ids`, `sales.ids`): where they start, their step, CYCLE and the options the model does not
   * keep (`CACHE 20`) — a column whose `DEFAULT nextval('seq')` uses one takes them.
   */
  sequences?: Map<string, { start?: number; increment?: number; cycle?: boolean; losses?: string[] }>;
  /** PostgreSQL: by sequence key (as `sequences`), the table (by key) and column `ALTER SEQUENCE … OWNED BY` names. */
  sequenceOwners?: Map<string, { table: string; column: string }>;
  /** PostgreSQL domains' NOT NULL and DEFAULT by domain key (a column of the domain has them too). */
  domainOptions?: Map<string, { notNull: boolean; default?: string }>;
  /** PostgreSQL partitions by key (see `tables`, in their parent's schema): the parent table's name. */
  partitionOf: Map<string, string>;
  skipped: Skipped[];
  /** What the model keeps only approximately, in this dialect or when exported to the other one. */
  approximations: Skipped[];
  /**
   * PostgreSQL: the DEFERRABLE / MATCH / NOT VALID clauses of the foreign keys of the statement being read, one entry
   * per REFERENCES in its order, taken as each key is collected (see constraint-modes.ts).
   */
  foreignKeyModes?: {
    table: string;
    modes: Pick<RawForeignKey, 'deferrable' | 'match' | 'notValid' | 'onDeleteColumns'>;
  }[];
  /** Labelled codes read from column comments and put on the field as enumValues: the user may turn them off. */
  suggestions: EnumSuggestion[];
}

/** Codes read from a column comment and put on the field as `enumValues`; removing them turns the suggestion off. */
export interface EnumSuggestion {
  /** The entity's `tableName` in the model (what a re-import matches on) and the field's name. */
  tableName: string;
  field: string;
  line: number;
  values: EnumValue[];
  reason: string;
}

/** Shortens a statement for the skipped list: one line, at most 120 characters. */
export function summarize(statement: string): string {
  const flat = statement.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}
