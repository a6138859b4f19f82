// Bearer-token authentication: `app.authenticate` (401 未授权，请重新登录) and `app.requireAdmin` (403 拒绝访问).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/envelope';
import { authenticateToken, type Principal } from '../domain/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authenticate; read it through requirePrincipal. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

export const isAdminRole = (role: string) => role === 'ADMIN' || role === 'SUPER_ADMIN';

/** The principal of an authenticated request (routes behind app.authenticate). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
};

async function authPlugin(app: FastifyInstance, options: { jwtSecret: string }) {
  app.decorateRequest('principal', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const principal = token ? await authenticateToken(app.db, token, options.jwtSecret, app.now()) : null;
    if (!principal) throw unauthorized();
    request.principal = principal;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isAdminRole(requirePrincipal(request).role)) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
