// Assembles the Model: entities from tables, relations from foreign keys, pure join tables as MANY_TO_MANY.
import type {
  CheckConstraint,
  Entity,
  Field,
  JoinTable,
  JoinTableAction,
  Model,
  MysqlTableCharset,
  Relation,
} from '../../model/types';
import { mysqlTableCharsetOf } from '../../model/type-map';
import { isCheckExpression } from '../../model/validate';
import { sqlNameProblem } from '../../model/validate-field';
import { isComparableKeyType, isIndexedKey, isReferableKey } from '../../model/validate-relations';
import { Problems } from '../../model/problems';
import { partitionRuleProblems, validatePartitioning } from '../../model/validate-partitioning';
import { isStorageParameters } from '../../model/validate-postgresql';

import { isPortable, numericBounds, withBareColumns } from './checks';
import { mapColumnType } from './column-type';
import { buildExclusions } from './exclusions';
import { importedComment, splitComment } from '../../model/comment';
import { asTheDatabaseKeepsIt, buildFields, buildIndexes } from './fields';
import { noteMysqlTypes } from './mysql-key-notes';
import { prefixedTable } from '../../model/names';
import { camel, pascal, pluralName, singularName, snake } from './naming';
import { keyOf, refKeysOf } from './qualified';
import {
  summarize,
  type RawColumn,
  type RawForeignKey,
  type RawKey,
  type RawSchema,
  type RawTable,
} from './raw';

interface EntityDraft {
  raw: RawTable;
  entity: Entity;
  byColumn: Map<string, Field>;
  /** Property names already used on this entity: fields, relations and inverse sides. */
  taken: Set<string>;
}

/** A table name generated code can use as is (quoted or not) in every set; one may start with a digit (`3d_model`). */
const SQL_NAME = /^[A-Za-z0-9_]{1,63}$/;

/** `t_order` + `t_user` → `t_`; only a short first segment shared by every table counts as a prefix. */
export function commonPrefix(names: string[]): string {
  if (names.length < 2) return '';
  const first = /^([a-z][a-z0-9]{0,3}_)[a-z]/i.exec(names[0]);
  if (!first) return '';
  const prefix = first[1].toLowerCase();
  return names.every((n) => n.toLowerCase().startsWith(prefix) && n.length > prefix.length) ? prefix : '';
}

