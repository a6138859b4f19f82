// THE axios instance (seed §4, §5, §7, §8, §9). Decisions where the seed leaves room:
// - Public calls (PUBLIC_PATHS: login, email login, register, verification, password reset) skip the
//   expiry check: they are how a token is obtained. They carry the token only when it is valid.
// - Every other call asks the session for a valid token first: without one the session ends
//   ('expired': 登录已过期，请重新登录 and /login) and the call rejects without sending anything.
// - A 401 is reported to the session ('unauthorized'), which ends it; this layer never navigates.
// - An HTTP error whose body is an envelope with a message shows that message (the body-code rule),
//   except 401 on a protected call (未授权，请重新登录 + login) and 5xx (never show server text).
import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError } from './api-error';
import { notify, session } from './bridge';
import { apiBaseUrl } from './config';
import { API_PREFIX, AUTH_SCHEME, REQUEST_TIMEOUT_MS } from './constants';
import { type Encoding, isPlainObject, toFormData, toUrlEncoded } from './encoding';
import * as text from './messages';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Body encoding; seed §7 calls are form-encoded, so 'form' is the default. */
    encoding?: Encoding;
    /** No message for this call's failure (the caller ignores it, e.g. logout). */
    silent?: boolean;
  }
}

/** Calls that work without a session (paths relative to /api/v1). */
export const PUBLIC_PATHS: readonly string[] = [
  '/users/login',
  '/users/login-by-email',
  '/users/register',
  '/users/password/reset',
  '/verification/send',
  '/verification/check-interval',
];

/** Accepts both `/users/info` and `/api/v1/users/info`. */
const relativePath = (url = '') => (url.startsWith(API_PREFIX + '/') ? url.slice(API_PREFIX.length) : url);

export const isPublicPath = (url?: string) => PUBLIC_PATHS.includes(relativePath(url).split('?')[0]);

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

function authorize(config: InternalAxiosRequestConfig): void {
  const token = session.validToken();
  if (isPublicPath(config.url)) {
    if (token) config.headers.set('Authorization', `${AUTH_SCHEME} ${token}`);
    return;
  }
  if (!token) {
    session.end('expired', text.MSG_TOKEN_EXPIRED);
    throw new ApiError(text.MSG_TOKEN_EXPIRED, { code: 401 });
  }
  config.headers.set('Authorization', `${AUTH_SCHEME} ${token}`);
}

function encodeBody(config: InternalAxiosRequestConfig): void {
  const encoding = config.encoding ?? 'form';
  if (!isPlainObject(config.data)) return;
  if (encoding === 'form') {
    config.data = toUrlEncoded(config.data);
    config.headers.setContentType('application/x-www-form-urlencoded');
  } else if (encoding === 'multipart') {
    // The browser writes the multipart boundary itself.
    config.data = toFormData(config.data);
    config.headers.setContentType(false);
  } else {
    config.headers.setContentType('application/json');
  }
}

function beforeRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.url = relativePath(config.url);
  authorize(config);
  encodeBody(config);
  return config;
}

function checkEnvelope(response: AxiosResponse): AxiosResponse {
  const { responseType } = response.config;
  if (responseType === 'blob' || responseType === 'arraybuffer') return response;
  const body: unknown = response.data;
  if (!isEnvelope(body) || body.code === 200) return response;
  const message = body.message || text.MSG_REQUEST_FAILED;
  if (body.code === 401) session.end('unauthorized', message);
  else if (!response.config.silent) notify.error(message);
  throw new ApiError(message, { status: response.status, code: body.code, data: body.data ?? undefined });
}

function messageForStatus(status: number, body: unknown): string {
  if (status >= 500) return status === 500 ? text.MSG_SERVER_ERROR : text.msgOtherStatus(status);
  if (isEnvelope(body) && body.message) return body.message;
  if (status === 403) return text.MSG_FORBIDDEN;
  if (status === 404) return text.MSG_NOT_FOUND;
  if (status === 401) return text.MSG_UNAUTHORIZED;
  return text.msgOtherStatus(status);
}

/** A failure asked for as a blob (a zip download) still carries the JSON envelope: read it back. */
async function bodyOf(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !/json/i.test(data.type)) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return data;
  }
}

async function onFailure(error: unknown): Promise<never> {
  if (error instanceof ApiError || axios.isCancel(error)) throw error;
  const failure = error as AxiosError;
  const report = (message: string) => {
    if (!failure.config?.silent) notify.error(message);
  };
  const timedOut =
    failure.code === AxiosError.ETIMEDOUT ||
    (failure.code === AxiosError.ECONNABORTED && /timeout/i.test(failure.message));
  if (timedOut) {
    report(text.MSG_TIMEOUT);
    throw new ApiError(text.MSG_TIMEOUT);
  }
  const response = failure.response;
  if (!response) {
    report(text.MSG_NETWORK);
    throw new ApiError(text.MSG_NETWORK);
  }
  const body = await bodyOf(response.data);
  const code = isEnvelope(body) ? body.code : undefined;
  if (response.status === 401 && !isPublicPath(failure.config?.url)) {
    session.end('unauthorized', text.MSG_UNAUTHORIZED);
    throw new ApiError(text.MSG_UNAUTHORIZED, { status: 401, code });
  }
  const message = messageForStatus(response.status, body);
  report(message);
  const data = isEnvelope(body) ? (body.data ?? undefined) : undefined;
  throw new ApiError(message, { status: response.status, code, data });
}

export function createHttp(): AxiosInstance {
  const instance = axios.create({
    baseURL: apiBaseUrl(),
    timeout: REQUEST_TIMEOUT_MS,
    // Tells a timeout (ETIMEDOUT) apart from an aborted connection (ECONNABORTED).
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use(beforeRequest);
  instance.interceptors.response.use(checkEnvelope, onFailure);
  return instance;
}
