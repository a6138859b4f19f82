// A project's entities (API.md "Entities"): each is the codegen model's Entity, validated by the codegen
// validator in the context of the project's other entities (relation targets exist, class and table names
// unique), within the plan's entity limit; DDL import merges or replaces them, and can be previewed.
import {
  type DdlImportResult,
  DdlSyntaxError,
  databaseTableKey,
  followEntityTable,
  importDdl,
  onTablePrefix,
  sqlTableOf,
  type Problem,
  validateModel,
} from '@modelsmith/codegen';
import { importPostgresqlDdl } from '@modelsmith/codegen/node';
import type {
  AllEntitiesQuery,
  Entity,
  EntityModel,
  EntityPageQuery,
  EntityWithProject,
  ImportDdlBody,
  ImportDdlResult,
  Page,
  PositionsBody,
} from '@modelsmith/contract';
import type { Db } from '../db/client';
import type { EntityRow, ProjectRow } from '../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../http/envelope';
import {
  countEntities,
  deleteEntities,
  findEntity,
  insertEntity,
  listEntities,
  pageEntities,
  pageOwnedEntities,
  setPositions,
  updateEntity as updateEntityRow,
} from '../repositories/entities';
import { lockProject, touchProject, updateProject } from '../repositories/projects';
import type { Context } from './context';
import { ddlSandbox } from './ddl-sandbox';
import { OBJECT_LISTS, ownedProject, settingsOf } from './projects';
import { assertWithinLimit } from './quotas';

export const MSG_ENTITY_NOT_FOUND = '实体不存在';
export const MSG_MODEL_INVALID = '实体校验未通过，请按提示修改';

/** 400 whose data lists every problem of the model: `{problems: [{path, message}]}`. */
export const invalidModel = (problems: Problem[]) =>
  new ApiError(400, MSG_MODEL_INVALID, undefined, { problems });

export function toEntity(row: EntityRow): Entity {
  return {
    ...row.model,
    id: row.id,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ENTITY_PATH = /^entities\[(\d+)\]\.?(.*)$/;

/**
 * Validates `entities` as the whole of `project`'s model. Problems of `entities[focus]` get paths relative to
 * it (`fields[2].name`); problems of another entity are prefixed with its class name (`Order.relations[0].target`).
 */
function assertValid(project: ProjectRow, entities: EntityModel[], focus?: number): void {
  const result = validateModel({ project: settingsOf(project), entities });
  if (result.ok) return;
  throw invalidModel(
    result.problems.map(({ path, message }) => {
      const match = ENTITY_PATH.exec(path);
      if (!match) return { path, message };
      const index = Number(match[1]);
      if (index === focus) return { path: match[2], message };
      const owner = entities[index]?.className || `entities[${index}]`;
      return { path: match[2] ? `${owner}.${match[2]}` : owner, message };
    }),
  );
}

async function ownedEntity(db: Db, projectId: number, id: number): Promise<EntityRow> {
  const row = await findEntity(db, projectId, id);
  if (!row) throw notFound(MSG_ENTITY_NOT_FOUND);
  return row;
}

export async function listProjectEntities(
  db: Db,
  ownerId: number,
  projectId: number,
  query: EntityPageQuery,
): Promise<Page<Entity>> {
  await ownedProject(db, ownerId, projectId);
  const { current, size } = query;
  const { rows, total } = await pageEntities(db, projectId, query.keyword?.trim() || undefined, {
    current,
    size,
  });
  return { records: rows.map(toEntity), total, current, size };
}

export async function listOwnedEntities(
  db: Db,
  ownerId: number,
  query: AllEntitiesQuery,
): Promise<Page<EntityWithProject>> {
  const { current, size } = query;
  const { rows, total } = await pageOwnedEntities(
    db,
    ownerId,
    { keyword: query.keyword?.trim() || undefined, projectId: query.projectId },
    { current, size },
  );
  return {
    records: rows.map((row) => ({ ...toEntity(row), projectName: row.projectName })),
    total,
    current,
    size,
  };
}

export async function getEntity(db: Db, ownerId: number, projectId: number, id: number): Promise<Entity> {
  await ownedProject(db, ownerId, projectId);
  return toEntity(await ownedEntity(db, projectId, id));
}

/** Runs `work` on the caller's project with the project's row locked: saves of one project take turns. */
function inLockedProject<T>(
  context: Context,
  ownerId: number,
  projectId: number,
  work: (tx: Db, project: ProjectRow) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    // Ours before it is locked: a stranger's id must not hold another owner's project row, even for a moment.
    await ownedProject(tx, ownerId, projectId);
    await lockProject(tx, projectId);
    // Read once it is ours: a project PUT that held it may have changed the prefix the work names tables by.
    return work(tx, await ownedProject(tx, ownerId, projectId));
  });
}

