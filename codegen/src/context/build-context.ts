// buildContext: a validated Model → exactly what templates see (see ./types.ts).
import { commentAfterLabel, sqlCommentOf } from '../model/comment';
import { databaseTableOf, namesOf, sqlTableOf, words } from '../model/names';
import type { Entity, Field, Model, RelationKind } from '../model/types';
import { keyPartTypes, mysqlKeyOf } from '../model/mysql-index';
import { mysqlTableCharsetOf } from '../model/type-map';
import { isReferableKey } from '../model/validate-relations';
import { tableRoutineNames } from '../ddl/import/routines';
import { GENERATOR_VERSION } from '../version';
import { apiContextOf } from './api-contract';
import { buildField, withInputs, withIsLast } from './build-field';
import { checkExpressionFor } from './check-expression';
import { identifiersOf } from './identifiers';
import { literalsOf } from './literals';
import { withMysqlKeyTypes } from './mysql-key-types';
import { withMysqlRowTexts } from './mysql-row-types';
import { withPostgresqlDomains } from './postgresql-domains';
import { postgresqlNames, postgresqlNameWithTable } from './postgresql-names';
import { resolveRelations, type ResolvedRelation } from './resolve-relations';
import type {
  EntityContext,
  FieldContext,
  JoinTableContext,
  Literals,
  ProjectContext,
  RelationContext,
  TemplateContext,
} from './types';

/** Derived search conditions an entity keeps (the model's own always count): a list page's search bar stays short. */
export const SEARCH_FIELDS_DERIVED = 5;

/** Which derived conditions win a place: codes and flags, then references, then text, then the creation time. */
const searchRank = (f: FieldContext): number =>
  f.search === 'EQ' && !f.isForeignKey ? 0 : f.isForeignKey ? 1 : f.search === 'LIKE' ? 2 : 3;

const INVERSE_KIND: Record<RelationKind, RelationKind> = {
  ONE_TO_ONE: 'ONE_TO_ONE',
  ONE_TO_MANY: 'MANY_TO_ONE',
  MANY_TO_ONE: 'ONE_TO_MANY',
  MANY_TO_MANY: 'MANY_TO_MANY',
};

/**
 * A MySQL project has no schemas: a table of a PostgreSQL schema goes by its own tableName there (the import names
 * archive.orders beside orders archive_orders), as validation checks it.
 */
function withoutSchemas(entities: Entity[]): Entity[] {
  return entities.map((e) => {
    if (!e.sqlSchema) return e;
    const { sqlSchema: _schema, sqlTableName: _exact, ...rest } = e;
    return rest;
  });
}

function buildProject(model: Model): ProjectContext {
  const { project } = model;
  // A Chinese project name has no identifier form: fall back to the package's last segment.
  const identifierSource =
    words(project.name).length > 0 ? project.name : project.basePackage.split('.').pop()!;
  const beforeTables = tableRoutineNames(model);
  return {
    name: project.name,
    description: project.description ?? '',
    basePackage: project.basePackage,
    packagePath: project.basePackage.split('.').join('/'),
    database: project.database,
    author: project.author ?? '',
    tablePrefix: project.tablePrefix ?? '',
    names: { ...namesOf(identifierSource), raw: project.name },
    api: apiContextOf(project.apiStyle ?? 'MODELSMITH'),
    postgresqlExtensions: (project.postgresqlExtensions ?? []).map((e) => ({
      name: e.name,
      schema: e.schema ?? null,
    })),
    postgresqlRoutines: (project.postgresqlRoutines ?? []).map((r) => ({
      name: r.name,
      definition: r.definition,
      beforeTables: beforeTables.has(r.name),
    })),
    postgresqlSequences: (project.postgresqlSequences ?? []).map((s) => ({
      name: s.name,
      definition: s.definition,
    })),
    mysqlSequences: (project.mysqlSequences ?? []).map((s) => ({ name: s.name, definition: s.definition })),
    postgresqlTypes: (project.postgresqlTypes ?? []).map((t) => ({
      name: t.name,
      schema: t.schema ?? null,
      definition: t.definition,
    })),
  };
}

/** Keeps SEARCH_FIELDS_DERIVED derived search conditions by rank (in field order); the model's own stay as they are. */
function capDerivedSearch(fields: FieldContext[], declared: Field[]): FieldContext[] {
  const derived = fields.filter((f) => f.search !== null && !declared.find((d) => d.name === f.name)?.search);
  const kept = new Set(
    derived
      .map((f, order) => ({ f, order }))
      .sort((a, b) => searchRank(a.f) - searchRank(b.f) || a.order - b.order)
      .slice(0, SEARCH_FIELDS_DERIVED)
      .map(({ f }) => f.name),
  );
  return fields.map((f) => (derived.includes(f) && !kept.has(f.name) ? { ...f, search: null } : f));
}

