// Identifier case conversions shared by the context builder and the template filters.
// Non-ASCII text (Chinese labels) is never transliterated: it is dropped from identifiers.
import type { Names } from '../context/types';
import type { Entity, ProjectSettings } from './types';

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  goose: 'geese',
  foot: 'feet',
  tooth: 'teeth',
};
const IRREGULAR_SINGULARS = Object.fromEntries(Object.entries(IRREGULAR_PLURALS).map(([s, p]) => [p, s]));
// Words whose plural is the same as the singular.
const UNCOUNTABLE = new Set([
  'data',
  'info',
  'information',
  'news',
  'series',
  'species',
  'equipment',
  'money',
  'sheep',
  'fish',
  'metadata',
  'feedback',
  'staff',
]);

/** Splits camelCase, PascalCase, snake_case, kebab-case and spaced text into lower-case ASCII words. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const capitalize = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export function pascal(text: string): string {
  return words(text).map(capitalize).join('');
}

export function camel(text: string): string {
  const p = pascal(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

export function snake(text: string): string {
  return words(text).join('_');
}

export function kebab(text: string): string {
  return words(text).join('-');
}

export function constant(text: string): string {
  return words(text).join('_').toUpperCase();
}

/** Keeps the case of the original word when swapping its ending. */
function withCaseOf(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original !== original.toLowerCase())
    return replacement.toUpperCase();
  if (original.charAt(0) === original.charAt(0).toUpperCase()) return capitalize(replacement);
  return replacement;
}

export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTABLE.has(lower)) return word;
  if (IRREGULAR_PLURALS[lower]) return withCaseOf(word, IRREGULAR_PLURALS[lower]);
  if (IRREGULAR_SINGULARS[lower]) return word;
  if (/(ss|sh|ch|x|z|[^aeiou]o)$/.test(lower) && !/(photo|piano|logo|video|memo|promo|info)$/.test(lower))
    return `${word}${withCaseOf(word.slice(-1), 'es')}`;
  if (/s$/.test(lower) && !/(us|ss|is)$/.test(lower)) return word; // already plural: orders
  if (/(us|is)$/.test(lower)) return `${word}${withCaseOf(word.slice(-1), 'es')}`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}${withCaseOf(word.slice(-1), 'ies')}`;
  return `${word}${withCaseOf(word.slice(-1), 's')}`;
}

export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTABLE.has(lower)) return word;
  if (IRREGULAR_SINGULARS[lower]) return withCaseOf(word, IRREGULAR_SINGULARS[lower]);
  if (/(ss|us|is)$/.test(lower)) return word;
  if (/(status|bus|campus|virus|bonus|census|radius|corpus|syllabus|apparatus)es$/.test(lower))
    return word.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}${withCaseOf(word.slice(-3), 'y')}`;
  if (/(sses|shes|ches|xes|zes|oes)$/.test(lower)) return word.slice(0, -2);
  if (/s$/.test(lower)) return word.slice(0, -1);
  return word;
}

/** Applies `change` to the last ASCII word of `text`, keeping separators and case style. */
function changeLastWord(text: string, change: (word: string) => string): string {
  const match = /([A-Za-z]+)([^A-Za-z]*)$/.exec(text);
  if (!match) return text;
  // In camel/Pascal text the last word starts at the last capital.
  const lastRun = match[1];
  const split = /^(.*[a-z0-9])([A-Z][a-z]*)$/.exec(lastRun);
  const head = split ? split[1] : '';
  const word = split ? split[2] : lastRun;
  return `${text.slice(0, match.index)}${head}${change(word)}${match[2]}`;
}

/** Plural of the last word, in the same style as the input: `order_item` → `order_items`, `Category` → `Categories`. */
export function plural(text: string): string {
  return changeLastWord(text, pluralWord);
}

export function singular(text: string): string {
  return changeLastWord(text, singularWord);
}

// A model repeats the same identifiers (field names across entities, class names in relations): deriving
// every variant once per name keeps a large model's context build fast. Bounded for long-lived servers.
const NAMES_CACHE = new Map<string, Names>();
const NAMES_CACHE_LIMIT = 10_000;

/** Every name variant of an identifier, as templates see it (a fresh object on every call). */
export function namesOf(raw: string): Names {
  let names = NAMES_CACHE.get(raw);
  if (!names) {
    names = deriveNames(raw);
    if (NAMES_CACHE.size >= NAMES_CACHE_LIMIT) NAMES_CACHE.clear();
    NAMES_CACHE.set(raw, names);
  }
  return { ...names, plural: { ...names.plural } };
}

function deriveNames(raw: string): Names {
  const pluralSnake = plural(snake(raw));
  return {
    raw,
    pascal: pascal(raw),
    camel: camel(raw),
    snake: snake(raw),
    kebab: kebab(raw),
    constant: constant(raw),
    plural: {
      pascal: pascal(pluralSnake),
      camel: camel(pluralSnake),
      snake: pluralSnake,
      kebab: kebab(pluralSnake),
    },
  };
}

/** A table's name in the database from its model name: the project's prefix in front, unless it is there already. */
export function prefixedTable(tableName: string, prefix: string): string {
  return prefix && !tableName.startsWith(prefix) ? `${prefix}${tableName}` : tableName;
}

/** An entity's table in the database: the exact name when the model keeps one, else its prefixed model name. */
export function sqlTableOf(entity: Pick<Entity, 'tableName' | 'sqlTableName'>, prefix: string): string {
  return entity.sqlTableName || prefixedTable(entity.tableName, prefix);
}

/** Where a project's DDL creates a table: its PostgreSQL schema (null: the default one) and its name there. */
export interface DatabaseTable {
  schema: string | null;
  table: string;
}

/**
 * An entity's table as the DDL export creates it in `project` (buildContext names tables by it). A MySQL project has
 * no schemas: a table of one goes by its prefixed tableName there, its exact sqlTableName being the schema's.
 */
export function databaseTableOf(
  entity: Pick<Entity, 'tableName' | 'sqlTableName' | 'sqlSchema'>,
  project: Partial<Pick<ProjectSettings, 'database' | 'tablePrefix'>>,
): DatabaseTable {
  const prefix = project.tablePrefix ?? '';
  if (project.database !== 'POSTGRESQL')
    return {
      schema: null,
      table: entity.sqlSchema ? prefixedTable(entity.tableName, prefix) : sqlTableOf(entity, prefix),
    };
  return { schema: entity.sqlSchema || null, table: sqlTableOf(entity, prefix) };
}
