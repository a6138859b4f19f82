// A user's projects (API.md "Projects"): CRUD with the plan's project limit, the codegen model of a project and
// its DDL. A project someone else owns does not exist for the caller (404).
import {
  exportDdl,
  type Entity as ModelEntity,
  followEntityTable,
  type Model,
  type Problem,
  type ProjectSettings,
  validateModel,
} from '@modelsmith/codegen';
import type {
  CreateProjectBody,
  DdlData,
  DdlDialect,
  Page,
  Project,
  ProjectPageQuery,
  UpdateProjectBody,
} from '@modelsmith/contract';
import type { Db } from '../db/client';
import type { EntityRow, ProjectRow } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/envelope';
import { listEntities, updateEntity } from '../repositories/entities';
import {
  countProjects,
  deleteProject as deleteProjectRow,
  findOwnedProject,
  insertProject,
  lockOwner,
  lockProject,
  pageProjects,
  projectNameTaken,
  type ProjectChanges,
  type ProjectWithCounts,
  updateProject as updateProjectRow,
  withCounts,
} from '../repositories/projects';
import type { Context } from './context';
import { assertWithinLimit } from './quotas';

export const MSG_PROJECT_NOT_FOUND = '项目不存在';
export const msgProjectNameTaken = (name: string) => `项目名称「${name}」已存在，请换一个名称`;
export const MSG_PROJECT_OBJECTS_INVALID = '数据库扩展、函数、类型或序列校验未通过，请按提示修改';

/** The database objects a project keeps beside its tables; an update replaces each list whole. */
export const OBJECT_LISTS = [
  'postgresqlExtensions',
  'postgresqlRoutines',
  'postgresqlTypes',
  'postgresqlSequences',
  'mysqlSequences',
] as const;

export function toProject(row: ProjectWithCounts): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    basePackage: row.basePackage,
    database: row.database,
    author: row.author,
    tablePrefix: row.tablePrefix,
    apiStyle: row.apiStyle,
    ...(row.postgresqlExtensions?.length ? { postgresqlExtensions: row.postgresqlExtensions } : {}),
    ...(row.postgresqlRoutines?.length ? { postgresqlRoutines: row.postgresqlRoutines } : {}),
    ...(row.postgresqlTypes?.length ? { postgresqlTypes: row.postgresqlTypes } : {}),
    ...(row.postgresqlSequences?.length ? { postgresqlSequences: row.postgresqlSequences } : {}),
    ...(row.mysqlSequences?.length ? { mysqlSequences: row.mysqlSequences } : {}),
    entityCount: row.entityCount,
    snapshotCount: row.snapshotCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Optional texts: trimmed, and empty means none. */
const optionalText = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function changesOf(body: UpdateProjectBody): ProjectChanges {
  const changes: ProjectChanges = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.basePackage !== undefined) changes.basePackage = body.basePackage;
  if (body.database !== undefined) changes.database = body.database;
  if (body.apiStyle !== undefined) changes.apiStyle = body.apiStyle;
  for (const key of ['description', 'author', 'tablePrefix'] as const) {
    const value = optionalText(body[key]);
    if (value !== undefined) changes[key] = value;
  }
  // An empty list is stored as none, as a project that never had any.
  for (const key of OBJECT_LISTS) {
    const list = body[key];
    if (list) Object.assign(changes, { [key]: nonEmpty(list) });
  }
  return changes;
}

const nonEmpty = <T>(list: T[]): T[] | null => (list.length ? list : null);

const problemKey = ({ path, message }: Problem) => `${path}\n${message}`;

/**
 * Validates the project's model after a change of its PostgreSQL objects, as an entity save validates it. Only
 * problems the change brings are refused: an older entity's problem must not block removing an extension.
 */
async function assertObjectsValid(db: Db, before: ProjectRow, after: ProjectRow): Promise<void> {
  const entities = (await listEntities(db, before.id)).map(modelEntityOf);
  const result = validateModel({ project: settingsOf(after), entities });
  if (result.ok) return;
  const earlier = validateModel({ project: settingsOf(before), entities });
  const known = new Set(earlier.ok ? [] : earlier.problems.map(problemKey));
  const problems = result.problems.filter((problem) => !known.has(problemKey(problem)));
  if (problems.length) throw new ApiError(400, MSG_PROJECT_OBJECTS_INVALID, undefined, { problems });
}

/**
 * A new table prefix or database renames the tables the DDL creates (databaseTableOf): each entity's triggers and
 * policies on its table follow it, as they follow a renamed table.
 */
async function moveTriggersOfTables(db: Db, before: ProjectRow, after: ProjectRow, now: Date): Promise<void> {
  if (before.tablePrefix === after.tablePrefix && before.database === after.database) return;
  // Entity saves take turns on the project's row: none writes an entity between this read and its rewrite.
  await lockProject(db, before.id);
  for (const row of await listEntities(db, before.id)) {
    const model = followEntityTable(row.model, row.model, settingsOf(before), settingsOf(after));
    if (model !== row.model) await updateEntity(db, row.id, model, now);
  }
}