/** The key fields in the key's order. */
function keyFieldsOf(entity: Entity): Field[] {
  const keys = entity.fields.filter((f) => f.primaryKey);
  const order = entity.primaryKeyOrder ?? [];
  return [...keys].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

function uniqueName(base: string, taken: Set<string>, separator = ''): string {
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${separator}${n}`;
  taken.add(name);
  return name;
}

function isJoinTable(raw: RawTable, schema: RawSchema): boolean {
  const fks = raw.foreignKeys;
  if (fks.length !== 2 || fks.some((fk) => fk.columns.length !== 1)) return false;
  const fkColumns = fks.map((fk) => fk.columns[0].toLowerCase());
  if (fkColumns[0] === fkColumns[1]) return false;
  // The model writes a join table's names snake_case: one named otherwise (`"filmId"`) stays an entity, which keeps
  // them exactly.
  if ([raw.name, ...fks.map((fk) => fk.columns[0])].some((name) => snake(name) !== name)) return false;
  const targets = fks.map((fk) => resolve(fk, schema.tables));
  if (targets.some((t) => !t)) return false;
  // The model's join table lives in its owner's schema: one between schemas stays an entity.
  if (targets.some((t) => t!.schema !== raw.schema)) return false;
  // Any column of its own (even a `last_update`) makes the table an entity: a MANY_TO_MANY would lose it.
  if (raw.columns.some((c) => !fkColumns.includes(c.name.toLowerCase()))) return false;
  // A key other than one over both columns (a surrogate id, a different unique key) is also the table's own.
  const keys = [raw.primaryKey, ...raw.uniques.map((u) => u.columns)].filter((k) => k.length > 0);
  if (keys.some((k) => k.length !== 2)) return false;
  if (!joinTableHoldsAll(raw, schema, targets as RawTable[])) return false;
  const referenced = [...schema.tables.values()].some((t) =>
    t.foreignKeys.some((fk) => resolve(fk, schema.tables) === raw),
  );
  return !referenced;
}

/**
 * What a MANY_TO_MANY's join table can say (see JoinTable): at most one key over both columns, a plain one; NOT NULL
 * columns of the referenced keys' types with nothing else of their own; foreign keys to single-column primary keys
 * with actions a NOT NULL column takes. A table that has more stays an entity, so nothing of it is lost.
 */
function joinTableHoldsAll(raw: RawTable, schema: RawSchema, targets: RawTable[]): boolean {
  const keys = [
    ...(raw.primaryKey.length > 0 ? [{ columns: raw.primaryKey } as RawKey] : []),
    ...raw.uniques,
  ];
  if (keys.length > 1 || keys.some((k) => !isPlainKey(k))) return false;
  if (raw.primaryKeyPrefixes?.some((p) => p !== null)) return false;
  if (raw.checks.length > 0 || (raw.exclusions?.length ?? 0) > 0 || raw.partitioning) return false;
  if (raw.unlogged || raw.storageParameters) return false;
  if (raw.columns.some((c) => c.unique || !(c.notNull || c.primaryKey) || !isPlainColumn(c))) return false;
  const byName = (name: string) => raw.columns.find((c) => c.name.toLowerCase() === name.toLowerCase())!;
  const fksHold = raw.foreignKeys.every((fk, i) => {
    const target = targets[i];
    const key = target.primaryKey;
    if (
      key.length !== 1 ||
      fk.refColumns.length !== 1 ||
      fk.refColumns[0].toLowerCase() !== key[0].toLowerCase()
    )
      return false;
    if (fk.deferrable || fk.match || fk.notValid) return false;
    if ([fk.onDelete, fk.onUpdate].some((a) => a === 'SET NULL' || a === 'SET DEFAULT')) return false;
    const referenced = target.columns.find((c) => c.name.toLowerCase() === key[0].toLowerCase());
    // A key the model cannot hold as a key field becomes a virtual key (ensurePrimaryKey): no join table's target.
    return (
      referenced !== undefined &&
      keyable(referenced, schema) &&
      sameType(byName(fk.columns[0]), referenced, schema)
    );
  });
  if (!fksHold) return false;
  // InnoDB indexes each foreign key's column itself when no key starts with it: such an index comes back by itself.
  const leading = keys[0]?.columns[0]?.toLowerCase();
  return raw.indexes.every(
    (i) =>
      schema.dialect === 'mysql' &&
      isPlainKey(i) &&
      i.columns.length === 1 &&
      i.columns[0].toLowerCase() !== leading &&
      raw.foreignKeys.some((fk) => fk.columns[0].toLowerCase() === i.columns[0].toLowerCase()),
  );
}

/** A key over whole columns in ascending order, of every row, as the DDL sets write one. */
function isPlainKey(k: RawKey): boolean {
  return (
    !k.prefixes?.some((p) => p !== null) &&
    !k.expressions?.some((e) => e !== null) &&
    !k.descending?.some(Boolean) &&
    !k.where &&
    !k.method &&
    !k.opclasses?.some((o) => o !== null) &&
    !k.collations?.some((c) => c !== null) &&
    !k.include?.length &&
    !k.nullsNotDistinct &&
    !k.nullsOrder?.some((n) => n !== null)
  );
}

/** A join column has its type and NOT NULL only: the DDL sets write nothing else on it. */
function isPlainColumn(c: RawColumn): boolean {
  return (
    c.defaultValue === undefined &&
    c.defaultText === undefined &&
    !c.autoIncrement &&
    !c.generated &&
    !c.identity &&
    !c.onUpdateNow &&
    !c.comment &&
    !c.collation &&
    !c.zerofill
  );
}

/** The join column's type is the referenced key's, as the DDL sets write it (serial and integer alike). */
function sameType(column: RawColumn, referenced: RawColumn, schema: RawSchema): boolean {
  const typeOf = (c: RawColumn) => {
    const { approximations: _, ...mapped } = mapColumnType(c, schema.dialect);
    return JSON.stringify({
      ...mapped,
      enumType: c.enumType,
      enumSchema: c.enumSchema,
      enumValues: c.enumValues,
    });
  };
  return typeOf(column) === typeOf(referenced);
}

/** The table (or entity) a foreign key references, found as the database finds it (see qualified.ts). */
function resolve<T>(fk: RawForeignKey, byKey: Map<string, T>): T | undefined {
  for (const key of refKeysOf(fk)) {
    const found = byKey.get(key);
    if (found) return found;
  }
  return undefined;
}

export function buildModel(schema: RawSchema): Model {
  const tables = [...schema.tables.values()];
  const prefix = commonPrefix(tables.map((t) => t.name));
  // The prefix comes off where a table name is left (`sys_2fa` keeps it: `2fa` is none).
  const strip = (name: string) =>
    snake(
      name.toLowerCase().startsWith(prefix) && /^[a-z]/i.test(name.slice(prefix.length))
        ? name.slice(prefix.length)
        : name,
    );
  const joinTables = tables.filter((t) => isJoinTable(t, schema));
  const drafts = new Map<string, EntityDraft>();
  const classNames = new Set<string>();
  const tableNames = new Set<string>();
  // A name several schemas have: the table outside public is named after its schema too (`archive_orders`).
  const schemasOf = new Map<string, number>();
  for (const t of tables) schemasOf.set(t.name.toLowerCase(), (schemasOf.get(t.name.toLowerCase()) ?? 0) + 1);
  for (const raw of tables.filter((t) => !joinTables.includes(t))) {
    // PostgreSQL takes `CREATE TABLE t ()`; a model's entity needs a field.
    if (raw.columns.length === 0) {
      schema.skipped.push({
        statement: raw.name,
        line: raw.line,
        reason: '表没有列（或没有一列能读取）：模型的实体至少需要一个字段，该表已忽略',
      });
      continue;
    }
    ensurePrimaryKey(raw, schema);
    const shared = raw.schema && (schemasOf.get(raw.name.toLowerCase()) ?? 0) > 1;
    const plain = strip(raw.name);
    const named = shared && plain && snake(raw.schema!) ? `${snake(raw.schema!)}_${plain}` : plain;
    // A name of Chinese characters only has no ASCII words: the table is named by its place in the script.
    const tableName = uniqueName(named || `table_${tables.indexOf(raw) + 1}`, tableNames, '_');
    // A name with a quote (`"t""q"`, debezium's `"Quoted_"" . Table"`) is kept exactly, as sqlTableName: the DDL
    // doubles the quote, the code sets write it in their string literals. Other names with characters besides
    // letters, digits and `_` still take a snake_case name, the original as the label.
    const database = schema.dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL';
    const keptName =
      SQL_NAME.test(raw.name) || (/["`]/.test(raw.name) && sqlNameProblem(raw.name, '', database) === null);
    if (!keptName)
      schema.approximations.push({
        statement: raw.name,
        line: raw.line,
        reason: `表名「${raw.name}」含字母、数字和下划线以外的字符：模型只能保存这样的标识符（或含引号的名字）作表名，导入为 ${prefix && raw.name.toLowerCase().startsWith(prefix) ? prefix : ''}${tableName}（原表名作显示名）`,
      });
    // The code sets that cannot address the table: TypeORM splits a table's path at every `.`; GORM keeps a quoted
    // name whole (go-gorm's gorm-table.liquid) but reads one with exactly one `.` as schema.table, which on MySQL
    // no database name can fix, and takes a leading quote for its own quoting.
    else {
      const quote = database === 'MYSQL' ? '`' : '"';
      const inSchema = database === 'POSTGRESQL' ? (raw.schema ?? '') : '';
      const unread: string[] = [];
      if (raw.name.includes('.') || inSchema.includes('.'))
        unread.push('NestJS（TypeORM）生成的代码会在名字的每个 “.” 处把它拆成“模式.表”');
      if (database === 'MYSQL' && raw.name.split('.').length === 2)
        unread.push('Go（GORM）生成的代码会把只含一个 “.” 的名字当作“库.表”');
      if (raw.name.startsWith(quote) || inSchema.startsWith(quote))
        unread.push(`Go（GORM）生成的代码会把名字开头的 ${quote} 当作引号`);
      const shown = inSchema ? `${inSchema}.${raw.name}` : raw.name;
      if (unread.length > 0)
        schema.approximations.push({
          statement: shown,
          line: raw.line,
          reason: `表「${shown}」：${unread.join('；')}，无法读写该表；其他生成的代码和建表脚本照原名使用`,
        });
    }
    const { fields, coded, byColumn } = buildFields(raw, schema);
    for (const { field, line } of coded)
      schema.suggestions.push({
        tableName,
        field: field.name,
        line,
        values: field.enumValues ?? [],
        reason: `根据列注释识别出取值 ${(field.enumValues ?? []).map((v) => `${v.value}=${v.label}`).join('、')}，已作为带显示名的枚举值建议加到字段上（字段类型不变），不需要时可以取消`,
      });
    const className = uniqueName(pascal(singularName(tableName)), classNames);
    const entity: Entity = { className, tableName, fields };
    if (raw.virtualKey) entity.virtualPrimaryKey = true;
    const keyOrder = raw.primaryKey.map((c) => byColumn.get(c.toLowerCase())?.name);
    const fieldOrder = fields.filter((f) => f.primaryKey).map((f) => f.name);
    if (keyOrder.every(Boolean) && keyOrder.join(',') !== fieldOrder.join(','))
      entity.primaryKeyOrder = keyOrder as string[];
    // Generated code names the table prefixedTable(tableName): `sys_sys_log` (prefix sys_) keeps its exact name.
    if (prefixedTable(tableName, prefix) !== raw.name && keptName) entity.sqlTableName = raw.name;
    // A schema name the model cannot keep (a control character in it, too long): the table goes to the default schema.
    if (raw.schema && sqlNameProblem(raw.schema, '', 'POSTGRESQL') !== null)
      schema.approximations.push({
        statement: `${raw.schema}.${raw.name}`,
        line: raw.line,
        reason: `模式名「${raw.schema}」含控制字符、首尾有空格或过长，导出的脚本无法照原样使用：该表导入到默认模式 public，名为 ${prefix}${tableName}`,
      });
    else if (raw.schema) {
      entity.sqlSchema = raw.schema;
      schema.approximations.push({
        statement: `${raw.schema}.${raw.name}`,
        line: raw.line,
        reason: `表在 PostgreSQL 模式 ${raw.schema} 中：MySQL 没有模式，导出到 MySQL 时该表名为 ${prefix}${tableName}`,
      });
    }
    const { label, comment } = importedComment(raw.comment, raw.name);
    if (label) entity.label = label;
    else if (!keptName) entity.label = raw.name;
    if (comment) entity.comment = comment;
    const indexes = buildIndexes(raw, tableName, byColumn, schema);
    if (indexes.length > 0) entity.indexes = indexes;
    const checks = buildChecks(raw, schema);
    if (checks.length > 0) entity.checks = checks;
    const exclusions = buildExclusions(raw, schema);
    if (exclusions.length > 0) entity.exclusions = exclusions;
    if (raw.unlogged) entity.unlogged = true;
    if (raw.storageParameters && !isStorageParameters(raw.storageParameters)) {
      schema.skipped.push({
        statement: `${raw.name}: WITH (${summarize(raw.storageParameters)})`,
        line: raw.line,
        reason: '表的存储参数无法按「参数 = 值」列表读取，已忽略，表按默认存储参数导入',
      });
      delete raw.storageParameters;
    }
    if (raw.storageParameters) entity.storageParameters = raw.storageParameters;
    if (raw.charset) entity.mysqlCharset = raw.charset;
    if (raw.systemVersioning)
      entity.systemVersioning = systemVersioningOf(raw.systemVersioning, byColumn, fields);
    if (raw.unlogged || raw.storageParameters)
      schema.approximations.push({
        statement: `${raw.name}: ${[raw.unlogged ? 'UNLOGGED' : '', raw.storageParameters ? `WITH (${summarize(raw.storageParameters)})` : ''].filter(Boolean).join(' ')}`,
        line: raw.line,
        reason:
          '不记日志表（UNLOGGED）和存储参数（WITH (…)）是 PostgreSQL 的表选项：只由 PostgreSQL 建表脚本写回，导出到 MySQL 时不写',
      });
    boundFields(fields, checks);
    drafts.set(keyOf(raw), { raw, entity, byColumn, taken: new Set(fields.map((f) => f.name)) });
  }
  // Owner-side names first, so an inverse name never takes a name a foreign key would have used.
  const pending = [...drafts.values()].flatMap((draft) =>
    draft.raw.foreignKeys.map((fk) => addManyToOne(draft, fk, drafts, schema)),
  );
  for (const inverse of pending) if (inverse) assignInverse(inverse);
  for (const raw of joinTables) addManyToMany(raw, strip(raw.name), drafts, schema);
  for (const draft of drafts.values()) addPartitioning(draft, drafts, schema);
  const model: Model = {
    project: {
      name: '导入的模型',
      basePackage: 'com.example.app',
      database: schema.dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL',
    },
    entities: [...drafts.values()].map((d) => d.entity),
  };
  if (prefix) model.project.tablePrefix = prefix;
  noteMysqlTypes(model, [...drafts.values()], schema);
  return model;
}

