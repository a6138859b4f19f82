// The OpenAPI document of every /api route, built from the route schemas: UI at /api/docs, JSON at /api/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '模型工匠 Modelsmith API',
        description: '所有应答均为 {code, message, data}；code 200 表示成功。seed §7 的调用使用表单编码。',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