export function createEntity(
  context: Context,
  ownerId: number,
  projectId: number,
  model: EntityModel,
): Promise<Entity> {
  const { now } = context;
  return inLockedProject(context, ownerId, projectId, async (tx, project) => {
    await assertWithinLimit(tx, ownerId, 'entitiesPerProject', await countEntities(tx, projectId), 1, now);
    const others = (await listEntities(tx, projectId)).map((row) => row.model);
    assertValid(project, [...others, model], others.length);
    const row = await insertEntity(tx, projectId, model, now);
    await touchProject(tx, projectId, now);
    return toEntity(row);
  });
}

/** A partial update: fields left out keep their value. */
export function updateEntity(
  context: Context,
  ownerId: number,
  projectId: number,
  id: number,
  changes: Partial<EntityModel>,
): Promise<Entity> {
  const { now } = context;
  return inLockedProject(context, ownerId, projectId, async (tx, project) => {
    const current = await ownedEntity(tx, projectId, id);
    // A table renamed or moved to another schema carries its triggers and policies along.
    const model = followEntityTable(current.model, { ...current.model, ...changes }, settingsOf(project));
    const others = (await listEntities(tx, projectId)).filter((row) => row.id !== id).map((row) => row.model);
    assertValid(project, [...others, model], others.length);
    const row = await updateEntityRow(tx, id, model, now);
    await touchProject(tx, projectId, now);
    return toEntity(row);
  });
}

const displayName = (model: EntityModel) =>
  model.label ? `${model.label}（${model.className}）` : model.className;

/** Deletes an entity no other entity's relation targets; otherwise 409 naming those entities. */
export function deleteEntity(
  context: Context,
  ownerId: number,
  projectId: number,
  id: number,
): Promise<void> {
  return inLockedProject(context, ownerId, projectId, async (tx) => {
    const entity = await ownedEntity(tx, projectId, id);
    const referring = (await listEntities(tx, projectId)).filter(
      (row) => row.id !== id && (row.model.relations ?? []).some((r) => r.target === entity.className),
    );
    if (referring.length > 0)
      throw conflict(
        `实体 ${displayName(entity.model)} 被 ${referring.map((row) => displayName(row.model)).join('、')} 的关系引用，请先删除这些关系`,
      );
    await deleteEntities(tx, [id]);
    await touchProject(tx, projectId, context.now);
  });
}

export async function savePositions(
  db: Db,
  ownerId: number,
  projectId: number,
  body: PositionsBody,
): Promise<void> {
  await ownedProject(db, ownerId, projectId);
  await setPositions(db, projectId, body.positions);
}

/** Items of an import by name: the script's replace the project's of the same name, the others stay (or go, replacing). */
function mergedByName<T extends { name: string }>(
  existing: T[] | null,
  incoming: T[] | undefined,
  replace: boolean | undefined,
  keyOf: (item: T) => string = (item) => item.name,
): T[] {
  const names = new Set((incoming ?? []).map(keyOf));
  return [
    ...(replace ? [] : (existing ?? []).filter((item) => !names.has(keyOf(item)))),
    ...(incoming ?? []),
  ];
}

