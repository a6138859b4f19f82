// Building answers in the one shape {code, message, data} (PRODUCT.md §3; the shapes and texts themselves are
// in @modelsmith/contract), and the error every route throws to produce a failure.
import {
  type Envelope,
  ErrorEnvelope,
  MSG_FORBIDDEN,
  MSG_NOT_FOUND,
  MSG_OK,
  MSG_TOO_MANY_REQUESTS,
  MSG_UNAUTHORIZED,
} from '@modelsmith/contract';

export const ok = <T>(data: T, message = MSG_OK): Envelope<T> => ({ code: 200, message, data });

/** A failure a client can act on: its status goes in both the HTTP status and `code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After: when the client may try again (a 429's wait). */
    readonly retryAfterSeconds?: number,
    /** The envelope's `data`: null, or what the client needs to fix the request (a model's problems). */
    readonly data: unknown = null,
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

/** The failures a route can answer, for its OpenAPI response list. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope]));
