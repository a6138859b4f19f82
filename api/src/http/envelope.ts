// The one answer shape {code, message, data} (PRODUCT.md §3) and the error every route throws to produce a failure.
import { type TSchema, Type } from '@sinclair/typebox';

export const MSG_OK = '操作成功';
export const MSG_UNAUTHORIZED = '未授权，请重新登录';
export const MSG_FORBIDDEN = '拒绝访问';
export const MSG_NOT_FOUND = '请求的资源不存在';
export const MSG_SERVER_ERROR = '服务器错误';
export const MSG_TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = MSG_OK): Envelope<T> => ({ code: 200, message, data });

/** A failure a client can act on: its status goes in both the HTTP status and `code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After: when the client may try again (a 429's wait). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = MSG_UNAUTHORIZED) => new ApiError(401, message);
export const forbidden = (message = MSG_FORBIDDEN) => new ApiError(403, message);
export const notFound = (message = MSG_NOT_FOUND) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message = MSG_TOO_MANY_REQUESTS, retryAfterSeconds?: number) =>
  new ApiError(429, message, retryAfterSeconds);

/** Response schema of a success carrying `data`. */
export const EnvelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

/** Response schema of every failure. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
});

export const PageOf = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    total: Type.Integer(),
    current: Type.Integer(),
    size: Type.Integer(),
  });

/** Query `current` (1-based page) and `size` (1–100) of every list. */
export const PageQuery = {
  current: Type.Integer({ minimum: 1, default: 1, errorMessage: '页码 current 需为大于 0 的整数' }),
  size: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 10,
    errorMessage: '每页条数 size 需为 1–100 的整数',
  }),
};

/** The failures a route can answer, for its OpenAPI response list. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope]));
