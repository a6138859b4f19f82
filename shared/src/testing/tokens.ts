// Real, decodable JWTs (unsigned: the browser never verifies the signature).
function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** Valid for an hour from `now`. */
export const validToken = (claims: Record<string, unknown> = {}, now = Date.now()) =>
  makeToken({ sub: '1', role: 'USER', ...claims, exp: Math.floor(now / 1000) + 3600 });

/** Expired a minute before `now`. */
export const expiredToken = (claims: Record<string, unknown> = {}, now = Date.now()) =>
  makeToken({ sub: '1', role: 'USER', ...claims, exp: Math.floor(now / 1000) - 60 });
