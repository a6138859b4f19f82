// The filters templates get on top of LiquidJS's built-ins: names, string literals, type mapping.
import type { Liquid } from 'liquidjs';

import type { FieldContext, TypeMap } from '../context/types';
import { camel, constant, kebab, pascal, plural, singular, snake } from '../model/names';
import { mapTypes } from '../model/type-map';
import { FIELD_TYPES, type FieldType } from '../model/types';
import { goString, javaString, jsString, pyString, sqlBytes, sqlName, sqlString } from './string-literals';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const NAME_FILTERS: Record<string, (value: string) => string> = {
  pascal,
  camel,
  snake,
  kebab,
  constant,
  plural,
  singular,
};

const LITERAL_FILTERS: Record<string, (value: string) => string> = {
  java_string: javaString,
  js_string: jsString,
  py_string: pyString,
  go_string: goString,
};

const TYPE_TARGETS: (keyof TypeMap)[] = ['java', 'ts', 'go', 'python', 'mysql', 'postgresql'];

const isFieldContext = (value: unknown): value is FieldContext =>
  typeof value === 'object' &&
  value !== null &&
  'types' in value &&
  typeof (value as FieldContext).types === 'object';

/** `{{ field | java }}` reads the precomputed type; `{{ 'long' | java }}` maps a bare (required) type name. */
function typeFilter(target: keyof TypeMap) {
  return (value: unknown): string => {
    if (isFieldContext(value)) return value.types[target];
    const type = text(value);
    if (!(FIELD_TYPES as readonly string[]).includes(type) || type === 'enum')
      throw new Error(
        `过滤器 ${target} 需要字段对象或字段类型（${FIELD_TYPES.filter((t) => t !== 'enum').join('、')}），收到「${type}」`,
      );
    return mapTypes({
      type: type as FieldType,
      length: null,
      precision: null,
      scale: null,
      optional: false,
      enumName: null,
      enumValues: [],
    })[target];
  };
}

/** The filters that write a value in one SQL dialect: `{{ x | sql_name: 'mysql' }}`, else the project's. */
const SQL_FILTERS: Record<string, (value: string, dialect: 'mysql' | 'postgresql') => string> = {
  sql_string: sqlString,
  sql_bytes: sqlBytes,
  sql_name: sqlName,
};

export function registerFilters(liquid: Liquid): void {
  for (const [name, fn] of Object.entries(NAME_FILTERS))
    liquid.registerFilter(name, (value: unknown) => fn(text(value)));
  for (const [name, fn] of Object.entries(LITERAL_FILTERS))
    liquid.registerFilter(name, (value: unknown) => fn(text(value)));
  // Without an explicit dialect, the project's database decides (how backslashes are written, which quotes).
  for (const [name, fn] of Object.entries(SQL_FILTERS))
    liquid.registerFilter(
      name,
      function (this: { context: { getSync(path: string[]): unknown } }, value: unknown, dialect?: unknown) {
        const chosen = text(dialect || this.context.getSync(['project', 'database'])).toLowerCase();
        return fn(text(value), chosen === 'mysql' ? 'mysql' : 'postgresql');
      },
    );
  // A name written into a `--` line must stay on it: a line break would start a statement of its own.
  liquid.registerFilter('sql_comment', (value: unknown) => sqlComment(text(value)));
  for (const target of TYPE_TARGETS) liquid.registerFilter(target, typeFilter(target));
}

/** The text with every control character (line breaks included) turned into a space. */
export const sqlComment = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
