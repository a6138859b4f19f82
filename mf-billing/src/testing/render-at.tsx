// Test harness: mf-billing's routes under the real providers, router and HTTP bridge, signed in as the sample user,
// over a stubbed transport.
import { configure } from '@testing-library/react';
import { renderRoutesAt, resetSession, signInAs } from '@modelsmith/shared/testing';
import { routes } from '../routes';

// Lazy pages load antd on first use: the first render of a file takes a few seconds here.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  signInAs();
});

export const renderAt = (path: string) => renderRoutesAt(routes, path);
