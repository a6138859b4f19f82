// The persisted session in localStorage (seed §3, §9) and the token expiry rule (seed §4, §5).
import { jwtDecode } from 'jwt-decode';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'userInfo';

/** Absent, undecodable, without exp, or exp*1000 earlier than now: all count as expired. */
export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return true;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp !== 'number' || exp * 1000 < now;
  } catch {
    return true;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function writeStoredToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function readStoredUser<T>(): T | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: unknown): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}