/**
 * The table's partitioning, when the model's rules (those of the database: keys include the partition columns, no
 * MySQL foreign keys) hold; else the table stays a plain one and the import says why. Listed as approximated for
 * the other dialect, whose DDL writes a plain table.
 */
function addPartitioning(draft: EntityDraft, drafts: Map<string, EntityDraft>, schema: RawSchema): void {
  const raw = draft.raw.partitioning;
  if (!raw) return;
  const { entity } = draft;
  const where = `${draft.raw.name}(PARTITION BY ${raw.by})`;
  const dialect = schema.dialect;
  entity.partitioning = {
    dialect,
    by: raw.by,
    ...(raw.count !== undefined ? { count: raw.count } : {}),
    ...(raw.partitions.length > 0 ? { partitions: structuredClone(raw.partitions) } : {}),
    ...(raw.subpartitionBy !== undefined ? { subpartitionBy: raw.subpartitionBy } : {}),
    ...(raw.subpartitionCount !== undefined ? { subpartitionCount: raw.subpartitionCount } : {}),
  };
  const shape = new Problems();
  validatePartitioning(entity as unknown as Record<string, unknown>, '', shape);
  const problems = [
    ...shape.list,
    ...(shape.list.length === 0
      ? partitionRuleProblems(
          entity,
          [...drafts.values()].map((d) => d.entity),
        )
      : []),
  ];
  if (problems.length > 0) {
    delete entity.partitioning;
    schema.skipped.push({
      statement: where,
      line: draft.raw.line,
      reason: `分区未保留，表按普通表导入${raw.partitions.length > 0 ? `（${raw.partitions.length} 个分区未导入）` : ''}：${problems.map((p) => p.message).join('；')}`,
    });
    return;
  }
  const other = dialect === 'mysql' ? 'PostgreSQL' : 'MySQL';
  schema.approximations.push({
    statement: where,
    line: draft.raw.line,
    reason: `分区方式只能按 ${dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'} 的写法导出：导出为 ${other} 时按普通表建表，不分区`,
  });
}

