// Puts together what the text importer read from a PostgreSQL script and what PostgreSQL itself built from it.
// The text import stays the base (the user's own spelling of defaults and checks, lines, suggestions); the
// catalog fills what it lost: tables whose statement it could not read (`LIKE`, `OF type`, syntax its parser does
// not know), columns, NOT NULL, defaults, comments, keys, indexes, foreign keys, checks and partitioning that
// statements it skipped added. Every fill is listed, per table, with the statement's line.
import type { DdlImportResult } from '../import';
import type { Skipped } from '../import/raw';
import { summarize } from '../import/raw';
import { sqlTableOf } from '../../model/names';
import type { Entity, Field, Index, Relation } from '../../model/types';
import { snake } from '../import/naming';
import { nameParts } from '../import/qualified';
import { type CopiedRelation, referToKeyColumns } from './reconcile-keys';
import { fillPolicies, policyOutcomes, settlePolicyNotes } from './reconcile-policies';
import { fillTriggers, settleTriggerNotes } from './reconcile-triggers';
import type { SandboxStatement } from './statements';

/** The table's name in the database, after its schema when not public: what the catalog's tables are keyed by. */
const tableKey = (entity: Entity) =>
  `${entity.sqlSchema ? `${entity.sqlSchema}.` : ''}${entity.sqlTableName ?? entity.tableName}`;

/** `name`, or `name2`, `name3`… — the first that `taken` does not hold (which then holds it). */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}${n}`;
  taken.add(candidate);
  return candidate;
}

/** Statements whose whole effect the catalog shows: a type (enum, composite), its new values, a DO block. */
const USED_BY_POSTGRESQL = /^(DO\b|CREATE\s+TYPE\b|ALTER\s+TYPE\b)/i;

const RAN_BY_POSTGRESQL =
  'PostgreSQL 已执行该语句，它建出或改变的表和枚举已按执行后的结构导入；语句本身不进入模型';

/**
 * A column as notes name it: table and column as the database has them, compared the way the import derives model
 * names (snake_case), so that an entity's names (`customer_name` of the table "Customer Name") find its notes.
 */
const noteKey = (table: string, column: string) =>
  JSON.stringify([snake(table) || table.toLowerCase(), snake(column) || column.toLowerCase()]);

/**
 * The columns a note may be about. The importer writes a column's note as `table.column` and maybe more after a
 * space, with the names unquoted (they may hold spaces and dots): every split at a dot, the column ending at a
 * space or at the end.
 */
function noteKeys(statement: string): string[] {
  const text = statement.slice(0, 200);
  const keys: string[] = [];
  for (let dot = text.indexOf('.'); dot > 0; dot = text.indexOf('.', dot + 1)) {
    const rest = text.slice(dot + 1);
    for (let space = rest.indexOf(' '); ; space = rest.indexOf(' ', space + 1)) {
      const end = space < 0 ? rest.length : space;
      if (end > 0) keys.push(noteKey(text.slice(0, dot), rest.slice(0, end)));
      if (space < 0) break;
    }
  }
  return keys;
}

/** The import's note on a column numbered by a sequence another column draws from too (see definitions.ts). */
const SHARED_SEQUENCE = /^\S+ DEFAULT nextval\('[^']*'\)$/;

/** One part of a written name: a quoted identifier or a bare word. */
const NAME_PART = String.raw`(?:"(?:[^"]|"")*"|[^\s."(]+)`;
const TABLE_NAME = String.raw`(${NAME_PART}(?:\s*\.\s*${NAME_PART})?)`;
const CREATING = new RegExp(
  String.raw`^\s*CREATE\s+(?:[A-Za-z]+\s+)*?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${TABLE_NAME}`,
  'i',
);
const ALTERING = new RegExp(
  String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${TABLE_NAME}(?:\s|$)`,
  'i',
);

/** A table as the statements are indexed by it: its schema (none for public) and its name, both in lower case. */
const tableId = (schema: string | undefined, name: string) =>
  JSON.stringify([
    schema && schema.toLowerCase() !== 'public' ? schema.toLowerCase() : '',
    name.toLowerCase(),
  ]);

