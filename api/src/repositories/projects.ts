// SQL on the projects table: the owner's page, one project by owner, create, update, delete, and the owner lock
// that makes "count, then insert" safe against parallel creates.
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entities, type ProjectRow, projects, snapshots, users } from '../db/schema';
import { containing } from './search';

export type NewProject = typeof projects.$inferInsert;
export type ProjectChanges = Partial<
  Pick<
    ProjectRow,
    | 'name'
    | 'description'
    | 'basePackage'
    | 'database'
    | 'author'
    | 'tablePrefix'
    | 'apiStyle'
    | 'postgresqlExtensions'
    | 'postgresqlRoutines'
    | 'postgresqlTypes'
    | 'postgresqlSequences'
    | 'mysqlSequences'
  >
>;

/** A project with how many entities and snapshots it has. */
export type ProjectWithCounts = ProjectRow & { entityCount: number; snapshotCount: number };

const entityCount = (db: Db) => db.$count(entities, eq(entities.projectId, projects.id));
const snapshotCount = (db: Db) => db.$count(snapshots, eq(snapshots.projectId, projects.id));

/** The owner's project, or undefined when it does not exist or belongs to someone else. */
export async function findOwnedProject(db: Db, ownerId: number, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function withCounts(db: Db, row: ProjectRow): Promise<ProjectWithCounts> {
  const [entityTotal, snapshotTotal] = await Promise.all([
    db.$count(entities, eq(entities.projectId, row.id)),
    db.$count(snapshots, eq(snapshots.projectId, row.id)),
  ]);
  return { ...row, entityCount: entityTotal, snapshotCount: snapshotTotal };
}

/** One page of the owner's projects, newest first; `keyword` is contained in the name or description. */
export async function pageProjects(
  db: Db,
  ownerId: number,
  keyword: string | undefined,
  page: { current: number; size: number },
): Promise<{ rows: ProjectWithCounts[]; total: number }> {
  const conditions: SQL[] = [eq(projects.ownerId, ownerId)];
  if (keyword) {
    const pattern = containing(keyword);
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.description, pattern))!);
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(projects).where(where);
  const rows = await db
    .select({ project: projects, entityCount: entityCount(db), snapshotCount: snapshotCount(db) })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return {
    rows: rows.map((row) => ({
      ...row.project,
      entityCount: row.entityCount,
      snapshotCount: row.snapshotCount,
    })),
    total,
  };
}

/** Whether the owner has another project (not `exceptId`) named `name`. */
export async function projectNameTaken(
  db: Db,
  ownerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, ownerId),
        eq(projects.name, name),
        exceptId === undefined ? undefined : ne(projects.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export const countProjects = (db: Db, ownerId: number) => db.$count(projects, eq(projects.ownerId, ownerId));

/** Holds the owner's row until the transaction ends: parallel creates of one user take turns. */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** Holds the project's row until the transaction ends: parallel entity saves of one project take turns. */
export async function lockProject(db: Db, id: number): Promise<void> {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
}

export async function insertProject(db: Db, project: NewProject): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(project).returning();
  return row;
}

export async function updateProject(
  db: Db,
  id: number,
  changes: ProjectChanges,
  now: Date,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: now })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

/** Marks the project changed (an entity of it was saved). */
export async function touchProject(db: Db, id: number, now: Date): Promise<void> {
  await db.update(projects).set({ updatedAt: now }).where(eq(projects.id, id));
}

/** Deletes the project; its entities go with it (ON DELETE CASCADE). */
export async function deleteProject(db: Db, id: number): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}
