// SQL on the files table: uploaded images, kept in the database so any replica can serve them.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function insertFile(db: Db, file: FileRow): Promise<void> {
  await db.insert(files).values(file);
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
