// Reads one parsed column or constraint definition into the RawTable, reporting what it cannot keep.
import {
  columnName,
  keyPartColumn,
  sqlText,
  stringValue,
  unquote,
  usesHash,
  type ColumnDefinition,
  type ConstraintDefinition,
  type ReferenceDefinition,
  type ValueNode,
} from './ast';
import { FOREIGN_KEY_ACTIONS, type ForeignKeyAction } from '../../model/types';
import { defaultKeywordOf, TIMESTAMP_FUNCTIONS } from '../../model/default-keywords';
import { SHARED_SEQUENCE_NAME } from '../../model/validate-field';
import { takeForeignKeyModes } from './constraint-modes';
import { parsedKeys, qualifiedName, tableKey } from './qualified';
import { closingParen } from './split';
import type { Dialect, RawColumn, RawDefault, RawForeignKey, RawKey, RawSchema, RawTable } from './raw';

export function skip(schema: RawSchema, statement: string, line: number, reason: string): void {
  schema.skipped.push({ statement, line, reason });
}

export function findColumn(t: RawTable, name: string): RawColumn | undefined {
  const wanted = unquote(name).toLowerCase();
  return t.columns.find((c) => c.name.toLowerCase() === wanted);
}

/**
 * A PostgreSQL array column as its type is written (`VARCHAR(20)[]`, `INTEGER[]` for `integer ARRAY`,
 * `SMALLINT[3]`, `INT[][]`): the parser gives the element type and the dimensions apart.
 */
function arrayType(type: ColumnDefinition['definition']): string | undefined {
  const array = (type as { array?: { dimension?: number; keyword?: string; length?: unknown[] } }).array;
  // The parser reads `text[]` as a type of its own: the dimensions of `text[][]` after it are those beyond the first.
  if (!array) return undefined;
  const size =
    type.length != null
      ? `(${String(type.length)}${type.scale != null ? `,${String(type.scale)}` : ''})`
      : '';
  const dimensions = Math.max(1, array.dimension ?? 1);
  const lengths = array.length ?? [];
  const brackets = Array.from({ length: dimensions }, (_, i) => {
    const n = (lengths[i] as { value?: unknown } | null | undefined)?.value;
    return `[${typeof n === 'number' ? n : ''}]`;
  }).join('');
  return `${String(type.dataType).toUpperCase()}${size}${brackets}`;
}

/**
 * A column numbered by a sequence of the script (`nextval('receipt_no_seq')`) starts where the sequence starts and
 * takes its step and CYCLE (the export writes them on an identity).
 */
export function sequenceOptions(
  column: RawColumn,
  call: string,
  schema: RawSchema,
  where: string,
  line: number,
  /** The column as `schema.table.column` (`where` leaves the schema out). */
  at = where,
): void {
  // The parser hands the call over with its argument's text unquoted: `nextval(receipt_no_seq)`.
  const written = /^nextval\s*\(\s*'?([^')]+?)'?(?:::regclass)?\s*\)/i.exec(call)?.[1];
  // PostgreSQL reads the argument as a name: `"Ids"` keeps its case, an unqualified one is found on the search path.
  const name = written === undefined ? undefined : qualifiedName(written, schema);
  if (name) noteSharedSequence(name.name, where, line, schema, column, name.schema, at);
  const sequence = name && schema.sequences?.get(tableKey(name.name, name.schema));
  if (!sequence) return;
  if (sequence.start !== undefined && sequence.start > 1) column.autoIncrementStart = sequence.start;
  const step = sequence.increment;
  const identity = {
    ...(step !== undefined && step !== 1 && step !== 0 ? { incrementBy: step } : {}),
    ...(sequence.cycle ? { cycle: true } : {}),
  };
  if (Object.keys(identity).length > 0) column.identity = identity;
  noteIdentityForMysql(column, where, line, schema);
  if (sequence.losses?.length)
    schema.approximations.push({
      statement: `${where} ${sequence.losses.join(' ')}`,
      line,
      reason: `模型的自增列只记录起始值、步长和 CYCLE：序列的 ${sequence.losses.join('、')} 不保留，导出时取 PostgreSQL 的默认值`,
    });
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The sequence PostgreSQL creates for a serial column (makeObjectName): `table_column_seq`, the longer of the two
 * names cut a character at a time until the whole fits in 63 bytes.
 */
