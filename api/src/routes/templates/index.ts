// /api/v1/templates: the market, the caller's sets, one set, create / change / delete / fork, the IDE's live render,
// the sample model and the template context reference (API.md "Template sets"). Every call needs a session.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { SAMPLE_MODEL, TEMPLATE_REFERENCE } from '@modelsmith/codegen';
import {
  CreateTemplateBody,
  EnvelopeOf,
  GenerationPreview,
  MarketQuery,
  ModelProblems,
  MyTemplatesQuery,
  Nullable,
  PageOf,
  RenderBody,
  RenderErrors,
  TemplateIdParams,
  TemplateSet,
  UpdateTemplateBody,
} from '@modelsmith/contract';
import { renderDraft } from '../../domain/generation';
import {
  createTemplateSet,
  deleteTemplateSetOf,
  forkTemplateSet,
  getTemplateSet,
  listMarket,
  listMine,
  updateTemplateSetOf,
  viewerOf,
} from '../../domain/templates';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { EXPENSIVE_ROUTE } from '../../plugins/rate-limit';
import { contextOf } from '../context';

const security = [{ bearer: [] }];
const tags = ['templates'];
/** A free-form JSON document described in the summary (the codegen model, the context reference). */
const Document = Type.Object({}, { additionalProperties: true });
/** A 400 of a render: the errors at their files, or a model's problems. */
const renderFailure = { 400: EnvelopeOf(Nullable(Type.Union([RenderErrors, ModelProblems]))) };

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const viewer = (request: Parameters<typeof requirePrincipal>[0]) =>
    viewerOf(app.db, requirePrincipal(request).userId, app.now());

  app.get(
    '/market',
    {
      schema: {
        tags,
        summary: '模板市场：公开模板（含官方），可按关键词、语言、标签筛选，按使用次数或最新排序',
        security,
        querystring: MarketQuery,
        response: { 200: EnvelopeOf(PageOf(TemplateSet)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listMarket(app.db, await viewer(request), request.query)),
  );

  app.get(
    '/my',
    {
      schema: {
        tags,
        summary: '我的模板（最近修改在前）',
        security,
        querystring: MyTemplatesQuery,
        response: { 200: EnvelopeOf(PageOf(TemplateSet)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listMine(app.db, await viewer(request), request.query)),
  );

  app.get(
    '/sample-model',
    {
      schema: {
        tags,
        summary: '内置示例模型（代码生成模型 {project, entities}）',
        security,
        response: { 200: EnvelopeOf(Document), ...errorResponses(401) },
      },
    },
    async () => ok(SAMPLE_MODEL),
  );

  app.get(
    '/context',
    {
      schema: {
        tags,
        summary: '模板上下文说明：每个变量与过滤器的类型、说明与示例',
        security,
        response: { 200: EnvelopeOf(Document), ...errorResponses(401) },
      },
    },
    async () => ok(TEMPLATE_REFERENCE),
  );

  app.post(
    '/render',
    {
      config: EXPENSIVE_ROUTE,
      schema: {
        tags,
        summary: '渲染未保存的模板文件（编辑器实时预览）：示例模型、给定模型或自己项目的实体',
        security,
        body: RenderBody,
        response: {
          200: EnvelopeOf(GenerationPreview),
          ...errorResponses(401, 404, 429),
          ...renderFailure,
        },
      },
    },
    async (request) => ok(await renderDraft(app.db, await viewer(request), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '模板详情（含文件；高级模板的文件内容仅对专业版及以上会员可见）',
        security,
        params: TemplateIdParams,
        response: { 200: EnvelopeOf(TemplateSet), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getTemplateSet(app.db, await viewer(request), request.params.id)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: '新建模板（受会员等级的自有模板数上限约束）',
        security,
        body: CreateTemplateBody,
        response: { 200: EnvelopeOf(TemplateSet), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await createTemplateSet(contextOf(app), await viewer(request), request.body), '模板已创建'),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: '修改自己的模板（只修改传入的字段；文件有变化时版本号加一）',
        security,
        params: TemplateIdParams,
        body: UpdateTemplateBody,
        response: { 200: EnvelopeOf(TemplateSet), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await updateTemplateSetOf(contextOf(app), await viewer(request), request.params.id, request.body),
        '模板已保存',
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: '删除自己的模板（用它生成的快照保留）',
        security,
        params: TemplateIdParams,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteTemplateSetOf(app.db, await viewer(request), request.params.id);
      return ok(null, '模板已删除');
    },
  );

  app.post(
    '/:id/fork',
    {
      schema: {
        tags,
        summary: '复制模板为自己的私有模板（计入自有模板数；高级模板需专业版及以上）',
        security,
        params: TemplateIdParams,
        response: { 200: EnvelopeOf(TemplateSet), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await forkTemplateSet(contextOf(app), await viewer(request), request.params.id), '已复制为我的模板'),
  );
};

export default templateRoutes;
