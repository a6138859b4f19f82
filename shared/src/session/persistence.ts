// The session in localStorage under the seed's keys (seed §3, §9): read back once when the store is
// created, written by ONE listener middleware. Nothing else touches these keys.
import type { Middleware } from '@reduxjs/toolkit';
import type { RootState } from '@modelsmith/shared/store';
import type { UserInfo } from '@modelsmith/shared/types';
import { selectToken, selectUser } from './selectors';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'userInfo';

export interface PersistedSession {
  token: string | null;
  user: UserInfo | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null | undefined): UserInfo | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

/** What the last page left behind; a cached user without a token is stale and ignored. */
export function readPersistedSession(): PersistedSession {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  return { token, user: token ? parseUser(storage()?.getItem(USER_KEY)) : null };
}

function write(key: string, value: string | null): void {
  if (value === null) storage()?.removeItem(key);
  else storage()?.setItem(key, value);
}

/**
 * THE listener: a middleware that mirrors the token and the cached user info into localStorage after
 * every action that changed them (synchronously: store subscribers may be notified a frame later).
 */
export const persistSession: Middleware<object, RootState> = (store) => (next) => (action) => {
  const before = store.getState();
  const result = next(action);
  const after = store.getState();
  const token = selectToken(after);
  const user = selectUser(after);
  if (token !== selectToken(before)) write(TOKEN_KEY, token);
  if (user !== selectUser(before)) write(USER_KEY, user ? JSON.stringify(user) : null);
  return result;
};
