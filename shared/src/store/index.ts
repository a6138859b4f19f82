// @modelsmith/shared/store: THE Redux store. It is created with the session: the token read back from
// localStorage, the one persistence listener (a middleware), and the HTTP layer asking this store's session for the
// token. Remotes inject their own slices into rootReducer (`declare module` + `WithSlice`).
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@modelsmith/shared/api';
import { configureHttp } from '@modelsmith/shared/http';
import { recordInstance } from '@modelsmith/shared/runtime';
import {
  persistSession,
  readPersistedSession,
  sessionForHttp,
  sessionSlice,
  userInfoRestored,
} from '@modelsmith/shared/session';

/** Slices injected later declare themselves here (`declare module` + `WithSlice<typeof slice>`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** A store holding the session the last page left in localStorage, and keeping it there. */
export function makeStore() {
  const saved = readPersistedSession();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { token: saved.token } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, persistSession),
  });
  if (saved.user) store.dispatch(userInfoRestored(saved.user));
  return store;
}

export const store = makeStore();
recordInstance('store', store);
// The one HTTP layer takes its token from this session and reports a lost session to it.
configureHttp({ session: sessionForHttp(store) });

export type AppStore = typeof store;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;

export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
