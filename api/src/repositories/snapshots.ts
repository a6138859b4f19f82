// SQL on the snapshots table: a project's page (newest first, files left out), one snapshot, the numbering.
import { and, desc, eq, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type SnapshotRow, snapshots } from '../db/schema';

export type NewSnapshot = typeof snapshots.$inferInsert;

export async function insertSnapshot(db: Db, snapshot: NewSnapshot): Promise<SnapshotRow> {
  const [row] = await db.insert(snapshots).values(snapshot).returning();
  return row;
}

/** The highest number given in the project so far (0 before the first). */
export async function lastSnapshotNumber(db: Db, projectId: number): Promise<number> {
  const [{ last }] = await db
    .select({ last: max(snapshots.number) })
    .from(snapshots)
    .where(eq(snapshots.projectId, projectId));
  return last ?? 0;
}

/** One page, newest first, without the files (a list never needs them). */
export async function pageSnapshots(
  db: Db,
  projectId: number,
  page: { current: number; size: number },
): Promise<{ rows: SnapshotRow[]; total: number }> {
  const where = eq(snapshots.projectId, projectId);
  const total = await db.$count(snapshots, where);
  const rows = await db
    .select({
      id: snapshots.id,
      projectId: snapshots.projectId,
      number: snapshots.number,
      templateId: snapshots.templateId,
      templateName: snapshots.templateName,
      templateVersion: snapshots.templateVersion,
      fileCount: snapshots.fileCount,
      note: snapshots.note,
      createdAt: snapshots.createdAt,
    })
    .from(snapshots)
    .where(where)
    .orderBy(desc(snapshots.number))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows: rows.map((row) => ({ ...row, files: [] })), total };
}

export async function findSnapshot(db: Db, projectId: number, id: number): Promise<SnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.projectId, projectId), eq(snapshots.id, id)))
    .limit(1);
  return row;
}

/** The snapshot numbered just before `number` in the project, if any. */
export async function previousSnapshot(
  db: Db,
  projectId: number,
  number: number,
): Promise<SnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.projectId, projectId), lt(snapshots.number, number)))
    .orderBy(desc(snapshots.number))
    .limit(1);
  return row;
}

export const countSnapshots = (db: Db, projectId: number) =>
  db.$count(snapshots, eq(snapshots.projectId, projectId));
