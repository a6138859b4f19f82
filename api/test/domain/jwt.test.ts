// HS256 tokens: a signed token verifies with its secret until it expires; anything altered or foreign is refused.
import crypto from 'node:crypto';
import { signToken, type TokenClaims, verifyToken } from '../../src/domain/jwt';

const SECRET = 'jwt-test-secret-0123456789-0123456789';
const NOW = new Date('2026-03-02T08:00:00.000Z');
const iat = Math.floor(NOW.getTime() / 1000);
const claims: TokenClaims = { sub: '7', role: 'USER', sid: 'session-1', iat, exp: iat + 60 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(input).digest('base64url');

describe('signToken / verifyToken', () => {
  it('round-trips the claims with the signing secret', () => {
    const token = signToken(claims, SECRET);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(token, SECRET, NOW)).toEqual(claims);
  });

  it('refuses another secret, an altered payload and a truncated signature', () => {
    const token = signToken(claims, SECRET);
    expect(verifyToken(token, `${SECRET}x`, NOW)).toBeNull();
    const [header, , signature] = token.split('.');
    const promoted = `${header}.${b64({ ...claims, role: 'SUPER_ADMIN' })}.${signature}`;
    expect(verifyToken(promoted, SECRET, NOW)).toBeNull();
    expect(verifyToken(token.slice(0, -2), SECRET, NOW)).toBeNull();
  });

  it('refuses a token at and after its expiry second', () => {
    const token = signToken(claims, SECRET);
    expect(verifyToken(token, SECRET, new Date((claims.exp - 1) * 1000))).toEqual(claims);
    expect(verifyToken(token, SECRET, new Date(claims.exp * 1000))).toBeNull();
  });

  it('refuses another algorithm, missing claims and garbage, even when correctly signed', () => {
    const signed = (header: unknown, payload: unknown) => {
      const body = `${b64(header)}.${b64(payload)}`;
      return `${body}.${hmac(body, SECRET)}`;
    };
    expect(verifyToken(signed({ alg: 'none' }, claims), SECRET, NOW)).toBeNull();
    expect(verifyToken(signed({ alg: 'HS256' }, { ...claims, sid: undefined }), SECRET, NOW)).toBeNull();
    expect(verifyToken(signed({ alg: 'HS256' }, { ...claims, exp: 'later' }), SECRET, NOW)).toBeNull();
    expect(verifyToken('not-a-token', SECRET, NOW)).toBeNull();
    const notJson = `${b64({ alg: 'HS256' })}.bm90IGpzb24`;
    expect(verifyToken(`${notJson}.${hmac(notJson, SECRET)}`, SECRET, NOW)).toBeNull();
  });
});