/**
 * Statements by table: by the exact name first, else by the snake_case one the import gives a name it cannot keep
 * (the table "Customer Name" is the entity customer_name).
 */
class ByTable {
  private readonly exact = new Map<string, SandboxStatement[]>();
  private readonly loose = new Map<string, SandboxStatement[]>();

  add(schema: string | undefined, name: string, statement: SandboxStatement): void {
    add(this.exact, tableId(schema, name), statement);
    add(this.loose, tableId(schema, snake(name) || name), statement);
  }

  get(schema: string | undefined, name: string): SandboxStatement[] {
    return this.exact.get(tableId(schema, name)) ?? this.loose.get(tableId(schema, name)) ?? [];
  }
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The script's statements by the table each creates or alters, read once (a script is searched per table: a
 * search of every statement per table was quadratic).
 */
export class StatementIndex {
  private readonly creating = new ByTable();
  /** Tables created unqualified (after `SET search_path`), by name alone. */
  private readonly bare = new ByTable();
  private readonly altering = new ByTable();
  private readonly positions = new Map<SandboxStatement, number>();

  constructor(statements: SandboxStatement[]) {
    statements.forEach((statement, i) => {
      this.positions.set(statement, i);
      const created = CREATING.exec(statement.text);
      const altered = created ? null : ALTERING.exec(statement.text);
      const parts = nameParts((created ?? altered)?.[1] ?? '', 'postgresql');
      if (parts.length === 0) return;
      const name = parts[parts.length - 1];
      const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
      (created ? this.creating : this.altering).add(schema, name, statement);
      if (created && !schema) this.bare.add(undefined, name, statement);
    });
  }

  /**
   * The statement that created the table: `CREATE … TABLE [IF NOT EXISTS] [schema.]table`; else, for a table of a
   * schema, one creating it unqualified (after `SET search_path`).
   */
  created(table: DatabaseTable): SandboxStatement | undefined {
    return (
      this.creating.get(table.schema, table.name)[0] ??
      (table.schema ? this.bare.get(undefined, table.name)[0] : undefined)
    );
  }

  /** The first statement altering the table whose line the text import skipped. */
  altered(table: DatabaseTable, skippedAt: Set<number>): SandboxStatement | undefined {
    return this.altering.get(table.schema, table.name).find((s) => skippedAt.has(s.line));
  }

  /** Where the statement is in the script's list (its error is at the same place). */
  position(statement: SandboxStatement): number {
    return this.positions.get(statement) ?? -1;
  }
}

/** A table as the database has it, as far as the model knows: its schema (none for public) and name. */
interface DatabaseTable {
  schema?: string;
  name: string;
}

const databaseTableOf = (entity: Entity, prefix: string): DatabaseTable => ({
  ...(entity.sqlSchema ? { schema: entity.sqlSchema } : {}),
  name: sqlTableOf(entity, prefix),
});

interface Fills {
  renamedFrom?: string;
  dropped: string[];
  columns: string[];
  types: string[];
  notNull: string[];
  defaults: string[];
  comments: string[];
  keys: string[];
  identities: string[];
  indexes: string[];
  relations: string[];
  checks: number;
  exclusions: number;
  partitioning: boolean;
  tableOptions?: boolean;
  /** What fillTriggers changed, as it names it. */
  triggers?: string[];
  /** What fillPolicies changed, as it names it. */
  policies?: string[];
}

function describe(fills: Fills): string[] {
  const list = (label: string, names: string[]) => (names.length ? [`${label} ${names.join('、')}`] : []);
  return [
    ...(fills.renamedFrom ? [`表名（原为 ${fills.renamedFrom}）`] : []),
    ...(fills.dropped.length ? [`去掉脚本后面删除或改名的列 ${fills.dropped.join('、')}`] : []),
    ...list('列', fills.columns),
    ...list('列类型', fills.types),
    ...list('非空约束', fills.notNull),
    ...list('默认值', fills.defaults),
    ...list('注释', fills.comments),
    ...list('主键或唯一约束', fills.keys),
    ...list('自增选项', fills.identities),
    ...list('索引', fills.indexes),
    ...list('外键', fills.relations),
    ...(fills.checks ? [`${fills.checks} 个 CHECK 约束`] : []),
    ...(fills.exclusions ? [`${fills.exclusions} 个排除约束（EXCLUDE）`] : []),
    ...(fills.partitioning ? ['分区定义'] : []),
    ...(fills.triggers ?? []),
    ...(fills.policies ?? []),
    ...(fills.tableOptions ? ['表选项（UNLOGGED、存储参数）'] : []),
  ];
}

