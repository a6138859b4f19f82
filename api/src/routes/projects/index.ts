// /api/v1/projects: the caller's projects, their codegen model and DDL, and each project's entities
// (API.md "Projects", "Entities"). Every call needs a session; someone else's project answers 404.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CreateProjectBody,
  DdlData,
  DdlQuery,
  Entity,
  EntityIdParams,
  EntityModel,
  EntityPageQuery,
  EnvelopeOf,
  ImportDdlBody,
  ImportDdlResult,
  ModelProblems,
  Nullable,
  PageOf,
  PositionsBody,
  Project,
  ProjectEntityParams,
  ProjectIdParams,
  ProjectPageQuery,
  UpdateProjectBody,
} from '@modelsmith/contract';
import {
  createEntity,
  deleteEntity,
  getEntity,
  importEntities,
  listProjectEntities,
  savePositions,
  updateEntity,
} from '../../domain/entities';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  ownedProject,
  projectDdl,
  projectModel,
  updateProject,
} from '../../domain/projects';
import { errorResponses, ok } from '../../http/envelope';
import { EXPENSIVE_ROUTE } from '../../plugins/rate-limit';
import { requirePrincipal } from '../../plugins/auth';
import { contextOf } from '../context';

const security = [{ bearer: [] }];
/** A 400 that may carry the model's problems. */
const problemsResponse = { 400: EnvelopeOf(Nullable(ModelProblems)) };
/** The codegen model: its shape is the codegen package's (checked there), so it is passed through as is. */
const ModelData = Type.Object({
  project: Type.Object({}, { additionalProperties: true }),
  entities: Type.Array(EntityModel),
});

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const ownerOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  app.get(
    '/',
    {
      schema: {
        tags: ['projects'],
        summary: '我的项目（分页，最新在前；keyword 匹配名称与描述）',
        security,
        querystring: ProjectPageQuery,
        response: { 200: EnvelopeOf(PageOf(Project)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listProjects(app.db, ownerOf(request), request.query)),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['projects'],
        summary: '新建项目（受会员等级的项目数上限约束）',
        security,
        body: CreateProjectBody,
        response: { 200: EnvelopeOf(Project), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ok(await createProject(contextOf(app), ownerOf(request), request.body), '项目已创建'),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['projects'],
        summary: '项目详情',
        security,
        params: ProjectIdParams,
        response: { 200: EnvelopeOf(Project), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getProject(app.db, ownerOf(request), request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['projects'],
        summary: '修改项目（只修改传入的字段）',
        security,
        params: ProjectIdParams,
        body: UpdateProjectBody,
        response: { 200: EnvelopeOf(Project), ...errorResponses(400, 401, 404, 409), ...problemsResponse },
      },
    },
    async (request) =>
      ok(
        await updateProject(contextOf(app), ownerOf(request), request.params.id, request.body),
        '项目已保存',
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['projects'],
        summary: '删除项目（连同其实体与快照）',
        security,
        params: ProjectIdParams,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteProject(app.db, ownerOf(request), request.params.id);
      return ok(null, '项目已删除');
    },
  );

  app.get(
    '/:id/model',
    {
      schema: {
        tags: ['projects'],
        summary: '项目的代码生成模型 {project, entities}',
        security,
        params: ProjectIdParams,
        response: { 200: EnvelopeOf(ModelData), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const project = await ownedProject(app.db, ownerOf(request), request.params.id);
      return ok(await projectModel(app.db, project));
    },
  );

  app.get(
    '/:id/ddl',
    {
      config: EXPENSIVE_ROUTE,
      schema: {
        tags: ['projects'],
        summary: '导出建表语句（dialect 默认为项目的数据库）',
        security,
        params: ProjectIdParams,
        querystring: DdlQuery,
        response: { 200: EnvelopeOf(DdlData), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const project = await ownedProject(app.db, ownerOf(request), request.params.id);
      return ok(await projectDdl(app.db, project, request.query.dialect));
    },
  );

  // ---- entities of a project ----

  app.get(
    '/:pid/entities',
    {
      schema: {
        tags: ['entities'],
        summary: '项目的实体（分页，size 最大 500；keyword 匹配类名、表名、中文名与注释）',
        security,
        params: ProjectEntityParams,
        querystring: EntityPageQuery,
        response: { 200: EnvelopeOf(PageOf(Entity)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await listProjectEntities(app.db, ownerOf(request), request.params.pid, request.query)),
  );

  app.post(
    '/:pid/entities',
    {
      schema: {
        tags: ['entities'],
        summary: '新建实体（在项目上下文中校验；受每个项目的实体数上限约束）',
        security,
        params: ProjectEntityParams,
        body: EntityModel,
        response: { 200: EnvelopeOf(Entity), ...errorResponses(401, 403, 404), ...problemsResponse },
      },
    },
    async (request) =>
      ok(
        await createEntity(contextOf(app), ownerOf(request), request.params.pid, request.body),
        '实体已创建',
      ),
  );

  app.put(
    '/:pid/entities/positions',
    {
      schema: {
        tags: ['entities'],
        summary: '保存 ER 图中实体的位置',
        security,
        params: ProjectEntityParams,
        body: PositionsBody,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await savePositions(app.db, ownerOf(request), request.params.pid, request.body);
      return ok(null, '布局已保存');
    },
  );

  app.post(
    '/:pid/entities/import-ddl',
    {
      config: EXPENSIVE_ROUTE,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['entities'],
        summary: '从建表语句导入实体（默认合并；replace 替换全部；dryRun 只预览不保存）',
        security,
        params: ProjectEntityParams,
        body: ImportDdlBody,
        response: {
          200: EnvelopeOf(ImportDdlResult),
          ...errorResponses(401, 403, 404, 413, 429),
          ...problemsResponse,
        },
      },
    },
    async (request) => {
      const result = await importEntities(contextOf(app), ownerOf(request), request.params.pid, request.body);
      return ok(result, request.body.dryRun ? '预览完成，未保存' : '导入完成');
    },
  );

  app.get(
    '/:pid/entities/:eid',
    {
      schema: {
        tags: ['entities'],
        summary: '实体详情',
        security,
        params: EntityIdParams,
        response: { 200: EnvelopeOf(Entity), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getEntity(app.db, ownerOf(request), request.params.pid, request.params.eid)),
  );

  app.put(
    '/:pid/entities/:eid',
    {
      schema: {
        tags: ['entities'],
        summary: '修改实体（只修改传入的字段；在项目上下文中校验）',
        security,
        params: EntityIdParams,
        body: Type.Partial(EntityModel),
        response: { 200: EnvelopeOf(Entity), ...errorResponses(401, 404), ...problemsResponse },
      },
    },
    async (request) => {
      const { pid, eid } = request.params;
      return ok(await updateEntity(contextOf(app), ownerOf(request), pid, eid, request.body), '实体已保存');
    },
  );

  app.delete(
    '/:pid/entities/:eid',
    {
      schema: {
        tags: ['entities'],
        summary: '删除实体（被其他实体的关系引用时拒绝，并列出它们）',
        security,
        params: EntityIdParams,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await deleteEntity(contextOf(app), ownerOf(request), request.params.pid, request.params.eid);
      return ok(null, '实体已删除');
    },
  );
};

export default projectRoutes;