export function serialSequenceName(table: string, column: string): string {
  let [first, second] = [table, column];
  while (bytes(first) + bytes(second) > 63 - '__seq'.length) {
    if (bytes(first) > bytes(second)) first = [...first].slice(0, -1).join('');
    else second = [...second].slice(0, -1).join('');
  }
  return `${first}_${second}_seq`;
}

/** The first column numbered by each sequence of a script, by the sequence's schema and name. */
const sequenceUsers = new WeakMap<RawSchema, Map<string, { where: string; column: RawColumn; at: string }>>();

/**
 * A sequence that numbers several columns hands out each number once across all of them: the columns keep its name
 * (sharedSequence), so the export numbers them all from one sequence again; a name the model cannot keep is listed.
 */
function noteSharedSequence(
  sequence: string,
  where: string,
  line: number,
  schema: RawSchema,
  column: RawColumn,
  sequenceSchema: string | undefined,
  at = where,
): void {
  column.sequence = sequence;
  if (sequenceSchema) column.sequenceSchema = sequenceSchema;
  const users =
    sequenceUsers.get(schema) ?? new Map<string, { where: string; column: RawColumn; at: string }>();
  sequenceUsers.set(schema, users);
  const key = `${sequenceSchema ?? ''}.${sequence}`;
  const first = users.get(key);
  // A table the importer reads twice (once more after a parse error) names its own column again; `at` tells
  // tables of one name in two schemas apart (`where` does not).
  if (first === undefined || first.at === at) {
    users.set(key, { where, column, at });
    if (first?.column.sharedSequence) column.sharedSequence = first.column.sharedSequence;
    return;
  }
  if (SHARED_SEQUENCE_NAME.test(sequence)) {
    first.column.sharedSequence = sequence;
    column.sharedSequence = sequence;
    return;
  }
  schema.approximations.push({
    statement: `${where} DEFAULT nextval('${sequence}')`,
    line,
    reason: `序列 ${sequence} 同时为 ${first.where} 编号：模型给每个自增列各自的序列，导出后两列各自编号，彼此的编号可能重复（原来共用一个序列时不会）；需要跨表不重复的编号时，请在导出的脚本中改回共用序列`,
  });
}

/** A column INHERITS or LIKE … INCLUDING DEFAULTS copies draws from its source's sequence too (the default is copied). */
export function copySequence(
  source: RawColumn,
  copy: RawColumn,
  where: string,
  line: number,
  schema: RawSchema,
  at = where,
): void {
  const sequence = source.sequence;
  // The copy draws from the source's sequence; only the source's column owns it.
  delete copy.sequenceOwned;
  if (sequence) noteSharedSequence(sequence, where, line, schema, copy, source.sequenceSchema, at);
}

/** ALWAYS, a step and CYCLE are PostgreSQL's: MySQL's AUTO_INCREMENT has none of them (listed). */
export function noteIdentityForMysql(
  column: RawColumn,
  where: string,
  line: number,
  schema: RawSchema,
): void {
  const { always, incrementBy, cycle } = column.identity ?? {};
  const options = [
    ...(always ? ['GENERATED ALWAYS'] : []),
    ...(incrementBy ? [`INCREMENT BY ${incrementBy}`] : []),
    ...(cycle ? ['CYCLE'] : []),
  ];
  if (options.length > 0)
    schema.approximations.push({
      statement: `${where} ${options.join(' ')}`,
      line,
      reason: `自增列的 ${options.join('、')} 按 PostgreSQL 的写法保存：导出到 MySQL 时为普通的 AUTO_INCREMENT（步长 1、允许写入指定值、不循环）`,
    });
}

