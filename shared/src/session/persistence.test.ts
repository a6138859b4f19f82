import { baseApi } from '@modelsmith/shared/api';
import {
  endSession,
  readPersistedSession,
  selectToken,
  selectUser,
  sessionStarted,
  userInfoRestored,
} from '@modelsmith/shared/session';
import { makeStore } from '@modelsmith/shared/store';
import { validToken } from '@modelsmith/shared/testing';
import type { UserInfo } from '@modelsmith/shared/types';

const user = { id: 7, username: 'demo', role: 'USER', membershipInfo: null } as unknown as UserInfo;

beforeEach(() => localStorage.clear());

test('a new store reads the session back from the seed keys token and userInfo', () => {
  const token = validToken();
  localStorage.setItem('token', token);
  localStorage.setItem('userInfo', JSON.stringify(user));
  const store = makeStore();
  expect(selectToken(store.getState())).toBe(token);
  expect(selectUser(store.getState())).toEqual(user);
});

test('a cached user without a token, or unreadable JSON, is not read back', () => {
  localStorage.setItem('userInfo', JSON.stringify(user));
  expect(readPersistedSession()).toEqual({ token: null, user: null });
  localStorage.setItem('token', 't');
  localStorage.setItem('userInfo', '{broken');
  expect(readPersistedSession()).toEqual({ token: 't', user: null });
});

test('the listener writes the token and the cached user when they change, and removes them at the end', () => {
  const store = makeStore();
  const token = validToken();
  store.dispatch(sessionStarted(token));
  expect(localStorage.getItem('token')).toBe(token);
  expect(localStorage.getItem('userInfo')).toBeNull();
  store.dispatch(userInfoRestored(user));
  expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
  store.dispatch(endSession('logout', { navigate: false }));
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('userInfo')).toBeNull();
});

test('actions that change neither leave storage alone', () => {
  const store = makeStore();
  store.dispatch(sessionStarted(validToken()));
  localStorage.setItem('token', 'written elsewhere');
  store.dispatch({ type: 'unrelated/action' });
  store.dispatch(baseApi.util.invalidateTags(['Project']));
  expect(localStorage.getItem('token')).toBe('written elsewhere');
});
