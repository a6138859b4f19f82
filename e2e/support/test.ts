// The specs' `test`: points the browser at the harness's site origin.
import { test as base } from '@playwright/test';
import { readTopology } from '../harness/topology';

export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must exist even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(readTopology().baseURL),
});
export { expect } from '@playwright/test';