/** The two values of a deletion marker: labelled codes (`0` 存在, `2` 删除) when the column has them, else 1 / 0. */
function logicalDeleteOf(fields: FieldContext[]): EntityContext['logicalDelete'] {
  const field = fields.find((f) => f.role === 'LOGICAL_DELETE');
  if (!field) return null;
  const byLabel = (pattern: RegExp) => field.codes.find((v) => pattern.test(v.label ?? ''))?.value;
  const literal = (value: string | boolean): Literals | null =>
    literalsOf({
      type: field.type,
      unsigned: field.unsigned,
      value,
      enumValues: field.enumValues,
      enumName: field.enumName,
    });
  const deleted = literal(field.type === 'boolean' ? true : (byLabel(/删除|已删|deleted/i) ?? '1'));
  const live = literal(
    field.type === 'boolean' ? false : (byLabel(/存在|正常|未删|有效|live|active/i) ?? '0'),
  );
  return deleted && live ? { field, deleted, live } : null;
}

/** A parent id pointing at the same table: a declared self relation, else a `parent_id` of the key's type. */
function treeParentOf(
  entity: Entity,
  fields: FieldContext[],
  relations: RelationContext[],
): EntityContext['treeParent'] {
  const self = relations.find(
    (r) => r.owner && r.kind === 'MANY_TO_ONE' && r.target.className === entity.className && r.joinField,
  );
  if (self) return { field: self.joinField!, relation: self.name };
  const keys = fields.filter((f) => f.primaryKey);
  const parent = fields.find((f) => f.column === 'parent_id');
  return keys.length === 1 && parent && parent.type === keys[0].type
    ? { field: parent, relation: null }
    : null;
}

/** Index methods only PostgreSQL has (hash and BRIN become a B-tree on MySQL, FULLTEXT and SPATIAL are MySQL's). */
const POSTGRESQL_ONLY_METHODS: ReadonlySet<string> = new Set(['gin', 'gist', 'spgist']);

/** Words that name a row: `name`, `title`, `label`, and columns ending in them (`user_name`, `nickName`). */
const NAMING = /^(name|title|label)$/i;
const NAMING_SUFFIX = /(name|title)$/i;

