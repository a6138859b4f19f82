// The Fastify app as one plugin: infrastructure plugins (config, db, admin seed, auth, limits, mail, docs), then the
// routes (schema + a call into domain/), then the web frontends.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import adminSeedPlugin from './plugins/admin-seed';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import mailPlugin from './plugins/mail';
import rateLimitPlugin from './plugins/rate-limit';
import templateSetsPlugin from './plugins/template-sets';
import webPlugin from './plugins/web';
import adminRoutes from './routes/admin';
import balanceRoutes from './routes/balance';
import codePreviewRoutes from './routes/code-preview';
import entitiesRoutes from './routes/entities';
import filesRoutes from './routes/files';
import healthRoutes from './routes/health';
import membershipRoutes from './routes/membership';
import projectRoutes from './routes/projects';
import generationRoutes from './routes/projects/generation';
import rechargeRoutes from './routes/recharge';
import templateRoutes from './routes/templates';
import usersRoutes from './routes/users';
import verificationRoutes from './routes/verification';

export const API_PREFIX = '/api/v1';
/** Avatar and QR code images: PNG/JPEG/WebP up to 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  /** An open database owned by the caller; without it the app opens (and closes) the one the config names. */
  database?: Database;
  now?: () => Date;
}

async function appPlugin(instance: FastifyInstance, options: AppOptions) {
  const { config } = options;
  await instance.register(errorsPlugin);
  await instance.register(configPlugin, { config });
  await instance.register(dbPlugin, { database: options.database, now: options.now });
  await instance.register(adminSeedPlugin);
  await instance.register(templateSetsPlugin);
  await instance.register(authPlugin);
  await instance.register(rateLimitPlugin, { limits: config.rateLimit, prefix: `${API_PREFIX}/` });
  await instance.register(formbody);
  await instance.register(multipart, {
    // One byte over the limit is enough to refuse; the route turns the overflow into a Chinese message.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });
  await instance.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await instance.register(docsPlugin);

  await instance.register(healthRoutes);
  await instance.register(usersRoutes, { prefix: `${API_PREFIX}/users` });
  await instance.register(verificationRoutes, { prefix: `${API_PREFIX}/verification` });
  await instance.register(filesRoutes, { prefix: `${API_PREFIX}/files` });
  await instance.register(projectRoutes, { prefix: `${API_PREFIX}/projects` });
  await instance.register(generationRoutes, { prefix: `${API_PREFIX}/projects` });
  await instance.register(entitiesRoutes, { prefix: `${API_PREFIX}/entities` });
  await instance.register(templateRoutes, { prefix: `${API_PREFIX}/templates` });
  await instance.register(codePreviewRoutes, { prefix: `${API_PREFIX}/code-preview` });
  await instance.register(adminRoutes, { prefix: `${API_PREFIX}/admin` });
  await instance.register(membershipRoutes, { prefix: `${API_PREFIX}/membership` });
  await instance.register(balanceRoutes, { prefix: `${API_PREFIX}/balance` });
  await instance.register(rechargeRoutes, { prefix: `${API_PREFIX}/recharge` });

  await instance.register(webPlugin, { webRoot: config.webRoot, remotes: config.remotes });
}

export const app = fp(appPlugin, { name: 'modelsmith-api' });

/** A Fastify instance running the app, not yet ready: a caller (a test) may still add routes. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: { level: options.config.logLevel },
    trustProxy: options.config.trustProxy,
    // The db plugin opens and migrates the database while registering: PGlite recovering after a crash, or a replica
    // queueing on the migration lock, can take longer than the 10 s default.
    pluginTimeout: 5 * 60_000,
    ajv: {
      customOptions: {
        // Unknown fields are dropped (PRODUCT.md §3); verbose keeps the schema at hand for Chinese messages.
        removeAdditional: 'all',
        verbose: true,
        keywords: ['errorMessage'],
      },
    },
  });
  await instance.register(app, options);
  return instance;
}

/** A ready-to-listen Fastify instance running the app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const instance = await createApp(options);
  await instance.ready();
  return instance;
}
