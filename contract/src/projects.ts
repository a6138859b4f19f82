// Schemas of /api/v1/projects and the entity calls (API.md "Projects", "Entities"; PRODUCT.md §6).
// An entity is the codegen model's Entity exactly (codegen/src/model/types.ts); the API checks the two agree.
// The model's deeper rules (names, relation targets, uniqueness in the project) are the codegen validator's:
// these schemas check shape only, so its Chinese problems reach the user with their paths.
import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageQuery } from './envelope';

export const DATABASE_TYPES = ['MYSQL', 'POSTGRESQL'] as const;
/** The HTTP contract of the project's generated code (docs/generated-code-contract.md). */
export const API_STYLES = ['MODELSMITH', 'RUOYI'] as const;
export type ApiStyle = (typeof API_STYLES)[number];
export const API_STYLE_LABELS: Record<ApiStyle, string> = {
  MODELSMITH: '模型工匠约定（{code, message, data}，分页 records / current / size）',
  RUOYI: '若依兼容（{code, msg}，分页 rows / pageNum / pageSize）',
};
export const DDL_DIALECTS = ['mysql', 'postgresql'] as const;
export type DdlDialect = (typeof DDL_DIALECTS)[number];

/** A Java package, e.g. com.example.shop: lower-case segments separated by dots. */
export const BASE_PACKAGE_RULE = {
  source: '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$',
  message: '基础包名格式不正确，应类似 com.example.shop',
};
export const TABLE_PREFIX_RULE = {
  source: '^([a-z][a-z0-9_]*)?$',
  message: '表名前缀只能由小写字母、数字和下划线组成，如 t_',
};
export const PROJECT_NAME_MAX = 64;
export const PROJECT_DESCRIPTION_MAX = 500;

const Id = Type.Integer({ minimum: 1, errorMessage: 'id 需为正整数' });

const ProjectFields = {
  name: Type.String({
    minLength: 1,
    maxLength: PROJECT_NAME_MAX,
    pattern: '\\S',
    errorMessage: `项目名称需为 1–${PROJECT_NAME_MAX} 个字符`,
  }),
  description: Type.Optional(
    Nullable(
      Type.String({
        maxLength: PROJECT_DESCRIPTION_MAX,
        errorMessage: `项目描述不能超过 ${PROJECT_DESCRIPTION_MAX} 个字符`,
      }),
    ),
  ),
  basePackage: Type.String({
    maxLength: 200,
    pattern: BASE_PACKAGE_RULE.source,
    errorMessage: BASE_PACKAGE_RULE.message,
  }),
  database: Type.Union(
    DATABASE_TYPES.map((database) => Type.Literal(database)),
    { errorMessage: '数据库类型 database 只能是 MYSQL 或 POSTGRESQL' },
  ),
  author: Type.Optional(Nullable(Type.String({ maxLength: 64, errorMessage: '作者不能超过 64 个字符' }))),
  tablePrefix: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 16,
        pattern: TABLE_PREFIX_RULE.source,
        errorMessage: TABLE_PREFIX_RULE.message,
      }),
    ),
  ),
  apiStyle: Type.Optional(
    Type.Union(
      API_STYLES.map((style) => Type.Literal(style)),
      { errorMessage: '接口约定 apiStyle 只能是 MODELSMITH 或 RUOYI' },
    ),
  ),
};

export const CreateProjectBody = Type.Object(ProjectFields);
export type CreateProjectBody = Static<typeof CreateProjectBody>;
/** A PostgreSQL extension the project's schema needs (codegen PostgresqlExtension). */
export const PostgresqlExtension = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 63 }),
  schema: Type.Optional(Type.String({ minLength: 1, maxLength: 63 })),
});
/** A PostgreSQL function the project's expressions call: its whole CREATE FUNCTION statement (codegen PostgresqlRoutine). */
export const PostgresqlRoutine = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 63 }),
  definition: Type.String({ minLength: 1, maxLength: 100_000 }),
});
/**
 * A PostgreSQL type the project's columns use: its whole CREATE TYPE … AS (…), CREATE TYPE … AS ENUM (…) or CREATE
 * DOMAIN (codegen PostgresqlType).
 */
