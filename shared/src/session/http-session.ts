// What the HTTP layer asks of the session: the token to send, and where to report a lost session.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { HttpSession } from '@modelsmith/shared/http';
import type { RootState } from '@modelsmith/shared/store';
import { endSession } from './end-session';
import { selectValidToken } from './selectors';

interface SessionStore {
  getState(): RootState;
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
}

export function sessionForHttp(store: SessionStore): HttpSession {
  return {
    validToken: () => selectValidToken(store.getState()),
    end: (reason, message) => store.dispatch(endSession(reason, { message })),
  };
}
