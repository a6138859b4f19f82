// The error answers the shared smoke (contract/smoke.ts) leaves out, asked of a running kitchen-sink backend through
// its tags (a unique name): a body that is not JSON, a bad page parameter, a missing row, a duplicate key and an
// unknown route, each with the contract's status and envelope.
import { randomUUID } from 'node:crypto';

import { httpCall, type HttpAnswer } from './contract/http';

const call = httpCall;

/** Every way the answers break the contract; empty when none does. */
export async function errorAnswerFailures(
  baseUrl: string,
  api: { messageKey: string; currentParam: string },
): Promise<string[]> {
  const failures: string[] = [];
  const expectAnswer = (what: string, answer: HttpAnswer, status: number, withErrors = false) => {
    const body = answer.body;
    const data = body?.data as { errors?: unknown } | null | undefined;
    if (
      answer.status !== status ||
      body?.code !== status ||
      typeof body?.[api.messageKey] !== 'string' ||
      (withErrors && !(Array.isArray(data?.errors) && data.errors.length > 0))
    )
      failures.push(
        `${what}应答 HTTP ${answer.status}，应为 ${status}${withErrors ? '并在 data.errors 中列出原因' : ''}：${answer.text.slice(0, 300)}`,
      );
  };
  expectAnswer('请求体不是 JSON 时', await call(baseUrl, 'POST', '/api/tags', '{"name": '), 400, true);
  expectAnswer('页码不是数字时', await call(baseUrl, 'GET', `/api/tags?${api.currentParam}=abc`), 400, true);
  expectAnswer('主键不是数字时', await call(baseUrl, 'GET', '/api/tags/abc'), 400, true);
  expectAnswer('记录不存在时', await call(baseUrl, 'GET', '/api/tags/987654321'), 404);
  expectAnswer('修改不存在的记录时', await call(baseUrl, 'PUT', '/api/tags/987654321', '{"name":"无"}'), 404);
  const name = `重复${randomUUID().slice(0, 8)}`;
  expectAnswer('第一次新建标签时', await call(baseUrl, 'POST', '/api/tags', JSON.stringify({ name })), 200);
  expectAnswer('新建重名标签时', await call(baseUrl, 'POST', '/api/tags', JSON.stringify({ name })), 409);
  expectAnswer('路径不存在时', await call(baseUrl, 'GET', '/api/no-such-things'), 404);
  return failures;
}
