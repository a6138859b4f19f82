// Bearer-token authentication: `app.authenticate` (401 未授权，请重新登录) and `app.requireAdmin` (403 拒绝访问).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/envelope';
import { verifyToken, type TokenClaims } from '../domain/jwt';
import { authenticateClaims, type Principal } from '../domain/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authenticate; read it through requirePrincipal. */
    principal: Principal | null;
    /** The bearer token's verified claims (signature and expiry only); undefined = not read yet. */
    tokenClaims: TokenClaims | null | undefined;
  }
  interface FastifyInstance {
    /** The request's bearer token verified once (the flood guard and authenticate both ask), null when none is valid. */
    verifiedClaims(request: FastifyRequest): TokenClaims | null;
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

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
};

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenClaims', undefined);

  app.decorate('verifiedClaims', (request: FastifyRequest) => {
    if (request.tokenClaims === undefined) {
      const token = bearerToken(request);
      request.tokenClaims = token ? verifyToken(token, app.secrets.jwt, app.now()) : null;
    }
    return request.tokenClaims;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = app.verifiedClaims(request);
    const principal = claims ? await authenticateClaims(app.db, claims, app.now()) : null;
    if (!principal) throw unauthorized();
    request.principal = principal;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isAdminRole(requirePrincipal(request).role)) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db'] });
