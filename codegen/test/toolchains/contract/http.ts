// One HTTP call to a generated backend, as the toolchain checks make them: its own connection (no keep-alive, so
// nothing stays open after a run), a 20 s limit, the body parsed when it is JSON.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, null when the body is not JSON. */
  body: Record<string, unknown> | null;
  text: string;
  headers: IncomingHttpHeaders;
}

/** `body` goes as JSON; a string goes as it is (to send a body that is not JSON on purpose). */
export function httpCall(baseUrl: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
  const payload =
    body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        timeout: 20_000,
        headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> | null = null;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} 20 秒内没有应答`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `data` of an answer that must be HTTP 200; throws with the answer otherwise. */
export async function dataOf(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await httpCall(baseUrl, method, path, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} 应答 HTTP ${answer.status}，应为 200：${answer.text.slice(0, 500)}`);
  return answer.body?.data as Record<string, unknown>;
}
