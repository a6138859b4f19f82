// /api/v1/code-preview/sample: a template set's output for the built-in sample model (/code-preview-test).
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EnvelopeOf, GenerationPreview, RenderErrors, SampleGenerateBody } from '@modelsmith/contract';
import { previewSample } from '../../domain/generation';
import { viewerOf } from '../../domain/templates';
import { errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { EXPENSIVE_ROUTE } from '../../plugins/rate-limit';

const codePreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/sample',
    {
      config: EXPENSIVE_ROUTE,
      schema: {
        tags: ['generation'],
        summary: '用内置示例模型预览模板集的生成结果',
        security: [{ bearer: [] }],
        body: SampleGenerateBody,
        response: {
          200: EnvelopeOf(GenerationPreview),
          400: EnvelopeOf(Type.Union([RenderErrors, Type.Null()])),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(app.db, requirePrincipal(request).userId, app.now());
      return ok(await previewSample(app.db, viewer, request.body.templateId));
    },
  );
};

export default codePreviewRoutes;
