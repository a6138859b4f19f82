// SQL on the template_sets table: the market and the owner's list, one set with its author and origin, writes,
// and the use counter.
import { aliasedTable, and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type TemplateSetRow, templateSets, users } from '../db/schema';
import { containing } from './search';

export type NewTemplateSet = typeof templateSets.$inferInsert;
export type TemplateSetChanges = Partial<
  Pick<
    TemplateSetRow,
    | 'name'
    | 'description'
    | 'language'
    | 'tags'
    | 'visibility'
    | 'files'
    | 'version'
    | 'premium'
    | 'sourceVersion'
  >
>;

/** A set with what its answer shows about others: the author's name and the set it was forked from. */
export type TemplateSetView = TemplateSetRow & {
  authorUsername: string | null;
  authorNickname: string | null;
  forkedFromName: string | null;
};

const origin = aliasedTable(templateSets, 'origin');

function selectViews(db: Db) {
  return db
    .select({
      set: templateSets,
      authorUsername: users.username,
      authorNickname: users.nickname,
      forkedFromName: origin.name,
    })
    .from(templateSets)
    .leftJoin(users, eq(users.id, templateSets.ownerId))
    .leftJoin(origin, eq(origin.id, templateSets.forkedFromId));
}

interface ViewRow {
  set: TemplateSetRow;
  authorUsername: string | null;
  authorNickname: string | null;
  forkedFromName: string | null;
}
const toView = (row: ViewRow): TemplateSetView => ({
  ...row.set,
  authorUsername: row.authorUsername,
  authorNickname: row.authorNickname,
  forkedFromName: row.forkedFromName,
});

export async function findTemplateSet(db: Db, id: number): Promise<TemplateSetView | undefined> {
  const [row] = await selectViews(db).where(eq(templateSets.id, id)).limit(1);
  return row && toView(row);
}

/** The version of the set with `key`, held until the transaction ends; its files are not read. */
export async function lockVersionByKey(
  db: Db,
  key: string,
): Promise<Pick<TemplateSetRow, 'id' | 'version' | 'sourceVersion'> | undefined> {
  const [row] = await db
    .select({ id: templateSets.id, version: templateSets.version, sourceVersion: templateSets.sourceVersion })
    .from(templateSets)
    .where(eq(templateSets.key, key))
    .for('update');
  return row;
}

export interface MarketFilter {
  keyword?: string;
  language?: string;
  tag?: string;
  sort: 'uses' | 'newest';
}

const nameOrDescription = (keyword: string) => {
  const pattern = containing(keyword);
  return or(ilike(templateSets.name, pattern), ilike(templateSets.description, pattern))!;
};

async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { current: number; size: number },
): Promise<{ rows: TemplateSetView[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(templateSets).where(where);
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows: rows.map(toView), total };
}

/** Public sets (official ones included), filtered and sorted as the market asks. */
export function pageMarket(db: Db, filter: MarketFilter, page: { current: number; size: number }) {
  const conditions: SQL[] = [eq(templateSets.visibility, 'PUBLIC')];
  if (filter.keyword) conditions.push(nameOrDescription(filter.keyword));
  if (filter.language) conditions.push(sql`lower(${templateSets.language}) = lower(${filter.language})`);
  if (filter.tag) conditions.push(sql`${templateSets.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  const order =
    filter.sort === 'newest'
      ? [desc(templateSets.createdAt), desc(templateSets.id)]
      : [desc(templateSets.useCount), desc(templateSets.official), desc(templateSets.id)];
  return pageOf(db, and(...conditions), order, page);
}

/** The owner's sets, last changed first. */
export function pageOwned(
  db: Db,
  ownerId: number,
  keyword: string | undefined,
  page: { current: number; size: number },
) {
  const conditions: SQL[] = [eq(templateSets.ownerId, ownerId)];
  if (keyword) conditions.push(nameOrDescription(keyword));
  return pageOf(db, and(...conditions), [desc(templateSets.updatedAt), desc(templateSets.id)], page);
}

export const countOwned = (db: Db, ownerId: number) =>
  db.$count(templateSets, eq(templateSets.ownerId, ownerId));

export async function insertTemplateSet(db: Db, set: NewTemplateSet): Promise<TemplateSetRow> {
  const [row] = await db.insert(templateSets).values(set).returning();
  return row;
}

/** Inserts the set unless one with its key exists (a replica starting at the same time); answers whether it did. */
export async function insertTemplateSetIfAbsent(db: Db, set: NewTemplateSet): Promise<boolean> {
  const rows = await db
    .insert(templateSets)
    .values(set)
    .onConflictDoNothing({ target: templateSets.key })
    .returning({ id: templateSets.id });
  return rows.length > 0;
}

export async function updateTemplateSet(
  db: Db,
  id: number,
  changes: TemplateSetChanges,
  now: Date,
): Promise<void> {
  await db
    .update(templateSets)
    .set({ ...changes, updatedAt: now })
    .where(eq(templateSets.id, id));
}

export async function deleteTemplateSet(db: Db, id: number): Promise<void> {
  await db.delete(templateSets).where(eq(templateSets.id, id));
}

/** One more use (a generated zip or a snapshot), counted in SQL so parallel uses all count. */
export async function countUse(db: Db, id: number): Promise<void> {
  await db
    .update(templateSets)
    .set({ useCount: sql`${templateSets.useCount} + 1` })
    .where(eq(templateSets.id, id));
}

/** Holds the set's row until the transaction ends: parallel edits of one set get consecutive versions. */
export async function lockTemplateSet(db: Db, id: number): Promise<void> {
  await db.select({ id: templateSets.id }).from(templateSets).where(eq(templateSets.id, id)).for('update');
}
