// SQL on the entities table: a project's entities (all, or a page), one entity, the caller's entities across
// projects, and writes that keep the class and table names beside the model.
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { EntityModel } from '@modelsmith/contract';
import type { Db } from '../db/client';
import { entities, type EntityRow, projects } from '../db/schema';
import { containing } from './search';

/** `keyword` contained in the class name, table name, label or comment. */
function matching(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(
    ilike(entities.className, pattern),
    ilike(entities.tableName, pattern),
    ilike(sql<string>`${entities.model}->>'label'`, pattern),
    ilike(sql<string>`${entities.model}->>'comment'`, pattern),
  );
}

/** Every entity of the project, in creation order. */
export function listEntities(db: Db, projectId: number): Promise<EntityRow[]> {
  return db.select().from(entities).where(eq(entities.projectId, projectId)).orderBy(asc(entities.id));
}

export async function pageEntities(
  db: Db,
  projectId: number,
  keyword: string | undefined,
  page: { current: number; size: number },
): Promise<{ rows: EntityRow[]; total: number }> {
  const where = and(eq(entities.projectId, projectId), matching(keyword));
  const [{ total }] = await db.select({ total: count() }).from(entities).where(where);
  const rows = await db
    .select()
    .from(entities)
    .where(where)
    .orderBy(asc(entities.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows, total };
}

/** One page of the owner's entities across projects (optionally one project), with each project's name. */
export async function pageOwnedEntities(
  db: Db,
  ownerId: number,
  filter: { keyword?: string; projectId?: number },
  page: { current: number; size: number },
): Promise<{ rows: (EntityRow & { projectName: string })[]; total: number }> {
  const where = and(
    eq(projects.ownerId, ownerId),
    filter.projectId === undefined ? undefined : eq(entities.projectId, filter.projectId),
    matching(filter.keyword),
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(entities)
    .innerJoin(projects, eq(projects.id, entities.projectId))
    .where(where);
  const rows = await db
    .select({ entity: entities, projectName: projects.name })
    .from(entities)
    .innerJoin(projects, eq(projects.id, entities.projectId))
    .where(where)
    .orderBy(asc(projects.id), asc(entities.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows: rows.map((row) => ({ ...row.entity, projectName: row.projectName })), total };
}

export async function findEntity(db: Db, projectId: number, id: number): Promise<EntityRow | undefined> {
  const [row] = await db
    .select()
    .from(entities)
    .where(and(eq(entities.projectId, projectId), eq(entities.id, id)))
    .limit(1);
  return row;
}

export const countEntities = (db: Db, projectId: number) =>
  db.$count(entities, eq(entities.projectId, projectId));

export async function insertEntity(
  db: Db,
  projectId: number,
  model: EntityModel,
  now: Date,
): Promise<EntityRow> {
  const [row] = await db
    .insert(entities)
    .values({
      projectId,
      className: model.className,
      tableName: model.tableName,
      model,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export async function updateEntity(db: Db, id: number, model: EntityModel, now: Date): Promise<EntityRow> {
  const [row] = await db
    .update(entities)
    .set({ className: model.className, tableName: model.tableName, model, updatedAt: now })
    .where(eq(entities.id, id))
    .returning();
  return row;
}

export async function deleteEntities(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(entities).where(inArray(entities.id, ids));
}

/** Sets diagram positions of the project's entities; ids of other projects are ignored. */
export async function setPositions(
  db: Db,
  projectId: number,
  positions: { id: number; x: number; y: number }[],
): Promise<void> {
  for (const { id, x, y } of positions) {
    await db
      .update(entities)
      .set({ model: sql`jsonb_set(${entities.model}, '{position}', ${JSON.stringify({ x, y })}::jsonb)` })
      .where(and(eq(entities.projectId, projectId), eq(entities.id, id)));
  }
}
