// Puts together what the text importer read from a PostgreSQL script and what PostgreSQL itself built from it.
// The text import stays the base (the user's own spelling of defaults and checks, lines, suggestions); the
// catalog fills what it lost: tables whose statement it could not read (`LIKE`, `OF type`, syntax its parser does
// not know), columns, NOT NULL, defaults, comments, keys, indexes, foreign keys, checks and partitioning that
// statements it skipped added. Every fill is listed, per table, with the statement's line.
import type { DdlImportResult } from '../import';
import type { Skipped } from '../import/raw';
import { summarize } from '../import/raw';
import type { Entity, Field, Index, Relation } from '../../model/types';
import type { SandboxStatement } from './statements';

/** The table's name in the database, after its schema when not public: what the catalog's tables are keyed by. */
const tableKey = (entity: Entity) =>
  `${entity.sqlSchema ? `${entity.sqlSchema}.` : ''}${entity.sqlTableName ?? entity.tableName}`;

/** `schema.table` (or `table`) as the pattern that finds it in plain() text: public's may be written qualified. */
function tablePattern(key: string): string {
  const dot = key.lastIndexOf('.');
  const table = escapeRegExp(key.slice(dot + 1).toLowerCase());
  return dot < 0 ? `(?:public\\.)?${table}` : `${escapeRegExp(key.slice(0, dot).toLowerCase())}\\.${table}`;
}

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

