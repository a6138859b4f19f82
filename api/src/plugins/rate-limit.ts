// Flood guard on /api/v1: signed-in calls per user, anonymous calls per client address, and a lower shared ceiling for
// routes marked expensive. In memory, per replica (docs/architecture.md "Running"); business limits (login failures,
// code sends and tries) live in the database instead, see domain/attempts.ts and domain/verification.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config';
import { tooManyRequests } from '../http/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'expensive': the route also counts against RATE_LIMIT_EXPENSIVE_PER_MINUTE. */
    rateLimit?: 'expensive';
  }
}

/** Route config of an expensive route (render, generate, zip, DDL import): `config: EXPENSIVE_ROUTE`. */
export const EXPENSIVE_ROUTE = { rateLimit: 'expensive' } as const;

export const WINDOW_MS = 60_000;

const msgTooManyRequests = (seconds: number) => `请求过于频繁，请 ${seconds} 秒后再试`;

export interface RateLimitPluginOptions {
  limits: RateLimits;
  /** The calls it guards: the API's versioned paths, so liveness probes (/api/health) are never refused. */
  prefix: string;
}

interface Window {
  count: number;
  resetAt: number;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  const { limits, prefix } = options;
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  /** Counts one call against `key`; the seconds to wait when it is over `max`, else 0. */
  const hit = (key: string, max: number, now: number): number => {
    if (now >= nextSweep) {
      // Drop finished windows once a minute so idle users and addresses do not pile up.
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      nextSweep = now + WINDOW_MS;
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  };

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(prefix)) return;
    // Only a signature check, no database: a revoked but validly signed token still names its own user.
    const sub = app.verifiedClaims(request)?.sub ?? null;
    // trustProxy makes request.ip the forwarded client address behind the gateway.
    const key = sub !== null ? `user:${sub}` : `ip:${request.ip}`;
    const max = sub !== null ? limits.userPerMinute : limits.ipPerMinute;
    const now = app.now().getTime();
    if (max > 0) {
      const wait = hit(key, max, now);
      if (wait > 0) throw tooManyRequests(msgTooManyRequests(wait), wait);
    }
    if (request.routeOptions.config.rateLimit === 'expensive' && limits.expensivePerMinute > 0) {
      const wait = hit(`expensive:${key}`, limits.expensivePerMinute, now);
      if (wait > 0) throw tooManyRequests(msgTooManyRequests(wait), wait);
    }
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
