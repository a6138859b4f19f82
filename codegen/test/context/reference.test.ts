// TEMPLATE_REFERENCE against the real context and engine, both ways, so the reference panel cannot rot:
// every documented path exists, every context key is documented, every filter matches, every example renders.
import { Liquid } from 'liquidjs';

import { buildContext } from '../../src/context/build-context';
import {
  TEMPLATE_REFERENCE,
  type ReferenceEntry,
  type ReferenceExample,
  type ReferenceFilter,
  type ReferenceVariable,
} from '../../src/context/reference';
import type { TemplateContext } from '../../src/context/types';
import { createLiquid } from '../../src/engine/liquid';
import { DEFAULT_LIMITS } from '../../src/engine/limits';
import { SAMPLE_MODEL } from '../../src/model/sample-model';
import type { Model } from '../../src/model/types';
import { validateModel } from '../../src/model/validate';
import { makeSet } from '../engine/helpers';

const entries: ReferenceEntry[] = TEMPLATE_REFERENCE.sections.flatMap((s) => s.entries);
const variables = entries.filter((e): e is ReferenceVariable => e.kind === 'variable');
const filters = entries.filter((e): e is ReferenceFilter => e.kind === 'filter');
const documented = new Map(variables.map((v) => [v.path, v]));

/** The sample plus what it lacks (a CHECK, a many-to-many, a composite key, FK actions), so those keys have values. */
function withEveryShape(model: Model): Model {
  const copy = structuredClone(model);
  copy.entities.push({
    className: 'Tag',
    tableName: 'tag',
    label: '标签',
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
      { name: 'name', column: 'name', type: 'string', length: 32, required: true },
      // A column the database computes.
      {
        name: 'nameLength',
        column: 'name_length',
        type: 'int',
        generated: { expression: 'char_length(name)', stored: true, dialect: 'postgresql' },
      },
      // A default the database computes.
      {
        name: 'slug',
        column: 'slug',
        type: 'string',
        length: 40,
        defaultExpression: { expression: "concat('tag-', uuid())", dialect: 'mysql' },
      },
      // RuoYi's deletion marker: a coded char, so entity.logicalDelete has values.
      {
        name: 'delFlag',
        column: 'del_flag',
        type: 'string',
        length: 1,
        fixedLength: true,
        defaultValue: '0',
        enumValues: [
          { value: '0', label: '代表存在' },
          { value: '2', label: '代表删除' },
        ],
      },
    ],
    // A partial unique index (PostgreSQL).
    indexes: [{ name: 'uk_tag_name', fields: ['name'], unique: true, where: "del_flag = '0'" }],
  });
  const product = copy.entities.find((e) => e.className === 'Product')!;
  product.checks = [{ name: 'ck_product_price', expression: 'price >= 0', dialect: 'mysql' }];
  product.exclusions = [{ name: 'ex_product_name', definition: 'EXCLUDE USING gist (name WITH =)' }];
  product.triggers = [
    {
      name: 'product_touch',
      dialect: 'postgresql',
      definition:
        'CREATE TRIGGER product_touch BEFORE UPDATE ON product FOR EACH ROW EXECUTE FUNCTION tag_touch()',
      disabled: true,
    },
  ];
  product.rowSecurity = true;
  product.policies = [
    { name: 'product_own', definition: 'CREATE POLICY product_own ON product USING (price >= 0)' },
  ];
  product.relations!.push({
    name: 'tags',
    kind: 'MANY_TO_MANY',
    target: 'Tag',
    inverseName: 'products',
  });
  // A composite primary key referenced by a composite foreign key.
  copy.entities.push({
    className: 'Region',
    tableName: 'region',
    fields: [
      { name: 'country', column: 'country', type: 'string', length: 2, primaryKey: true },
      { name: 'code', column: 'code', type: 'string', length: 8, primaryKey: true },
    ],
  });
  const customer = copy.entities.find((e) => e.className === 'Customer')!;
  customer.fields.push(
    { name: 'regionCountry', column: 'region_country', type: 'string', length: 2 },
    { name: 'regionCode', column: 'region_code', type: 'string', length: 8 },
  );
  customer.relations = [
    {
      name: 'region',
      kind: 'MANY_TO_ONE',
      target: 'Region',
      joinFields: ['regionCountry', 'regionCode'],
      onDelete: 'SET NULL',
    },
  ];
  const item = copy.entities.find((e) => e.className === 'OrderItem')!;
  item.relations![0] = { ...item.relations![0], onDelete: 'CASCADE', onUpdate: 'RESTRICT' };
  // What a PostgreSQL import keeps beside the tables.
  copy.project.postgresqlExtensions = [{ name: 'pg_trgm', schema: 'public' }];
  copy.project.postgresqlRoutines = [
    {
      name: 'tag_ok',
      definition: "CREATE FUNCTION tag_ok(t text) RETURNS boolean LANGUAGE sql AS $$ SELECT t <> '' $$",
    },
  ];
  copy.project.postgresqlTypes = [{ name: 'address', definition: 'CREATE TYPE address AS (street text)' }];
  copy.project.postgresqlSequences = [
    { name: 'tag_no_seq', definition: 'CREATE SEQUENCE tag_no_seq START 100' },
  ];
  return copy;
}