export const PostgresqlType = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 63 }),
  /** Its schema when not public. */
  schema: Type.Optional(Type.String({ minLength: 1, maxLength: 63 })),
  definition: Type.String({ minLength: 1, maxLength: 10_000 }),
});
/** A PostgreSQL sequence a kept function draws from by name: its whole CREATE SEQUENCE (codegen PostgresqlSequence). */
export const PostgresqlSequence = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 63 }),
  definition: Type.String({ minLength: 1, maxLength: 2000 }),
});
/** A MariaDB sequence a column's default draws from: its whole CREATE statement (codegen MysqlSequence). */
export const MysqlSequence = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  definition: Type.String({ minLength: 1, maxLength: 4000 }),
});

/**
 * A partial update: fields left out keep their value. The PostgreSQL object lists and MariaDB's sequences replace the
 * kept ones whole (`[]` removes them all); the codegen model validator checks them.
 */
export const UpdateProjectBody = Type.Partial(
  Type.Object({
    ...ProjectFields,
    postgresqlExtensions: Type.Array(PostgresqlExtension),
    postgresqlRoutines: Type.Array(PostgresqlRoutine),
    postgresqlTypes: Type.Array(PostgresqlType),
    postgresqlSequences: Type.Array(PostgresqlSequence),
    mysqlSequences: Type.Array(MysqlSequence),
  }),
);
export type UpdateProjectBody = Static<typeof UpdateProjectBody>;
export type PostgresqlExtension = Static<typeof PostgresqlExtension>;
export type PostgresqlSequence = Static<typeof PostgresqlSequence>;
export type MysqlSequence = Static<typeof MysqlSequence>;
export type PostgresqlRoutine = Static<typeof PostgresqlRoutine>;
export type PostgresqlType = Static<typeof PostgresqlType>;

export const Project = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  basePackage: Type.String(),
  database: Type.Union(DATABASE_TYPES.map((database) => Type.Literal(database))),
  author: Nullable(Type.String()),
  tablePrefix: Nullable(Type.String()),
  apiStyle: Type.Union(API_STYLES.map((style) => Type.Literal(style))),
  /** Kept by a PostgreSQL import (absent when none); the PostgreSQL DDL creates them before the tables. */
  postgresqlExtensions: Type.Optional(Type.Array(PostgresqlExtension)),
  postgresqlRoutines: Type.Optional(Type.Array(PostgresqlRoutine)),
  postgresqlTypes: Type.Optional(Type.Array(PostgresqlType)),
  postgresqlSequences: Type.Optional(Type.Array(PostgresqlSequence)),
  /** Kept by a MariaDB import; the MySQL DDL creates them before the tables. */
  mysqlSequences: Type.Optional(Type.Array(MysqlSequence)),
  entityCount: Type.Integer(),
  snapshotCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Project = Static<typeof Project>;

export const KeywordField = Type.Optional(
  Type.String({ maxLength: 100, errorMessage: '关键词不能超过 100 个字符' }),
);

export const ProjectPageQuery = Type.Object({ ...PageQuery, keyword: KeywordField });
export type ProjectPageQuery = Static<typeof ProjectPageQuery>;

export const ProjectIdParams = Type.Object({ id: Id });
export const ProjectEntityParams = Type.Object({ pid: Id });
export const EntityIdParams = Type.Object({ pid: Id, eid: Id });

export const DdlQuery = Type.Object({
  dialect: Type.Optional(
    Type.Union(
      DDL_DIALECTS.map((dialect) => Type.Literal(dialect)),
      { errorMessage: 'dialect 只能是 mysql 或 postgresql' },
    ),
  ),
});
export const DdlData = Type.Object({
  dialect: Type.Union(DDL_DIALECTS.map((dialect) => Type.Literal(dialect))),
  sql: Type.String(),
});
export type DdlData = Static<typeof DdlData>;

// ---- the codegen model's Entity ------------------------------------------------------------------------------

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
  'binary',
] as const;
export const FOREIGN_KEY_ACTIONS = ['CASCADE', 'SET NULL', 'SET DEFAULT', 'RESTRICT', 'NO ACTION'] as const;
const ForeignKeyAction = Type.Union(FOREIGN_KEY_ACTIONS.map((action) => Type.Literal(action)));
export const JOIN_TABLE_KEYS = ['unique', 'none'] as const;
export const JOIN_TABLE_ACTIONS = ['CASCADE', 'RESTRICT', 'NO ACTION'] as const;
const JoinTableAction = Type.Union(JOIN_TABLE_ACTIONS.map((action) => Type.Literal(action)));
export const RELATION_KINDS = ['ONE_TO_ONE', 'ONE_TO_MANY', 'MANY_TO_ONE', 'MANY_TO_MANY'] as const;
export const SQL_SIZES = ['tiny', 'small', 'medium', 'long'] as const;
export const FIELD_ROLES = ['DATA', 'AUDIT', 'LOGICAL_DELETE', 'SECRET'] as const;
export const SEARCH_MATCHES = ['EQ', 'LIKE', 'RANGE', 'NONE'] as const;
export const INDEX_METHODS = ['hash', 'gin', 'gist', 'spgist', 'brin', 'fulltext', 'spatial'] as const;

