// Template sets (API.md "Template sets", PRODUCT.md §7): the market, the caller's own sets, create / change /
// delete / fork with the own-template quota, premium sets gated by plan, and what an admin may mark.
// Who may do what:
// - read: an official or PUBLIC set, or one's own; anyone else's PRIVATE set does not exist (404);
// - change or delete: the owner only; an official set or another user's PUBLIC set answers 403;
// - a premium set's file contents and its use (fork, generation) need a plan with premium templates.
import {
  type CreateTemplateBody,
  type MarketQuery,
  type MyTemplatesQuery,
  type Page,
  type TemplateFileInput,
  type TemplateSet,
  type UpdateTemplateBody,
} from '@modelsmith/contract';
import type { Db } from '../db/client';
import type { TemplateSetRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/envelope';
import { lockOwner } from '../repositories/projects';
import {
  countOwned,
  deleteTemplateSet,
  findTemplateSet,
  insertTemplateSet,
  lockTemplateSet,
  pageMarket,
  pageOwned,
  type TemplateSetChanges,
  type TemplateSetView,
  updateTemplateSet,
} from '../repositories/templates';
import type { Context } from './context';
import { assertWithinLimit, limitsOf } from './quotas';

export const MSG_TEMPLATE_NOT_FOUND = '模板不存在';
export const MSG_OFFICIAL_READ_ONLY = '官方模板为只读，可以先复制（fork）一份再修改';
export const MSG_NOT_YOUR_TEMPLATE = '只能修改或删除自己的模板';
export const MSG_PREMIUM_NEEDS_PLAN = '这是高级模板，需要专业版或企业版会员才能使用，升级会员后即可使用';
export const MSG_PREMIUM_NEEDS_PUBLIC = '只有公开的模板可以设为高级模板';
export const msgDuplicatePath = (path: string) => `有两个文件的输出路径都是「${path}」，请修改其中一个`;

/** Who is asking: their id and whether their plan opens premium sets. */
export interface Viewer {
  userId: number;
  premium: boolean;
}

export async function viewerOf(db: Db, userId: number, now: Date): Promise<Viewer> {
  const { limits } = await limitsOf(db, userId, now);
  return { userId, premium: limits.premiumTemplates };
}

const isOwner = (set: TemplateSetRow, viewer: Viewer) => set.ownerId === viewer.userId;
/** Whether the viewer may read the set's file contents (and so use it). */
const opens = (set: TemplateSetRow, viewer: Viewer) => !set.premium || viewer.premium || isOwner(set, viewer);

export function toTemplateSet(view: TemplateSetView, viewer: Viewer, withFiles: boolean): TemplateSet {
  const answer: TemplateSet = {
    id: view.id,
    key: view.key,
    name: view.name,
    description: view.description,
    language: view.language,
    tags: view.tags,
    official: view.official,
    premium: view.premium,
    visibility: view.visibility,
    version: view.version,
    useCount: view.useCount,
    author:
      view.ownerId === null
        ? null
        : { id: view.ownerId, nickname: view.authorNickname ?? view.authorUsername ?? '' },
    forkedFrom:
      view.forkedFromId === null || view.forkedFromName === null
        ? null
        : { id: view.forkedFromId, name: view.forkedFromName },
    fileCount: view.files.length,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
  if (withFiles) {
    const open = opens(view, viewer);
    answer.files = view.files.map((file) =>
      open ? { ...file } : { path: file.path, scope: file.scope, content: null, locked: true },
    );
  }
  return answer;
}

/** The set the viewer may see; 404 for a missing set or someone else's PRIVATE one. */
export async function visibleSet(db: Db, viewer: Viewer, id: number): Promise<TemplateSetView> {
  const set = await findTemplateSet(db, id);
  if (!set || (set.visibility === 'PRIVATE' && !isOwner(set, viewer))) throw notFound(MSG_TEMPLATE_NOT_FOUND);
  return set;
}

/** The set the viewer may generate with or fork: visible, and premium only on a plan that opens it. */
export async function usableSet(db: Db, viewer: Viewer, id: number): Promise<TemplateSetView> {
  const set = await visibleSet(db, viewer, id);
  if (!opens(set, viewer)) throw forbidden(MSG_PREMIUM_NEEDS_PLAN);
  return set;
}

/** The set the viewer may change: their own. */
async function ownSet(db: Db, viewer: Viewer, id: number): Promise<TemplateSetView> {
  const set = await visibleSet(db, viewer, id);
  if (set.official) throw forbidden(MSG_OFFICIAL_READ_ONLY);
  if (!isOwner(set, viewer)) throw forbidden(MSG_NOT_YOUR_TEMPLATE);
  return set;
}

const pageAnswer = (
  { rows, total }: { rows: TemplateSetView[]; total: number },
  viewer: Viewer,
  page: { current: number; size: number },
): Page<TemplateSet> => ({
  records: rows.map((row) => toTemplateSet(row, viewer, false)),
  total,
  current: page.current,
  size: page.size,
});

export async function listMarket(db: Db, viewer: Viewer, query: MarketQuery): Promise<Page<TemplateSet>> {
  const filter = {
    keyword: query.keyword?.trim() || undefined,
    language: query.language?.trim() || undefined,
    tag: query.tag?.trim() || undefined,
    sort: query.sort ?? 'uses',
  };
  return pageAnswer(await pageMarket(db, filter, query), viewer, query);
}

export async function listMine(db: Db, viewer: Viewer, query: MyTemplatesQuery): Promise<Page<TemplateSet>> {
  return pageAnswer(
    await pageOwned(db, viewer.userId, query.keyword?.trim() || undefined, query),
    viewer,
    query,
  );
}

export async function getTemplateSet(db: Db, viewer: Viewer, id: number): Promise<TemplateSet> {
  return toTemplateSet(await visibleSet(db, viewer, id), viewer, true);
}

/** Paths trimmed; two files may not write the same output path template. */
function checkedFiles(files: TemplateFileInput[]): TemplateFileInput[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const path = file.path.trim();
    if (seen.has(path)) throw badRequest(msgDuplicatePath(path));
    seen.add(path);
    return { path, scope: file.scope, content: file.content };
  });
}