/**
 * Columns the model can key: not json or unbounded binary, and text only where it becomes a string field in a key
 * (PostgreSQL TEXT / VARCHAR, see keyedText); see validate-field.
 */
function keyable(column: RawColumn, schema: RawSchema): boolean {
  const mapped = mapColumnType(column, schema.dialect);
  if (mapped.type === 'text')
    return (
      schema.dialect === 'postgresql' &&
      /^(TEXT|VARCHAR|CHARACTER VARYING)$/.test(column.dataType.replace(/\s+/g, ' ').trim())
    );
  return mapped.type !== 'json' && !(mapped.type === 'binary' && mapped.length == null);
}

/**
 * Every entity has key fields the model can hold. A table without a PRIMARY KEY keeps none in the database: the
 * entity gets `virtualPrimaryKey`, and its key fields only identify rows for the generated code — the first unique
 * key over NOT NULL columns (which stays the unique key it is), else the NOT NULL keyable columns (identifying types
 * first), else every keyable column (nullable ones stay nullable), else the long text columns (a virtual key is no
 * database key, so MySQL's TEXT limits do not bind it). A PRIMARY KEY with a column no key field can have (long
 * text, JSON, unbounded binary) or over prefixes (MySQL `url(191)`) is kept as the table's primary index
 * (`Index.primary`, see fields.ts) and the table is keyed virtually: by the key's own columns when they can form a
 * virtual key, else as above. A table whose columns are all JSON or unbounded binary gets no key field at all (a
 * keyless entity, see Entity.virtualPrimaryKey): the DDL recreates it, the code sets leave it out, as listed.
 */
function ensurePrimaryKey(raw: RawTable, schema: RawSchema): void {
  const flagged = raw.columns.filter((c) => c.primaryKey);
  const prefixed = raw.primaryKeyPrefixes?.some((p) => p !== null) === true;
  if (flagged.length > 0 && !prefixed && flagged.every((c) => keyable(c, schema))) return;
  const byName = (name: string) => raw.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (flagged.length > 0) {
    // The key's order as declared; flags alone (a column's own PRIMARY KEY) give the columns' order.
    const declared =
      raw.primaryKey.length === flagged.length && raw.primaryKey.every((name) => byName(name)?.primaryKey);
    raw.primaryIndex = {
      // MySQL names every primary key PRIMARY, whatever the script says.
      name: schema.dialect === 'mysql' ? 'PRIMARY' : (raw.primaryKeyName ?? `${raw.name}_pkey`),
      columns: declared ? [...raw.primaryKey] : flagged.map((c) => c.name),
      ...(declared && prefixed ? { prefixes: raw.primaryKeyPrefixes } : {}),
    };
    for (const column of flagged) column.primaryKey = false;
  }
  raw.primaryKey = [];
  // PostgreSQL's serial and identity columns are NOT NULL, whatever the script says.
  if (schema.dialect === 'postgresql')
    for (const column of raw.columns) if (column.autoIncrement) column.notNull = true;
  const longText = (c: RawColumn) => !keyable(c, schema) && mapColumnType(c, schema.dialect).type === 'text';
  // The real key's own columns identify rows best, when each can be a virtual key field.
  const keyColumns = raw.primaryIndex?.columns.map(byName);
  const own = keyColumns?.every((c) => c && (keyable(c, schema) || longText(c)))
    ? (keyColumns as RawColumn[])
    : undefined;
  // A key over prefixes or expressions (`lower(name)`), or over some rows only (WHERE), is no set of columns: it
  // stays an index (so does a DESC one, to keep its order).
  // A column's own UNIQUE is a key as well, before the table's (PostgreSQL creates them in that order, and its catalog
  // lists them all as the table's: both readings of a PostgreSQL script key the table alike).
  const columnKeys: RawKey[] = raw.columns.filter((c) => c.unique).map((c) => ({ columns: [c.name] }));
  const unique = own
    ? undefined
    : [...columnKeys, ...raw.uniques].find(
        (u) =>
          !u.prefixes &&
          !u.expressions &&
          !u.descending &&
          !u.where &&
          u.columns.every((name) => {
            const column = byName(name);
            return column?.notNull && keyable(column, schema);
          }),
      );
  // Identifying columns first (numbers, strings, UUIDs, enums): a time or an amount rarely tells rows apart.
  const candidates = raw.columns.filter((c) => c.notNull && keyable(c, schema));
  const identifying = candidates.filter((c) =>
    ['int', 'long', 'string', 'text', 'uuid', 'enum'].includes(mapColumnType(c, schema.dialect).type),
  );
  const texts = raw.columns.filter(longText);
  const nonNullTexts = texts.filter((c) => c.notNull);
  const columns =
    own ??
    (unique
      ? unique.columns.map((name) => byName(name)!)
      : ([identifying, candidates, raw.columns.filter((c) => keyable(c, schema)), nonNullTexts, texts].find(
          (list) => list.length > 0,
        ) ?? []));
  raw.virtualKey = true;
  if (columns.length === 0) {
    const key = raw.primaryIndex;
    schema.approximations.push({
      statement: key
        ? `${raw.name} PRIMARY KEY (${key.columns.map((c, i) => (key.prefixes?.[i] ? `${c}(${key.prefixes[i]})` : c)).join(', ')})`
        : raw.name,
      line: raw.line,
      reason: `表没有能标识行的列（所有列都是 JSON 或不限长度的二进制）：导入为没有主键字段的实体，导出的建表脚本照原样建表${key ? '（照写 PRIMARY KEY）' : '（不写 PRIMARY KEY）'}；代码模板集不为该表生成代码（实体类、接口和页面），生成代码的 README 列出这样的表`,
    });
    return;
  }
  for (const column of columns) column.primaryKey = true;
  raw.primaryKey = columns.map((c) => c.name);
  const which = own
    ? `主键本身的列（${raw.primaryKey.join('、')}）`
    : unique
      ? `唯一键（${raw.primaryKey.join('、')}，唯一约束照原样保留）`
      : columns.every((c) => c.notNull)
        ? `非空列（${raw.primaryKey.join('、')}）`
        : `各列（${raw.primaryKey.join('、')}，可以为空）`;
  const key = raw.primaryIndex;
  schema.approximations.push({
    statement: `${raw.name} PRIMARY KEY (${(key?.columns ?? raw.primaryKey).map((c, i) => (key?.prefixes?.[i] ? `${c}(${key.prefixes[i]})` : c)).join(', ')})`,
    line: raw.line,
    reason: key
      ? `主键${key.prefixes ? '按前缀建立' : '含有不能作标识字段的列（长文本、JSON 或不限长度的二进制）'}：该主键照原样保留为表的主键（实体的主键索引，导出的建表脚本照写 PRIMARY KEY），生成的代码以${which}标识行（虚拟主键）`
      : `表在数据库中没有主键：生成的代码以${which}标识行（虚拟主键），导出的建表脚本不写 PRIMARY KEY`,
  });
}

