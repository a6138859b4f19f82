// Test harness: mf-admin's routes under the real providers, router and HTTP bridge, signed in as an admin, over a
// stubbed transport.
import { configure } from '@testing-library/react';
import { renderRoutesAt, resetSession, sampleUser, signInAs } from '@modelsmith/shared/testing';
import type { UserInfo } from '@modelsmith/shared/types';
import { routes } from '../routes';

// Lazy pages load antd on first use: the first render of a file takes a few seconds here.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

export const adminUser: UserInfo = {
  ...sampleUser,
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  nickname: '管理员',
  role: 'ADMIN',
};

beforeEach(() => {
  resetSession();
  signInAs(adminUser);
});

export const renderAt = (path: string) => renderRoutesAt(routes, path);
