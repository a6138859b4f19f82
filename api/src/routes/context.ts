// The domain context of a call: the app's database, a clock reading taken now, and its secrets.
import type { FastifyInstance } from 'fastify';
import type { Context } from '../domain/context';

export const contextOf = (app: FastifyInstance): Context => ({
  db: app.db,
  now: app.now(),
  secrets: app.secrets,
});