export function toColumn(
  definition: ColumnDefinition,
  schema: RawSchema,
  t: RawTable,
  line: number,
): RawColumn {
  const rawName = columnName(definition.column);
  if (rawName === undefined) throw new Error('column without a name');
  const name = exactName(definition.column, unquote(rawName), schema.dialect);
  const type = definition.definition;
  const dataType = arrayType(type) ?? String(type.dataType).toUpperCase();
  const suffix = (Array.isArray(type.suffix) ? type.suffix : []).map((s) =>
    String(typeof s === 'string' ? s : s?.type).toUpperCase(),
  );
  const column: RawColumn = {
    name,
    dataType,
    unsigned: suffix.includes('UNSIGNED') || suffix.includes('ZEROFILL'),
    ...(suffix.includes('ZEROFILL') ? { zerofill: true } : {}),
    withTimeZone: /TZ$/.test(dataType) || (suffix.includes('WITH') && suffix.includes('ZONE')),
    line,
    notNull: definition.nullable?.type === 'not null',
    primaryKey: definition.primary_key === 'primary key' || definition.unique_or_primary === 'primary key',
    unique: definition.unique === 'unique' || definition.unique === 'unique key',
    autoIncrement: definition.auto_increment === 'auto_increment' || /SERIAL/.test(dataType),
  };
  if (type.length != null && Number.isFinite(Number(type.length))) column.length = Number(type.length);
  if (type.scale != null && Number.isFinite(Number(type.scale))) column.scale = Number(type.scale);
  if (dataType === 'ENUM' || dataType === 'SET') {
    // The values as the server stores them: `'it''s'` and MySQL's `'it\\'s'` are it's.
    column.enumValues = (type.expr?.value ?? []).map(
      (v) => stringValue(`'${String(v.value)}'`, schema.dialect) ?? String(v.value),
    );
  }
  // A serial draws from (and owns) the sequence PostgreSQL names after it in the table's schema, which another column
  // may draw from too.
  if (schema.dialect === 'postgresql' && /SERIAL/.test(dataType)) {
    column.sequenceOwned = true;
    noteSharedSequence(
      serialSequenceName(t.name.split('.').pop()!.replace(/"/g, ''), name),
      `${t.name}.${name}`,
      line,
      schema,
      column,
      t.schema,
      `${tableKey(t.name, t.schema)}.${name}`,
    );
  }
  if (column.primaryKey) column.notNull = true;
  const comment = definition.comment ? stringValue(definition.comment.value, schema.dialect) : undefined;
  if (comment) column.comment = comment;
  if (definition.default_val?.value) {
    const value = toDefault(definition.default_val.value, schema.dialect);
    // An expression default is kept with its text as written, when the table's text gives it (see fields.ts).
    // MariaDB's `nextval(s)` draws from a sequence the project keeps (mysqlSequences): an expression default there.
    if (value?.kind === 'expression' && /^nextval\b/i.test(value.text) && schema.dialect === 'postgresql') {
      column.autoIncrement = true;
      sequenceOptions(
        column,
        value.text,
        schema,
        `${t.name}.${name}`,
        line,
        `${tableKey(t.name, t.schema)}.${name}`,
      );
    } else if (value) column.defaultValue = value;
    // After `DEFAULT CURRENT_TIMESTAMP` the parser hangs `ON UPDATE CURRENT_TIMESTAMP` on the default's function.
    const over = (definition.default_val.value as { over?: { type?: unknown; keyword?: unknown } }).over;
    if (over?.type === 'on update') {
      if (TIMESTAMP_FUNCTIONS.test(String(over.keyword ?? '').replace(/\(\s*\d*\s*\)$/, '')))
        column.onUpdateNow = true;
      else
        skip(
          schema,
          `${t.name}.${name} ON UPDATE`,
          line,
          'ON UPDATE 只支持 CURRENT_TIMESTAMP，其他表达式已忽略',
        );
    }
  }
  // MySQL's `ON UPDATE CURRENT_TIMESTAMP` also arrives as a reference_definition, without a table.
  const ref = definition.reference_definition;
  const onUpdate = (Array.isArray(ref?.on_action) ? ref.on_action : []).find((a) =>
    /update/i.test(String(a?.type)),
  );
  if (!ref?.table?.length && onUpdate) {
    if (TIMESTAMP_FUNCTIONS.test(String(onUpdate.value?.value ?? '').replace(/\(\s*\d*\s*\)$/, '')))
      column.onUpdateNow = true;
    else
      skip(
        schema,
        `${t.name}.${name} ON UPDATE`,
        line,
        'ON UPDATE 只支持 CURRENT_TIMESTAMP，其他表达式已忽略',
      );
  }
  if (ref?.table?.length) {
    t.foreignKeys.push({
      columns: [name],
      line,
      ...referenced(ref, schema),
      refColumns: (ref.definition ?? [])
        .map(columnName)
        .filter((c): c is string => c !== undefined)
        .map(unquote),
      ...foreignKeyActions(ref),
      ...takeForeignKeyModes(schema, unquote(ref.table[0].table)),
    });
  }
  return column;
}

/**
 * A column's name as the database keeps it: PostgreSQL folds a bare name to lower case (`Total` is column total),
 * a quoted one (`"Total"`) keeps its case; MySQL keeps every name as written.
 */
function exactName(ref: unknown, name: string, dialect: Dialect): string {
  if (dialect !== 'postgresql') return name;
  const quoted =
    (ref as { column?: { expr?: { type?: unknown } } } | null)?.column?.expr?.type === 'double_quote_string';
  return quoted ? name : name.toLowerCase();
}

/**
 * The table a foreign key references: its name, and on PostgreSQL the keys it may have (its schema, or the path).
 * PostgreSQL resolves an unqualified name when it runs the statement: to the first table of the search path that
 * exists then; only a table not created yet (a reference forward, or to itself) is looked up at the end.
 */
function referenced(
  ref: ReferenceDefinition,
  schema: RawSchema,
): Pick<RawForeignKey, 'refTable' | 'refKeys'> {
  const target = ref.table[0];
  const refTable = unquote(target.table);
  if (schema.dialect !== 'postgresql') return { refTable };
  const keys = parsedKeys(schema, { db: target.db, table: refTable });
  const existing = keys.find((key) => schema.tables.has(key));
  return { refTable, refKeys: existing ? [existing] : keys };
}

/** `ON DELETE SET NULL ON UPDATE CASCADE` → { onDelete: 'SET NULL', onUpdate: 'CASCADE' }. */
function foreignKeyActions(ref: ReferenceDefinition): Pick<RawForeignKey, 'onDelete' | 'onUpdate'> {
  const actions: Pick<RawForeignKey, 'onDelete' | 'onUpdate'> = {};
  for (const action of Array.isArray(ref.on_action) ? ref.on_action : []) {
    const value = String(action?.value?.value ?? '')
      .replace(/\s+/g, ' ')
      .toUpperCase();
    if (!(FOREIGN_KEY_ACTIONS as readonly string[]).includes(value)) continue;
    if (/delete/i.test(String(action.type))) actions.onDelete = value as ForeignKeyAction;
    else if (/update/i.test(String(action.type))) actions.onUpdate = value as ForeignKeyAction;
  }
  return actions;
}

/** A function's name without the schema pg_dump and Supabase write before it (`public.gen_random_uuid`). */
const unqualified = (fn: string): string =>
  fn.replace(/^\s*"?(?:public|extensions|pg_catalog)"?\s*\.\s*"?(\w+)"?$/i, '$1');

function toDefault(node: ValueNode, dialect: Dialect): RawDefault | undefined {
  switch (node.type) {
    case 'null':
      return undefined;
    case 'number':
      return { kind: 'literal', value: Number(node.value) };
    // `1.5e3` and integers past 32 bits arrive as text: a number the model can hold exactly is a literal.
    case 'bigint': {
      const n = Number(node.value);
      return Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))
        ? { kind: 'literal', value: n }
        : { kind: 'expression', text: String(node.value) };
    }
    // MySQL's bit literal `b'0'`: the number it writes.
    case 'bit_string':
      return /^[01]{1,53}$/.test(String(node.value))
        ? { kind: 'literal', value: parseInt(String(node.value), 2) }
        : { kind: 'expression', text: `b'${String(node.value)}'` };
    case 'bool':
    case 'boolean':
      return { kind: 'literal', value: Boolean(node.value) };
    case 'single_quote_string':
    case 'string':
    case 'natural_string':
    case 'double_quote_string':
      return { kind: 'literal', value: sqlText(String(node.value), dialect) };
    case 'hex_string':
    case 'full_hex_string': {
      const hex = String(node.value ?? '').toLowerCase();
      return /^(?:[0-9a-f]{2})*$/.test(hex)
        ? { kind: 'bytes', hex }
        : { kind: 'expression', text: `0x${hex}` };
    }
    case 'function': {
      const fn = functionName(node);
      const called = unqualified(fn);
      const keyword = defaultKeywordOf(called);
      if (keyword) return { kind: 'keyword', value: keyword };
      const args = (node.args?.value ?? []).map((a) => stringValue(a, dialect) ?? '').join(', ');
      return { kind: 'expression', text: `${fn}(${args})` };
    }
    default:
      if (typeof node.value === 'string' && TIMESTAMP_FUNCTIONS.test(node.value)) {
        return { kind: 'keyword', value: 'CURRENT_TIMESTAMP' };
      }
      if (typeof node.value === 'string' && /^CURRENT_DATE$/i.test(node.value)) {
        return { kind: 'keyword', value: 'CURRENT_DATE' };
      }
      return { kind: 'expression', text: String(node.value ?? node.type) };
  }
}

