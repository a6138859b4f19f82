// Generic per-IP request ceiling on /api (in memory, per replica: a flood guard). Business limits (login failures,
// code sends and tries) live in the database instead, see domain/attempts.ts and domain/verification.ts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../http/envelope';

export interface RateLimitPluginOptions {
  /** Requests per IP per minute. */
  max: number;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => tooManyRequests(),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