/** The field of `from` (named in its entity) under the name it has in `to`, by column. */
function fieldNameMap(from: Entity, to: Entity): Map<string, string> {
  const byColumn = new Map(to.fields.map((f) => [f.column, f.name]));
  return new Map(
    from.fields.flatMap((f) => (byColumn.has(f.column) ? [[f.name, byColumn.get(f.column)!]] : [])),
  );
}

/** Expressions and conditions are compared by presence: PostgreSQL prints them its own way (casts, parentheses). */
const indexSignature = (index: Index, columnOf: Map<string, string>) =>
  JSON.stringify([
    index.unique,
    index.primary === true,
    index.fields.map((f) => columnOf.get(f) ?? f),
    (index.expressions ?? []).map((e) => e !== null),
    index.where !== undefined,
  ]);

const relationSignature = (relation: Relation, columnOf: Map<string, string>, targetTable: string) =>
  JSON.stringify([
    relation.kind,
    targetTable,
    (relation.joinFields ?? [relation.joinField ?? '']).map((f) => columnOf.get(f) ?? f),
  ]);

/**
 * `text` (importDdl of the script) completed from `catalog` (importDdl of catalogDdl of what PostgreSQL built).
 * `statements` are the script's statements the sandbox ran, to find the line each filled table came from.
 */