const cleanTags = (tags: string[] | undefined) =>
  [...new Set((tags ?? []).map((tag) => tag.trim()))].filter(Boolean);
const optionalText = (text: string | null | undefined) => text?.trim() || null;

async function reread(db: Db, viewer: Viewer, id: number): Promise<TemplateSet> {
  return toTemplateSet((await findTemplateSet(db, id))!, viewer, true);
}

export async function createTemplateSet(
  context: Context,
  viewer: Viewer,
  body: CreateTemplateBody,
): Promise<TemplateSet> {
  const { now } = context;
  const files = checkedFiles(body.files);
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, viewer.userId);
    await assertWithinLimit(tx, viewer.userId, 'ownTemplates', await countOwned(tx, viewer.userId), 1, now);
    const row = await insertTemplateSet(tx, {
      ownerId: viewer.userId,
      name: body.name.trim(),
      description: optionalText(body.description),
      language: body.language.trim(),
      tags: cleanTags(body.tags),
      visibility: body.visibility ?? 'PRIVATE',
      files,
      createdAt: now,
      updatedAt: now,
    });
    return reread(tx, viewer, row.id);
  });
}

const sameFiles = (a: TemplateFileInput[], b: TemplateFileInput[]) =>
  a.length === b.length &&
  a.every((file, i) => file.path === b[i].path && file.scope === b[i].scope && file.content === b[i].content);

export async function updateTemplateSetOf(
  context: Context,
  viewer: Viewer,
  id: number,
  body: UpdateTemplateBody,
): Promise<TemplateSet> {
  return context.db.transaction(async (tx) => {
    await lockTemplateSet(tx, id);
    const set = await ownSet(tx, viewer, id);
    const changes: TemplateSetChanges = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.description !== undefined) changes.description = optionalText(body.description);
    if (body.language !== undefined) changes.language = body.language.trim();
    if (body.tags !== undefined) changes.tags = cleanTags(body.tags);
    if (body.visibility !== undefined) {
      changes.visibility = body.visibility;
      // Premium is a market label: a set taken out of the market stops being one.
      if (body.visibility === 'PRIVATE') changes.premium = false;
    }
    if (body.files !== undefined) {
      const files = checkedFiles(body.files);
      if (!sameFiles(files, set.files)) {
        changes.files = files;
        changes.version = set.version + 1;
      }
    }
    await updateTemplateSet(tx, id, changes, context.now);
    return reread(tx, viewer, id);
  });
}

export async function deleteTemplateSetOf(db: Db, viewer: Viewer, id: number): Promise<void> {
  await ownSet(db, viewer, id);
  // Snapshots made with it keep its name and version; their template id becomes null (ON DELETE SET NULL).
  await deleteTemplateSet(db, id);
}

/** A PRIVATE copy for the caller, counted against their own-template quota. */
export async function forkTemplateSet(context: Context, viewer: Viewer, id: number): Promise<TemplateSet> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const source = await usableSet(tx, viewer, id);
    await lockOwner(tx, viewer.userId);
    await assertWithinLimit(tx, viewer.userId, 'ownTemplates', await countOwned(tx, viewer.userId), 1, now);
    const suffix = '（副本）';
    const row = await insertTemplateSet(tx, {
      ownerId: viewer.userId,
      name: `${source.name.slice(0, 64 - suffix.length)}${suffix}`,
      description: source.description,
      language: source.language,
      tags: source.tags,
      visibility: 'PRIVATE',
      forkedFromId: source.id,
      files: source.files,
      createdAt: now,
      updatedAt: now,
    });
    return reread(tx, viewer, row.id);
  });
}

/** An admin marks a PUBLIC set premium, or takes the mark off any set. */
export async function markPremium(context: Context, viewer: Viewer, id: number, premium: boolean) {
  return context.db.transaction(async (tx) => {
    await lockTemplateSet(tx, id);
    const set = await findTemplateSet(tx, id);
    if (!set) throw notFound(MSG_TEMPLATE_NOT_FOUND);
    if (premium && set.visibility !== 'PUBLIC') throw badRequest(MSG_PREMIUM_NEEDS_PUBLIC);
    await updateTemplateSet(tx, id, { premium }, context.now);
    return reread(tx, viewer, id);
  });
}