function contextOf(model: Model): TemplateContext {
  const result = validateModel(model);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return buildContext(result.model);
}

/**
 * Every path in a template's scope with the values seen there: `[]` = each item of an array of objects
 * (arrays of plain values are leaves). Per-entity files add `entity`, walked once per entity.
 */
function contextPaths(ctx: TemplateContext): Map<string, unknown[]> {
  const seen = new Map<string, unknown[]>();
  const visit = (value: unknown, path: string): void => {
    seen.set(path, [...(seen.get(path) ?? []), value]);
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') visit(item, `${path}[]`);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(ctx)) visit(value, key);
  for (const entity of ctx.entities) visit(entity, 'entity');
  return seen;
}

/** The documented entry for a context path, following `sameAs` (e.g. entity.idField.names.pascal → entity.names.pascal). */
function documentedEntry(path: string, depth = 0): ReferenceVariable | undefined {
  const exact = documented.get(path);
  if (exact || depth > 10) return exact;
  const prefix = variables
    .filter((v) => v.sameAs && (path.startsWith(`${v.path}.`) || path.startsWith(`${v.path}[]`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return prefix ? documentedEntry(`${prefix.sameAs}${path.slice(prefix.path.length)}`, depth + 1) : undefined;
}

/** Whether a runtime value fits a documented type such as `string | null`, `'MYSQL' | 'POSTGRESQL'` or `FieldContext[]`. */
function fitsType(value: unknown, type: string): boolean {
  const alternatives = type.split(' | ').map((t) => t.trim());
  return alternatives.some((t) => {
    if (t === 'null') return value === null;
    if (t === 'string' || t === 'number' || t === 'boolean') return typeof value === t;
    if (/^'.*'$/.test(t)) return value === t.slice(1, -1);
    if (t.endsWith('[]')) return Array.isArray(value);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  });
}

const sample = buildContext(SAMPLE_MODEL);
const everyShape = contextOf(withEveryShape(SAMPLE_MODEL));
const liquid = createLiquid(makeSet({}), DEFAULT_LIMITS);

/** The scope an example renders in: the project scope, plus the given entity and loop variables. */
function scopeOf(ctx: TemplateContext, given: ReferenceExample['given']): Record<string, unknown> {
  const scope: Record<string, unknown> = { ...ctx };
  if (!given) return scope;
  if (!given.entity) throw new Error('an example gives a field, relation or index without its entity');
  const entity = ctx.entities.find((e) => e.className === given.entity);
  if (!entity) throw new Error(`the sample has no entity ${given.entity}`);
  scope.entity = entity;
  const pick = <T extends { name: string }>(
    list: T[],
    name: string | undefined,
    what: string,
  ): T | undefined => {
    if (name === undefined) return undefined;
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`the sample's ${entity.className} has no ${what} ${name}`);
    return found;
  };
  if (given.field) scope.field = pick(entity.fields, given.field, 'field');
  if (given.relation) scope.relation = pick(entity.relations, given.relation, 'relation');
  if (given.index) scope.index = pick(entity.indexes, given.index, 'index');
  return scope;
}

describe('TEMPLATE_REFERENCE', () => {
  const paths = new Map<string, unknown[]>();
  for (const ctx of [sample, everyShape])
    for (const [path, values] of contextPaths(ctx)) paths.set(path, [...(paths.get(path) ?? []), ...values]);

  it('documents each path and filter once, every entry with a description and an example', () => {
    const names = entries.map((e) => `${e.kind}:${e.path}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const incomplete = entries
      .filter((e) => !e.type || !e.description || !e.example.liquid)
      .map((e) => e.path);
    expect(incomplete).toEqual([]);
  });

  it('documents every key of the context, following sameAs', () => {
    const undocumented = [...paths.keys()].filter((path) => !documentedEntry(path));
    expect(undocumented).toEqual([]);
  });

  it('documents only paths that exist in the context', () => {
    const missing = variables.map((v) => v.path).filter((path) => !paths.has(path));
    expect(missing).toEqual([]);
    const badSameAs = variables.filter((v) => v.sameAs && !documented.has(v.sameAs)).map((v) => v.path);
    expect(badSameAs).toEqual([]);
  });

  it('gives every variable a type its values have', () => {
    const wrong = variables.flatMap((v) =>
      (paths.get(v.path) ?? [])
        .filter((value) => !fitsType(value, v.type))
        .map((value) => `${v.path}: ${v.type} ≠ ${JSON.stringify(value)}`),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('marks exactly the entity paths as per-entity', () => {
    const wrong = variables
      .filter((v) => (v.scope === 'entity') !== (v.path === 'entity' || v.path.startsWith('entity.')))
      .map((v) => v.path);
    expect(wrong).toEqual([]);
    expect(TEMPLATE_REFERENCE.scopes.map((s) => s.scope).sort()).toEqual(['entity', 'project']);
  });

  it('documents every filter the engine adds, and only filters the engine has', () => {
    const standard = new Set(Object.keys(new Liquid().filters));
    const added = Object.keys(liquid.filters).filter((name) => !standard.has(name));
    const documentedAdded = filters.filter((f) => !f.builtIn).map((f) => f.path);
    expect(documentedAdded.sort()).toEqual(added.sort());
    const notStandard = filters.filter((f) => f.builtIn && !standard.has(f.path)).map((f) => f.path);
    expect(notStandard).toEqual([]);
  });

  it('documents only tags LiquidJS has', () => {
    const tags = entries.filter((e) => e.kind === 'tag' && !e.path.startsWith('{%')).map((e) => e.path);
    expect(tags.filter((t) => !(t in liquid.tags))).toEqual([]);
  });

  it('keeps project-wide examples free of entity, and gives per-entity ones their entity', () => {
    const wrong = variables
      .filter((v) => (v.scope === 'entity') !== Boolean(v.example.given?.entity))
      .map((v) => v.path);
    expect(wrong).toEqual([]);
  });

  it.each(entries.map((e) => [`${e.kind} ${e.path}`, e] as const))(
    'renders the example of %s as documented on the sample model',
    (_name, entry) => {
      const { liquid: source, given, output } = entry.example;
      const rendered = liquid.parseAndRenderSync(source, scopeOf(sample, given)) as string;
      if (output !== undefined) expect(rendered).toBe(output);
      // Loops over what the sample lacks (checks, join tables) run here, so strict variables check their bodies.
      expect(() => liquid.parseAndRenderSync(source, scopeOf(everyShape, given))).not.toThrow();
    },
  );
});
