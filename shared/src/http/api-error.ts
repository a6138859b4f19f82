// The one error type every failed call rejects with; pages show `message` as it is.
export interface ApiErrorDetails {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's `code`, when the body had one. */
  code?: number;
  /** The envelope's `data`, when a failure carried some. */
  data?: unknown;
}

export class ApiError extends Error {
  readonly status?: number;
  readonly code?: number;
  /** The envelope's `data` of a failure: what the client needs to fix the request (a model's problems, a
   * template's errors at their files). */
  readonly data?: unknown;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.data = details.data;
  }
}
