// Decorates the app with its configuration (`app.config`) and, apart, the secrets it signs and hashes with (`app.secrets`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Secrets } from '../domain/context';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    secrets: Secrets;
  }
}

async function configPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  app.decorate('config', config);
  app.decorate('secrets', { jwt: config.jwtSecret, verification: config.verificationSecret });
}

export default fp(configPlugin, { name: 'config' });