/** A portable condition goes to both dialects; any other stays in the one it was written in, and says so. */
function buildChecks(raw: RawTable, schema: RawSchema): CheckConstraint[] {
  const other = schema.dialect === 'mysql' ? 'PostgreSQL' : 'MySQL';
  const seen = new Set<string>();
  const columns = raw.columns.map((c) => c.name);
  return raw.checks.flatMap((quoted) => {
    // Quoted column names (`\`order\` > 0`) do not keep a condition from being portable: each DDL quotes them back.
    const check = { ...quoted, expression: withBareColumns(quoted.expression, columns, schema.dialect) };
    // MySQL checks nothing for a NOT ENFORCED constraint: written back, it would refuse rows the table takes.
    if (check.notEnforced) {
      schema.skipped.push({
        statement: `${raw.name} CHECK (${summarize(check.expression)}) NOT ENFORCED`,
        line: check.line,
        reason: 'CHECK 约束声明为 NOT ENFORCED（数据库不检查），模型不记录不检查的约束，已忽略',
      });
      return [];
    }
    if (seen.has(check.expression)) return [];
    seen.add(check.expression);
    if (!isCheckExpression(check.expression)) {
      schema.skipped.push({
        statement: `${raw.name} CHECK (${summarize(check.expression)})`,
        line: check.line,
        reason: 'CHECK 条件过长或含有无法安全写回的内容（如注释、转义引号），已忽略',
      });
      return [];
    }
    const kept: CheckConstraint = { expression: check.expression };
    // A kept domain's CHECK comes with the domain in PostgreSQL; MySQL, which has no domains, gets it on the table.
    if (check.fromDomain) {
      if (!isPortable(check.expression)) {
        schema.approximations.push({
          statement: `${raw.name} CHECK (${check.expression})`,
          line: check.line,
          reason:
            '该列的 PostgreSQL 域（DOMAIN）的 CHECK 条件使用了 PostgreSQL 特有的写法：导出到 PostgreSQL 时随域保留，导出到 MySQL 时不包含',
        });
        return [];
      }
      return [{ ...kept, dialect: 'mysql' as const }];
    }
    // Any name the database took quoted (`chk: price>0`) is kept exactly: the DDL quotes it (sql_name).
    const name = check.name ? asTheDatabaseKeepsIt(check.name, schema.dialect) : '';
    const nameProblem = sqlNameProblem(name, '约束名', schema.dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL');
    if (name !== '' && nameProblem === null) kept.name = name;
    else if (check.name)
      schema.approximations.push({
        statement: `${raw.name} CONSTRAINT ${check.name} CHECK (${summarize(check.expression)})`,
        line: check.line,
        reason: `CHECK 约束名「${check.name}」模型不能保存（${nameProblem}）：导出时不写约束名，由数据库命名`,
      });
    if (check.notValid) kept.notValid = true;
    if (check.noInherit) kept.noInherit = true;
    if (check.notValid || check.noInherit)
      schema.approximations.push({
        statement: `${raw.name} CHECK (${summarize(check.expression)})${check.notValid ? ' NOT VALID' : ''}${check.noInherit ? ' NO INHERIT' : ''}`,
        line: check.line,
        reason:
          'CHECK 约束的 NOT VALID / NO INHERIT 只在导出到 PostgreSQL 时写回；MySQL 不支持，导出到 MySQL 时为普通 CHECK 约束',
      });
    if (!isPortable(check.expression)) {
      kept.dialect = schema.dialect;
      schema.approximations.push({
        statement: `${raw.name} CHECK (${check.expression})`,
        line: check.line,
        reason: `该 CHECK 条件使用了 ${schema.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'} 特有的写法，只在导出到同一数据库时保留，导出到 ${other} 时不包含`,
      });
    }
    return [kept];
  });
}

/**
 * A CHECK that bounds a number column (`release_year >= 1901 AND release_year <= 2155`, a domain's range) also
 * becomes the field's validation, so generated forms and backends refuse what the database would refuse.
 */
function boundFields(fields: Field[], checks: CheckConstraint[]): void {
  for (const check of checks)
    for (const bound of numericBounds(check.expression)) {
      const field = fields.find(
        (f) =>
          (f.sqlColumn ?? f.column).toLowerCase() === bound.column.toLowerCase() || f.column === bound.column,
      );
      if (!field || !['int', 'long', 'decimal'].includes(field.type)) continue;
      // `qty > 0` on a whole number is `qty >= 1`; a strict bound on a decimal has no inclusive form.
      const whole = field.type !== 'decimal';
      if (bound.strict && !whole) continue;
      const step = bound.strict ? 1 : 0;
      const validation = { ...field.validation };
      if (bound.min !== undefined && (!whole || Number.isInteger(bound.min)))
        validation.min = Math.max(validation.min ?? -Infinity, bound.min + step);
      if (bound.max !== undefined && (!whole || Number.isInteger(bound.max)))
        validation.max = Math.min(validation.max ?? Infinity, bound.max - step);
      if (validation.min !== field.validation?.min || validation.max !== field.validation?.max)
        field.validation = validation;
    }
}

function addRelation(draft: EntityDraft, relation: Relation): void {
  draft.entity.relations = [...(draft.entity.relations ?? []), relation];
}

interface PendingInverse {
  relation: Relation;
  target: EntityDraft;
  /** Candidates in order of preference; the last one is made unique if all are taken. */
  candidates: string[];
}

function addManyToOne(
  draft: EntityDraft,
  fk: RawForeignKey,
  drafts: Map<string, EntityDraft>,
  schema: RawSchema,
): PendingInverse | undefined {
  const where = `${draft.raw.name}(${fk.columns.join(', ')}) → ${fk.refTable}`;
  const keyless = [draft, resolve(fk, drafts)].find((d) => d && keyFieldsOf(d.entity).length === 0);
  if (keyless) {
    schema.skipped.push({
      statement: where,
      line: fk.line,
      reason: `表 ${keyless.raw.name} 的列都是 JSON 或不限长度的二进制，没有主键字段，模型中不能参与关系：该外键已忽略`,
    });
    return undefined;
  }
  if (fk.columns.length !== 1) {
    addComposite(draft, fk, drafts, schema, where);
    return undefined;
  }
  const target = resolve(fk, drafts);
  const field = draft.byColumn.get(fk.columns[0].toLowerCase());
  if (!target || !field) {
    schema.skipped.push({
      statement: where,
      line: fk.line,
      reason: `外键引用的表 ${fk.refTable} 未定义或不是实体，已忽略`,
    });
    return undefined;
  }
  const targetPk = target.entity.fields.filter((f) => f.primaryKey);
  // The referenced column by its SQL name (`UserId` is the field of column user_id).
  const refField = fk.refColumns[0] ? target.byColumn.get(fk.refColumns[0].toLowerCase()) : targetPk[0];
  if (targetPk.length !== 1 || refField !== targetPk[0]) {
    // A unique column other than the key (`REFERENCES users (email)`): a key the DDL writes, as a composite one.
    const reason =
      fk.refColumns.length === 1 && refField
        ? addKeyReference(draft, fk, target, [field], [refField], schema, where)
        : '外键没有引用目标表的主键、唯一列或唯一索引的全部列，无法映射为关系，已忽略';
    if (reason) schema.skipped.push({ statement: where, line: fk.line, reason });
    return undefined;
  }
  const column = fk.columns[0];
  const base =
    /_?id$/i.test(column) && column.length > 3
      ? camel(column.replace(/_?id$/i, ''))
      : camel(target.entity.className);
  // A virtual key is unique in the code only: the column itself may repeat in the database.
  const sole =
    !draft.entity.virtualPrimaryKey &&
    draft.entity.fields.filter((f) => f.primaryKey).length === 1 &&
    field.primaryKey;
  const kind = field.unique || sole ? 'ONE_TO_ONE' : 'MANY_TO_ONE';
  const relation: Relation = {
    name: uniqueName(base, draft.taken),
    kind,
    target: target.entity.className,
    joinField: field.name,
  };
  if (field.required) relation.required = true;
  keepActions(relation, fk, [field], schema, where);
  keepModes(relation, fk, schema, where);
  const label = field.label ?? target.entity.label;
  if (label) relation.label = label;
  addRelation(draft, relation);
  const ownerName = draft.entity.tableName;
  const plain = kind === 'ONE_TO_ONE' ? camel(ownerName) : camel(pluralName(ownerName));
  const prefixed = `${base}${pascal(plain)}`;
  if (target === draft)
    return { relation, target, candidates: base === 'parent' ? ['children', prefixed] : [prefixed] };
  const siblings = draft.raw.foreignKeys.filter((other) => resolve(other, drafts) === target);
  // With several keys to one table, only the key named after the table keeps the plain inverse name.
  const plainFits = siblings.length === 1 || target.entity.tableName.endsWith(snake(base));
  return { relation, target, candidates: plainFits ? [plain, prefixed] : [prefixed] };
}

/**
 * A composite foreign key: a MANY_TO_ONE with one join field per primary key field of the target, in the key's
 * order. It has no inverse side: generated code does not map composite keys yet, only the DDL writes them.
 */
function addComposite(
  draft: EntityDraft,
  fk: RawForeignKey,
  drafts: Map<string, EntityDraft>,
  schema: RawSchema,
  where: string,
): void {
  const skip = (reason: string) => schema.skipped.push({ statement: where, line: fk.line, reason });
  const target = resolve(fk, drafts);
  const fields = fk.columns.map((c) => draft.byColumn.get(c.toLowerCase()));
  if (!target || fields.some((f) => !f)) {
    skip(`外键引用的表 ${fk.refTable} 未定义或不是实体，已忽略`);
    return;
  }
  const keyColumns = keyFieldsOf(target.entity).map((f) => f.column);
  const refColumns =
    fk.refColumns.length > 0
      ? fk.refColumns.map((c) => target.byColumn.get(c.toLowerCase())?.column ?? snake(c))
      : keyColumns;
  if (
    refColumns.length !== fk.columns.length ||
    keyColumns.length !== refColumns.length ||
    keyColumns.some((c) => !refColumns.includes(c))
  ) {
    // The columns of a unique index other than the key: kept with them, in the order the key pairs them.
    const refFields = fk.refColumns.map((c) => target.byColumn.get(c.toLowerCase()));
    const reason =
      fk.refColumns.length === fk.columns.length && refFields.every(Boolean)
        ? addKeyReference(draft, fk, target, fields as Field[], refFields as Field[], schema, where)
        : '复合外键没有引用目标表的整个主键或某个唯一索引的全部列，无法映射为关系，已忽略';
    if (reason) skip(reason);
    return;
  }
  // Join fields follow the target's key order, whatever order the script listed the pairs in.
  const joinFields = keyColumns.map((c) => fields[refColumns.indexOf(c)]!);
  const relation: Relation = {
    name: uniqueName(camel(target.entity.className), draft.taken),
    kind: 'MANY_TO_ONE',
    target: target.entity.className,
    joinFields: joinFields.map((f) => f.name),
  };
  if (joinFields.every((f) => f.required)) relation.required = true;
  keepActions(relation, fk, fields, schema, where);
  keepModes(relation, fk, schema, where);
  if (target.entity.label) relation.label = target.entity.label;
  addRelation(draft, relation);
  schema.approximations.push({
    statement: where,
    line: fk.line,
    reason:
      '复合外键已作为多对一关系保存（joinFields），建表脚本会写回该外键；生成的代码暂不为它生成关联属性',
  });
}

/**
 * A key referencing a unique key of the target that is not its primary key: a MANY_TO_ONE with `joinFields` and
 * `referencedFields` paired in the key's order, written by the DDL, not mapped by generated code (as a composite
 * key). Returns why it cannot be kept, or undefined when it is.
 */
function addKeyReference(
  draft: EntityDraft,
  fk: RawForeignKey,
  target: EntityDraft,
  fields: Field[],
  refFields: Field[],
  schema: RawSchema,
  where: string,
): string | undefined {
  const names = refFields.map((f) => f.name);
  // InnoDB and MariaDB also accept a key to columns that only lead an index: kept for MySQL (validation allows it
  // in a MySQL project), left to a comment line by the PostgreSQL DDL.
  const referable = isReferableKey(target.entity, names);
  const indexed = !referable && schema.dialect === 'mysql' && isIndexedKey(target.entity, names);
  if (!referable && !indexed)
    return '外键引用的列不是目标表的主键、唯一列或唯一索引（不带条件和表达式）的全部列，无法映射为关系，已忽略';
  // PostgreSQL accepts a bigint referencing an integer key: kept, each column its own type (see isComparableKeyType).
  const differs = fields.findIndex((f, i) => !isComparableKeyType(f.type, refFields[i].type));
  if (differs >= 0)
    return `外键列 ${fields[differs].column}（${fields[differs].type}）与被引用列 ${refFields[differs].column}（${refFields[differs].type}）在模型中类型不同，无法映射为关系，已忽略`;
  const relation: Relation = {
    name: uniqueName(camel(target.entity.className), draft.taken),
    kind: 'MANY_TO_ONE',
    target: target.entity.className,
    joinFields: fields.map((f) => f.name),
    referencedFields: refFields.map((f) => f.name),
  };
  if (fields.every((f) => f.required)) relation.required = true;
  keepActions(relation, fk, fields, schema, where);
  keepModes(relation, fk, schema, where);
  if (target.entity.label) relation.label = target.entity.label;
  addRelation(draft, relation);
  schema.approximations.push({
    statement: where,
    line: fk.line,
    reason: indexed
      ? `被引用的列（${refFields.map((f) => f.column).join(', ')}）没有唯一约束，只是某个索引的前几列：MySQL / MariaDB 接受这种外键，已作为多对一关系保存（joinFields、referencedFields），MySQL 建表脚本照原样写回；PostgreSQL 不接受，导出到 PostgreSQL 时该外键只写成一行注释；生成的代码暂不为它生成关联属性`
      : '引用唯一键（非主键）的外键已作为多对一关系保存（joinFields、referencedFields），建表脚本会写回该外键；生成的代码暂不为它生成关联属性',
  });
  // InnoDB wants the referenced columns in the order of a unique index; PostgreSQL takes them in any order.
  const listed = names.join(',');
  if (
    !indexed &&
    listed.includes(',') &&
    !(target.entity.indexes ?? []).some(
      (i) => i.unique && !i.where && !i.method && i.fields.join(',') === listed,
    )
  )
    schema.approximations.push({
      statement: where,
      line: fk.line,
      reason: `MySQL 要求被引用的列按顺序正是某个唯一索引的列（${refFields.map((f) => f.column).join(', ')} 的顺序与唯一索引不同）：导出到 MySQL 时不写出该外键`,
    });
  return undefined;
}

/**
 * A key's ON DELETE / ON UPDATE, with the join fields of a composite key's `ON DELETE SET NULL (col, …)` when not all
 * of them. SET NULL on a required relation (its columns NOT NULL) is kept as the script has it (setNullOnRequired):
 * PostgreSQL accepts it and refuses the delete; MySQL refuses the key, its export leaves the action out (listed).
 */
function keepActions(
  relation: Relation,
  fk: RawForeignKey,
  fields: (Field | undefined)[],
  schema: RawSchema,
  where: string,
): void {
  if (fk.onDelete) relation.onDelete = fk.onDelete;
  if (fk.onUpdate) relation.onUpdate = fk.onUpdate;
  for (const key of ['onDelete', 'onUpdate'] as const) {
    if (relation[key] === 'SET NULL' && relation.required) {
      relation.setNullOnRequired = true;
      const when = key === 'onDelete' ? '删除' : '更新';
      schema.approximations.push({
        statement: `${where} ${key === 'onDelete' ? 'ON DELETE' : 'ON UPDATE'} SET NULL`,
        line: fk.line,
        reason: `外键列不允许为空，却在被引用行${when}时设为 NULL：PostgreSQL 照原样保留（这样的${when}会因 NOT NULL 失败）；MySQL 不接受这种外键，导出到 MySQL 时不写这个动作，这样的${when}同样被拒绝`,
      });
    }
  }
  // The listed columns by their fields (`fields` pairs with fk.columns), in the order of joinFields.
  const listed = fk.onDeleteColumns?.map(
    (c) => fields[fk.columns.findIndex((k) => k.toLowerCase() === c.toLowerCase())]?.name,
  );
  const set = listed && relation.joinFields?.filter((name) => listed.includes(name));
  if (!set?.length || set.length === relation.joinFields!.length || !relation.onDelete?.startsWith('SET '))
    return;
  relation.onDeleteSetFields = set;
  schema.approximations.push({
    statement: `${where} ON DELETE ${relation.onDelete} (${fk.onDeleteColumns!.join(', ')})`,
    line: fk.line,
    reason: `MySQL 的外键动作不能只设置外键的部分列：导出到 MySQL 时该外键不带 ON DELETE（删除被引用的行会被拒绝）`,
  });
}

/** DEFERRABLE, MATCH FULL and NOT VALID go on the relation; MySQL's DDL writes a plain key, and the import says so. */
function keepModes(relation: Relation, fk: RawForeignKey, schema: RawSchema, where: string): void {
  const clauses = [
    ...(fk.match ? ['MATCH FULL'] : []),
    ...(fk.deferrable
      ? [`DEFERRABLE INITIALLY ${fk.deferrable === 'deferred' ? 'DEFERRED' : 'IMMEDIATE'}`]
      : []),
    ...(fk.notValid ? ['NOT VALID'] : []),
  ];
  if (clauses.length === 0) return;
  if (fk.match) relation.match = fk.match;
  if (fk.deferrable) relation.deferrable = fk.deferrable;
  if (fk.notValid) relation.notValid = fk.notValid;
  schema.approximations.push({
    statement: `${where} ${clauses.join(' ')}`,
    line: fk.line,
    reason: `外键的 ${clauses.join('、')} 只在导出到 PostgreSQL 时写回；MySQL 不支持，导出到 MySQL 时为立即检查、检查已有数据的普通外键`,
  });
}

function assignInverse({ relation, target, candidates }: PendingInverse): void {
  const free = candidates.find((name) => !target.taken.has(name));
  relation.inverseName = uniqueName(free ?? candidates[candidates.length - 1], target.taken);
}

/** What the join table has beyond the DDL sets' default (PRIMARY KEY, ON DELETE CASCADE, a generated comment). */
function joinTableDetails(
  raw: RawTable,
  ownerFk: RawForeignKey,
  targetFk: RawForeignKey,
): Partial<JoinTable> {
  const details: Partial<JoinTable> = {};
  if (raw.primaryKey.length === 0) details.key = raw.uniques.length > 0 ? 'unique' : 'none';
  // Only CASCADE, RESTRICT and NO ACTION reach here (see joinTableHoldsAll); no clause is the database's default.
  const action = (a: RawForeignKey['onDelete']) => a as JoinTableAction | undefined;
  if (ownerFk.onDelete !== 'CASCADE') details.onDelete = action(ownerFk.onDelete) ?? null;
  if (ownerFk.onUpdate) details.onUpdate = action(ownerFk.onUpdate);
  if (targetFk.onDelete !== 'CASCADE') details.inverseOnDelete = action(targetFk.onDelete) ?? null;
  if (targetFk.onUpdate) details.inverseOnUpdate = action(targetFk.onUpdate);
  details.comment = raw.comment ?? '';
  return details;
}

function addManyToMany(
  raw: RawTable,
  tableName: string,
  drafts: Map<string, EntityDraft>,
  schema: RawSchema,
): void {
  const [a, b] = raw.foreignKeys;
  const first = resolve(a, drafts);
  const second = resolve(b, drafts);
  if (!first || !second) return;
  // The side whose table name starts the join table's name owns it (film_actor is owned by film).
  const secondOwns =
    tableName.startsWith(`${second.entity.tableName}_`) &&
    !tableName.startsWith(`${first.entity.tableName}_`);
  // The key's order is the table's own: its first column's side owns the table, whatever its name says.
  const key = raw.primaryKey.length > 0 ? raw.primaryKey : (raw.uniques[0]?.columns ?? []);
  const keyFirst = key[0]?.toLowerCase();
  const secondLeads = keyFirst === undefined ? secondOwns : keyFirst === b.columns[0].toLowerCase();
  const [owner, target, ownerFk, targetFk] = secondLeads ? [second, first, b, a] : [first, second, a, b];
  const self = owner === target;
  const base = self
    ? camel(pluralName(targetFk.columns[0].replace(/_?id$/i, '')))
    : camel(pluralName(target.entity.tableName));
  const relation: Relation = {
    name: uniqueName(base, owner.taken),
    kind: 'MANY_TO_MANY',
    target: target.entity.className,
    // The table's own name: a prefix is stripped from entities' names only, which generated code puts back.
    joinTable: {
      name: raw.name,
      joinColumn: snake(ownerFk.columns[0]),
      inverseJoinColumn: snake(targetFk.columns[0]),
      ...joinTableDetails(raw, ownerFk, targetFk),
    },
  };
  if (!self) relation.inverseName = uniqueName(camel(pluralName(owner.entity.tableName)), target.taken);
  const { label } = splitComment(raw.comment);
  if (label) relation.label = label;
  const charset = joinTableCharset(raw, owner.entity, schema);
  if (charset) relation.joinTable!.mysqlCharset = charset;
  addRelation(owner, relation);
}

/**
 * The join table's own MySQL default character set and collation where they are not its owner's, which the MySQL
 * DDL gives it otherwise; no clause is the server's default, utf8mb4 (as an entity's, see Entity.mysqlCharset).
 */
function joinTableCharset(raw: RawTable, owner: Entity, schema: RawSchema): MysqlTableCharset | undefined {
  const { charset, collate } = raw.charset ?? {};
  // As an entity's: PostgreSQL's encoding is the database's.
  if (raw.charset)
    schema.approximations.push({
      statement: `${raw.name} COLLATE`,
      line: raw.line,
      reason: `中间表 ${raw.name} 的默认字符集和排序规则（${[charset && `CHARSET=${charset}`, collate && `COLLATE=${collate}`].filter(Boolean).join(' ')}）按 MySQL 的写法保存：导出到 PostgreSQL 时使用默认排序规则（比较和排序可能不同，如大小写是否区分）`,
    });
  const own = mysqlTableCharsetOf({ mysqlCharset: raw.charset });
  const owners = mysqlTableCharsetOf(owner);
  if (own.charset === owners.charset && own.collate === owners.collate) return undefined;
  return raw.charset ?? { charset: 'utf8mb4' };
}

/**
 * A MariaDB system-versioned table's period by field name; its columns are the database's to fill, so generated
 * code reads them only (role AUDIT), but for a key column (MariaDB adds ROW END to the primary key), which keeps
 * the key's role.
 */
function systemVersioningOf(
  raw: NonNullable<RawTable['systemVersioning']>,
  byColumn: Map<string, Field>,
  fields: Field[],
): NonNullable<Entity['systemVersioning']> {
  const start = raw.rowStart === undefined ? undefined : byColumn.get(raw.rowStart.toLowerCase());
  const end = raw.rowEnd === undefined ? undefined : byColumn.get(raw.rowEnd.toLowerCase());
  if (!start || !end || !fields.includes(start) || !fields.includes(end)) return {};
  for (const field of [start, end]) if (!field.primaryKey) field.role = 'AUDIT';
  return { rowStart: start.name, rowEnd: end.name };
}