const Text = (max: number) => Type.String({ maxLength: max });
const Dialect = Type.Union([Type.Literal('mysql'), Type.Literal('postgresql')]);
/** An SQL expression kept as the database wrote it (a generated column, a default, an index part or predicate). */
const Expression = Text(2000);

export const EntityField = Type.Object({
  name: Text(64),
  column: Text(64),
  sqlColumn: Type.Optional(Text(64)),
  label: Type.Optional(Text(64)),
  type: Type.Union(FIELD_TYPES.map((type) => Type.Literal(type))),
  length: Type.Optional(Type.Integer()),
  fixedLength: Type.Optional(Type.Boolean()),
  precision: Type.Optional(Type.Integer()),
  scale: Type.Optional(Type.Integer()),
  unsigned: Type.Optional(Type.Boolean()),
  sqlSize: Type.Optional(Type.Union(SQL_SIZES.map((size) => Type.Literal(size)))),
  withTimeZone: Type.Optional(Type.Boolean()),
  onUpdateCurrentTimestamp: Type.Optional(Type.Boolean()),
  /** MySQL INVISIBLE, and a spatial column's SRID (codegen Field). */
  invisible: Type.Optional(Type.Boolean()),
  srid: Type.Optional(Type.Integer({ minimum: 0, maximum: 4294967295 })),
  sqlType: Type.Optional(
    // MySQL's may be a SET of up to 64 members (codegen isMysqlSqlType).
    Type.Object({ mysql: Type.Optional(Text(4096)), postgresql: Type.Optional(Text(64)) }),
  ),
  required: Type.Optional(Type.Boolean()),
  unique: Type.Optional(Type.Boolean()),
  primaryKey: Type.Optional(Type.Boolean()),
  autoIncrement: Type.Optional(Type.Boolean()),
  autoIncrementStart: Type.Optional(Type.Integer()),
  sharedSequence: Type.Optional(Text(63)),
  sharedSequenceSchema: Type.Optional(Text(63)),
  sharedSequenceOwner: Type.Optional(Type.Boolean()),
  identity: Type.Optional(
    Type.Object({
      always: Type.Optional(Type.Boolean()),
      incrementBy: Type.Optional(Type.Integer()),
      cycle: Type.Optional(Type.Boolean()),
    }),
  ),
  generated: Type.Optional(Type.Object({ expression: Expression, stored: Type.Boolean(), dialect: Dialect })),
  collation: Type.Optional(
    Type.Object({ dialect: Dialect, charset: Type.Optional(Text(64)), collate: Type.Optional(Text(64)) }),
  ),
  defaultValue: Type.Optional(Type.Union([Text(500), Type.Number(), Type.Boolean(), Type.Null()])),
  defaultExpression: Type.Optional(Type.Object({ expression: Expression, dialect: Dialect })),
  // The default as PostgreSQL printed it on import, with the type and default it stands for (codegen's Field).
  defaultSource: Type.Optional(
    Type.Object({
      dialect: Type.Literal('postgresql'),
      sql: Expression,
      type: Type.Union(FIELD_TYPES.map((type) => Type.Literal(type))),
      value: Type.Optional(Type.Union([Text(500), Type.Number(), Type.Boolean()])),
    }),
  ),
  enumTypeName: Type.Optional(Text(63)),
  enumTypeSchema: Type.Optional(Text(64)),
  postgresqlDomain: Type.Optional(
    Type.Object({
      name: Text(63),
      schema: Type.Optional(Text(63)),
      notNull: Type.Optional(Type.Literal(true)),
      default: Type.Optional(Type.Literal(true)),
    }),
  ),
  enumValues: Type.Optional(
    Type.Array(Type.Object({ value: Text(64), label: Type.Optional(Text(64)) }), { maxItems: 200 }),
  ),
  validation: Type.Optional(
    Type.Object({
      min: Type.Optional(Type.Number()),
      max: Type.Optional(Type.Number()),
      pattern: Type.Optional(Text(500)),
      email: Type.Optional(Type.Boolean()),
    }),
  ),
  comment: Type.Optional(Text(500)),
  role: Type.Optional(Type.Union(FIELD_ROLES.map((role) => Type.Literal(role)))),
  search: Type.Optional(Type.Union(SEARCH_MATCHES.map((match) => Type.Literal(match)))),
  inList: Type.Optional(Type.Boolean()),
  inForm: Type.Optional(Type.Boolean()),
});