const plainTexts = new WeakMap<SandboxStatement, string>();
/** The statement without quotes, in lower case and single spaces: computed once, a script is searched per table. */
function plain(statement: SandboxStatement): string {
  let text = plainTexts.get(statement);
  if (text === undefined) {
    text = statement.text.replace(/"/g, '').replace(/\s+/g, ' ').toLowerCase();
    plainTexts.set(statement, text);
  }
  return text;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The statement that created `table` (a key: `[schema.]table`): `CREATE … TABLE [IF NOT EXISTS] [schema.]table`;
 * else, for a table of a schema, one creating it unqualified (after `SET search_path`).
 */
function creatingStatement(statements: SandboxStatement[], table: string): SandboxStatement | undefined {
  const creating = (name: string) =>
    new RegExp(`^create (?:[a-z]+ )*?table (?:if not exists )?${name}(?:[ (]|$)`);
  const pattern = creating(tablePattern(table));
  const found = statements.find((s) => pattern.test(plain(s)));
  if (found || !table.includes('.')) return found;
  const bare = creating(escapeRegExp(table.slice(table.lastIndexOf('.') + 1).toLowerCase()));
  return statements.find((s) => bare.test(plain(s)));
}

/** The first statement altering `table` whose line the text import skipped. */
function alteringStatement(
  statements: SandboxStatement[],
  table: string,
  skippedAt: Set<number>,
): SandboxStatement | undefined {
  const pattern = new RegExp(`^alter table (?:if exists )?(?:only )?${tablePattern(table)}(?: |$)`);
  return statements.find((s) => skippedAt.has(s.line) && pattern.test(plain(s)));
}

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
  partitioning: boolean;
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
    ...(fills.partitioning ? ['分区定义'] : []),
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
  const filled: Skipped[] = [];
  const copies = new Map(text.model.entities.map((entity) => [entity, structuredClone(entity)]));
  const matches = pair(catalog.model.entities, text.model.entities);
  const skippedAt = new Set(text.skipped.map((s) => s.line));
  const matched = new Set(matches.values());
  const existing = sandbox.columns;
  // A table PostgreSQL created but no longer has at the end was dropped or renamed later in the script.
  const entities = text.model.entities.flatMap((original) => {
    const key = tableKey(original);
    const origin = matched.has(original) ? undefined : creatingStatement(statements, key);
    if (!origin || errors[statements.indexOf(origin)] !== null || existing.has(key.toLowerCase()))
      return [copies.get(original)!];
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
  const columnNote = (note: Skipped) => note.statement.split(' ')[0].toLowerCase();
  const suggestions = [...text.suggestions];
  const skippedLines = new Set<number>();
  const added: Entity[] = [];

  for (const source of catalog.model.entities) {
    const key = tableKey(source);
    const origin = creatingStatement(statements, key);
    const line = origin?.line ?? 1;
    const statement = summarize(origin?.text ?? `CREATE TABLE ${key}`);
    const relationsOf = (entity: Entity) =>
      entity.relations?.map((r) => ({ ...r, target: classOf.get(r.target) ?? r.target }));
    const match = matches.get(source);
    const target = match && copies.get(match);
    if (!target) {
      const entity: Entity = { ...structuredClone(source), className: classOf.get(source.className)! };
      const relations = relationsOf(source);
      if (relations) entity.relations = relations;
      added.push(entity);
      if (origin) skippedLines.add(origin.line);
      for (const field of source.fields) fromCatalog.set(`${key}.${field.column}`.toLowerCase(), line);
      filled.push({
        statement,
        line,
        reason: `表 ${key} 的语句无法逐字解析，已按 PostgreSQL 执行后的结构导入（${source.fields.length} 列）`,
      });
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
      partitioning: false,
    };
    const renamed = creatingStatement(statements, tableKey(target));
    if (
      tableKey(target) !== key &&
      renamed &&
      errors[statements.indexOf(renamed)] === null &&
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
    fillRelations(target, source, rename, fills, {
      textTable: (className) => textTableOf.get(className) ?? className,
      catalogTable: (className) => tableOfClass.get(className) ?? className,
      resultClass: (className) => classOf.get(className) ?? className,
    });
    fillTable(target, source, fills);
    for (const column of [...fills.columns, ...fills.types])
      fromCatalog.set(`${key}.${column}`.toLowerCase(), line);
    const found = describe(fills);
    // Named at the first statement on the table the text import skipped (an ALTER TABLE, usually), else its CREATE.
    const alter =
      alteringStatement(statements, key, skippedAt) ??
      (fills.renamedFrom ? creatingStatement(statements, fills.renamedFrom) : undefined);
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
  const approximations = [
    ...text.approximations.filter((note) => !fromCatalog.has(columnNote(note))),
    ...catalog.approximations.flatMap((note) => {
      const line = fromCatalog.get(columnNote(note));
      return line === undefined ? [] : [{ ...note, line }];
    }),
    ...filled,
  ];
  // A type or DO block the text import could not use, which PostgreSQL ran: what it made of tables and enums is in.
  const ranAt = new Set(
    statements.filter((s, i) => errors[i] === null && USED_BY_POSTGRESQL.test(s.text)).map((s) => s.line),
  );
  const skipped = text.skipped
    .filter((s) => !skippedLines.has(s.line) && !fromCatalog.has(columnNote(s)))
    .map((s) => (ranAt.has(s.line) ? { ...s, reason: RAN_BY_POSTGRESQL } : s));
  return {
    model: { ...text.model, entities: [...entities, ...added] },
    skipped,
    approximations,
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
      { ...structuredClone(index), name: unique(index.name, names), fields: index.fields.map(rename) },
    ];
    fills.indexes.push(index.name);
  }
}

/** How a relation's target class reads as a table, in the text import and the catalog's, and as a class of the result. */
interface ClassNames {
  textTable: (className: string) => string;
  catalogTable: (className: string) => string;
  resultClass: (className: string) => string;
}

/** Foreign keys the catalog has and the text import lacks: same kind, target table and columns. */
function fillRelations(
  target: Entity,
  source: Entity,
  rename: (field: string) => string,
  fills: Fills,
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
    fills.relations.push(relation.name);
  }
}

/**
 * CHECKs, partitioning and the table comment the text import lacks. PostgreSQL prints a CHECK its own way, so
 * checks are added only where the text import has fewer: all of them when it has none, the ones whose name it
 * lacks when it names all of its own.
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
  if (!target.partitioning && source.partitioning) {
    target.partitioning = structuredClone(source.partitioning);
    fills.partitioning = true;
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
  'enumValues',
] as const satisfies readonly (keyof Field)[];

const typeOf = (field: Field) =>
  JSON.stringify(
    TYPE_KEYS.filter((k) => k !== 'enumValues' || field.type === 'enum').map((k) => field[k] ?? null),
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
 * the text import's virtual one, never the other way round.
 */
function fillFields(target: Entity, source: Entity, fills: Fills): void {
  const names = new Set(target.fields.map((f) => f.name));
  const byColumn = new Map(target.fields.map((f) => [f.column, f]));
  const fields: Field[] = [];
  const sourceKey = !source.virtualPrimaryKey && source.fields.some((f) => f.primaryKey);
  const targetKey = !target.virtualPrimaryKey && target.fields.some((f) => f.primaryKey);
  const replaceKey = sourceKey && !targetKey;
  if (replaceKey) {
    for (const field of target.fields) delete field.primaryKey;
    delete target.virtualPrimaryKey;
    delete target.primaryKeyOrder;
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
    if (!have.comment && field.comment) {
      have.comment = field.comment;
      if (!have.label && field.label) have.label = field.label;
      fills.comments.push(field.column);
    }
    if (replaceKey && field.primaryKey) {
      have.primaryKey = true;
      if (field.autoIncrement) have.autoIncrement = true;
      fills.keys.push(field.column);
    } else if (field.unique && !have.unique && !have.primaryKey) {
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
  // The column of a virtual key the real one replaced: auto-increment only goes with a key (see validate-field).
  for (const field of replaceKey ? fields : [])
    if (field.autoIncrement && !field.primaryKey && !field.unique) {
      delete field.autoIncrement;
      delete field.autoIncrementStart;
      delete field.identity;
      field.required = true;
    }
  target.fields = fields;
  if (replaceKey && source.primaryKeyOrder) target.primaryKeyOrder = [...source.primaryKeyOrder];
}