function functionName(node: ValueNode): string {
  if (typeof node.name === 'string') return node.name;
  return (node.name?.name ?? []).map((part) => part.value).join('.');
}

/**
 * The columns of a key with each one's MySQL prefix length (`name(10)`, null for the whole column), or undefined
 * when one part is an expression.
 */
export function keyColumns(parts: unknown[], report: (reason: string) => void): RawKey | undefined {
  const columns: string[] = [];
  const prefixes: (number | null)[] = [];
  const descending: boolean[] = [];
  for (const part of parts) {
    const key = keyPartColumn(part);
    if (!key) {
      report('键或索引包含表达式，模型只能按字段建立索引，已忽略');
      return undefined;
    }
    columns.push(unquote(key.column));
    prefixes.push(key.prefix);
    descending.push(/^desc$/i.test(String((part as { order_by?: unknown }).order_by ?? '')));
  }
  return {
    columns,
    ...(prefixes.some((p) => p !== null) ? { prefixes } : {}),
    ...(descending.some(Boolean) ? { descending } : {}),
  };
}

/** A MySQL full-text index's `WITH PARSER ngram`: the model keeps no parser, the export writes the default one. */
export function noteParser(
  options: { type?: string; expr?: unknown }[] | null | undefined,
  statement: string,
  line: number,
  schema: RawSchema,
): void {
  const parser = (options ?? []).find((o) => /^with parser$/i.test(o.type ?? ''))?.expr;
  if (parser === undefined) return;
  schema.approximations.push({
    statement,
    line,
    reason: `模型不记录全文索引的分词插件（WITH PARSER ${String(parser)}）：导出后按 MySQL 默认的分词方式建立全文索引，中文等不以空格分词的文本检索结果会不同`,
  });
}

