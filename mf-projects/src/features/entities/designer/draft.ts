// The designer's model of an entity being edited: the codegen Entity plus which derived names the user has
// taken over. Pure functions, so every edit is testable without a screen.
import {
  type Entity as ModelEntity,
  type Field,
  FIELD_TYPES,
  followEntityTable,
  type IdentityOptions,
  names,
  type Problem,
  type ProjectNaming,
} from '@modelsmith/codegen';

export type FieldType = (typeof FIELD_TYPES)[number];

export interface DraftField extends Field {
  /** Stable row key: survives renames and reorders. */
  key: string;
  /** The column was typed by the user: renaming the field no longer changes it. */
  columnEdited?: boolean;
}

export interface Draft extends Omit<ModelEntity, 'fields'> {
  fields: DraftField[];
  /** The table name was typed by the user: renaming the class no longer changes it. */
  tableEdited?: boolean;
}

let counter = 0;
export const newKey = () => `f${Date.now().toString(36)}${(counter++).toString(36)}`;

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  string: '字符串 string',
  text: '长文本 text',
  int: '整数 int',
  long: '长整数 long',
  decimal: '小数 decimal',
  boolean: '布尔 boolean',
  date: '日期 date',
  datetime: '日期时间 datetime',
  time: '时间 time',
  uuid: 'UUID',
  json: 'JSON',
  enum: '枚举 enum',
  binary: '二进制 binary',
};

/** The table name derived from a class name: OrderItem → order_item. */
export const tableNameOf = (className: string) => names.snake(className);
/** The column derived from a field name: createdAt → created_at. */
export const columnOf = (fieldName: string) => names.snake(fieldName);

export const emptyDraft = (): Draft => ({
  className: '',
  tableName: '',
  fields: [presetField('id')],
  relations: [],
  indexes: [],
});

/** A stored entity opened in the designer: names that differ from the derived ones count as typed. */
export function draftOf(entity: ModelEntity): Draft {
  return {
    ...entity,
    tableEdited: entity.tableName !== tableNameOf(entity.className),
    fields: entity.fields.map((field) => ({
      ...field,
      key: newKey(),
      columnEdited: field.column !== columnOf(field.name),
    })),
  };
}

/** The Entity to save: the draft without the designer's bookkeeping and without empty optional parts. */
export function entityOf(draft: Draft): ModelEntity {
  const { tableEdited: _tableEdited, fields, ...rest } = draft;
  const entity: ModelEntity = {
    ...rest,
    fields: fields.map(({ key: _key, columnEdited: _columnEdited, ...field }) => compact(field)),
  };
  if (!entity.label) delete entity.label;
  if (!entity.comment) delete entity.comment;
  // No schema is the default one (public); a table with a key in the database is the default too.
  if (!entity.sqlSchema) delete entity.sqlSchema;
  if (!entity.virtualPrimaryKey) delete entity.virtualPrimaryKey;
  if (entity.relations?.length === 0) delete entity.relations;
  if (entity.indexes?.length === 0) delete entity.indexes;
  if (entity.checks?.length === 0) delete entity.checks;
  if (entity.exclusions?.length === 0) delete entity.exclusions;
  if (entity.triggers?.length === 0) delete entity.triggers;
  return entity;
}

/**
 * Which types each type-bound attribute belongs to (the codegen validator's rules, checked against it in
 * draft.test.ts): when the user changes a field's type, what the new type has no use for goes, and what it
 * has (an imported field's unsigned, time zone, native type…) stays.
 */
const ATTRIBUTE_TYPES: Partial<Record<keyof Field, readonly FieldType[]>> = {
  enumValues: ['enum', 'int', 'long', 'string'],
  enumTypeName: ['enum'],
  enumTypeSchema: ['enum'],
  length: ['string', 'binary'],
  fixedLength: ['string', 'binary'],
  precision: ['decimal'],
  scale: ['decimal'],
  unsigned: ['int', 'long', 'decimal'],
  withTimeZone: ['datetime', 'time'],
  onUpdateCurrentTimestamp: ['datetime'],
  sqlSize: ['int', 'text'],
  collation: ['string', 'text', 'enum'],
  sqlType: FIELD_TYPES.filter((type) => type !== 'enum'),
};

/**
 * The flags whose false says the same as leaving them out. Anywhere else false is a value: a boolean column's
 * DEFAULT FALSE, a column hidden from lists or forms.
 */
const FALSE_IS_ABSENT = new Set<keyof Field>([
  'required',
  'unique',
  'primaryKey',
  'autoIncrement',
  'fixedLength',
  'unsigned',
  'withTimeZone',
  'onUpdateCurrentTimestamp',
]);

