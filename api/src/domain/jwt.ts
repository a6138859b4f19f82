// HS256 JSON Web Tokens on node:crypto (no ESM-only dependency, so it runs the same under jest and node).
import crypto from 'node:crypto';

export interface TokenClaims {
  /** User id. */
  sub: string;
  role: string;
  /** Session id: the sessions row that logout, password change and disabling revoke. */
  sid: string;
  iat: number;
  /** Seconds since the epoch. */
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (input: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(input).digest('base64url');

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${signature(body, secret)}`;
}

/** The claims of a token signed with `secret` and unexpired at `now`, else null. */
export function verifyToken(token: string, secret: string, now: Date): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, given] = parts;
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
      return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
