// Field → FieldContext: effective sizes, default kind, enum name, names and target types.
import { commentAfterLabel, sqlCommentOf } from '../model/comment';
import { namesOf, pascal } from '../model/names';
import {
  DEFAULT_DECIMAL_PRECISION,
  DEFAULT_DECIMAL_SCALE,
  DEFAULT_STRING_LENGTH,
  mapTypes,
  mysqlCharBytes,
  mysqlCharsetOf,
} from '../model/type-map';
import type { Database, Field } from '../model/types';
import { postgresqlArrayJson } from './postgresql-array';
import {
  arrayElementOf,
  codesNameOf,
  formWidgetOf,
  javaImportOf,
  maxLengthOf,
  minValueOf,
  searchWidgetOf,
  wireFormatOf,
} from './field-kinds';
import { enumConstantOf, identifiersOf } from './identifiers';
import { literalsOf } from './literals';
import { mysqlTemporalDefault } from './mysql-default';
import { postgresqlTypeName } from './postgresql-domains';
import { presentationOf } from './roles';
import type { FieldContext } from './types';

const KEYWORD_KINDS: Record<string, FieldContext['defaultKind']> = {
  CURRENT_TIMESTAMP: 'current_timestamp',
  CURRENT_DATE: 'current_date',
  UUID: 'uuid',
};

export function defaultKindOf(value: Field['defaultValue']): FieldContext['defaultKind'] {
  if (value === undefined || value === null || value === '') return 'none';
  return (typeof value === 'string' && KEYWORD_KINDS[value.trim().toUpperCase()]) || 'literal';
}

/**
 * Identifier-safe constant names for enum values as the database stores them: `PG-13` → `PG_13`, `18+` → `V18_`;
 * a value with no ASCII letter or digit (`已关闭`, `!`) is named by its position (`V4`), a Java or Python keyword gets a
 * `_` suffix (`new_`). Distinct values always get distinct names, also once a set turns them into PascalCase (Go:
 * `ACTIVE` and `active` are both `Active`).
 */
export function enumConstantNames(values: string[]): string[] {
  const seen = new Set<string>();
  const taken = (name: string) => seen.has(name) || seen.has(pascal(name).toLowerCase());
  return values.map((original, i) => {
    let name = original.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/[A-Za-z0-9]/.test(name)) name = `V${i + 1}`;
    else if (!/^[A-Za-z_]/.test(name)) name = `V${name}`;
    const base = enumConstantOf(name);
    name = base;
    for (let n = i + 1; taken(name); n++) name = `${base}_${n}`;
    seen.add(name);
    seen.add(pascal(name).toLowerCase());
    return name;
  });
}

/** `<Entity><Field>` unless the field name already starts with the entity name: Order.status → OrderStatus. */
export function enumNameOf(className: string, fieldName: string): string {
  const field = pascal(fieldName);
  return field.startsWith(className) ? field : `${className}${field}`;
}

/**
 * mysqlDefault: a PostgreSQL model's date and time defaults in a form MySQL reads, or none; a MySQL model's as typed
 * when this reader does not know the form (MySQL took it).
 */
function mysqlDefaultOf(
  field: Field,
  defaultKind: FieldContext['defaultKind'],
  withTimeZone: boolean,
  mysqlType: string,
  database: Database | undefined,
): string | null {
  if (defaultKind !== 'literal' || field.defaultValue == null) return null;
  // A PostgreSQL array's default (`'{a,b}'`) is the JSON array (`["a","b"]`) in MySQL's JSON column, or none.
  const array = field.type === 'json' ? field.sqlType?.postgresql : undefined;
  if (array?.trim().endsWith(']')) return postgresqlArrayJson(String(field.defaultValue), array);
  if (field.type !== 'date' && field.type !== 'datetime' && field.type !== 'time') return null;
  const value = mysqlTemporalDefault(field.type, withTimeZone, field.defaultValue, mysqlType);
  if (value !== null || database?.toLowerCase() !== 'mysql') return value;
  return String(field.defaultValue).replace(/^'(.*)'$/s, (_, inner: string) => inner.replace(/''/g, "'"));
}