/** An array of a PostgreSQL enum type (`shade[]`) keeps the type's name, schema and values for the DDL to create it. */
const ENUM_ARRAY_ATTRIBUTES = new Set<string>(['enumValues', 'enumTypeName', 'enumTypeSchema']);
const isEnumArray = (field: Field): boolean =>
  field.type === 'json' && /\[\d*\]$/.test(field.sqlType?.postgresql ?? '') && !!field.enumTypeName;

/** Drops attributes that say nothing (false flags, empty texts and lists) or that the field's type does not have. */
function compact(field: Field): Field {
  const out = { ...field } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    const types =
      isEnumArray(field) && ENUM_ARRAY_ATTRIBUTES.has(key) ? undefined : ATTRIBUTE_TYPES[key as keyof Field];
    const empty =
      value === undefined ||
      (value === false && FALSE_IS_ABSENT.has(key as keyof Field)) ||
      value === '' ||
      (Array.isArray(value) && !value.length);
    if (empty || (types && !types.includes(field.type))) delete out[key];
  }
  if (out.validation && Object.keys(out.validation as object).length === 0) delete out.validation;
  // The database name of the column when it is not `column`: the same name again says nothing.
  if (out.sqlColumn === out.column) delete out.sqlColumn;
  if (out.identity) {
    const { always, incrementBy, cycle } = out.identity as IdentityOptions;
    const identity: IdentityOptions = {
      ...(always ? { always } : {}),
      ...(incrementBy !== undefined && incrementBy !== null ? { incrementBy } : {}),
      ...(cycle ? { cycle } : {}),
    };
    if (Object.keys(identity).length) out.identity = identity;
    else delete out.identity;
  }
  return out as unknown as Field;
}

/**
 * `next`, an edit of `draft`, with the triggers and policies on the draft's table in the database moved to the table
 * `next` is on (a new table name, exact name or schema): they are created on the table their ON names. `project`
 * names tables (its prefix and database; none given: no prefix, no schemas).
 */
export function followTable(draft: Draft, next: Draft, project: ProjectNaming = {}): Draft {
  return followEntityTable(draft, next, project);
}

export function renameClass(draft: Draft, className: string, project?: ProjectNaming): Draft {
  const tableName = draft.tableEdited ? draft.tableName : tableNameOf(className);
  return followTable(draft, { ...draft, tableName, className }, project);
}

export const setTableName = (draft: Draft, tableName: string, project?: ProjectNaming): Draft =>
  followTable(
    draft,
    { ...draft, tableName, tableEdited: tableName !== tableNameOf(draft.className) },
    project,
  );

/** Changes one field; a rename carries the column along until the column was typed. */
export function updateField(draft: Draft, key: string, changes: Partial<DraftField>): Draft {
  return {
    ...draft,
    fields: draft.fields.map((field) => {
      if (field.key !== key) return field;
      const next = { ...field, ...changes };
      if (changes.name !== undefined && !field.columnEdited) next.column = columnOf(changes.name);
      if (changes.column !== undefined) next.columnEdited = changes.column !== columnOf(next.name);
      if (changes.type !== undefined && changes.type === 'enum' && !next.enumValues?.length)
        next.enumValues = [{ value: 'VALUE_1', label: '' }];
      // An enum turned into a plain type drops its values: they were names, not the new type's codes.
      if (changes.type !== undefined && field.type === 'enum' && changes.type !== 'enum')
        delete next.enumValues;
      // Which role and search a column can have depends on its type: a new type starts from the derived ones.
      // So does a PostgreSQL domain: the DDL would write the domain, of the old base type, as the column's type.
      if (changes.type !== undefined && changes.type !== field.type) {
        delete next.role;
        delete next.search;
        delete next.postgresqlDomain;
      }
      // A default or NULL the user chose where the column took the domain's: the DDL, which leaves those to the
      // domain, would drop the new default, and cannot make a column of a NOT NULL domain nullable (the base type can).
      const domain = next.postgresqlDomain;
      if (domain?.default && ('defaultValue' in changes || 'defaultExpression' in changes)) {
        const { default: _, ...rest } = domain;
        next.postgresqlDomain = rest;
      }
      if (domain?.notNull && changes.required === false) delete next.postgresqlDomain;
      // How the database numbers a column (start, identity, a shared sequence) belongs to its auto-increment: unchecking
      // it takes them along.
      if (changes.autoIncrement === false) {
        delete next.autoIncrementStart;
        delete next.identity;
        delete next.sharedSequence;
        delete next.sharedSequenceSchema;
        delete next.sharedSequenceOwner;
      }
      return next;
    }),
  };
}

export const removeField = (draft: Draft, key: string): Draft => ({
  ...draft,
  fields: draft.fields.filter((field) => field.key !== key),
});

/** Moves a field by `offset` rows (−1 up, +1 down), staying inside the list. */
export function moveField(draft: Draft, key: string, offset: number): Draft {
  const from = draft.fields.findIndex((field) => field.key === key);
  return from < 0 ? draft : moveFieldTo(draft, from, from + offset);
}

