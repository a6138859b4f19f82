// Sessions for page tests: a signed-in sample user, and a clean slate between tests.
import { endSession, sessionStarted, userInfoRestored } from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import type { UserInfo } from '@modelsmith/shared/types';
import { ok } from './stub-api';
import { validToken } from './tokens';

export const sampleUser: UserInfo = {
  id: 7,
  username: 'alice',
  email: 'alice@example.com',
  nickname: '爱丽丝',
  avatarUrl: null,
  phone: null,
  bio: '喜欢建模',
  role: 'USER',
  status: 1,
  balance: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  membershipInfo: {
    level: 0,
    name: '免费版',
    expiresAt: null,
    limits: { projects: 3, entitiesPerProject: 20, ownTemplates: 5, premiumTemplates: false },
  },
};

/** The GET /users/info answer for a user. */
export const userInfoReply = ({ membershipInfo, ...user }: UserInfo) =>
  ok({ user, membership: membershipInfo });

export function resetSession() {
  store.dispatch(endSession('logout', { navigate: false }));
  localStorage.clear();
  sessionStorage.clear();
}

export function signInAs(user: UserInfo = sampleUser) {
  store.dispatch(sessionStarted(validToken({ sub: String(user.id), role: user.role })));
  store.dispatch(userInfoRestored(user));
}
