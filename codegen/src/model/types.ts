// The designed model: what users edit in the designer, what DDL import produces,
// and what the API stores. Plain JSON, so it round-trips through the database and the browser.

export const FIELD_TYPES = [
  'string',
  'text',
  'int',
  'long',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'uuid',
  'json',
  'enum',
  /** Bytes: BLOB / BYTEA, or VARBINARY(length) when a length is given; base64 text in JSON. */
  'binary',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What the database does to the referencing rows when the referenced row is deleted or its key updated. */
export const FOREIGN_KEY_ACTIONS = ['CASCADE', 'SET NULL', 'SET DEFAULT', 'RESTRICT', 'NO ACTION'] as const;
export type ForeignKeyAction = (typeof FOREIGN_KEY_ACTIONS)[number];

/**
 * Storage class of an int or text column where SQL has several: `tiny` / `small` / `medium` int are
 * TINYINT / SMALLINT / MEDIUMINT (PostgreSQL: SMALLINT, SMALLINT, INTEGER); `tiny` / `medium` / `long` text are
 * MySQL's TINYTEXT / MEDIUMTEXT / LONGTEXT (PostgreSQL's TEXT has no size).
 */
export const SQL_SIZES = ['tiny', 'small', 'medium', 'long'] as const;
export type SqlSize = (typeof SQL_SIZES)[number];

/** A column type written as the database has it, for one dialect, e.g. `TEXT[]` or `TSVECTOR` for PostgreSQL. */
export interface SqlTypes {
  mysql?: string;
  postgresql?: string;
}

export const DATABASES = ['MYSQL', 'POSTGRESQL'] as const;
export type Database = (typeof DATABASES)[number];

/**
 * What a column is for in generated applications (docs/generated-code-contract.md). Derived from its name and
 * type when the model leaves it out; the designer can override it.
 * - DATA: an ordinary value users read and write.
 * - AUDIT: written by the backend (who / when created or last updated), never from a request body, not in forms.
 * - LOGICAL_DELETE: a deletion marker (`del_flag`, `deleted`…): delete sets it, reads skip marked rows.
 * - SECRET: write-only (a password, a secret key): accepted on create/update, never returned, listed or searched.
 */
export const FIELD_ROLES = ['DATA', 'AUDIT', 'LOGICAL_DELETE', 'SECRET'] as const;
export type FieldRole = (typeof FIELD_ROLES)[number];

/** How a list page searches by a field: equal, contains (strings), or between two values (dates, numbers). */
export const SEARCH_MATCHES = ['EQ', 'LIKE', 'RANGE', 'NONE'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/**
 * The HTTP contract generated backends serve and generated frontends speak (docs/generated-code-contract.md):
 * MODELSMITH = `{code, message, data}` with pages `{records, total, current, size}`; RUOYI = RuoYi's
 * `{code, msg, data}` with pages `{code, msg, rows, total}` and `pageNum` / `pageSize`.
 */
export const API_STYLES = ['MODELSMITH', 'RUOYI'] as const;
export type ApiStyle = (typeof API_STYLES)[number];

export const RELATION_KINDS = ['ONE_TO_ONE', 'ONE_TO_MANY', 'MANY_TO_ONE', 'MANY_TO_MANY'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

export interface ProjectSettings {
  name: string;
  description?: string;
  /** Java-style base package, e.g. `com.example.shop`. */
  basePackage: string;
  database: Database;
  author?: string;
  /** Prepended to every table name that does not already carry it, e.g. `t_`. */
  tablePrefix?: string;
  /** The generated code's HTTP contract; omitted = MODELSMITH. */
  apiStyle?: ApiStyle;
  /**
   * PostgreSQL extensions the schema needs (`CREATE EXTENSION pg_trgm`): their types, operator classes and functions
   * are used by columns, indexes and defaults. The PostgreSQL DDL creates them first; a MySQL project ignores them.
   */
  postgresqlExtensions?: PostgresqlExtension[];
  /**
   * PostgreSQL functions the schema's expressions call (a CHECK, DEFAULT, generated column or index), kept as the
   * imported script defined them. The PostgreSQL DDL writes them before the tables; a MySQL project ignores them.
   */
  postgresqlRoutines?: PostgresqlRoutine[];
  /**
   * PostgreSQL types the columns use, kept as the imported script defined them, in its order (one may use another):
   * composite types (`CREATE TYPE address AS (street text, zip varchar(10))`), domains (`CREATE DOMAIN year AS
   * integer CHECK (…)`, see Field.postgresqlDomain) and the enum types only those use (`CREATE TYPE mood AS ENUM
   * (…)`). A column of a composite type is a text field (an array of one a json field) whose `sqlType.postgresql`
   * names the type: generated code reads and writes PostgreSQL's row text `("1 Main St",12345)`, MySQL gets TEXT
   * (JSON for an array). The PostgreSQL DDL writes them after the enum types of the fields (an enum type it created
   * there is not created again), before the functions and tables; a MySQL project ignores them.
   */
  postgresqlTypes?: PostgresqlType[];
  /**
   * PostgreSQL sequences a kept function draws from by name (`nextval('invoice_no_seq')` in a trigger function), which
   * no column owns: the PostgreSQL DDL creates them before the functions; a MySQL project ignores them.
   */
  postgresqlSequences?: PostgresqlSequence[];
  /**
   * MariaDB sequences (`CREATE SEQUENCE s …`, or mariadb-dump's `CREATE TABLE s (…) SEQUENCE=1`) the columns' defaults
   * draw from (`DEFAULT nextval(s)`, `NEXT VALUE FOR s`), kept as the script wrote them: the MySQL DDL creates them
   * before the tables; a PostgreSQL project ignores them (those defaults are MySQL expressions).
   */
  mysqlSequences?: MysqlSequence[];
}

/** A MariaDB sequence: its name and its whole CREATE statement, no final semicolon. */
export interface MysqlSequence {
  name: string;
  definition: string;
}

/** A PostgreSQL sequence: its name and its whole `CREATE SEQUENCE …` statement (no OWNED BY), no final semicolon. */
export interface PostgresqlSequence {
  /** The sequence's name as the functions draw from it (without its schema), e.g. `invoice_no_seq`. */
  name: string;
  definition: string;
}

export const TRIGGER_DIALECTS = ['postgresql', 'mysql'] as const;

/**
 * A trigger on the entity's table, kept as the imported script (or the database) wrote it: the whole `CREATE
 * [CONSTRAINT] TRIGGER …` statement, without the final semicolon (MySQL's without its DEFINER clause). Only the DDL of
 * `dialect` writes it back, after the table (PostgreSQL's functions it calls are the project's postgresqlRoutines);
 * the other dialect's DDL names it in a comment line.
 */
export interface Trigger {
  name: string;
  dialect: (typeof TRIGGER_DIALECTS)[number];
  definition: string;
  /** The script disabled it (`ALTER TABLE … DISABLE TRIGGER name`, PostgreSQL): the DDL creates it disabled. */
  disabled?: true;
}

/**
 * A PostgreSQL row-level security policy of the entity's table, kept as the imported script (or the database) wrote
 * it: the whole `CREATE POLICY name ON table [AS RESTRICTIVE] [FOR command] [TO roles] [USING (…)] [WITH CHECK (…)]`
 * statement, without the final semicolon. The roles it names must exist where the DDL runs.
 */
export interface Policy {
  name: string;
  definition: string;
}

/** A PostgreSQL extension, e.g. `{ name: 'uuid-ossp', schema: 'extensions' }`. */
export interface PostgresqlExtension {
  name: string;
  /** The schema it is created in (`CREATE EXTENSION … SCHEMA s`); omitted = the first schema of the search path. */
  schema?: string;
}

/**
 * A PostgreSQL type of the project: its name and its whole `CREATE TYPE … AS (…)`, `CREATE TYPE … AS ENUM (…)` or
 * `CREATE DOMAIN … AS …`.
 */
export interface PostgresqlType {
  /** As the database keeps it: `address`, or a domain's exact `Email` / `order` (the DDL quotes it where needed). */
  name: string;
  /** Its schema when it is not public (`app` of `app.money`): the DDL creates the schema first. */
  schema?: string;
  /** The statement without the final semicolon. */
  definition: string;
}

/** A column of a PostgreSQL domain (see Field.postgresqlDomain). */
export interface PostgresqlDomainUse {
  /** The domain's name as the database keeps it (a type of project.postgresqlTypes, by name and schema). */
  name: string;
  /** Its schema when not public; the column writes `"app".money`. */
  schema?: string;
  notNull?: true;
  default?: true;
}

/** A PostgreSQL function: its name and its whole `CREATE FUNCTION …` statement, without the final semicolon. */
export interface PostgresqlRoutine {
  /** The function's name as the schema's expressions call it, e.g. `que_validate_tags`. */
  name: string;
  definition: string;
}

export interface EnumValue {
  /** The value exactly as the database stores it, e.g. `PAID` or `PG-13`; code constants are derived from it. */
  value: string;
  /** Human label, usually Chinese, e.g. `已支付`. */
  label?: string;
}

export interface FieldValidation {
  min?: number;
  max?: number;
  pattern?: string;
  email?: boolean;
}

export interface Field {
  /** camelCase property name, e.g. `createdAt`. */
  name: string;
  /** snake_case column name, e.g. `created_at`. */
  column: string;
  /**
   * The column's name exactly as the database has it, when that is not `column`: `createdAt`, `Customer Name`,
   * `名称`, `ORDER_NO`. Generated code maps the field to it and the DDL writes it; `column` stays the snake_case name
   * the designer and the code's other names derive from.
   */
  sqlColumn?: string;
  /** Chinese label shown in UIs and comments, e.g. `创建时间`. */
  label?: string;
  type: FieldType;
  /** Characters for string, bytes for binary (VARBINARY); ignored by other types. */
  length?: number;
  /**
   * string: a fixed-length `CHAR(length)` column (the database pads it) instead of `VARCHAR(length)`.
   * binary with a length: MySQL `BINARY(length)` (padded with zero bytes) instead of `VARBINARY(length)`;
   * PostgreSQL has no fixed-length bytes and writes BYTEA.
   */
  fixedLength?: boolean;
  /** int / long / decimal: no negative values (MySQL `UNSIGNED`; PostgreSQL `CHECK (column >= 0)`). */
  unsigned?: boolean;
  /** int / text only: the SQL size class (see SQL_SIZES); omitted = INT / TEXT. */
  sqlSize?: SqlSize;
  /** datetime / time only: stored with its time zone (PostgreSQL TIMESTAMPTZ / TIMETZ; MySQL has none). */
  withTimeZone?: boolean;
  /** datetime only: the database sets it to the current time on every update (MySQL `ON UPDATE CURRENT_TIMESTAMP`). */
  onUpdateCurrentTimestamp?: boolean;
  /**
   * MySQL / MariaDB `INVISIBLE`: `SELECT *` leaves the column out, a query naming it reads it (so generated code,
   * which names its columns, reads and writes it as any other). PostgreSQL has none: its DDL writes a plain column.
   */
  invisible?: boolean;
  /**
   * MySQL: the spatial reference system of a spatial column (`sqlType.mysql` POINT, GEOMETRY, …), `SRID 4326`; the
   * MySQL DDL writes it for MySQL 8 and for MariaDB (`REF_SYSTEM_ID=4326`).
   */
  srid?: number;
  /**
   * The column type exactly as a database has it, per dialect, when the field type only approximates it
   * (`text[]` is a json field, `tsvector` a text field): that dialect's DDL writes it instead of the mapped type.
   */
  sqlType?: SqlTypes;
  /** With autoIncrement: the first value the database hands out (MySQL `AUTO_INCREMENT=1000`, `START WITH 1000`). */
  autoIncrementStart?: number;
  /**
   * With autoIncrement, PostgreSQL's identity options beyond the start (the PostgreSQL DDL writes them; MySQL has
   * none): `always` = `GENERATED ALWAYS` (the database refuses a value the application gives) instead of BY DEFAULT,
   * `incrementBy` ≠ 1, `cycle` = wraps around at the end.
   */
  identity?: IdentityOptions;
  /**
   * With autoIncrement, PostgreSQL: the sequence this column draws from together with other columns, without its
   * schema (`payment_id DEFAULT nextval('payment_payment_id_seq')` on a table and on the tables inheriting from it):
   * the PostgreSQL DDL creates it once, in the schema of the first table using it, with the first such field's start
   * and identity options, and gives each of its columns `DEFAULT nextval(…)` instead of an identity. MySQL ignores it.
   */
  sharedSequence?: string;
  /**
   * With sharedSequence: the PostgreSQL schema the sequence is in when it is not the table's (`public.ids` numbering
   * tables of schemas a and b), so the DDL creates it there once. Omitted = the schema of the first table using it.
   */
  sharedSequenceSchema?: string;
  /**
   * With sharedSequence: the column owns the sequence (a serial's, or `ALTER SEQUENCE … OWNED BY` it): the PostgreSQL
   * DDL writes `ALTER SEQUENCE … OWNED BY` the column after its table, so dropping the column drops the sequence.
   */
  sharedSequenceOwner?: boolean;
  /**
   * string / text / enum only: the column's own character set and collation (MySQL `CHARACTER SET latin1 COLLATE
   * latin1_bin`, `VARCHAR(40) BINARY`; PostgreSQL `COLLATE "C"`), in the names of `dialect`: that dialect's DDL
   * writes it, the other's uses its default collation. Omitted = the table's default.
   */
  collation?: ColumnCollation;
  /**
   * A generated column: the database computes it from `expression` (SQL of `dialect`), stored or computed on read.
   * Never written by an application; the other dialect's DDL writes a plain column.
   */
  generated?: GeneratedColumn;
  /** Total digits for decimal. */
  precision?: number;
  /** Digits after the point for decimal. */
  scale?: number;
  required?: boolean;
  unique?: boolean;
  primaryKey?: boolean;
  /**
   * int / long only: the database numbers the column (MySQL AUTO_INCREMENT, PostgreSQL identity / serial). In a
   * PostgreSQL project any such column may be numbered, several a table, each by its own sequence; in a MySQL one
   * only a primary or unique key, one a table. The MySQL DDL numbers only the first key column that is numbered
   * (MySQL refuses more) and writes the others as plain columns. A numbered column that is not the primary key is
   * read-only in generated code: the database fills it on insert and the application reads it back.
   */
  autoIncrement?: boolean;
  /**
   * Default as the user typed it: a literal (`0`, `'draft'`, `true`) or one of the
   * portable keywords `CURRENT_TIMESTAMP`, `CURRENT_DATE`, `UUID`. A binary field with a length takes text (its
   * UTF-8 bytes, `''` for none) or hex bytes `0x00ff`, written `'…'` / `0x…` in MySQL and `'\x…'::bytea` in PostgreSQL.
   */
  defaultValue?: string | number | boolean | null;
  /**
   * A default the database computes from an expression (`now() + interval '30 days'`, `(uuid_to_bin(uuid()))`),
   * kept as written in the SQL of `dialect`: that dialect's DDL writes `DEFAULT (expression)`, the other dialect's
   * none. Instead of `defaultValue`, which keeps the literals and the portable keywords.
   */
  defaultExpression?: DefaultExpression;
  /**
   * The default exactly as PostgreSQL printed it on import (`uuid_generate_v4()`, `0.0`, `NULL::character varying`,
   * `(5)::character varying`), where defaultValue is only its portable reading: many writings share one reading,
   * which code generation needs, while the PostgreSQL DDL should give the database back its own. That DDL writes it
   * only while the field's type and default are still the ones it was imported with; an edited default is written
   * the portable way, so no stale text survives. MySQL prints a literal default by the column's type whatever its
   * writing (`0.0` on a DOUBLE is `0`), so a MySQL import keeps none.
   */
  defaultSource?: DefaultSource;
  /**
   * enum only: the PostgreSQL enum type the column uses (`CREATE TYPE name AS ENUM (…)`), e.g. `mpaa_rating`.
   * Omitted = VARCHAR + CHECK. Fields naming the same type must list the same values. MySQL writes ENUM(…) inline.
   */
  enumTypeName?: string;
  /**
   * With enumTypeName: the PostgreSQL schema the enum type lives in when it is not public (`auth` for Supabase's
   * `auth.aal_level`). The DDL creates the type there (`CREATE TYPE "auth"."aal_level"`) and the column names it so;
   * types of one name in two schemas are two types. Omitted = public.
   */
  enumTypeSchema?: string;
  /**
   * The column's PostgreSQL type is the domain `name` of project.postgresqlTypes (`year`), which the PostgreSQL DDL
   * writes instead of the field's type; the field's type, sizes, `sqlType`, enum values, NOT NULL and default are
   * those of the domain's base as the domain sets them, for the code and MySQL (whose DDL writes the domain's CHECKs
   * as the table's, see CheckConstraint.dialect). `notNull` / `default`: the domain gives the column its NOT NULL /
   * DEFAULT, so the PostgreSQL DDL does not repeat them while the field's default is still the domain's (one changed
   * later, by a PUT, is written on the column).
   */
  postgresqlDomain?: PostgresqlDomainUse;
  /**
   * Required when type is `enum`. On an int, long or string field: the codes the column stores, with labels
   * (e.g. `0` 正常, `1` 停用), read from a comment such as `状态（0正常 1停用）`; the type stays what it is.
   */
  enumValues?: EnumValue[];
  validation?: FieldValidation;
  comment?: string;
  /** What the column is for in generated apps (see FIELD_ROLES); omitted = derived from name and type. */
  role?: FieldRole;
  /** How list pages search by it (see SEARCH_MATCHES); omitted = derived. */
  search?: SearchMatch;
  /** A column of list pages; omitted = derived. */
  inList?: boolean;
  /** An input of create / edit forms; omitted = derived. */
  inForm?: boolean;
}

export interface IdentityOptions {
  always?: boolean;
  incrementBy?: number;
  cycle?: boolean;
}

export interface GeneratedColumn {
  expression: string;
  /** STORED (MySQL STORED / MariaDB PERSISTENT, PostgreSQL STORED) rather than VIRTUAL. */
  stored: boolean;
  dialect: 'mysql' | 'postgresql';
}

/** Where an index part puts its NULLs (PostgreSQL `NULLS FIRST` / `NULLS LAST`). */
export type NullsOrder = 'first' | 'last';

/** A column's character set (MySQL only) and collation as one dialect names them; at least one of the two. */
export interface ColumnCollation {
  dialect: 'mysql' | 'postgresql';
  charset?: string;
  collate?: string;
}

/** A MySQL table's default character set and collation (see Entity.mysqlCharset); at least one of the two. */
export interface MysqlTableCharset {
  charset?: string;
  collate?: string;
}

/** A MariaDB system-versioned table's period columns, by field name (see Entity.systemVersioning). */
export interface SystemVersioning {
  rowStart?: string;
  rowEnd?: string;
}

/** See Field.defaultSource: one PostgreSQL expression, with the type and portable default it stands for. */
export interface DefaultSource {
  dialect: 'postgresql';
  sql: string;
  /** The field's type when imported. */
  type: FieldType;
  /** The field's defaultValue when imported; omitted = none (`NULL::character varying`). */
  value?: string | number | boolean;
}

/** A column default computed by the database, in the SQL of one dialect (without the outer parentheses). */
export interface DefaultExpression {
  expression: string;
  dialect: 'mysql' | 'postgresql';
}

export interface Index {
  name: string;
  /** Field names (not columns), in index order. */
  fields: string[];
  unique: boolean;
  /**
   * MySQL prefix length of each field, in index order (characters of text, bytes of binary), null for the whole
   * field; omitted when every field is indexed whole. PostgreSQL indexes the same prefix with an expression.
   */
  prefixLengths?: (number | null)[];
  /**
   * PostgreSQL expression of each key part over its field (`lower((name)::text)` over `name`), null for the field
   * itself; omitted when every part is a field. MySQL, whose case-insensitive collations make most such indexes
   * redundant, indexes the field itself.
   */
  expressions?: (string | null)[];
  /**
   * `mysql` when `expressions` are MySQL's functional key parts (`(lower(email))`, MySQL 8.0.13+) instead of
   * PostgreSQL's: the MySQL DDL writes them as they are, the PostgreSQL DDL leaves the index out (with a comment).
   */
  expressionsDialect?: 'mysql';
  /**
   * A PostgreSQL partial index: the predicate after `WHERE`, as PostgreSQL wrote it (columns by their SQL names);
   * the index covers only the rows it selects. MySQL has no partial index: its DDL indexes every row, and a unique
   * one becomes a plain index there (unique over the whole table would refuse rows PostgreSQL accepts).
   */
  where?: string;
  /**
   * Whether each field is sorted descending (`DESC`) in the index, in index order; omitted when every field is
   * ascending. Both dialects write it (MySQL 8 and MariaDB 10.8+ honour it; older servers read and ignore it).
   */
  descending?: boolean[];
  /**
   * PostgreSQL: where each field's NULLs sort when not where its direction puts them (`'first'` for an ascending
   * part, `'last'` for a descending one: `DESC NULLS LAST`), null for the default; omitted when every part has the
   * default. MySQL has no NULLS FIRST / LAST (NULLs sort first ascending, last descending): its DDL writes nothing.
   */
  nullsOrder?: (NullsOrder | null)[];
  /**
   * The table's PRIMARY KEY in the database, when the entity's key fields cannot be it: a key over columns no key
   * field can have (PostgreSQL bytea or jsonb, MySQL long text or BLOB by a prefix). The entity then has
   * `virtualPrimaryKey` (its key fields identify rows for the generated code only) and the DDL writes this index as
   * the table's PRIMARY KEY instead of an index. At most one per entity; `unique` is true, its fields are required,
   * and it has no expressions, predicate or descending parts.
   */
  primary?: boolean;
  /**
   * The index method when it is not a plain B-tree: PostgreSQL `hash`, `gin`, `gist`, `spgist`, `brin`; MySQL
   * `fulltext`, `spatial`. Each dialect writes its own methods back (`USING gin`, `FULLTEXT INDEX`); the other dialect
   * writes the nearest index it has, or none, and the import lists the approximation.
   */
  method?: IndexMethod;
  /**
   * PostgreSQL operator class of each key part (`gin_trgm_ops`, `jsonb_path_ops`, `text_pattern_ops`), null for the
   * default; omitted when every part uses the default. MySQL has none.
   */
  opclasses?: (string | null)[];
  /**
   * PostgreSQL collation of each key part as written (`"C"`, `pg_catalog."default"`: `name COLLATE "C"` orders the
   * index otherwise than the column, as LIKE prefix matching needs), null for the column's own; omitted when no part
   * has one. MySQL's index parts have none: its DDL writes the plain part.
   */
  collations?: (string | null)[];
  /** PostgreSQL covering index: field names after `INCLUDE (…)`, stored in the index but not keyed. MySQL has none. */
  include?: string[];
  /**
   * A unique PostgreSQL index (15+) that treats NULLs as equal (`NULLS NOT DISTINCT`): one row with a NULL key at
   * most, where a plain unique index takes any number. A unique field cannot say it: the import keeps such a key as
   * a one-field unique index with this flag. MySQL has no equivalent and writes a plain unique key.
   */
  nullsNotDistinct?: true;
  /**
   * A unique MariaDB key `USING HASH` (its long unique): the MySQL DDL adds it so, once the tables are there (MariaDB
   * rebuilds it as a B-tree on a later ALTER TABLE), and MariaDB then refuses a foreign key to it, as to the original
   * (a B-tree unique key would take one). MySQL 8 builds a B-tree; PostgreSQL's DDL writes a plain unique index
   * (PostgreSQL has no unique hash index). Only on a unique index.
   */
  mysqlUsingHash?: true;
}

export const INDEX_METHODS = ['hash', 'gin', 'gist', 'spgist', 'brin', 'fulltext', 'spatial'] as const;
export type IndexMethod = (typeof INDEX_METHODS)[number];

export interface JoinTable {
  name: string;
  /** Column in the join table pointing at the owner entity. */
  joinColumn: string;
  /** Column in the join table pointing at the target entity. */
  inverseJoinColumn: string;
  /**
   * The key over (joinColumn, inverseJoinColumn), in that order: omitted = PRIMARY KEY; `unique` = a UNIQUE key
   * instead (spring-petclinic's `vet_specialties`); `none` = no key, the same pair may appear twice.
   */
  key?: JoinTableKey;
  /**
   * The action of joinColumn's foreign key (to the owner) on delete: omitted = CASCADE, what the DDL sets write for
   * a join table; null = no ON DELETE clause, the database's default (NO ACTION; MariaDB reports it as RESTRICT).
   * Only CASCADE, RESTRICT and NO ACTION: the join columns are NOT NULL and have no default.
   */
  onDelete?: JoinTableAction | null;
  /** The action of joinColumn's foreign key on update: omitted = no ON UPDATE clause (the database's default). */
  onUpdate?: JoinTableAction;
  /** As onDelete, for inverseJoinColumn's foreign key (to the target). */
  inverseOnDelete?: JoinTableAction | null;
  /** As onUpdate, for inverseJoinColumn's foreign key. */
  inverseOnUpdate?: JoinTableAction;
  /** The table's comment: omitted = `<owner label>与<target label>的关联`, as the DDL sets write it; '' = none. */
  comment?: string;
  /**
   * MySQL / MariaDB: the table's own default character set and collation (see Entity.mysqlCharset), where they are
   * not its owner's. A string key column still takes the referenced column's (InnoDB keys only equal collations).
   * Omitted = the owner's. PostgreSQL ignores it.
   */
  mysqlCharset?: MysqlTableCharset;
}

export const JOIN_TABLE_KEYS = ['unique', 'none'] as const;
export type JoinTableKey = (typeof JOIN_TABLE_KEYS)[number];
/** The foreign-key actions a join table's keys may take (SET NULL / SET DEFAULT need a nullable or defaulted column). */
export const JOIN_TABLE_ACTIONS = ['CASCADE', 'RESTRICT', 'NO ACTION'] as const;
export type JoinTableAction = (typeof JOIN_TABLE_ACTIONS)[number];

/**
 * A relation is declared once, on its owner side, and resolved both ways for templates.
 * - MANY_TO_ONE / ONE_TO_ONE: the owner holds the foreign key field `joinField`.
 * - ONE_TO_MANY: the target holds the foreign key field `joinField` (the inverse of a MANY_TO_ONE).
 * - MANY_TO_MANY: a join table; `joinTable` defaults to `<owner_table>_<target_table>`.
 */
export interface Relation {
  /** Property name on the owner, e.g. `customer` or `orderItems`. */
  name: string;
  kind: RelationKind;
  /** Target entity class name. */
  target: string;
  /** Property name on the target for the inverse side; omitted = unidirectional. */
  inverseName?: string;
  /** Name of the FK field (see above); defaults to `<name>Id` / `<inverseName>Id`. */
  joinField?: string;
  /**
   * MANY_TO_ONE / ONE_TO_ONE over a composite foreign key: the owner's FK fields, in the order of the target's
   * primary key fields, instead of `joinField`. The DDL writes the key; generated code does not map it yet.
   * With `referencedFields`, one field or more, paired with those in order.
   */
  joinFields?: string[];
  /**
   * A key referencing a unique key of the target other than its primary key (`REFERENCES users (email)`): the
   * target's fields, a unique field or exactly the fields of a unique index, paired in order with `joinFields`.
   * Omitted = the target's primary key.
   */
  referencedFields?: string[];
  joinTable?: JoinTable;
  required?: boolean;
  label?: string;
  /** Foreign-key action on delete of the referenced row; omitted = the database default (NO ACTION). */
  onDelete?: ForeignKeyAction;
  /** Foreign-key action on update of the referenced key; omitted = the database default (NO ACTION). */
  onUpdate?: ForeignKeyAction;
  /**
   * PostgreSQL 15+ `ON DELETE SET NULL (col, …)` / `SET DEFAULT (col, …)` of a composite key: only these of its
   * joinFields are set; omitted = all of them. MySQL has no column list: its DDL writes no ON DELETE for such a key.
   */
  onDeleteSetFields?: string[];
  /**
   * An imported key's SET NULL on NOT NULL columns (a required relation), kept as PostgreSQL has it: deleting /
   * updating a referenced row then fails with a NOT NULL error, as with NO ACTION. Without it the validator refuses
   * SET NULL on a required relation (in the designer, a contradiction). MySQL refuses the combination: its DDL writes
   * the key without that action, which refuses the same deletes.
   */
  setNullOnRequired?: true;
  /**
   * PostgreSQL `DEFERRABLE INITIALLY IMMEDIATE` / `INITIALLY DEFERRED`: when a transaction checks the key (Django
   * writes `deferred` on every key); omitted = NOT DEFERRABLE. MySQL checks every key at once and writes a plain one.
   */
  deferrable?: 'immediate' | 'deferred';
  /** PostgreSQL `MATCH FULL`: a key with some columns NULL is refused, not unchecked; omitted = MATCH SIMPLE. */
  match?: 'full';
  /** PostgreSQL `NOT VALID`: the key checks new rows only, rows already there are not checked. */
  notValid?: true;
}

/** A CHECK constraint kept for export, its expression as the database wrote it (columns by their SQL names). */
export interface CheckConstraint {
  /** Constraint name; omitted = the database names it. */
  name?: string;
  /** The condition without the outer `CHECK ( )`, e.g. `price >= 0` or `(VALUE >= 1901)` turned into the column. */
  expression: string;
  /** The dialect the expression is written in: exported only there. Omitted = portable, exported to both. */
  dialect?: 'mysql' | 'postgresql';
  /** PostgreSQL `NOT VALID`: checks new rows only, rows already there are not checked. MySQL writes a plain CHECK. */
  notValid?: true;
  /** PostgreSQL `NO INHERIT`: tables inheriting from this one do not get the check. MySQL writes a plain CHECK. */
  noInherit?: true;
}

/**
 * A PostgreSQL exclusion constraint, kept as the database wrote it and exported to PostgreSQL only (MySQL has none;
 * its DDL says so in a comment). Like a CHECK's expression, the text names columns by their SQL names: a column
 * renamed in the designer is not renamed inside it (the DDL export then fails on the old name, as a CHECK does).
 */
export interface Exclusion {
  /** Constraint name; omitted = the database names it. */
  name?: string;
  /**
   * The constraint from `EXCLUDE` on, as pg_get_constraintdef writes it: `EXCLUDE USING gist (room WITH =, during
   * WITH &&)`, optionally with `INCLUDE (…)`, `WHERE (…)` and `DEFERRABLE`. A GiST one over scalar columns needs the
   * btree_gist extension, which the PostgreSQL DDL creates.
   */
  definition: string;
}

/** One partition of a partitioned table, as the database wrote it. */
export interface Partition {
  /**
   * PostgreSQL: the partition's table name (`job_a`), a table of its own in the database but no entity of the model;
   * MySQL: the partition's name (`p2020`).
   */
  name: string;
  /**
   * The bound as the database wrote it: PostgreSQL `FOR VALUES IN ('a')`, `FOR VALUES FROM (…) TO (…)`,
   * `FOR VALUES WITH (MODULUS 4, REMAINDER 0)` or `DEFAULT`; MySQL `VALUES LESS THAN (2020)`, `VALUES LESS THAN
   * MAXVALUE`, `VALUES IN (1, 2)`, or '' for a HASH / KEY partition.
   */
  bound: string;
  /**
   * PostgreSQL multi-level partitioning: the name of the partition (listed before this one) this one is a partition
   * of, its bound then following that partition's `by`; omitted = a partition of the table itself.
   */
  of?: string;
  /** PostgreSQL: the partition is itself partitioned, `PARTITION BY` this text (`LIST (region)`); see `of`. */
  by?: string;
  /**
   * MySQL: the names of this partition's `SUBPARTITION`s when the table lists them (every partition then lists as
   * many); see Partitioning.subpartitionBy.
   */
  subpartitions?: string[];
  /**
   * PostgreSQL: indexes created on this partition alone (the table's own indexes cover every partition), which the
   * DDL creates after the partition.
   */
  indexes?: PartitionIndex[];
}

/** An index of one PostgreSQL partition: `CREATE [UNIQUE] INDEX [name] ON <partition> <definition>`. */
export interface PartitionIndex {
  /** Omitted = the name PostgreSQL gives it. */
  name?: string;
  unique?: boolean;
  /** What follows the partition's name, as PostgreSQL reads it: `USING btree (created_at) WHERE …`, `(lower(code))`. */
  definition: string;
}

/**
 * How a table is partitioned, in the SQL of one dialect: the DDL of that dialect writes it back exactly, the other
 * dialect's DDL writes a plain table (the import lists it). Every primary and unique key must include the columns
 * `by` names; a MySQL partitioned table takes part in no foreign key (InnoDB refuses them).
 */
export interface Partitioning {
  dialect: 'mysql' | 'postgresql';
  /**
   * The method and key as the database wrote it, after `PARTITION BY`: `LIST (name)`, `RANGE (logdate)`,
   * `HASH (id)`, MySQL `RANGE (YEAR(at))`, `RANGE COLUMNS (a, b)`, `KEY (id)`.
   */
  by: string;
  /** MySQL `PARTITIONS n` of a HASH / KEY partitioning without a partition list. */
  count?: number;
  /**
   * The partitions, in order; PostgreSQL's are `CREATE TABLE … PARTITION OF` this table, or of a partition before
   * them (Partition.of).
   */
  partitions?: Partition[];
  /** MySQL `SUBPARTITION BY HASH (…)` / `KEY (…)` of a RANGE / LIST partitioning, as written after the keywords. */
  subpartitionBy?: string;
  /** MySQL `SUBPARTITIONS n` when the partitions do not list their subpartitions. */
  subpartitionCount?: number;
}

export interface Entity {
  /** PascalCase, e.g. `OrderItem`. */
  className: string;
  /** snake_case, without the project prefix, e.g. `order_item`. */
  tableName: string;
  /**
   * The table's name exactly as the database has it (case kept, prefix included), e.g. `QRTZ_LOCKS`, when that
   * is not the project prefix + `tableName`. Generated code and DDL then use it as it is.
   */
  sqlTableName?: string;
  /**
   * PostgreSQL: the schema the table lives in when it is not the connection's default (`public`), e.g. `archive`.
   * Generated code and the PostgreSQL DDL qualify the table with it (`archive.orders`; the DDL creates the schema);
   * a MySQL project ignores it.
   */
  sqlSchema?: string;
  /**
   * The table has no PRIMARY KEY in the database: the primary-key fields only identify rows for generated code
   * (the ORM's identity), the DDL writes no PRIMARY KEY constraint, and they may be nullable. Set by the import of a
   * table without a key, so that exporting it recreates the table as it was.
   *
   * Such an entity may also have no key field at all: a table whose every column is JSON or unbounded binary (an
   * event log of `jsonb`, a cache of `LONGBLOB`) has nothing that can tell its rows apart, and inventing an identity
   * out of a document would give by-id routes and ORM identities that do not work. The DDL sets write it exactly (no
   * key, or its PRIMARY KEY kept as the primary index); the code sets generate nothing for it (no per-entity files,
   * left out of routers and menus, listed in their READMEs), and it takes part in no relation.
   */
  virtualPrimaryKey?: boolean;
  label?: string;
  comment?: string;
  fields: Field[];
  /**
   * Field names of a composite primary key in the key's order, when it differs from the fields' order (`PRIMARY
   * KEY (username, section, name)` over fields username, name, section). Names that are not key fields are ignored.
   */
  primaryKeyOrder?: string[];
  indexes?: Index[];
  relations?: Relation[];
  /** Table and column CHECK constraints (PostgreSQL domain CHECKs included) the DDL export writes back. */
  checks?: CheckConstraint[];
  /** PostgreSQL EXCLUDE constraints the PostgreSQL DDL writes back (see Exclusion). */
  exclusions?: Exclusion[];
  /** Table partitioning of one dialect (PARTITION BY and the partitions); see Partitioning. */
  partitioning?: Partitioning;
  /** PostgreSQL `CREATE UNLOGGED TABLE`: not written to the WAL (faster, emptied after a crash); MySQL ignores it. */
  unlogged?: true;
  /**
   * PostgreSQL storage parameters as the database wrote them, the text inside `WITH (…)`, e.g.
   * `fillfactor=70, autovacuum_enabled=false`; MySQL ignores them.
   */
  storageParameters?: string;
  /**
   * MySQL / MariaDB: the table's default character set and collation as the script wrote them (`DEFAULT
   * CHARSET=latin1`, `COLLATE=utf8mb3_bin`; `utf8` kept as written, the server reads it as utf8mb3), which its columns
   * without their own take. Omitted = utf8mb4 with the server's default collation. PostgreSQL ignores it (its
   * encoding is the database's).
   */
  mysqlCharset?: MysqlTableCharset;
  /**
   * MariaDB `WITH SYSTEM VERSIONING`: the table keeps every row's past versions (queried `FOR SYSTEM_TIME …`).
   * `rowStart` / `rowEnd` name the fields of its `PERIOD FOR SYSTEM_TIME` (`GENERATED ALWAYS AS ROW START / END`,
   * filled by the database), both or neither (MariaDB then adds hidden ones). Only the MySQL DDL writes it, which
   * MariaDB loads and MySQL refuses; PostgreSQL gets a plain table.
   */
  systemVersioning?: SystemVersioning;
  /** Triggers on the table, each written back by its own dialect's DDL only (see Trigger). */
  triggers?: Trigger[];
  /**
   * PostgreSQL row-level security (`ALTER TABLE … ENABLE ROW LEVEL SECURITY`): the table's policies decide which
   * rows each user but its owner sees and writes (none without a policy). The PostgreSQL DDL enables it after the
   * table; MySQL has none (its DDL names it in a comment line).
   */
  rowSecurity?: true;
  /** PostgreSQL `ALTER TABLE … FORCE ROW LEVEL SECURITY`: the policies bind the table's owner too. */
  forceRowSecurity?: true;
  /** PostgreSQL policies on the table (see Policy), created after it by the PostgreSQL DDL only. */
  policies?: Policy[];
  /** Diagram position in the ER view. */
  position?: { x: number; y: number };
}

export interface Model {
  project: ProjectSettings;
  entities: Entity[];
}