export const EntityIndex = Type.Object({
  name: Text(64),
  fields: Type.Array(Text(64), { maxItems: 32 }),
  unique: Type.Boolean(),
  prefixLengths: Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.Null()]), { maxItems: 32 })),
  expressions: Type.Optional(Type.Array(Type.Union([Expression, Type.Null()]), { maxItems: 32 })),
  expressionsDialect: Type.Optional(Type.Literal('mysql')),
  where: Type.Optional(Expression),
  descending: Type.Optional(Type.Array(Type.Boolean(), { maxItems: 32 })),
  /** PostgreSQL NULLS FIRST / LAST per part when not its direction's default (codegen Index.nullsOrder). */
  nullsOrder: Type.Optional(
    Type.Array(Type.Union([Type.Literal('first'), Type.Literal('last'), Type.Null()]), { maxItems: 32 }),
  ),
  primary: Type.Optional(Type.Boolean()),
  method: Type.Optional(Type.Union(INDEX_METHODS.map((method) => Type.Literal(method)))),
  opclasses: Type.Optional(Type.Array(Type.Union([Text(128), Type.Null()]), { maxItems: 32 })),
  /** PostgreSQL collation per part (codegen Index.collations). */
  collations: Type.Optional(Type.Array(Type.Union([Text(130), Type.Null()]), { maxItems: 32 })),
  include: Type.Optional(Type.Array(Text(64), { maxItems: 32 })),
  nullsNotDistinct: Type.Optional(Type.Literal(true)),
  /** MariaDB's UNIQUE … USING HASH (codegen Index.mysqlUsingHash). */
  mysqlUsingHash: Type.Optional(Type.Literal(true)),
});

export const EntityRelation = Type.Object({
  name: Text(64),
  kind: Type.Union(RELATION_KINDS.map((kind) => Type.Literal(kind))),
  target: Text(64),
  inverseName: Type.Optional(Text(64)),
  joinField: Type.Optional(Text(64)),
  joinFields: Type.Optional(Type.Array(Text(64), { maxItems: 32 })),
  referencedFields: Type.Optional(Type.Array(Text(64), { maxItems: 32 })),
  joinTable: Type.Optional(
    Type.Object({
      name: Text(64),
      joinColumn: Text(64),
      inverseJoinColumn: Text(64),
      /** What a real join table has beyond PRIMARY KEY + ON DELETE CASCADE (codegen JoinTable); null = no clause. */
      key: Type.Optional(Type.Union(JOIN_TABLE_KEYS.map((key) => Type.Literal(key)))),
      onDelete: Type.Optional(Type.Union([JoinTableAction, Type.Null()])),
      onUpdate: Type.Optional(JoinTableAction),
      inverseOnDelete: Type.Optional(Type.Union([JoinTableAction, Type.Null()])),
      inverseOnUpdate: Type.Optional(JoinTableAction),
      comment: Type.Optional(Text(500)),
      /** Its own MySQL default character set and collation, where not its owner's (codegen JoinTable.mysqlCharset). */
      mysqlCharset: Type.Optional(
        Type.Object({ charset: Type.Optional(Text(64)), collate: Type.Optional(Text(64)) }),
      ),
    }),
  ),
  required: Type.Optional(Type.Boolean()),
  label: Type.Optional(Text(64)),
  onDelete: Type.Optional(ForeignKeyAction),
  onUpdate: Type.Optional(ForeignKeyAction),
  /** PostgreSQL 15+ ON DELETE SET NULL / SET DEFAULT (columns): the join fields set (codegen Relation). */
  onDeleteSetFields: Type.Optional(Type.Array(Text(64), { minItems: 1, maxItems: 32 })),
  setNullOnRequired: Type.Optional(Type.Literal(true)),
  /** PostgreSQL DEFERRABLE INITIALLY IMMEDIATE / DEFERRED, MATCH FULL, NOT VALID (codegen Relation). */
  deferrable: Type.Optional(Type.Union([Type.Literal('immediate'), Type.Literal('deferred')])),
  match: Type.Optional(Type.Literal('full')),
  notValid: Type.Optional(Type.Literal(true)),
});

