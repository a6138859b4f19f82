// The one place that decodes the token (seed §3, §4, §5): its status and its claims.
import { jwtDecode } from 'jwt-decode';
import type { Role } from '@modelsmith/shared/types';

/** Absent = anonymous; undecodable, without exp or past exp = expired (seed §4: both count as expired). */
export type SessionStatus = 'anonymous' | 'valid' | 'expired';

export interface TokenClaims {
  sub?: string;
  role?: Role;
  /** Seconds since epoch. */
  exp?: number;
}

export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

/** When the token stops being valid (ms since epoch), or null when it never was. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

export function tokenStatus(token: string | null | undefined, now = Date.now()): SessionStatus {
  if (!token) return 'anonymous';
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt >= now ? 'valid' : 'expired';
}

/** Seed §5: missing, undecodable or past its exp. */
export const isTokenExpired = (token: string | null | undefined, now = Date.now()): boolean =>
  tokenStatus(token, now) !== 'valid';

export const roleOfToken = (token: string | null | undefined): Role | null =>
  decodeToken(token)?.role ?? null;
