// /api/v1/projects/{pid}/generate and /snapshots: a project's code with a template set — preview, zip, and the
// snapshots kept of it with their zip and diff (API.md "Generation and snapshots"). Registered under /projects.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  EnvelopeOf,
  GenerateBody,
  GenerationPreview,
  PageOf,
  PageQuerySchema,
  ProjectEntityParams,
  RenderErrors,
  Snapshot,
  SnapshotBody,
  SnapshotDiff,
  SnapshotDiffQuery,
  SnapshotParams,
} from '@modelsmith/contract';
import type { FastifyReply } from 'fastify';
import {
  createSnapshot,
  generationZip,
  getSnapshot,
  listSnapshots,
  previewGeneration,
  snapshotDiff,
  snapshotZip,
} from '../../domain/generation';
import { viewerOf } from '../../domain/templates';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { EXPENSIVE_ROUTE } from '../../plugins/rate-limit';
import { contextOf } from '../context';

const security = [{ bearer: [] }];
const tags = ['generation'];
const renderFailure = { 400: EnvelopeOf(Type.Union([RenderErrors, Type.Null()])) };

/** Zip bytes as a download (no envelope); the name keeps its Chinese through RFC 5987. */
export function sendZip(reply: FastifyReply, { fileName, bytes }: { fileName: string; bytes: Uint8Array }) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .type('application/zip')
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(Buffer.from(bytes));
}

const generationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const viewer = (request: Parameters<typeof requirePrincipal>[0]) =>
    viewerOf(app.db, requirePrincipal(request).userId, app.now());

  app.post(
    '/:pid/generate',
    {
      config: EXPENSIVE_ROUTE,
      schema: {
        tags,
        summary: '生成代码预览（不保存）；entityIds 省略时为全部实体',
        security,
        params: ProjectEntityParams,
        body: GenerateBody,
        response: {
          200: EnvelopeOf(GenerationPreview),
          ...errorResponses(401, 403, 404, 429),
          ...renderFailure,
        },
      },
    },
    async (request) =>
      ok(await previewGeneration(app.db, await viewer(request), request.params.pid, request.body)),
  );

  app.post(
    '/:pid/generate/zip',
    {
      config: EXPENSIVE_ROUTE,
      schema: {
        tags,
        summary: '生成代码并下载 zip（application/zip，无信封）；计一次模板使用',
        security,
        params: ProjectEntityParams,
        body: GenerateBody,
        response: { ...errorResponses(401, 403, 404, 429), ...renderFailure },
      },
    },
    async (request, reply) =>
      sendZip(reply, await generationZip(app.db, await viewer(request), request.params.pid, request.body)),
  );

  app.post(
    '/:pid/snapshots',
    {
      config: EXPENSIVE_ROUTE,
      schema: {
        tags,
        summary: '生成代码并保存为项目的下一个快照（“上传”）；计一次模板使用',
        security,
        params: ProjectEntityParams,
        body: SnapshotBody,
        response: { 200: EnvelopeOf(Snapshot), ...errorResponses(401, 403, 404, 429), ...renderFailure },
      },
    },
    async (request) =>
      ok(
        await createSnapshot(contextOf(app), await viewer(request), request.params.pid, request.body),
        '快照已保存',
      ),
  );

  app.get(
    '/:pid/snapshots',
    {
      schema: {
        tags,
        summary: '项目的快照（最新在前，不含文件）',
        security,
        params: ProjectEntityParams,
        querystring: PageQuerySchema,
        response: { 200: EnvelopeOf(PageOf(Snapshot)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await listSnapshots(app.db, await viewer(request), request.params.pid, request.query)),
  );

  app.get(
    '/:pid/snapshots/:sid',
    {
      schema: {
        tags,
        summary: '快照详情（含文件）',
        security,
        params: SnapshotParams,
        response: { 200: EnvelopeOf(Snapshot), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await getSnapshot(app.db, await viewer(request), request.params.pid, request.params.sid)),
  );

  app.get(
    '/:pid/snapshots/:sid/zip',
    {
      schema: {
        tags,
        summary: '下载快照的 zip（不计模板使用）',
        security,
        params: SnapshotParams,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) =>
      sendZip(
        reply,
        await snapshotZip(app.db, await viewer(request), request.params.pid, request.params.sid),
      ),
  );

  app.get(
    '/:pid/snapshots/:sid/diff',
    {
      schema: {
        tags,
        summary: '快照与另一快照（默认上一个）的差异：新增、删除与修改的文件（统一 diff）',
        security,
        params: SnapshotParams,
        querystring: SnapshotDiffQuery,
        response: { 200: EnvelopeOf(SnapshotDiff), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        await snapshotDiff(
          app.db,
          await viewer(request),
          request.params.pid,
          request.params.sid,
          request.query.against,
        ),
      ),
  );
};

export default generationRoutes;