/**
 * Moves the field at index `from` so that it ends up at index `to` (clamped to the list); the others keep
 * their order. Returns the same draft when nothing moves, so a no-op drop is not an unsaved change.
 */
export function moveFieldTo(draft: Draft, from: number, to: number): Draft {
  const last = draft.fields.length - 1;
  if (!Number.isInteger(from) || from < 0 || from > last) return draft;
  const target = Math.min(Math.max(to, 0), last);
  if (target === from) return draft;
  const fields = [...draft.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(target, 0, moved);
  return { ...draft, fields };
}

export type DropSide = 'before' | 'after';

/**
 * Where a row dragged from `from` lands when dropped on the `before` or `after` half of the row at `over`:
 * the index to pass to `moveFieldTo`. Dropping below the row just above it (or above the row just below)
 * is a no-op, since the dragged row leaves a gap where it was.
 */
export function dropIndex(from: number, over: number, side: DropSide): number {
  const gap = side === 'before' ? over : over + 1;
  return gap > from ? gap - 1 : gap;
}

export type Preset = 'id' | 'createdAt' | 'updatedAt' | 'deleted' | 'blank';

export const PRESETS: { preset: Preset; label: string }[] = [
  { preset: 'id', label: '主键 id' },
  { preset: 'createdAt', label: '创建时间' },
  { preset: 'updatedAt', label: '更新时间' },
  { preset: 'deleted', label: '逻辑删除' },
];

export function presetField(preset: Preset): DraftField {
  const key = newKey();
  switch (preset) {
    case 'id':
      return {
        key,
        name: 'id',
        column: 'id',
        label: '主键',
        type: 'long',
        primaryKey: true,
        autoIncrement: true,
      };
    case 'createdAt':
      return {
        key,
        name: 'createdAt',
        column: 'created_at',
        label: '创建时间',
        type: 'datetime',
        required: true,
        defaultValue: 'CURRENT_TIMESTAMP',
      };
    case 'updatedAt':
      return {
        key,
        name: 'updatedAt',
        column: 'updated_at',
        label: '更新时间',
        type: 'datetime',
        required: true,
        defaultValue: 'CURRENT_TIMESTAMP',
      };
    case 'deleted':
      return {
        key,
        name: 'deleted',
        column: 'deleted',
        label: '是否删除',
        type: 'boolean',
        required: true,
        defaultValue: false,
      };
    case 'blank':
      return { key, name: '', column: '', type: 'string', length: 64 };
  }
}

/** Adds a field after the last one; a preset whose name the entity already has is not added twice. */
export function addField(draft: Draft, preset: Preset): Draft {
  const field = presetField(preset);
  if (preset !== 'blank' && draft.fields.some((existing) => existing.name === field.name)) return draft;
  if (preset === 'blank') {
    let n = draft.fields.length + 1;
    while (draft.fields.some((existing) => existing.name === `field${n}`)) n += 1;
    field.name = `field${n}`;
    field.column = columnOf(field.name);
  }
  return { ...draft, fields: [...draft.fields, field] };
}

/** Problems of the validated model, keyed by the draft's paths: `fields[<key>].name`, `className`, `relations[0]`… */
export interface DraftProblems {
  /** Every problem, in the validator's order, with a path relative to the entity. */
  list: Problem[];
  /** The first message for a path relative to the entity (e.g. `fields[2].name`). */
  at(path: string): string | undefined;
  /** The first message for a path or anything inside it (`fields[2].identity` covers `fields[2].identity.cycle`). */
  under(path: string): string | undefined;
  /** The first message about a field row (any of its attributes). */
  ofField(index: number): string | undefined;
}

const ENTITY_PATH = /^entities\[(\d+)\]\.?(.*)$/;

/**
 * The problems of `draft` among the project's other entities, with paths relative to the draft. Problems of
 * another entity (e.g. its relation points at the draft's old class name) are named after that entity.
 */
export function problemsOf(list: Problem[], othersClassNames: string[]): DraftProblems {
  const focus = othersClassNames.length;
  const relative = list.map(({ path, message }) => {
    const match = ENTITY_PATH.exec(path);
    if (!match) return { path, message };
    const index = Number(match[1]);
    if (index === focus) return { path: match[2], message };
    return { path: `${othersClassNames[index] ?? `entities[${index}]`}.${match[2]}`, message };
  });
  return {
    list: relative,
    at: (path) => relative.find((problem) => problem.path === path)?.message,
    under: (path) =>
      relative.find(
        (problem) =>
          problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`),
      )?.message,
    ofField: (index) =>
      relative.find(
        (problem) => problem.path === `fields[${index}]` || problem.path.startsWith(`fields[${index}].`),
      )?.message,
  };
}
