// Template sets at run time: the official sets in the database kept current with the codegen package this server
// runs, and the render pool's workers (and the DDL import's embedded PostgreSQL) stopped when the server closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedOfficialSets } from '../domain/official-sets';
import { closeDdlSandbox } from '../domain/ddl-sandbox';
import { closeRenderPool } from '../generation/render-pool';

async function templateSetsPlugin(app: FastifyInstance) {
  const changed = await seedOfficialSets(app.db, app.now());
  if (changed > 0) app.log.info(`官方模板已更新 ${changed} 个`);
  app.addHook('onClose', closeRenderPool);
  app.addHook('onClose', closeDdlSandbox);
}

export default fp(templateSetsPlugin, { name: 'template-sets', dependencies: ['db'] });
