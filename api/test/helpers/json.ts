// JSON calls for the API's own (non-seed) endpoints, which take and answer JSON.
import type { LightMyRequestResponse } from 'fastify';
import { bearer } from './accounts';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function json(
  ctx: TestContext,
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