export const EntityCheck = Type.Object({
  name: Type.Optional(Text(64)),
  expression: Expression,
  dialect: Type.Optional(Dialect),
  /** PostgreSQL NOT VALID and NO INHERIT (codegen CheckConstraint). */
  notValid: Type.Optional(Type.Literal(true)),
  noInherit: Type.Optional(Type.Literal(true)),
});

/** A PostgreSQL EXCLUDE constraint (codegen Exclusion): the text from EXCLUDE on, as the database wrote it. */
export const EntityExclusion = Type.Object({
  name: Type.Optional(Text(64)),
  definition: Expression,
});

/** Table partitioning of one dialect (codegen Partitioning): PARTITION BY as written and the partitions. */
export const EntityPartitioning = Type.Object({
  dialect: Dialect,
  by: Type.String({ maxLength: 500 }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024 })),
  partitions: Type.Optional(
    Type.Array(
      Type.Object({
        name: Text(64),
        bound: Type.String({ maxLength: 2000 }),
        /** PostgreSQL multi-level: the partition this one belongs to, and this one's own PARTITION BY. */
        of: Type.Optional(Text(64)),
        by: Type.Optional(Type.String({ maxLength: 500 })),
        /** MySQL: the partition's listed SUBPARTITION names. */
        subpartitions: Type.Optional(Type.Array(Text(64), { maxItems: 1024 })),
        /** PostgreSQL: indexes of this partition alone (codegen PartitionIndex). */
        indexes: Type.Optional(
          Type.Array(
            Type.Object({
              name: Type.Optional(Text(64)),
              unique: Type.Optional(Type.Boolean()),
              definition: Type.String({ maxLength: 2000 }),
            }),
            { maxItems: 1024 },
          ),
        ),
      }),
      { maxItems: 1024 },
    ),
  ),
  /** MySQL SUBPARTITION BY as written, and SUBPARTITIONS n. */
  subpartitionBy: Type.Optional(Type.String({ maxLength: 500 })),
  subpartitionCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024 })),
});

/** A trigger on the table (codegen Trigger): its whole CREATE … TRIGGER statement, written by its dialect's DDL. */
export const EntityTrigger = Type.Object({
  name: Text(64),
  dialect: Dialect,
  definition: Type.String({ minLength: 1, maxLength: 100_000 }),
  disabled: Type.Optional(Type.Literal(true)),
});

/** A PostgreSQL row-level security policy: its whole CREATE POLICY statement (codegen Policy). */
export const EntityPolicy = Type.Object({
  name: Text(64),
  definition: Type.String({ minLength: 1, maxLength: 10_000 }),
});

export const Position = Type.Object({ x: Type.Number(), y: Type.Number() });

/** The codegen model's Entity: what the designer edits and POST/PUT send. */
export const EntityModel = Type.Object({
  className: Text(64),
  tableName: Text(64),
  sqlTableName: Type.Optional(Text(64)),
  sqlSchema: Type.Optional(Text(64)),
  virtualPrimaryKey: Type.Optional(Type.Boolean()),
  label: Type.Optional(Text(64)),
  comment: Type.Optional(Text(500)),
  fields: Type.Array(EntityField, { maxItems: 500 }),
  primaryKeyOrder: Type.Optional(Type.Array(Text(64), { maxItems: 32 })),
  indexes: Type.Optional(Type.Array(EntityIndex, { maxItems: 100 })),
  relations: Type.Optional(Type.Array(EntityRelation, { maxItems: 100 })),
  checks: Type.Optional(Type.Array(EntityCheck, { maxItems: 100 })),
  exclusions: Type.Optional(Type.Array(EntityExclusion, { maxItems: 100 })),
  partitioning: Type.Optional(EntityPartitioning),
  /** PostgreSQL UNLOGGED and storage parameters, the text inside WITH (…) (codegen Entity). */
  unlogged: Type.Optional(Type.Literal(true)),
  storageParameters: Type.Optional(Type.String({ maxLength: 1000 })),
  /** MySQL table default character set and collation (codegen Entity.mysqlCharset). */
  mysqlCharset: Type.Optional(
    Type.Object({ charset: Type.Optional(Text(64)), collate: Type.Optional(Text(64)) }),
  ),
  systemVersioning: Type.Optional(
    Type.Object({ rowStart: Type.Optional(Text(64)), rowEnd: Type.Optional(Text(64)) }),
  ),
  triggers: Type.Optional(Type.Array(EntityTrigger, { maxItems: 100 })),
  /** PostgreSQL row-level security: ENABLE / FORCE ROW LEVEL SECURITY and the policies (codegen Entity). */
  rowSecurity: Type.Optional(Type.Literal(true)),
  forceRowSecurity: Type.Optional(Type.Literal(true)),
  policies: Type.Optional(Type.Array(EntityPolicy, { maxItems: 100 })),
  position: Type.Optional(Position),
});
export type EntityModel = Static<typeof EntityModel>;

