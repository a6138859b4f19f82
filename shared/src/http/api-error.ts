// The one error type every failed call rejects with; pages show `message` as it is.
export interface ApiErrorDetails {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's `code`, when the body had one. */
  code?: number;
}

export class ApiError extends Error {
  readonly status?: number;
  readonly code?: number;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
  }
}