export function addConstraint(
  t: RawTable,
  definition: ConstraintDefinition,
  line: number,
  schema: RawSchema,
): void {
  const type = String(definition.constraint_type ?? '').toLowerCase();
  const name = definition.index ?? definition.constraint ?? undefined;
  const where = `${t.name} ${type || definition.keyword || 'index'}${name ? ` ${name}` : ''}`;
  if (type === 'check') {
    skip(schema, where, line, 'CHECK 约束暂不导入（模型不记录检查约束）');
    return;
  }
  const parts = Array.isArray(definition.definition) ? definition.definition : [];
  const key = keyColumns(parts, (reason) => skip(schema, where, line, reason));
  if (!key || key.columns.length === 0) return;
  const { columns } = key;
  const named = { name: name ?? undefined, ...key };
  if (key.prefixes && type === 'foreign key') skip(schema, where, line, '外键的前缀长度按整列导入');
  if (type === 'primary key') {
    // The model's primary key has no order of its own: a DESC part is indexed ascending.
    if (key.descending)
      schema.approximations.push({
        statement: `${t.name} PRIMARY KEY (${columns.map((c, i) => `${c}${key.descending?.[i] ? ' DESC' : ''}`).join(', ')})`,
        line,
        reason: '模型的主键不记录各列的排序方向：导出后主键按升序（ASC）建立，唯一性不变',
      });
    t.primaryKey = columns;
    // A key over prefixes (`url(191)`) is kept as the table's primary index (see build-model's ensurePrimaryKey).
    if (name) t.primaryKeyName = name;
    else delete t.primaryKeyName;
    if (key.prefixes) t.primaryKeyPrefixes = key.prefixes;
    else delete t.primaryKeyPrefixes;
    for (const c of columns) {
      const column = findColumn(t, c);
      if (column) {
        column.primaryKey = true;
        column.notNull = true;
      }
    }
  } else if (type.startsWith('unique')) {
    // MariaDB's hash unique key (its long unique): no foreign key may reference it, unlike a B-tree one.
    t.uniques.push(
      schema.dialect === 'mysql' && usesHash(definition) ? { ...named, mysqlUsingHash: true } : named,
    );
  } else if (type === 'foreign key' && definition.reference_definition?.table?.length) {
    const ref = definition.reference_definition;
    t.foreignKeys.push({
      name: name ?? undefined,
      line,
      columns,
      ...referenced(ref, schema),
      refColumns: (ref.definition ?? [])
        .map(columnName)
        .filter((c): c is string => c !== undefined)
        .map(unquote),
      ...foreignKeyActions(ref),
      ...takeForeignKeyModes(schema, unquote(ref.table[0].table)),
    });
  } else if (definition.resource === 'index') {
    const method = /^(fulltext|spatial)\b/i.exec(definition.keyword ?? '')?.[1].toLowerCase();
    if (method) {
      noteParser(definition.index_options, where, line, schema);
      t.indexes.push({ ...named, method: method as 'fulltext' | 'spatial' });
    } else t.indexes.push(named);
  } else {
    skip(schema, where, line, '无法识别的约束，已忽略');
  }
}