/** `base`, else the first of `base2`, `base3`… (with `separator` before the number) not in `taken`; now taken. */
function takeFreeName(base: string, taken: Set<string>, separator = ''): string {
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${separator}${n}`;
  taken.add(name);
  return name;
}

/** Thrown inside the import's transaction to roll a dry run back with its answer. */
class DryRun extends Error {
  constructor(readonly result: ImportDdlResult) {
    super('dry run');
  }
}

/**
 * Imports a DDL script into the project. Merge (default): a table that already has an entity updates it (its
 * class name, label and diagram position stay the user's), new tables are created, other entities stay.
 * `replace`: the project's entities become exactly the script's. `dryRun`: the same answer, nothing saved.
 * The whole result must validate and fit the plan's entity limit, or nothing is saved.
 */
export async function importEntities(
  context: Context,
  ownerId: number,
  projectId: number,
  body: ImportDdlBody,
): Promise<ImportDdlResult> {
  let imported: DdlImportResult;
  try {
    // PostgreSQL reads a PostgreSQL script too, and fills what the text importer could not read.
    imported =
      body.dialect === 'postgresql'
        ? await importPostgresqlDdl(body.sql, ddlSandbox())
        : importDdl(body.sql, body.dialect);
  } catch (error) {
    if (error instanceof DdlSyntaxError) throw badRequest(error.message);
    throw error;
  }
  const listed = (items: typeof imported.skipped) =>
    items.map((item) => ({ statement: item.statement, line: item.line, reason: item.reason }));
  const skipped = listed(imported.skipped);
  const approximations = listed(imported.approximations);
  const declined = new Set((body.declinedSuggestions ?? []).map((d) => `${d.tableName}\u0000${d.field}`));
  /** The script's entities named for the project's table prefix, without the codes of declined suggestions. */
  const forProject = (project: ProjectRow) => {
    const { model, renamed: tableNames } = onTablePrefix(imported.model, project.tablePrefix ?? '');
    const suggestions = imported.suggestions.map(({ tableName, field, line, values, reason }) => ({
      tableName: tableNames.get(tableName) ?? tableName,
      field,
      line,
      values: values.map((v) =>
        v.label === undefined ? { value: v.value } : { value: v.value, label: v.label },
      ),
      reason,
    }));
    // A declined suggestion: the field keeps its plain type, without the codes read from its comment.
    const entities = model.entities.map((entity) => ({
      ...entity,
      fields: entity.fields.map((field) => {
        if (!declined.has(`${entity.tableName}\u0000${field.name}`) || field.type === 'enum') return field;
        const { enumValues: _declined, ...plain } = field;
        return plain;
      }),
    }));
    return { entities, suggestions };
  };
  const { now } = context;
  try {
    return await inLockedProject(context, ownerId, projectId, async (tx, locked) => {
      // The script's PostgreSQL extensions, functions, composite types and sequences, and MariaDB's sequences, join the
      // project's (replace: they are the project's).
      const {
        postgresqlExtensions,
        postgresqlRoutines,
        postgresqlTypes,
        postgresqlSequences,
        mysqlSequences,
      } = imported.model.project;
      const options = {
        postgresqlExtensions: mergedByName(locked.postgresqlExtensions, postgresqlExtensions, body.replace),
        postgresqlRoutines: mergedByName(locked.postgresqlRoutines, postgresqlRoutines, body.replace),
        // A PostgreSQL type is named within its schema: `sales.code` and `hr.code` are two.
        postgresqlTypes: mergedByName(
          locked.postgresqlTypes,
          postgresqlTypes,
          body.replace,
          // `public` written out is the same schema as none (the validator refuses it, an older project may have it).
          (t) => `${t.schema ?? 'public'}.${t.name}`,
        ),
        postgresqlSequences: mergedByName(locked.postgresqlSequences, postgresqlSequences, body.replace),
        mysqlSequences: mergedByName(locked.mysqlSequences, mysqlSequences, body.replace),
      };
      const project = { ...locked, ...options };
      const { entities, suggestions } = forProject(project);
      const existing = await listEntities(tx, projectId);
      // Entities are the same table when the database names them alike: schema and table as the database has it.
      const tableOf = (entity: EntityModel) => databaseTableKey(entity, project.tablePrefix ?? '');
      const byTable = new Map(existing.map((row) => [tableOf(row.model), row]));
      const matchOf = new Map(entities.map((entity) => [entity, byTable.get(tableOf(entity))]));
      const matchedIds = new Set([...matchOf.values()].map((match) => match?.id));
      // An updated entity keeps the user's class name; a new table whose class name an entity that stays has (the
      // project's `user` table beside the script's `sys_user`) takes the next free one (User2). Relations in the
      // script follow either rename.
      const staying = existing.filter((row) => matchedIds.has(row.id) || !body.replace);
      const taken = new Set(staying.map((row) => row.className));
      const takenTables = new Set(staying.map((row) => row.tableName));
      const renamed = new Map<string, string>();
      /** A new entity's model table name, when another entity that stays has its own: the database's stays exact. */
      const tableNames = new Map<EntityModel, Pick<EntityModel, 'tableName' | 'sqlTableName'>>();
      for (const [entity, match] of matchOf) if (match) renamed.set(entity.className, match.className);
      for (const [entity, match] of matchOf) {
        if (match) continue;
        const className = takeFreeName(entity.className, taken);
        if (className !== entity.className) renamed.set(entity.className, className);
        const tableName = takeFreeName(entity.tableName, takenTables, '_');
        if (tableName !== entity.tableName)
          tableNames.set(entity, {
            tableName,
            sqlTableName: sqlTableOf(entity, project.tablePrefix ?? ''),
          });
      }
      const incoming = entities.map((entity) => {
        const match = matchOf.get(entity);
        const model: EntityModel = {
          ...entity,
          ...tableNames.get(entity),
          className: renamed.get(entity.className) ?? entity.className,
          relations: entity.relations?.map((r) => ({ ...r, target: renamed.get(r.target) ?? r.target })),
        };
        if (!model.relations) delete model.relations;
        if (!match) return { match, model };
        return {
          match,
          model: {
            ...model,
            label: model.label ?? match.model.label,
            position: match.model.position,
          } as EntityModel,
        };
      });
      const kept = body.replace ? [] : existing.filter((row) => !matchedIds.has(row.id));
      const removed = body.replace ? existing.filter((row) => !matchedIds.has(row.id)) : [];
      const creating = incoming.filter(({ match }) => !match).map(({ model }) => model);
      assertValid(project, [...kept.map((row) => row.model), ...incoming.map(({ model }) => model)]);
      if (creating.length > 0)
        await assertWithinLimit(
          tx,
          ownerId,
          'entitiesPerProject',
          existing.length - removed.length,
          creating.length,
          now,
        );

      await deleteEntities(
        tx,
        removed.map((row) => row.id),
      );
      const updated: Entity[] = [];
      const created: Entity[] = [];
      for (const { match, model } of incoming) {
        if (match) updated.push(toEntity(await updateEntityRow(tx, match.id, model, now)));
        else created.push(toEntity(await insertEntity(tx, projectId, model, now)));
      }
      if (OBJECT_LISTS.some((key) => JSON.stringify(options[key]) !== JSON.stringify(locked[key] ?? [])))
        await updateProject(tx, projectId, options, now);
      else await touchProject(tx, projectId, now);
      const result = {
        created,
        updated,
        removed: removed.map(toEntity),
        skipped,
        approximations,
        suggestions,
      };
      if (body.dryRun) throw new DryRun(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}
