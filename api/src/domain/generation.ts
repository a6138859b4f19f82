// Code generation (API.md "Generation and snapshots", "Template sets" render): a project's model, or the built-in
// sample, rendered with a template set in the render pool; previews, zips, and snapshots numbered per project
// with their diff. A generated zip or a new snapshot counts one use of the set.
import { diffGenerations, type Model, SAMPLE_MODEL, validateModel, zipGeneration } from '@modelsmith/codegen';
import type {
  GenerateBody,
  GenerationPreview,
  Page,
  RenderBody,
  Snapshot,
  SnapshotBody,
  SnapshotDiff,
  TemplateFileInput,
} from '@modelsmith/contract';
import type { Db } from '../db/client';
import type { ProjectRow, SnapshotRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/envelope';
import { renderInWorker, type RenderJob } from '../generation/render-pool';
import { listEntities } from '../repositories/entities';
import { lockProject } from '../repositories/projects';
import {
  findSnapshot,
  insertSnapshot,
  lastSnapshotNumber,
  pageSnapshots,
  previousSnapshot,
} from '../repositories/snapshots';
import { countUse } from '../repositories/templates';
import type { Context } from './context';
import { invalidModel } from './entities';
import { ownedProject, settingsOf } from './projects';
import { usableSet, type Viewer } from './templates';

export const MSG_RENDER_FAILED = '模板渲染失败，请按提示修改';
export const MSG_SNAPSHOT_NOT_FOUND = '快照不存在';
export const msgEntityNotInProject = (id: number) => `实体 ${id} 不属于这个项目`;

/** A user's template gets a second, plus a little per entity; the official sets are trusted with more time. */
const USER_SET_MS = 1000;
const USER_SET_MS_PER_ENTITY = 25;
const OFFICIAL_SET_MS = 30_000;

/** The model of a project, and the entities to generate (all when `entityIds` is left out). */
async function projectJobModel(
  db: Db,
  project: ProjectRow,
  entityIds: number[] | undefined,
): Promise<{ model: Model; entities?: string[] }> {
  const rows = await listEntities(db, project.id);
  const model: Model = { project: settingsOf(project), entities: rows.map((row) => row.model) };
  if (entityIds === undefined) return { model };
  const byId = new Map(rows.map((row) => [row.id, row.model.className]));
  const chosen = [...new Set(entityIds)].map((id) => {
    const className = byId.get(id);
    if (!className) throw badRequest(msgEntityNotInProject(id));
    return className;
  });
  return { model, entities: chosen };
}

/** Renders in the pool; a failure is a 400 with every error at its file and line. */
async function render(job: RenderJob, timeoutMs: number): Promise<GenerationPreview> {
  const outcome = await renderInWorker(job, { timeoutMs });
  if (!outcome.ok)
    throw new ApiError(400, outcome.errors[0]?.message ?? MSG_RENDER_FAILED, undefined, {
      errors: outcome.errors,
    });
  return { files: outcome.files, elapsedMs: outcome.elapsedMs };
}

interface SetForJob {
  id: number;
  name: string;
  language: string;
  official: boolean;
  files: TemplateFileInput[];
}

function jobOf(set: SetForJob, model: Model, entities?: string[]): { job: RenderJob; timeoutMs: number } {
  const timeoutMs = set.official
    ? OFFICIAL_SET_MS
    : USER_SET_MS + USER_SET_MS_PER_ENTITY * (entities?.length ?? model.entities.length);
  return {
    job: {
      model,
      files: set.files,
      setId: `set-${set.id}`,
      setName: set.name,
      language: set.language,
      entities,
    },
    timeoutMs,
  };
}

/** The IDE's live preview: unsaved files against the sample, a given model, or entities of the caller's project. */
export async function renderDraft(db: Db, viewer: Viewer, body: RenderBody): Promise<GenerationPreview> {
  let model: Model = SAMPLE_MODEL;
  let entities: string[] | undefined;
  if (body.projectId !== undefined) {
    const project = await ownedProject(db, viewer.userId, body.projectId);
    ({ model, entities } = await projectJobModel(db, project, body.entityIds));
  } else if (body.model !== undefined) {
    const checked = validateModel(body.model);
    if (!checked.ok) throw invalidModel(checked.problems);
    model = checked.model;
  }
  const timeoutMs = USER_SET_MS + USER_SET_MS_PER_ENTITY * (entities?.length ?? model.entities.length);
  return render({ model, files: body.files, setId: 'draft', setName: '草稿', entities }, timeoutMs);
}

async function generation(db: Db, viewer: Viewer, projectId: number, body: GenerateBody) {
  const project = await ownedProject(db, viewer.userId, projectId);
  const set = await usableSet(db, viewer, body.templateId);
  const { model, entities } = await projectJobModel(db, project, body.entityIds);
  const { job, timeoutMs } = jobOf(set, model, entities);
  return { project, set, preview: await render(job, timeoutMs) };
}

export async function previewGeneration(
  db: Db,
  viewer: Viewer,
  projectId: number,
  body: GenerateBody,
): Promise<GenerationPreview> {
  return (await generation(db, viewer, projectId, body)).preview;
}

/** A file name safe in any file system and header: what the user named things, minus path characters. */
const fileNamePart = (text: string) =>
  text.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'code';

export async function generationZip(
  db: Db,
  viewer: Viewer,
  projectId: number,
  body: GenerateBody,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { project, set, preview } = await generation(db, viewer, projectId, body);
  const bytes = zipGeneration({
    files: preview.files.map((file) => ({ ...file, setId: set.key ?? 'user' })),
  });
  await countUse(db, set.id);
  return { fileName: `${fileNamePart(project.name)}-${fileNamePart(set.name)}.zip`, bytes };
}

/** /code-preview-test: a set on the built-in sample model. */
export async function previewSample(db: Db, viewer: Viewer, templateId: number): Promise<GenerationPreview> {
  const set = await usableSet(db, viewer, templateId);
  const { job, timeoutMs } = jobOf(set, SAMPLE_MODEL);
  return render(job, timeoutMs);
}

export function toSnapshot(row: SnapshotRow, withFiles: boolean): Snapshot {
  const snapshot: Snapshot = {
    id: row.id,
    number: row.number,
    templateId: row.templateId,
    templateName: row.templateName,
    templateVersion: row.templateVersion,
    fileCount: row.fileCount,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
  if (withFiles) snapshot.files = row.files;
  return snapshot;
}

/** "上传": the generation kept as the project's next snapshot. */
export async function createSnapshot(
  context: Context,
  viewer: Viewer,
  projectId: number,
  body: SnapshotBody,
): Promise<Snapshot> {
  const { set, preview } = await generation(context.db, viewer, projectId, body);
  return context.db.transaction(async (tx) => {
    // Numbers are consecutive per project: parallel uploads of one project take turns.
    await lockProject(tx, projectId);
    const row = await insertSnapshot(tx, {
      projectId,
      number: (await lastSnapshotNumber(tx, projectId)) + 1,
      templateId: set.id,
      templateName: set.name,
      templateVersion: set.version,
      fileCount: preview.files.length,
      note: body.note?.trim() || null,
      files: preview.files,
      createdAt: context.now,
    });
    await countUse(tx, set.id);
    return toSnapshot(row, false);
  });
}

export async function listSnapshots(
  db: Db,
  viewer: Viewer,
  projectId: number,
  page: { current: number; size: number },
): Promise<Page<Snapshot>> {
  await ownedProject(db, viewer.userId, projectId);
  const { rows, total } = await pageSnapshots(db, projectId, page);
  return {
    records: rows.map((row) => toSnapshot(row, false)),
    total,
    current: page.current,
    size: page.size,
  };
}

async function ownedSnapshot(db: Db, viewer: Viewer, projectId: number, id: number): Promise<SnapshotRow> {
  await ownedProject(db, viewer.userId, projectId);
  const row = await findSnapshot(db, projectId, id);
  if (!row) throw notFound(MSG_SNAPSHOT_NOT_FOUND);
  return row;
}

export async function getSnapshot(db: Db, viewer: Viewer, projectId: number, id: number): Promise<Snapshot> {
  return toSnapshot(await ownedSnapshot(db, viewer, projectId, id), true);
}

/** A snapshot's files as a zip; downloading again is not a new use of the set. */
export async function snapshotZip(
  db: Db,
  viewer: Viewer,
  projectId: number,
  id: number,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const project = await ownedProject(db, viewer.userId, projectId);
  const row = await ownedSnapshot(db, viewer, projectId, id);
  const bytes = zipGeneration({ files: row.files.map((file) => ({ ...file, setId: 'snapshot' })) });
  return { fileName: `${fileNamePart(project.name)}-快照${row.number}.zip`, bytes };
}

/** What changed from `against` (default: the snapshot before it) to this snapshot; the first lists all as added. */
export async function snapshotDiff(
  db: Db,
  viewer: Viewer,
  projectId: number,
  id: number,
  against: number | undefined,
): Promise<SnapshotDiff> {
  const row = await ownedSnapshot(db, viewer, projectId, id);
  const base =
    against === undefined
      ? await previousSnapshot(db, projectId, row.number)
      : await ownedSnapshot(db, viewer, projectId, against);
  const asGeneration = (files: SnapshotRow['files']) => ({
    files: files.map((file) => ({ ...file, setId: 'snapshot' })),
  });
  const diff = diffGenerations(asGeneration(base?.files ?? []), asGeneration(row.files));
  return {
    added: diff.added.map((file) => file.path),
    removed: diff.removed.map((file) => file.path),
    changed: diff.changed.map((file) => ({ path: file.path, diff: file.patch })),
  };
}