/** A stored entity: the model plus its id, project and times. */
export const Entity = Type.Composite([
  EntityModel,
  Type.Object({
    id: Type.Integer(),
    projectId: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
]);
export type Entity = Static<typeof Entity>;

/** An entity in the cross-project list (GET /entities). */
export const EntityWithProject = Type.Composite([Entity, Type.Object({ projectName: Type.String() })]);
export type EntityWithProject = Static<typeof EntityWithProject>;

export const ENTITY_PAGE_SIZE_MAX = 500;

export const EntityPageQuery = Type.Object({
  ...PageQuery,
  size: Type.Integer({
    minimum: 1,
    maximum: ENTITY_PAGE_SIZE_MAX,
    default: 10,
    errorMessage: `每页条数 size 需为 1–${ENTITY_PAGE_SIZE_MAX} 的整数`,
  }),
  keyword: KeywordField,
});
export type EntityPageQuery = Static<typeof EntityPageQuery>;

export const AllEntitiesQuery = Type.Object({
  ...PageQuery,
  keyword: KeywordField,
  projectId: Type.Optional(Id),
});
export type AllEntitiesQuery = Static<typeof AllEntitiesQuery>;

export const PositionsBody = Type.Object({
  positions: Type.Array(Type.Object({ id: Id, x: Type.Number(), y: Type.Number() }), { maxItems: 1000 }),
});
export type PositionsBody = Static<typeof PositionsBody>;

export const ImportDdlBody = Type.Object({
  dialect: Type.Union(
    DDL_DIALECTS.map((dialect) => Type.Literal(dialect)),
    { errorMessage: 'dialect 只能是 mysql 或 postgresql' },
  ),
  sql: Type.String({ minLength: 1, maxLength: 2_000_000, errorMessage: '请提供建表语句（不超过 2 MB）' }),
  replace: Type.Optional(Type.Boolean()),
  dryRun: Type.Optional(Type.Boolean()),
  /** Comment codes the user turned off: these fields are imported without the suggested enumValues. */
  declinedSuggestions: Type.Optional(
    Type.Array(Type.Object({ tableName: Text(64), field: Text(64) }), { maxItems: 2000 }),
  ),
});
export type ImportDdlBody = Static<typeof ImportDdlBody>;

export const SkippedStatement = Type.Object({
  statement: Type.String(),
  line: Type.Integer(),
  reason: Type.String(),
});

/** Labelled codes read from a column comment (`状态（0正常 1停用）`), offered as the field's enum values. */
export const EnumSuggestion = Type.Object({
  tableName: Type.String(),
  field: Type.String(),
  line: Type.Integer(),
  values: Type.Array(Type.Object({ value: Type.String(), label: Type.Optional(Type.String()) })),
  reason: Type.String(),
});
export type EnumSuggestion = Static<typeof EnumSuggestion>;

export const ImportDdlResult = Type.Object({
  created: Type.Array(Entity),
  updated: Type.Array(Entity),
  removed: Type.Array(Entity),
  skipped: Type.Array(SkippedStatement),
  /** What the model keeps only approximately (a type, a constraint), each with its line and a reason. */
  approximations: Type.Array(SkippedStatement),
  suggestions: Type.Array(EnumSuggestion),
});
export type ImportDdlResult = Static<typeof ImportDdlResult>;

/** 400 data of a model that fails validation. */
export const ModelProblems = Type.Object({
  problems: Type.Array(Type.Object({ path: Type.String(), message: Type.String() })),
});
export type ModelProblems = Static<typeof ModelProblems>;
