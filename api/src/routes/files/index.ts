// GET /api/v1/files/:id: an uploaded image from the database, cacheable for good (ids are never reused).
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/envelope';
import { findFile } from '../../repositories/files';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['files'],
        summary: '读取上传的图片（头像等）',
        params: Type.Object({ id: Type.String() }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: '图片内容' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      // Anything that is not a stored id is simply not found, never a validation error.
      if (!new RegExp(UUID).test(request.params.id)) throw notFound('文件不存在');
      const file = await findFile(app.db, request.params.id.toLowerCase());
      if (!file) throw notFound('文件不存在');
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.mimeType)
        .send(file.data);
    },
  );
};

export default filesRoutes;
