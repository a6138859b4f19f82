// Decorates the app with the database (opened and migrated on register, closed with the app, unless the caller hands
// an open one in) and the clock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, type DbKind, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** The app's clock: every timestamp and expiry goes through it, so tests move time instead of sleeping. */
    now(): Date;
  }
}

export interface DbPluginOptions {
  /** An already open database owned by the caller (tests share one per file); it is not closed with the app. */
  database?: Database;
  now?: () => Date;
}

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const database = options.database ?? (await openDatabase(app.config));
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('now', options.now ?? (() => new Date()));
  if (!options.database) app.addHook('onClose', () => database.close());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