export function reconcile(
  text: DdlImportResult,
  catalog: DdlImportResult,
  sandbox: {
    statements: SandboxStatement[];
    errors: (string | null)[];
    /** The catalog's tables and their columns, by lower-case name. */
    columns: Map<string, Set<string>>;
  },
): DdlImportResult {
  const { statements, errors } = sandbox;
  const script = new StatementIndex(statements);
  const ran = (statement: SandboxStatement) => errors[script.position(statement)] === null;
  const textPrefix = text.model.project.tablePrefix ?? '';
  const prefix = catalog.model.project.tablePrefix ?? '';
  const filled: Skipped[] = [];
  const copies = new Map(text.model.entities.map((entity) => [entity, structuredClone(entity)]));
  const matches = pair(catalog.model.entities, text.model.entities);
  const skippedAt = new Set(text.skipped.map((s) => s.line));
  const matched = new Set(matches.values());
  const existing = sandbox.columns;
  // A table PostgreSQL created but no longer has at the end was dropped or renamed later in the script.
  const entities = text.model.entities.flatMap((original) => {
    const key = tableKey(original);
    const origin = matched.has(original) ? undefined : script.created(databaseTableOf(original, textPrefix));
    if (!origin || !ran(origin) || existing.has(key.toLowerCase())) return [copies.get(original)!];
    filled.push({
      statement: summarize(origin.text),
      line: origin.line,
      reason: `表 ${key} 在脚本后面被删除或改名，PostgreSQL 执行完脚本后已没有该表，未导入`,
    });
    return [];
  });
  const classNames = new Set(entities.map((entity) => entity.className));
  // Class names of the catalog's entities as the result has them.
  const classOf = new Map<string, string>();
  for (const entity of catalog.model.entities) {
    const match = matches.get(entity);
    classOf.set(entity.className, match ? match.className : unique(entity.className, classNames));
  }
  // A catalog relation's target, by the table the text import has for it (when it has one).
  const tableOfClass = new Map(
    catalog.model.entities.map((e) => [e.className, tableKey(matches.get(e) ?? e)]),
  );
  const textTableOf = new Map(entities.map((e) => [e.className, tableKey(e)]));
  // Notes on columns the catalog's reading replaced or added are the catalog import's, at the table's line.
  const fromCatalog = new Map<string, number>();
  const fromCatalogAt = (source: Entity, columns: string[], line: number) => {
    const byColumn = new Map(source.fields.map((f) => [f.column, f]));
    for (const column of columns)
      fromCatalog.set(noteKey(sqlTableOf(source, prefix), byColumn.get(column)?.sqlColumn ?? column), line);
  };
  const catalogLine = (note: Skipped) =>
    noteKeys(note.statement)
      .map((key) => fromCatalog.get(key))
      .find((line) => line !== undefined);
  const suggestions = [...text.suggestions];
  const skippedLines = new Set<number>();
  const added: Entity[] = [];
  // Keys the result takes from the catalog's reading, checked against the result's keys once all tables are in.
  const copied: CopiedRelation[] = [];
  const catalogEntityOf = new Map(catalog.model.entities.map((e) => [e.className, e]));
  const policies = policyOutcomes(sandbox);

  // Only PostgreSQL knows that a serial's sequence numbers another column too (LIKE and INHERITS copy its default).
  const numberedAt = new Map<string, number>();
  for (const source of catalog.model.entities) {
    const key = tableKey(source);
    const origin = script.created(databaseTableOf(source, prefix));
    const line = origin?.line ?? 1;
    for (const field of source.fields)
      if (field.autoIncrement)
        numberedAt.set(noteKey(sqlTableOf(source, prefix), field.sqlColumn ?? field.column), line);
    const statement = summarize(origin?.text ?? `CREATE TABLE ${key}`);
    const relationsOf = (entity: Entity) =>
      entity.relations?.map((r) => ({ ...r, target: classOf.get(r.target) ?? r.target }));
    const match = matches.get(source);
    const target = match && copies.get(match);
    if (!target) {
      const entity: Entity = { ...structuredClone(source), className: classOf.get(source.className)! };
      const relations = relationsOf(source);
      if (relations) entity.relations = relations;
      source.relations?.forEach((r, i) =>
        copied.push({ owner: entity, relation: relations![i], catalogTarget: catalogEntityOf.get(r.target) }),
      );
      added.push(entity);
      if (origin) skippedLines.add(origin.line);
      fromCatalogAt(
        source,
        source.fields.map((f) => f.column),
        line,
      );
      filled.push({
        statement,
        line,
        reason: `表 ${key} 的语句无法逐字解析，已按 PostgreSQL 执行后的结构导入（${source.fields.length} 列）`,
      });
      // The catalog import's notes on the table itself (its virtual key, its partitioning), at its statement's line.
      const own = sqlTableOf(source, prefix);
      for (const note of catalog.approximations)
        if (note.statement.startsWith(own) && /^[ (:]/.test(note.statement.slice(own.length)))
          filled.push({ ...note, line });
      for (const suggestion of catalog.suggestions)
        if (suggestion.tableName === source.tableName) suggestions.push({ ...suggestion, line });
      continue;
    }
    const fills: Fills = {
      dropped: [],
      columns: [],
      types: [],
      notNull: [],
      defaults: [],
      comments: [],
      keys: [],
      identities: [],
      indexes: [],
      relations: [],
      checks: 0,
      exclusions: 0,
      partitioning: false,
    };
    const created = databaseTableOf(target, textPrefix);
    const renamed = script.created(created);
    if (
      tableKey(target) !== key &&
      renamed &&
      ran(renamed) &&
      !existing.has(tableKey(target).toLowerCase())
    ) {
      // Matched by its columns: the script renamed it after creating it (ALTER TABLE … RENAME TO).
      fills.renamedFrom = tableKey(target);
      target.tableName = source.tableName;
      if (source.sqlTableName) target.sqlTableName = source.sqlTableName;
      else delete target.sqlTableName;
    }
    dropStale(target, source, sandbox.columns.get(key.toLowerCase()), fills);
    fillFields(target, source, fills);
    const names = fieldNameMap(source, target);
    const rename = (field: string) => names.get(field) ?? field;
    const sourceColumnOf = new Map(source.fields.map((f) => [f.name, f.column]));
    fillIndexes(target, source, rename, fills);
    fillRelations(target, source, rename, fills, copied, {
      textTable: (className) => textTableOf.get(className) ?? className,
      catalogTable: (className) => tableOfClass.get(className) ?? className,
      resultClass: (className) => classOf.get(className) ?? className,
      catalogEntity: (className) => catalogEntityOf.get(className),
    });
    fillTable(target, source, fills);
    fills.triggers = fillTriggers(target, source, textPrefix, sandbox);
    fills.policies = fillPolicies(target, source, textPrefix, policies);
    fromCatalogAt(source, [...fills.columns, ...fills.types], line);
    const found = describe(fills);
    // Named at the first statement on the table the text import skipped (an ALTER TABLE, usually), else its CREATE.
    const alter =
      script.altered(databaseTableOf(source, prefix), skippedAt) ??
      (fills.renamedFrom ? script.created(created) : undefined);
    if (found.length)
      filled.push({
        statement: alter ? summarize(alter.text) : statement,
        line: alter?.line ?? line,
        reason: `表 ${key} 有语句未能逐字解析，已按 PostgreSQL 执行后的结构补入：${found.join('；')}`,
      });
    for (const column of fills.columns) {
      const suggestion = catalog.suggestions.find(
        (s) => s.tableName === source.tableName && sourceColumnOf.get(s.field) === column,
      );
      if (suggestion)
        suggestions.push({
          ...suggestion,
          tableName: target.tableName,
          field: rename(suggestion.field),
          line,
        });
    }
  }
  const listed = new Set(text.approximations.map((note) => note.statement));
  const sharedLine = (note: Skipped) =>
    SHARED_SEQUENCE.test(note.statement) && !listed.has(note.statement)
      ? noteKeys(note.statement)
          .map((key) => numberedAt.get(key))
          .find((line) => line !== undefined)
      : undefined;
  const approximations = [
    ...text.approximations.filter((note) => catalogLine(note) === undefined),
    ...catalog.approximations.flatMap((note) => {
      const line = catalogLine(note) ?? sharedLine(note);
      return line === undefined ? [] : [{ ...note, line }];
    }),
    ...filled,
  ];
  // A type or DO block the text import could not use, which PostgreSQL ran: what it made of tables and enums is in.
  const ranAt = new Set(
    statements.filter((s, i) => errors[i] === null && USED_BY_POSTGRESQL.test(s.text)).map((s) => s.line),
  );
  const skipped = text.skipped
    .filter((s) => !skippedLines.has(s.line) && catalogLine(s) === undefined)
    .map((s) => (ranAt.has(s.line) ? { ...s, reason: RAN_BY_POSTGRESQL } : s));
  const all = [...entities, ...added];
  const keyed = referToKeyColumns(
    copied,
    all,
    textPrefix,
    (entity) => script.created(databaseTableOf(entity, textPrefix))?.line ?? 1,
  );
  const notes = settleTriggerNotes(
    {
      skipped: [...skipped, ...keyed.skipped],
      approximations: [...approximations, ...keyed.approximations],
    },
    all,
    textPrefix,
    sandbox,
  );
  return {
    model: { ...text.model, entities: all },
    ...settlePolicyNotes(notes, all, textPrefix, policies),
    suggestions,
  };
}

/**
 * Each catalog entity's counterpart in the text import: the same table name, else the same derived name, else
 * (a name of Chinese characters only, which both name by its place) the one unmatched entity with the same columns.
 */
function pair(sources: Entity[], targets: Entity[]): Map<Entity, Entity> {
  const matches = new Map<Entity, Entity>();
  const free = new Set(targets);
  const columns = (entity: Entity) => JSON.stringify(entity.fields.map((f) => f.column));
  for (const keyOf of [tableKey, (e: Entity) => e.tableName, columns]) {
    // Targets by key, once a pass: comparing each source with every target was quadratic (seconds at 1 000 tables).
    const byKey = new Map<string, Entity[]>();
    for (const target of free) {
      const key = keyOf(target);
      const same = byKey.get(key);
      if (same) same.push(target);
      else byKey.set(key, [target]);
    }
    for (const source of sources) {
      if (matches.has(source)) continue;
      const found = (byKey.get(keyOf(source)) ?? []).filter((target) => free.has(target));
      if (found.length !== 1) continue;
      matches.set(source, found[0]);
      free.delete(found[0]);
    }
  }
  return matches;
}

/** Indexes the catalog has and the text import lacks: same name, or same columns, uniqueness and kind of parts. */
function fillIndexes(target: Entity, source: Entity, rename: (field: string) => string, fills: Fills): void {
  const columnOf = new Map(target.fields.map((f) => [f.name, f.column]));
  const sourceColumnOf = new Map(source.fields.map((f) => [f.name, f.column]));
  const have = new Set((target.indexes ?? []).map((index) => indexSignature(index, columnOf)));
  const names = new Set((target.indexes ?? []).map((index) => index.name));
  for (const index of source.indexes ?? []) {
    if (names.has(index.name) || have.has(indexSignature(index, sourceColumnOf))) continue;
    target.indexes = [
      ...(target.indexes ?? []),
      {
        ...structuredClone(index),
        name: unique(index.name, names),
        fields: index.fields.map(rename),
        ...(index.include ? { include: index.include.map(rename) } : {}),
      },
    ];
    fills.indexes.push(index.name);
  }
}

/** How a relation's target class reads as a table, in the text import and the catalog's, and as a class of the result. */
interface ClassNames {
  textTable: (className: string) => string;
  catalogTable: (className: string) => string;
  resultClass: (className: string) => string;
  catalogEntity: (className: string) => Entity | undefined;
}

/** Foreign keys the catalog has and the text import lacks: same kind, target table and columns. */
function fillRelations(
  target: Entity,
  source: Entity,
  rename: (field: string) => string,
  fills: Fills,
  copied: CopiedRelation[],
  classes: ClassNames,
): void {
  const columnOf = new Map(target.fields.map((f) => [f.name, f.column]));
  const sourceColumnOf = new Map(source.fields.map((f) => [f.name, f.column]));
  const have = new Set(
    (target.relations ?? []).map((r) => relationSignature(r, columnOf, classes.textTable(r.target))),
  );
  const names = new Set((target.relations ?? []).map((r) => r.name));
  for (const relation of source.relations ?? []) {
    if (have.has(relationSignature(relation, sourceColumnOf, classes.catalogTable(relation.target))))
      continue;
    const copy: Relation = {
      ...structuredClone(relation),
      name: unique(relation.name, names),
      target: classes.resultClass(relation.target),
    };
    if (copy.joinField) copy.joinField = rename(copy.joinField);
    if (copy.joinFields) copy.joinFields = copy.joinFields.map(rename);
    target.relations = [...(target.relations ?? []), copy];
    copied.push({ owner: target, relation: copy, catalogTarget: classes.catalogEntity(relation.target) });
    fills.relations.push(relation.name);
  }
}

/**
 * CHECKs, EXCLUDE constraints, partitioning and the table comment the text import lacks. PostgreSQL prints a CHECK
 * its own way, so checks are added only where the text import has fewer: all of them when it has none, the ones
 * whose name it lacks when it names all of its own (exclusions alike).
 */
function fillTable(target: Entity, source: Entity, fills: Fills): void {
  const sourceChecks = source.checks ?? [];
  const targetChecks = target.checks ?? [];
  if (sourceChecks.length > targetChecks.length) {
    const named = new Set(targetChecks.map((c) => c.name));
    const missing =
      targetChecks.length === 0
        ? sourceChecks
        : targetChecks.every((c) => c.name)
          ? sourceChecks.filter((c) => !named.has(c.name))
          : [];
    if (missing.length) {
      target.checks = [...targetChecks, ...structuredClone(missing)];
      fills.checks = missing.length;
    }
  }
  const sourceExclusions = source.exclusions ?? [];
  const targetExclusions = target.exclusions ?? [];
  if (sourceExclusions.length > targetExclusions.length) {
    const named = new Set(targetExclusions.map((x) => x.name));
    const missing =
      targetExclusions.length === 0
        ? sourceExclusions
        : targetExclusions.every((x) => x.name)
          ? sourceExclusions.filter((x) => !named.has(x.name))
          : [];
    if (missing.length) {
      target.exclusions = [...targetExclusions, ...structuredClone(missing)];
      fills.exclusions = missing.length;
    }
  }
  if (!target.partitioning && source.partitioning) {
    target.partitioning = structuredClone(source.partitioning);
    fills.partitioning = true;
  }
  // The catalog has the table's options after every ALTER TABLE … SET (…) / SET UNLOGGED the script ran.
  if (
    Boolean(target.unlogged) !== Boolean(source.unlogged) ||
    !target.storageParameters !== !source.storageParameters
  ) {
    if (source.unlogged) target.unlogged = true;
    else delete target.unlogged;
    if (!target.storageParameters !== !source.storageParameters) {
      if (source.storageParameters) target.storageParameters = source.storageParameters;
      else delete target.storageParameters;
    }
    fills.tableOptions = true;
  }
  if (!target.comment && source.comment) {
    target.comment = source.comment;
    if (!target.label && source.label) target.label = source.label;
    fills.comments.push(tableKey(target));
  }
}

/** What makes a field's column type: the catalog's wins where the text import read another. */
const TYPE_KEYS = [
  'type',
  'length',
  'fixedLength',
  'precision',
  'scale',
  'unsigned',
  'sqlSize',
  'withTimeZone',
  'sqlType',
  'enumTypeName',
  'enumTypeSchema',
  'enumValues',
  'postgresqlDomain',
] as const satisfies readonly (keyof Field)[];

/**
 * An array type as the catalog prints it: PostgreSQL keeps no declared dimensions or sizes (`text[][]`, `int[3]`
 * are `text[]`, `integer[]`), which the text import keeps as written.
 */
const ARRAY_BRACKETS = /(\s*\[\s*\d*\s*\])+$/;

const typeOf = (field: Field) =>
  JSON.stringify(
    // Labelled codes are not the type; an enum's values, or an enum array's (`shade[]`), are.
    TYPE_KEYS.filter((k) => k !== 'enumValues' || field.type === 'enum' || field.type === 'json').map((k) =>
      k === 'sqlType' && field.sqlType?.postgresql
        ? { ...field.sqlType, postgresql: field.sqlType.postgresql.replace(ARRAY_BRACKETS, '[]') }
        : (field[k] ?? null),
    ),
  );

/**
 * Columns the text import kept that PostgreSQL no longer has (a later DROP COLUMN, or RENAME COLUMN: the new name
 * comes back from the catalog), with the indexes and foreign keys over them, as PostgreSQL drops those too.
 */
function dropStale(
  target: Entity,
  source: Entity,
  catalogColumns: Set<string> | undefined,
  fills: Fills,
): void {
  if (!catalogColumns) return;
  const kept = new Set(source.fields.map((f) => f.column));
  const stale = new Set(
    target.fields
      .filter((f) => !kept.has(f.column) && !catalogColumns.has(f.column.toLowerCase()))
      .map((f) => f.name),
  );
  if (stale.size === 0) return;
  fills.dropped.push(...target.fields.filter((f) => stale.has(f.name)).map((f) => f.column));
  target.fields = target.fields.filter((f) => !stale.has(f.name));
  const over = (fields: string[]) => fields.some((f) => stale.has(f));
  if (target.indexes) target.indexes = target.indexes.filter((index) => !over(index.fields));
  if (target.relations)
    target.relations = target.relations.filter(
      (r) => !over([...(r.joinFields ?? []), ...(r.joinField ? [r.joinField] : [])]),
    );
}

/**
 * Columns the text import lacks (at the catalog's position), and NOT NULL, defaults, keys, identity options and
 * comments it lost. A virtual key (a table without PRIMARY KEY) is no key to fill: the catalog's real key replaces
 * the text import's virtual one, never the other way round. The catalog's PRIMARY KEY kept as a primary index (see
 * fillIndexes) replaces the text import's real key the same way, with the catalog's virtual key fields.
 */
function fillFields(target: Entity, source: Entity, fills: Fills): void {
  const names = new Set(target.fields.map((f) => f.name));
  const byColumn = new Map(target.fields.map((f) => [f.column, f]));
  const fields: Field[] = [];
  const sourceKey = !source.virtualPrimaryKey && source.fields.some((f) => f.primaryKey);
  const targetKey = !target.virtualPrimaryKey && target.fields.some((f) => f.primaryKey);
  const hasPrimaryIndex = (entity: Entity) => (entity.indexes ?? []).some((index) => index.primary);
  const replaceKey =
    (sourceKey && !targetKey) || (hasPrimaryIndex(source) && !hasPrimaryIndex(target) && targetKey);
  if (replaceKey) {
    for (const field of target.fields) delete field.primaryKey;
    delete target.virtualPrimaryKey;
    delete target.primaryKeyOrder;
    // The database has one PRIMARY KEY: the catalog's.
    if (target.indexes) target.indexes = target.indexes.filter((index) => !index.primary);
    if (source.virtualPrimaryKey) target.virtualPrimaryKey = true;
  }
  let at = 0;
  for (const field of source.fields) {
    const have = byColumn.get(field.column);
    if (!have) {
      const copy = { ...structuredClone(field), name: unique(field.name, names) };
      if (!replaceKey) delete copy.primaryKey;
      fields.push(copy);
      fills.columns.push(field.column);
      continue;
    }
    // The target's own fields keep their order; new ones go right after the column they follow in the catalog.
    while (at < target.fields.length && target.fields[at] !== have) fields.push(target.fields[at++]);
    if (at < target.fields.length) at++;
    fields.push(have);
    if (typeOf(have) !== typeOf(field)) {
      for (const key of TYPE_KEYS) delete have[key];
      Object.assign(
        have,
        structuredClone(Object.fromEntries(TYPE_KEYS.flatMap((k) => (k in field ? [[k, field[k]]] : [])))),
      );
      fills.types.push(field.column);
    }
    // A virtual key's column may be nullable: its NOT NULL is the column's own.
    if (field.required && !have.required && !(have.primaryKey && !target.virtualPrimaryKey)) {
      have.required = true;
      fills.notNull.push(field.column);
    }
    const hasDefault =
      have.defaultValue !== undefined || have.defaultExpression || have.autoIncrement || have.generated;
    if (!hasDefault && (field.defaultValue !== undefined || field.defaultExpression)) {
      if (field.defaultValue !== undefined) have.defaultValue = field.defaultValue;
      if (field.defaultExpression) have.defaultExpression = { ...field.defaultExpression };
      fills.defaults.push(field.column);
    }
    // The catalog's printing of one default stands for the script's (see Field.defaultSource), unless the script's
    // text is kept as written already (`CAST(0 AS numeric)`, which PostgreSQL prints `(0)::numeric`): the same default.
    if (
      field.defaultSource &&
      have.defaultValue === field.defaultValue &&
      !have.defaultExpression &&
      !have.defaultSource
    )
      have.defaultSource = { ...field.defaultSource };
    if (!have.comment && field.comment) {
      have.comment = field.comment;
      if (!have.label && field.label) have.label = field.label;
      fills.comments.push(field.column);
    }
    // The catalog's key, or a UNIQUE the text import lacks: a virtual key's field is no key in the database, the
    // column's UNIQUE stays its own.
    if (replaceKey && field.primaryKey) {
      have.primaryKey = true;
      if (field.autoIncrement) have.autoIncrement = true;
      fills.keys.push(field.column);
    } else if (field.unique && !have.unique && !(have.primaryKey && !target.virtualPrimaryKey)) {
      have.unique = true;
      fills.keys.push(field.column);
    }
    // ALWAYS, the step or CYCLE set by a statement the text import skipped (ALTER COLUMN … SET GENERATED ALWAYS).
    if (
      have.autoIncrement &&
      field.identity &&
      JSON.stringify(have.identity ?? {}) !== JSON.stringify(field.identity)
    ) {
      have.identity = { ...field.identity };
      fills.identities.push(field.column);
    }
  }
  fields.push(...target.fields.slice(at));
  // The column of a virtual key the real one replaced keeps its numbering: PostgreSQL numbers any column.
  target.fields = fields;
  if (replaceKey && source.primaryKeyOrder) target.primaryKeyOrder = [...source.primaryKeyOrder];
}
