// The session's one state: the token, in the one store. The user info is server data (user-info-api.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  token: string | null;
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A login answered with a token. */
    sessionStarted(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** Dispatched by endSession only: every end of a session goes through it. */
    sessionEnded(state) {
      state.token = null;
    },
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