/** The caller's project; 404 when missing or someone else's. */
export async function ownedProject(db: Db, ownerId: number, id: number): Promise<ProjectRow> {
  const project = await findOwnedProject(db, ownerId, id);
  if (!project) throw notFound(MSG_PROJECT_NOT_FOUND);
  return project;
}

export async function listProjects(db: Db, ownerId: number, query: ProjectPageQuery): Promise<Page<Project>> {
  const { current, size } = query;
  const { rows, total } = await pageProjects(db, ownerId, query.keyword?.trim() || undefined, {
    current,
    size,
  });
  return { records: rows.map(toProject), total, current, size };
}

async function assertNameFree(db: Db, ownerId: number, name: string, exceptId?: number) {
  if (await projectNameTaken(db, ownerId, name, exceptId)) throw conflict(msgProjectNameTaken(name));
}

export async function createProject(
  context: Context,
  ownerId: number,
  body: CreateProjectBody,
): Promise<Project> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    await assertWithinLimit(tx, ownerId, 'projects', await countProjects(tx, ownerId), 1, now);
    const changes = changesOf(body);
    const name = changes.name ?? body.name;
    await assertNameFree(tx, ownerId, name);
    const row = await insertProject(tx, {
      ownerId,
      name,
      description: changes.description ?? null,
      basePackage: body.basePackage,
      database: body.database,
      author: changes.author ?? null,
      tablePrefix: changes.tablePrefix ?? null,
      apiStyle: body.apiStyle ?? 'MODELSMITH',
      createdAt: now,
      updatedAt: now,
    });
    return toProject({ ...row, entityCount: 0, snapshotCount: 0 });
  });
}

export async function getProject(db: Db, ownerId: number, id: number): Promise<Project> {
  return toProject(await withCounts(db, await ownedProject(db, ownerId, id)));
}

export async function updateProject(
  context: Context,
  ownerId: number,
  id: number,
  body: UpdateProjectBody,
): Promise<Project> {
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const project = await ownedProject(tx, ownerId, id);
    const changes = changesOf(body);
    if (changes.name !== undefined && changes.name !== project.name)
      await assertNameFree(tx, ownerId, changes.name, id);
    if (OBJECT_LISTS.some((key) => key in changes))
      await assertObjectsValid(tx, project, { ...project, ...changes });
    await moveTriggersOfTables(tx, project, { ...project, ...changes }, context.now);
    const updated = (await updateProjectRow(tx, id, changes, context.now)) ?? project;
    return toProject(await withCounts(tx, updated));
  });
}

export async function deleteProject(db: Db, ownerId: number, id: number): Promise<void> {
  await ownedProject(db, ownerId, id);
  await deleteProjectRow(db, id);
}

/** The project's settings as the codegen model has them (absent rather than null). */
export function settingsOf(project: ProjectRow): ProjectSettings {
  const settings: ProjectSettings = {
    name: project.name,
    basePackage: project.basePackage,
    database: project.database,
  };
  if (project.description) settings.description = project.description;
  if (project.author) settings.author = project.author;
  if (project.tablePrefix) settings.tablePrefix = project.tablePrefix;
  if (project.apiStyle !== 'MODELSMITH') settings.apiStyle = project.apiStyle;
  if (project.postgresqlExtensions?.length) settings.postgresqlExtensions = project.postgresqlExtensions;
  if (project.postgresqlRoutines?.length) settings.postgresqlRoutines = project.postgresqlRoutines;
  if (project.postgresqlTypes?.length) settings.postgresqlTypes = project.postgresqlTypes;
  if (project.postgresqlSequences?.length) settings.postgresqlSequences = project.postgresqlSequences;
  if (project.mysqlSequences?.length) settings.mysqlSequences = project.mysqlSequences;
  return settings;
}

export const modelEntityOf = (row: EntityRow): ModelEntity => row.model;

/** The codegen model {project, entities} of a project. */
export async function projectModel(db: Db, project: ProjectRow): Promise<Model> {
  return { project: settingsOf(project), entities: (await listEntities(db, project.id)).map(modelEntityOf) };
}

export const defaultDialect = (project: ProjectRow): DdlDialect =>
  project.database === 'MYSQL' ? 'mysql' : 'postgresql';

/** The project's schema as a script of `dialect` (default: the project's database). */
export async function projectDdl(db: Db, project: ProjectRow, dialect?: DdlDialect): Promise<DdlData> {
  const chosen = dialect ?? defaultDialect(project);
  return { dialect: chosen, sql: exportDdl(await projectModel(db, project), chosen) };
}