/** A DEFAULT (casts and parentheses off) one of the model's keywords stands for exactly: `now()`, `'now'`. */
function isBareKeyword(bare: string): boolean {
  const name = /^((?:"?\w+"?\s*\.\s*)?"?\w+"?)\s*(?:\(\s*\d*\s*\))?$/.exec(bare)?.[1];
  const call = name === undefined ? undefined : unqualified(name);
  return /^'now'$/i.test(bare) || (call !== undefined && defaultKeywordOf(call) !== undefined);
}

/** A default without the casts and parentheses around it: `('now'::text)::date` → `'now'`. */
function bareDefault(text: string): string {
  let out = text.trim();
  for (;;) {
    const next = out
      .replace(/::\s*[A-Za-z_][\w ]*(?:\(\s*\d+\s*\))?\s*$/, '')
      .trim()
      .replace(/^\(([\s\S]*)\)$/, (whole, inner: string) =>
        closingParen(whole, 0) === whole.length ? inner : whole,
      )
      .trim();
    if (next === out) return out;
    out = next;
  }
}

/**
 * Gives a column the text of its DEFAULT as written (`text`, from the statement): an expression keeps it for export;
 * a default the parser read as a keyword only in part (`(now() AT TIME ZONE 'utc')::date` is no CURRENT_TIMESTAMP),
 * or not at all (`CURRENT_USER`, a definition read without it), becomes that expression.
 */
export function withDefaultText(column: RawColumn, text: string | undefined): void {
  if (text === undefined) return;
  const bare = bareDefault(text);
  const partly = column.defaultValue?.kind === 'keyword' && !isBareKeyword(bare);
  // A sequence's nextval is the column's auto-increment, read already.
  const unread = column.defaultValue === undefined && !column.autoIncrement && !/^NULL$/i.test(bare);
  if (partly || unread) column.defaultValue = { kind: 'expression', text };
  // Any default's text but a bare NULL (no default at all): PostgreSQL's writing is kept (see default-source.ts).
  if (!column.autoIncrement && (column.defaultValue !== undefined || !/^NULL$/i.test(text.trim())))
    column.defaultText = text;
  if (/^NULL$/i.test(text.trim())) column.defaultNull = true;
  else delete column.defaultNull;
}