/** See FieldContext.postgresqlDefault: the imported text while the default it stands for is unchanged. */
function postgresqlDefaultOf(field: Field): string | null {
  const source = field.defaultSource;
  if (!source || source.dialect !== 'postgresql' || source.type !== field.type) return null;
  if (field.defaultExpression || field.autoIncrement || field.generated) return null;
  const none = (value: unknown) => value === undefined || value === null || value === '';
  const same = none(source.value) ? none(field.defaultValue) : source.value === field.defaultValue;
  return same ? source.sql : null;
}

/** The field's form and search inputs, which depend on its reference and search, set after buildField. */
export function withInputs(f: FieldContext): FieldContext {
  return { ...f, widget: formWidgetOf(f), searchWidget: searchWidgetOf(f) };
}

/**
 * `database`: the project's; an expression default (`defaultExpression`) is a default only in its own dialect
 * (the other dialect's DDL writes none). Omitted = its own.
 */
export function buildField(
  field: Field,
  className: string,
  isForeignKey: boolean,
  database?: Database,
  /** The MySQL character set of the field's table (Entity.mysqlCharset); null = utf8mb4. */
  tableCharset: string | null = null,
): FieldContext {
  const required = field.required === true;
  const mysqlCharset = mysqlCharsetOf(field.collation, tableCharset);
  const primaryKey = field.primaryKey === true;
  const length =
    field.type === 'string'
      ? (field.length ?? DEFAULT_STRING_LENGTH)
      : field.type === 'binary'
        ? (field.length ?? null)
        : null;
  const fixedLength =
    field.fixedLength === true && (field.type === 'string' || (field.type === 'binary' && length !== null));
  const precision = field.type === 'decimal' ? (field.precision ?? DEFAULT_DECIMAL_PRECISION) : null;
  const scale = field.type === 'decimal' ? (field.scale ?? DEFAULT_DECIMAL_SCALE) : null;
  const enumValues =
    field.type === 'enum'
      ? enumConstantNames((field.enumValues ?? []).map((v) => v.value)).map((name, i) => ({
          value: field.enumValues![i].value,
          name,
          label: field.enumValues![i].label || null,
        }))
      : [];
  const enumName = field.type === 'enum' ? enumNameOf(className, field.name) : null;
  const unsigned = field.unsigned === true && ['int', 'long', 'decimal'].includes(field.type);
  const sqlSize = field.type === 'int' || field.type === 'text' ? (field.sqlSize ?? null) : null;
  const withTimeZone = field.withTimeZone === true && (field.type === 'datetime' || field.type === 'time');
  const expression = field.defaultExpression ?? null;
  const computed =
    expression !== null && (database === undefined || database.toLowerCase() === expression.dialect);
  const defaultKind = computed ? 'expression' : defaultKindOf(field.defaultValue);
  const names = namesOf(field.name);
  const presentation = presentationOf(field, isForeignKey);
  const serverKey = primaryKey && (field.autoIncrement === true || defaultKind === 'uuid');
  // A numbered column that is not the key (PostgreSQL serial / identity) is filled by the database too.
  const readOnly =
    serverKey ||
    field.autoIncrement === true ||
    presentation.role === 'AUDIT' ||
    field.onUpdateCurrentTimestamp === true ||
    field.generated !== undefined;
  // An enum array's values are its type's labels, not codes the column stores.
  const codes =
    field.type === 'json'
      ? []
      : (field.enumValues ?? []).map((v) => ({ value: v.value, label: v.label || null }));
  const types = mapTypes({
    type: field.type,
    length,
    fixedLength,
    precision,
    scale,
    optional: !required && !primaryKey,
    enumName,
    enumValues,
    unsigned,
    sqlSize,
    withTimeZone,
    sqlType: field.sqlType ?? null,
    mysqlCharset,
  });
  const array = arrayElementOf(field);
  return withInputs({
    name: field.name,
    column: field.sqlColumn || field.column,
    label: field.label || field.comment || field.name,
    comment: commentAfterLabel(field.label, field.comment),
    sqlComment: sqlCommentOf(field.label, field.comment, [
      field.name,
      field.column,
      field.sqlColumn ?? field.column,
    ]),
    type: field.type,
    length,
    fixedLength,
    precision,
    scale,
    unsigned,
    sqlSize,
    withTimeZone,
    onUpdateCurrentTimestamp: field.onUpdateCurrentTimestamp === true && field.type === 'datetime',
    invisible: field.invisible === true,
    srid: field.srid ?? null,
    generated: field.generated ?? null,
    mysqlCharBytes: mysqlCharBytes(mysqlCharset),
    collation: field.collation
      ? {
          dialect: field.collation.dialect,
          charset: field.collation.charset ?? null,
          collate: field.collation.collate ?? null,
        }
      : null,
    autoIncrementStart: field.autoIncrement && field.autoIncrementStart ? field.autoIncrementStart : null,
    identity: {
      always: field.autoIncrement === true && field.identity?.always === true,
      incrementBy: (field.autoIncrement && field.identity?.incrementBy) || 1,
      cycle: field.autoIncrement === true && field.identity?.cycle === true,
    },
    sharedSequence: (field.autoIncrement && field.sharedSequence) || null,
    sharedSequenceSchema: (field.autoIncrement && field.sharedSequence && field.sharedSequenceSchema) || null,
    sharedSequenceOwner:
      field.autoIncrement === true && !!field.sharedSequence && field.sharedSequenceOwner === true,
    required,
    unique: field.unique === true,
    primaryKey,
    autoIncrement: field.autoIncrement === true,
    defaultValue: defaultKind === 'none' ? null : (field.defaultValue ?? null),
    defaultKind,
    defaultExpression: expression,
    mysqlDefault: mysqlDefaultOf(field, defaultKind, withTimeZone, types.mysql, database),
    postgresqlDefault: postgresqlDefaultOf(field),
    enumValues,
    codes,
    enumName,
    enumTypeName: field.type === 'enum' ? (field.enumTypeName ?? null) : null,
    enumTypeSchema: field.type === 'enum' && field.enumTypeName ? (field.enumTypeSchema ?? null) : null,
    postgresqlDomain: field.postgresqlDomain
      ? {
          name: field.postgresqlDomain.name,
          schema: field.postgresqlDomain.schema ?? null,
          sqlName: postgresqlTypeName(field.postgresqlDomain.name, field.postgresqlDomain.schema),
          notNull: field.postgresqlDomain.notNull === true,
          default: field.postgresqlDomain.default === true,
          nullDefault: false,
        }
      : null,
    validation: {
      min: field.validation?.min ?? null,
      max: field.validation?.max ?? null,
      pattern: field.validation?.pattern || null,
      email: field.validation?.email === true,
    },
    names,
    types,
    isForeignKey,
    isLast: false,
    ident: identifiersOf(names),
    literals:
      defaultKind === 'literal' && field.defaultValue !== undefined && field.defaultValue !== null
        ? literalsOf({ type: field.type, unsigned, value: field.defaultValue, enumValues, enumName })
        : null,
    ...presentation,
    writeOnly: presentation.role === 'SECRET',
    readOnly,
    requiredOnCreate:
      presentation.inForm && (required || (primaryKey && !serverKey)) && defaultKind === 'none' && !readOnly,
    // Set by buildContext, which knows the entity a foreign key points at.
    reference: null,
    widget: 'string',
    searchWidget: null,
    wireFormat: wireFormatOf({ type: field.type, withTimeZone }),
    codesName: codesNameOf({ codes, enumName, names }, className),
    array: array
      ? {
          element: array,
          enumType: field.enumTypeName
            ? {
                name: field.enumTypeName,
                schema: field.enumTypeSchema ?? null,
                values: (field.enumValues ?? []).map((v) => v.value),
              }
            : null,
        }
      : null,
    // An enum's import depends on the package layout of the set that writes it.
    imports: { java: field.type === 'enum' ? '' : javaImportOf(types.java) },
    maxLength: maxLengthOf({ type: field.type, length, validation: field.validation }),
    minValue: minValueOf({ type: field.type, unsigned, validation: field.validation }),
  });
}

/** Copies of the fields with `isLast` true on the last one of this particular list. */
export function withIsLast(fields: FieldContext[]): FieldContext[] {
  return fields.map((f, i) => ({ ...f, isLast: i === fields.length - 1 }));
}
