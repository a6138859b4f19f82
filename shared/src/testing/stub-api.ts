// Answering the API from a table of handlers, for every container's page tests: `METHOD /path` → reply.
import { http } from '@modelsmith/shared/http';
import { installAdapter, type SentRequest, type StubReply } from './adapter';

export type Handlers = Record<string, (request: SentRequest) => StubReply>;

/** A success envelope carrying `data`. */
export const ok = (data: unknown): StubReply => ({ status: 200, body: { code: 200, message: '成功', data } });

/** A failure envelope: its status in both places and a message (and `data` when the API sends one). */
export const fail = (status: number, message: string, data: unknown = null): StubReply => ({
  status,
  body: { code: status, message, data },
});

/** Answers `METHOD /path` from `handlers`; anything unexpected is a 404 the test will notice. */
export function stubApi(handlers: Handlers) {
  return installAdapter(http, (request) => {
    const handler = handlers[`${request.method} ${request.url.split('?')[0]}`];
    return handler ? handler(request) : fail(404, `未预期的请求 ${request.method} ${request.url}`);
  });
}

/** The JSON body of a sent request as an object. */
export const jsonBody = (request: SentRequest): unknown =>
  typeof request.data === 'string' ? JSON.parse(request.data) : request.data;

/** The urlencoded body of a sent request (the seed's form calls) as a plain object. */
export const formBody = (request: SentRequest) =>
  Object.fromEntries(new URLSearchParams(String(request.data)));