/** The field people read to tell rows apart: a name or title, else a unique, required or any text, else the key. */
export function displayFieldOf(fields: FieldContext[]): FieldContext {
  const texts = fields.filter(
    (f) =>
      (f.type === 'string' || f.type === 'text') && f.role === 'DATA' && !f.primaryKey && !f.isForeignKey,
  );
  const rank = (f: FieldContext): number =>
    (NAMING.test(f.name) ? 0 : NAMING_SUFFIX.test(f.name) ? 2 : f.unique ? 4 : f.required ? 6 : 8) +
    (f.type === 'text' ? 1 : 0);
  const [best] = texts
    .map((f, order) => ({ f, order }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.order - b.order);
  return best?.f ?? fields.find((f) => f.primaryKey) ?? fields[0];
}

/** Gives every foreign key whose target has a single key the target's route, key and display field. */
function withReferences(
  relations: ResolvedRelation[],
  fieldContexts: Map<string, FieldContext[]>,
  basePath: string,
): void {
  for (const r of relations) {
    if (!r.holder || !r.joinField) continue;
    const target = r.holder === r.owner ? r.target : r.owner;
    const targetFields = fieldContexts.get(target.className) ?? [];
    const keys = targetFields.filter((f) => f.primaryKey);
    if (keys.length !== 1) continue;
    const names = namesOf(target.className);
    const reference = {
      className: target.className,
      names,
      path: `${basePath}/${names.plural.kebab}`,
      valueField: keys[0].name,
      labelField: displayFieldOf(targetFields).name,
    };
    const holderFields = fieldContexts.get(r.holder.className)!;
    fieldContexts.set(
      r.holder.className,
      holderFields.map((f) => (f.name === r.joinField ? { ...f, reference } : f)),
    );
  }
}

/** The key fields in the key's order: the model's primaryKeyOrder, then any key field it leaves out, in field order. */
function inKeyOrder(entity: Entity, fields: FieldContext[]): FieldContext[] {
  const keys = fields.filter((f) => f.primaryKey);
  const order = (entity.primaryKeyOrder ?? []).filter((name) => keys.some((k) => k.name === name));
  const rank = (f: FieldContext) =>
    order.includes(f.name) ? order.indexOf(f.name) : order.length + keys.indexOf(f);
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

/** The names of an entity's key fields in the key's order. */
const keyNamesOf =
  (fieldContexts: Map<string, FieldContext[]>) =>
  (entity: Entity): string[] =>
    inKeyOrder(entity, fieldContexts.get(entity.className) ?? []).map((f) => f.name);

const labelOf = (entity: Entity): string => entity.label || entity.comment || entity.className;

/** A MANY_TO_MANY's join table with the defaults the model leaves out (see JoinTable). */
function joinTableContext(r: ResolvedRelation): JoinTableContext {
  const j = r.joinTable!;
  return {
    name: j.name,
    joinColumn: j.joinColumn,
    inverseJoinColumn: j.inverseJoinColumn,
    target: r.target.className,
    key: j.key ?? 'primary',
    onDelete: j.onDelete === undefined ? 'CASCADE' : j.onDelete,
    onUpdate: j.onUpdate ?? null,
    inverseOnDelete: j.inverseOnDelete === undefined ? 'CASCADE' : j.inverseOnDelete,
    inverseOnUpdate: j.inverseOnUpdate ?? null,
    comment: j.comment ?? `${labelOf(r.owner)}与${labelOf(r.target)}的关联`,
    mysqlCharset: mysqlTableCharsetOf(j.mysqlCharset ? j : r.owner),
  };
}

function relationSide(
  r: ResolvedRelation,
  side: 'owner' | 'inverse',
  fieldsOf: (className: string) => FieldContext[],
  prefix: string,
): RelationContext {
  const other = side === 'owner' ? r.target : r.owner;
  const otherNames = namesOf(other.className);
  const name = side === 'owner' ? r.relation.name : r.relation.inverseName!;
  const kind = side === 'owner' ? r.relation.kind : INVERSE_KIND[r.relation.kind];
  const joinField =
    r.holder && r.joinField
      ? (fieldsOf(r.holder.className).find((f) => f.name === r.joinField) ?? null)
      : null;
  // joinColumn always points at this side's entity, so each side reads the join table from its own view.
  const joinTable = r.joinTable
    ? side === 'owner'
      ? {
          name: r.joinTable.name,
          joinColumn: r.joinTable.joinColumn,
          inverseJoinColumn: r.joinTable.inverseJoinColumn,
        }
      : {
          name: r.joinTable.name,
          joinColumn: r.joinTable.inverseJoinColumn,
          inverseJoinColumn: r.joinTable.joinColumn,
        }
    : null;
  const otherKeys = fieldsOf(other.className).filter((f) => f.primaryKey);
  return {
    name,
    names: namesOf(name),
    kind,
    owner: side === 'owner',
    target: {
      className: other.className,
      tableName: sqlTableOf(other, prefix),
      names: otherNames,
      ident: identifiersOf(otherNames),
      idField: otherKeys.length === 1 ? otherKeys[0] : null,
    },
    inverseName: side === 'owner' ? (r.relation.inverseName ?? null) : r.relation.name,
    joinField,
    joinTable,
    required: side === 'owner' ? r.relation.required === true : false,
    onDelete: r.relation.onDelete ?? null,
    onUpdate: r.relation.onUpdate ?? null,
    deferrable: r.relation.deferrable ?? null,
    match: r.relation.match ?? null,
    notValid: r.relation.notValid === true,
    label: side === 'owner' ? r.relation.label || labelOf(r.target) : labelOf(r.owner),
    many: kind === 'ONE_TO_MANY' || kind === 'MANY_TO_MANY',
  };
}

function compositeForeignKeys(
  entity: Entity,
  entities: Entity[],
  byName: Map<string, FieldContext>,
  fieldsOf: (className: string) => FieldContext[],
  prefix: string,
): EntityContext['compositeForeignKeys'] {
  return (entity.relations ?? []).flatMap((relation) => {
    const target = entities.find((e) => e.className === relation.target);
    if (!relation.joinFields || !target) return [];
    return [
      {
        name: relation.name,
        columns: relation.joinFields.map((name) => byName.get(name)?.column ?? name),
        targetTable: sqlTableOf(target, prefix),
        targetSchema: target.sqlSchema || null,
        // A unique key other than the primary key, when the relation names it.
        targetColumns: relation.referencedFields
          ? relation.referencedFields.map(
              (name) => fieldsOf(target.className).find((f) => f.name === name)?.column ?? name,
            )
          : inKeyOrder(target, fieldsOf(target.className)).map((f) => f.column),
        uniqueKey: relation.referencedFields !== undefined,
        indexedKey:
          relation.referencedFields !== undefined && !isReferableKey(target, relation.referencedFields),
        onDelete: relation.onDelete ?? null,
        onDeleteColumns: (relation.onDeleteSetFields ?? []).map((name) => byName.get(name)?.column ?? name),
        onUpdate: relation.onUpdate ?? null,
        deferrable: relation.deferrable ?? null,
        match: relation.match ?? null,
        notValid: relation.notValid === true,
      },
    ];
  });
}

export function buildContext(source: Model): TemplateContext {
  const model =
    source.project.database !== 'POSTGRESQL' && source.entities.some((e) => e.sqlSchema)
      ? { ...source, entities: withoutSchemas(source.entities) }
      : source;
  const prefix = model.project.tablePrefix ?? '';
  const { relations, fields } = resolveRelations(model.entities, prefix);
  const foreignKeys = new Set(
    relations.filter((r) => r.holder).map((r) => `${r.holder!.className}.${r.joinField}`),
  );
  const fieldContexts = new Map<string, FieldContext[]>(
    model.entities.map((entity) => [
      entity.className,
      withIsLast(
        (fields.get(entity.className) ?? entity.fields).map((f) =>
          buildField(
            f,
            entity.className,
            foreignKeys.has(`${entity.className}.${f.name}`),
            model.project.database,
            mysqlTableCharsetOf(entity).charset,
          ),
        ),
      ),
    ]),
  );
  for (const entity of model.entities)
    fieldContexts.set(
      entity.className,
      capDerivedSearch(fieldContexts.get(entity.className)!, fields.get(entity.className) ?? entity.fields),
    );
  const project = buildProject(model);
  withReferences(relations, fieldContexts, project.api.basePath);
  withMysqlKeyTypes(model.entities, relations, keyNamesOf(fieldContexts), fieldContexts);
  withMysqlRowTexts(model.entities, fieldContexts);
  withPostgresqlDomains(model.project.postgresqlTypes ?? [], fieldContexts);
  for (const [className, list] of fieldContexts) fieldContexts.set(className, list.map(withInputs));
  const fieldsOf = (className: string): FieldContext[] => fieldContexts.get(className) ?? [];
  const entities = model.entities.map((entity): EntityContext => {
    const all = fieldsOf(entity.className);
    const byName = new Map(all.map((f) => [f.name, f]));
    const columns = all.map((f) => f.column);
    const primaryKeys = inKeyOrder(entity, all);
    const declared = relations
      .filter((r) => r.owner === entity)
      .map((r) => relationSide(r, 'owner', fieldsOf, prefix));
    const inverse = relations
      .filter((r) => r.target === entity && r.relation.inverseName)
      .map((r) => relationSide(r, 'inverse', fieldsOf, prefix));
    const entityRelations = [...declared, ...inverse];
    const names = namesOf(entity.className);
    // The naming the trigger checks and renames share: a trigger is created on the table its ON names.
    const table = databaseTableOf(entity, model.project);
    const indexNames = postgresqlNames((entity.indexes ?? []).map((i) => i.name));
    const checkNames = postgresqlNames((entity.checks ?? []).map((c) => c.name || null));
    return {
      className: entity.className,
      tableName: table.table,
      schema: table.schema,
      virtualPrimaryKey: entity.virtualPrimaryKey === true,
      keyless: primaryKeys.length === 0,
      label: labelOf(entity),
      comment: commentAfterLabel(entity.label, entity.comment),
      sqlComment: sqlCommentOf(entity.label, entity.comment, [
        entity.className,
        entity.tableName,
        sqlTableOf(entity, prefix),
      ]),
      names,
      fields: all,
      editableFields: withIsLast(
        all.filter((f) => !f.primaryKey && !f.autoIncrement && f.defaultKind !== 'current_timestamp'),
      ),
      primaryKeys: withIsLast(primaryKeys),
      idField: primaryKeys.length === 1 ? primaryKeys[0] : null,
      compositeKey: primaryKeys.length > 1,
      enumFields: withIsLast(all.filter((f) => f.type === 'enum')),
      indexes: (entity.indexes ?? []).map((index, position) => {
        const indexFields = index.fields.flatMap((name) => byName.get(name) ?? []);
        const prefixLengths = index.fields.map((_, i) => index.prefixLengths?.[i] ?? null);
        const mysqlKey = mysqlKeyOf(
          keyPartTypes(
            indexFields.map((f) => f.types.mysql),
            index,
          ),
          prefixLengths,
          index.unique && !index.where,
          indexFields.map((f) => f.mysqlCharBytes),
        );
        return {
          name: index.name,
          postgresqlName: indexNames[position]!,
          postgresqlNameWithTable: postgresqlNameWithTable(table.table, index.name),
          unique: index.unique,
          primary: index.primary === true,
          fields: withIsLast(indexFields),
          columns: indexFields.map((f) => f.column),
          prefixLengths,
          expressions: index.fields.map((_, i) => index.expressions?.[i] ?? null),
          expressionsDialect: index.expressions?.some((e) => e !== null)
            ? (index.expressionsDialect ?? 'postgresql')
            : null,
          where: index.where ?? null,
          descending: index.fields.map((_, i) => index.descending?.[i] === true),
          nullsOrder: index.fields.map((_, i) => index.nullsOrder?.[i] ?? null),
          mysqlPrefixLengths: mysqlKey.prefixLengths,
          // MySQL has no GIN, GiST or SP-GiST index: the MySQL DDL leaves one out (with a comment).
          mysqlIndexable: mysqlKey.unindexable === null && !POSTGRESQL_ONLY_METHODS.has(index.method ?? ''),
          method: index.method ?? null,
          opclasses: index.fields.map((_, i) => index.opclasses?.[i] ?? null),
          collations: index.fields.map((_, i) => index.collations?.[i] ?? null),
          include: (index.include ?? [])
            .map((name) => byName.get(name)?.column)
            .filter((column): column is string => column !== undefined),
          nullsNotDistinct: index.unique && index.nullsNotDistinct === true,
          mysqlUsingHash: index.unique && !index.where && index.mysqlUsingHash === true,
        };
      }),
      relations: entityRelations,
      compositeForeignKeys: compositeForeignKeys(entity, model.entities, byName, fieldsOf, prefix),
      checks: (entity.checks ?? []).map((c, position) => ({
        name: c.name || null,
        postgresqlName: checkNames[position],
        expression: c.expression,
        mysqlExpression: checkExpressionFor(c.expression, columns, 'mysql'),
        postgresqlExpression: checkExpressionFor(c.expression, columns, 'postgresql'),
        dialect: c.dialect ?? null,
        notValid: c.notValid === true,
        noInherit: c.noInherit === true,
      })),
      exclusions: (entity.exclusions ?? []).map((x) => ({ name: x.name || null, definition: x.definition })),
      unlogged: entity.unlogged === true,
      storageParameters: entity.storageParameters || null,
      mysqlCharset: mysqlTableCharsetOf(entity),
      systemVersioning: entity.systemVersioning
        ? {
            rowStart: byName.get(entity.systemVersioning.rowStart ?? '')?.column ?? null,
            rowEnd: byName.get(entity.systemVersioning.rowEnd ?? '')?.column ?? null,
          }
        : null,
      triggers: (entity.triggers ?? []).map((t) => ({
        name: t.name,
        dialect: t.dialect,
        definition: t.definition,
        disabled: t.disabled === true,
      })),
      rowSecurity: entity.rowSecurity === true,
      forceRowSecurity: entity.forceRowSecurity === true,
      policies: (entity.policies ?? []).map((p) => ({ name: p.name, definition: p.definition })),
      partitioning: entity.partitioning
        ? {
            dialect: entity.partitioning.dialect,
            by: entity.partitioning.by,
            count: entity.partitioning.count ?? null,
            partitions: (entity.partitioning.partitions ?? []).map((p) => ({
              name: p.name,
              bound: p.bound,
              of: p.of ?? null,
              by: p.by ?? null,
              subpartitions: p.subpartitions ?? [],
              indexes: (p.indexes ?? []).map((i) => ({
                name: i.name ?? null,
                unique: i.unique === true,
                definition: i.definition,
              })),
            })),
            subpartitionBy: entity.partitioning.subpartitionBy ?? null,
            subpartitionCount: entity.partitioning.subpartitionCount ?? null,
          }
        : null,
      joinTables: relations.filter((r) => r.owner === entity && r.joinTable).map(joinTableContext),
      ident: identifiersOf(names),
      listFields: withIsLast(all.filter((f) => f.inList)),
      formFields: withIsLast(all.filter((f) => f.inForm)),
      searchFields: withIsLast(all.filter((f) => f.search !== null)),
      responseFields: withIsLast(all.filter((f) => !f.writeOnly)),
      auditFields: withIsLast(all.filter((f) => f.audit !== null)),
      logicalDelete: logicalDeleteOf(all),
      displayField: displayFieldOf(all),
      treeParent: treeParentOf(entity, all, entityRelations),
    };
  });
  return {
    project,
    entities,
    generator: { name: 'Modelsmith', version: GENERATOR_VERSION },
  };
}
